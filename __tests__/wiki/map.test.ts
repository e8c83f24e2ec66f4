import MarkdownIt from 'markdown-it';
import { parseConfig } from '../../src/config/parse.js';
import { buildMap, capsComplain, renderIndex, tagsToList } from '../../src/wiki/map.js';
import { capsOf, DEFAULT_CAPS, type Caps } from '../../src/wiki/types.js';
import { cutAtWord, normalizedCodePoints, normalizeText } from '../../src/wiki/text.js';
import { isValidSlug, slugProblem, slugToFile, windowsDeviceSegment } from '../../src/wiki/slug.js';
import { parsePage } from '../../src/wiki/page.js';
import { parseWiki } from '../../src/wiki/load.js';

const CAPS: Caps = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 };
const page = (file: string, text: string) => parsePage(file, text).page;
/** A page of exactly `n` code points whose description is short. */
const sized = (file: string, n: number) => {
  const head = '# T\n\nShort.\n\n';
  return page(file, head + 'z'.repeat(n - head.length));
};

describe('slugs', () => {
  it.each([
    ['api/token-rotation', true],
    ['adr/0001_db.v2', true],
    ['a', true],
    ['Api', false],
    ['a--b', false],
    ['/a', false],
    ['a/', false],
    ['a b', false],
    ['../x', false],
    ['x'.repeat(120), true],
    ['x'.repeat(121), false],
    ['con', false],
    ['nul', false],
    ['lpt1', false],
    ['com9', false],
    ['aux.txt', false],
    ['api/prn', false],
    ['com1/page', false],
    ['guides/con.v2/setup', false],
    ['console', true],
    ['com10', true],
    ['lpt0', true],
    ['api/nul-values', true],
    ['auxiliary', true],
  ])('%s valid: %s', (slug, ok) => {
    expect(isValidSlug(slug)).toBe(ok);
  });
  it('names the Windows device segment of a refused slug and suggests another name', () => {
    expect(slugProblem('api/con.txt')).toBe(
      '"api/con.txt" is not a valid slug: "con.txt" is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with or without an extension), which a Windows checkout cannot hold; choose another name, e.g. "con-page.txt"',
    );
    expect(windowsDeviceSegment('a/LPT3.md/b')).toBe('LPT3.md');
    expect(windowsDeviceSegment('a/b')).toBeNull();
  });
  it('maps a slug to its file', () => {
    expect(slugToFile('api/tokens')).toBe('api/tokens.md');
    expect(() => slugToFile('../etc/passwd')).toThrow(/not a valid slug/);
  });
});

describe('parseWiki', () => {
  it('skips root index/log/SCHEMA, reads SCHEMA, keeps nested ones', () => {
    const wiki = parseWiki([
      { path: 'index.md', text: '# Index' },
      { path: 'log.md', text: '# Log' },
      { path: 'SCHEMA.md', text: 'conventions' },
      { path: 'sub/index.md', text: '# Sub index' },
      { path: 'b.md', text: '# B' },
      { path: 'notes.txt', text: 'x' },
    ]);
    expect(wiki.pages.map((p) => p.slug)).toEqual(['b', 'sub/index']);
    expect(wiki.schema).toBe('conventions');
  });

  it('warns on slug collisions and keeps the first file by path, whatever the input order', () => {
    const files = [
      { path: 'api.md', text: '# lower' },
      { path: 'API.md', text: '# upper' },
    ];
    for (const order of [files, [...files].reverse()]) {
      const wiki = parseWiki(order);
      expect(wiki.pages.map((p) => [p.slug, p.title])).toEqual([['api', 'upper']]);
      expect(wiki.warnings).toEqual([
        expect.stringMatching(/api\.md: slug "api" is already taken by API\.md/),
      ]);
    }
  });
});

describe('buildMap', () => {
  it('writes one line per page sorted by slug, escaping | and newlines', () => {
    const pages = [
      page('zeta.md', '# Zeta\n\nLast.\n'),
      page('Alpha.md', '---\ntitle: "A | B"\ndescription: "two\\nlines | here"\n---\n## X\n## Y\n'),
      page('beta/c.md', '# C\n'),
    ];
    const map = buildMap(pages, CAPS);
    expect(map.lines).toEqual([
      'alpha | A \\| B | two lines \\| here | X · Y',
      'beta/c | C |  |',
      'zeta | Zeta | Last. |',
    ]);
    expect(map.text).toBe(map.lines.join('\n') + '\n');
    expect(map.warnings).toEqual([]);
    expect(capsComplain(map)).toBe(false);
  });

  it('sorts by code point, not locale', () => {
    const map = buildMap(
      ['b', 'B-x', 'a', '_', 'é', 'z'].map((s) => page(`${s}.md`, '# t')),
      CAPS,
    );
    expect(map.entries.map((e) => e.slug)).toEqual(['_', 'a', 'b', 'b-x', 'z', 'é']);
  });

  it('cuts a long description at a word boundary with … and says so', () => {
    const words =
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi';
    const map = buildMap([page('long.md', `# L\n\n${words}\n`)], CAPS);
    const desc = map.entries[0]!.description;
    expect([...desc].length).toBeLessThanOrEqual(110);
    expect(desc.endsWith('…')).toBe(true);
    expect(words.startsWith(desc.slice(0, -1))).toBe(true);
    expect(words[desc.length - 1]).toBe(' '); // cut at a word boundary
    expect(map.stats.descriptions_cut).toBe(1);
    expect(map.stats.descriptions_cut_pages).toEqual(['long']);
    expect(map.warnings[0]).toMatch(
      /long: description cut from 113 to 110 chars \(description-chars\)/,
    );
    expect(capsComplain(map)).toBe(true);
  });

  it('counts descriptions in code points (emoji count once)', () => {
    const map = buildMap([page('e.md', `---\ndescription: "${'😀'.repeat(110)}"\n---\n`)], CAPS);
    expect(map.stats.descriptions_cut).toBe(0);
  });

  it('keeps 9 headings and names the dropped ones', () => {
    const heads = Array.from({ length: 12 }, (_, i) => `H${i + 1}`);
    const map = buildMap([page('many.md', heads.map((h) => `## ${h}\n`).join('\n'))], CAPS);
    expect(map.entries[0]!.headings).toEqual(heads.slice(0, 9));
    // The line says the page has more than it shows.
    expect(map.lines[0]).toBe(
      'many | many |  | H1 · H2 · H3 · H4 · H5 · H6 · H7 · H8 · H9 · +3 more sections',
    );
    expect(map.entries[0]!.moreHeadings).toBe(3);
    // index.md, for people, keeps its own line.
    expect(renderIndex(map)).toContain('| H1 · H2 · H3 · H4 · H5 · H6 · H7 · H8 · H9\n');
    expect(map.stats.headings_total).toBe(12);
    expect(map.stats.pages_over_heading_cap).toEqual(['many']);
    expect(map.stats.headings_dropped).toEqual({ many: ['H10', 'H11', 'H12'] });
    expect(map.warnings[0]).toMatch(/dropped: "H10", "H11", "H12"/);
  });

  it('marks a locked page at the end of its line, and one dropped heading in the singular', () => {
    const locked = page(
      'guide.md',
      '---\ntitle: Setup\ndescription: Install it.\nwiki-ingest: locked\n---\n## Install\n',
    );
    const ten = page('ten.md', Array.from({ length: 10 }, (_, i) => `## S${i}\n`).join('\n'));
    const map = buildMap([locked, ten], CAPS);
    expect(map.lines[0]).toBe('guide | Setup | Install it. | Install | locked');
    expect(map.entries[0]!.locked).toBe(true);
    expect(map.lines[1]).toMatch(/ · S8 · \+1 more section$/);
    expect(map.lines[1]).not.toMatch(/locked/);
    const bare = buildMap([page('bare.md', '---\nwiki-ingest: locked\n---\nText.\n')], CAPS);
    expect(bare.lines[0]).toBe('bare | bare | Text. |  | locked');
  });

  it('lists the tags in use once, sorted by code point', () => {
    const map = buildMap(
      [
        page('a.md', '---\ntags: [zeta, api, " api "]\n---\n'),
        page('b.md', '---\ntags: [Äpfel, api, auth, ""]\n---\n'),
        page('c.md', '# No tags\n'),
      ],
      CAPS,
    );
    expect(map.tags).toEqual(['api', 'auth', 'zeta', 'Äpfel']);
  });

  it('lists the most used tags within a width, ties by code point, and counts the rest', () => {
    const pages = [
      page('a.md', '---\ntags: [common, rare-b, common]\n---\n'),
      page('b.md', '---\ntags: [common, rare-a, mid]\n---\n'),
      page('c.md', '---\ntags: [mid, common]\n---\n'),
    ];
    expect(tagsToList(pages, 1000)).toEqual({
      tags: ['common', 'mid', 'rare-a', 'rare-b'],
      more: 0,
    });
    // "common, mid, rare-a" is 19 characters: rare-a wins the tie with rare-b by code point.
    expect(tagsToList(pages, 19)).toEqual({ tags: ['common', 'mid', 'rare-a'], more: 1 });
    expect(tagsToList(pages, 18)).toEqual({ tags: ['common', 'mid'], more: 2 });
    expect(tagsToList(pages, 0)).toEqual({ tags: [], more: 4 });
  });

  it('reports a page over the read cap, the margin, and a thin margin', () => {
    const small = sized('small.md', 100);
    const big = sized('big.md', 12500);
    const over = buildMap([small, big], CAPS);
    expect(over.stats.pages_over_char_cap).toEqual(['big']);
    expect(over.stats.longest_page).toEqual({ slug: 'big', chars: 12500 });
    expect(over.stats.margin_chars).toBe(-500);
    expect(over.warnings[0]).toMatch(/big: 12500 chars, over page-char-cap 12000 by 500/);

    const thin = buildMap([sized('near.md', 11000)], CAPS);
    expect(thin.stats.pages_over_char_cap).toEqual([]);
    expect(thin.stats.margin_chars).toBe(1000);
    expect(thin.stats.margin_pct).toBe(8.3);
    expect(thin.warnings).toEqual([expect.stringMatching(/Thin margin: .*near.*1000 \(8\.3%\)/)]);
    expect(capsComplain(thin)).toBe(true);

    const roomy = buildMap([sized('ok.md', 10800)], CAPS);
    expect(roomy.warnings).toEqual([]);
    expect(capsComplain(roomy)).toBe(false);
  });

  it('handles an empty wiki', () => {
    const map = buildMap([], CAPS);
    expect(map.lines).toEqual([]);
    expect(map.stats).toMatchObject({
      pages: 0,
      corpus_chars: 0,
      index_chars: 0,
      ratio: 0,
      longest_page: null,
    });
  });
});

describe('renderIndex', () => {
  it('links each slug to its file under a short header', () => {
    const map = buildMap(
      [page('API/My Page.md', '# T\n\nD.\n\n## S\n'), page('a.md', '# A\n')],
      CAPS,
    );
    const text = renderIndex(map);
    expect(text).toBe(
      [
        '# Wiki index',
        '',
        '<!-- Generated by wiki-ingest from the wiki map; edits here are overwritten. -->',
        '',
        '2 pages, one line each: page | title | description | sections.',
        '',
        '- [a](a.md) | A |  |',
        '- [api/my page](API/My%20Page.md) | T | D. | S',
        '',
      ].join('\n'),
    );
    expect(renderIndex(map)).toBe(text);
  });

  it('keeps raw HTML, links, images and emphasis in titles and descriptions out of index.md', () => {
    const hostile = [
      '---',
      'title: "<img src=x onerror=alert(1)> [click](https://evil.example) *bold*"',
      'description: "![track](https://evil.example/p.png) <script>x</script> &lt;b&gt; <https://evil.example> [ref]: https://evil.example"',
      '---',
      '',
      '## <details open> [x](y) `code`',
      '',
    ].join('\n');
    const map = buildMap([page('evil.md', hostile), page('a.md', '# A\n')], {
      ...CAPS,
      descriptionChars: 300,
    });
    const text = renderIndex(map);
    const tokens = new MarkdownIt({ html: true })
      .parse(text, {})
      .flatMap((t) => [t, ...(t.children ?? [])]);
    const kinds = tokens.map((t) => t.type);
    expect(kinds).not.toContain('html_inline');
    expect(kinds.filter((k) => k === 'html_block')).toHaveLength(1); // our own comment
    expect(kinds).not.toContain('image');
    expect(kinds).not.toContain('em_open');
    expect(kinds).not.toContain('code_inline');
    // The only links are the two page links index.md writes itself.
    expect(tokens.filter((t) => t.type === 'link_open').map((t) => t.attrGet('href'))).toEqual([
      'a.md',
      'evil.md',
    ]);
    // What renders is the text as written.
    const rendered = new MarkdownIt({ html: true }).render(text);
    expect(rendered).toContain(
      '&lt;img src=x onerror=alert(1)&gt; [click](https://evil.example) *bold*',
    );
    // The map the model reads is unchanged by this escaping.
    expect(map.lines[1]).toBe(
      'evil | <img src=x onerror=alert(1)> [click](https://evil.example) *bold* | ![track](https://evil.example/p.png) <script>x</script> &lt;b&gt; <https://evil.example> [ref]: https://evil.example | x code',
    );
  });
});

describe('normalizedCodePoints', () => {
  it.each(['', 'abc', '\uFEFFa\r\nb\rc\n', '😀\r\n\r\n', '\r', 'x\r\r\n'])(
    'counts %j like the normalized text',
    (s) => {
      expect(normalizedCodePoints(s)).toBe(Array.from(normalizeText(s)).length);
    },
  );
});

describe('cutAtWord', () => {
  it.each([
    ['aaa bbb ccc', 8, 'aaa bbb…'],
    ['aaa bbb ccc', 7, 'aaa…'],
    ['aaa bbb ccc', 11, 'aaa bbb ccc'],
    ['aaa, bbb ccc', 6, 'aaa…'],
    ['abcdefghij', 5, 'abcd…'],
    ['😀😀😀 😀😀', 5, '😀😀😀…'],
    ['anything', 1, '…'],
  ])('%j to %i → %j', (s, max, want) => {
    const { text, cut } = cutAtWord(s, max);
    expect(text).toBe(want);
    expect(cut).toBe(want !== s);
    expect(Array.from(text).length).toBeLessThanOrEqual(max);
  });
});

describe('caps', () => {
  it('DEFAULT_CAPS are the input defaults', () => {
    expect(DEFAULT_CAPS).toEqual(capsOf(parseConfig({})));
  });
});
