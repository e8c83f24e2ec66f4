// The realistic test wiki (__tests__/fixtures/wiki, 45 pages): its map and stats, checked against
// figures computed here independently of src/wiki (plain line scanning, the yaml package).
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { buildMap, renderIndex } from '../../src/wiki/map.js';
import { loadWiki, parseWiki, WikiNotFoundError } from '../../src/wiki/load.js';

const WIKI = fileURLToPath(new URL('../fixtures/wiki/', import.meta.url));
const CAPS = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 };

function listMd(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith('.md') && statSync(join(dir, p)).isFile())
    .filter((p) => !['index.md', 'log.md', 'SCHEMA.md'].includes(p))
    .sort();
}

const normal = (t: string) => t.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
const cps = (s: string) => Array.from(s).length;

/** H2 count by line scanning: front-matter, fences and 4-space code skipped; setext counted. */
function countH2(text: string): number {
  const lines = normal(text).split('\n');
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  let fence: string | null = null;
  let count = 0;
  let prevPara = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const f = /^ {0,3}(```|~~~)/.exec(line);
    if (fence) {
      if (f && line.trim().startsWith(fence)) fence = null;
      prevPara = false;
      continue;
    }
    if (f) {
      fence = f[1]!;
      prevPara = false;
      continue;
    }
    if (/^ {0,3}## +\S/.test(line) && !/^ {0,3}###/.test(line)) count++;
    else if (prevPara && /^ {0,3}-+\s*$/.test(line)) count++;
    prevPara = line.trim() !== '' && !/^( {4}|#|- |\d+\. )/.test(line);
  }
  return count;
}

function description(text: string): string {
  const t = normal(text);
  if (t.startsWith('---\n')) {
    const end = t.indexOf('\n---\n', 3);
    try {
      const fm = parseYaml(t.slice(4, end)) as { description?: string };
      if (fm?.description) return fm.description;
    } catch {
      /* malformed: fall through to the first paragraph */
    }
  }
  const body = t.startsWith('---\n') ? t.slice(t.indexOf('\n---\n', 3) + 5) : t;
  const para = body.split('\n\n').find((b) => b.trim() !== '' && !b.trim().startsWith('#'))!;
  return para
    .replace(/\s+/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}

describe('the realistic test wiki', () => {
  const files = listMd(WIKI);
  const texts = files.map((f) => readFileSync(join(WIKI, f), 'utf8'));

  it('is varied enough to mean something', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(texts.filter((t) => normal(t).startsWith('---\n')).length).toBeGreaterThan(10);
    expect(texts.filter((t) => !normal(t).startsWith('---\n')).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.split('/').length > 2).length).toBeGreaterThan(3);
    expect(texts.filter((t) => /```[a-z]*\n# /.test(normal(t))).length).toBeGreaterThan(5);
    expect(texts.some((t) => t.includes('\r\n'))).toBe(true);
    expect(texts.some((t) => t.startsWith('\uFEFF'))).toBe(true);
  });

  it('reads the same wiki when it lets the event loop run between slices of files', async () => {
    expect(await loadWiki(WIKI, { yieldEvery: 3 })).toEqual(await loadWiki(WIKI));
  });

  it('maps to stats that match an independent count', async () => {
    const wiki = await loadWiki(WIKI);
    const map = buildMap(wiki.pages, CAPS);
    const s = map.stats;
    const slugs = files.map((f) => f.slice(0, -3).toLowerCase()).sort();
    const chars = texts.map((t) => cps(normal(t)));
    const heads = texts.map(countH2);
    const descs = texts.map(description);
    const corpus = chars.reduce((a, b) => a + b, 0);
    // page-char-cap counts the body: the text after a front-matter block.
    const bodies = texts.map((t) => cps(normal(t).replace(/^---\n[\s\S]*?\n---\n/, '')));
    const longest = Math.max(...bodies);

    expect(wiki.schema).toContain('Wiki conventions');
    expect(s.pages).toBe(files.length);
    expect(map.entries.map((e) => e.slug)).toEqual(slugs);
    expect(s.corpus_chars).toBe(corpus);
    expect(s.index_chars).toBe(map.lines.reduce((n, l) => n + cps(l) + 1, 0));
    expect(s.ratio).toBeCloseTo(s.index_chars / corpus, 12);
    expect(s.approx_tokens).toEqual({
      corpus: Math.round(corpus / 4),
      index: Math.round(s.index_chars / 4),
    });
    expect(s.headings_total).toBe(heads.reduce((a, b) => a + b, 0));
    expect(s.pages_over_heading_cap).toEqual(
      files.filter((_, i) => heads[i]! > 9).map((f) => f.slice(0, -3)),
    );
    expect(s.descriptions_cut).toBe(descs.filter((d) => cps(d) > 110).length);
    expect(s.longest_page).toEqual({
      slug: files[bodies.indexOf(longest)]!.slice(0, -3).toLowerCase(),
      chars: longest,
    });
    expect(s.margin_chars).toBe(12000 - longest);
    expect(s.pages_over_char_cap).toEqual(
      files.filter((_, i) => bodies[i]! > 12000).map((f) => f.slice(0, -3)),
    );
    // The fixture was written so that each cap cuts something on purpose.
    expect(s.descriptions_cut).toBe(1);
    expect(s.pages_over_heading_cap).toEqual(['features/subscriptions']);
    expect(s.pages_over_char_cap).toEqual(['features/subscriptions']);
    expect(wiki.warnings).toEqual([
      expect.stringMatching(/^features\/exports\.md: front-matter ignored/),
    ]);
    // Every line is one line with four columns; the page whose front-matter does not parse is
    // read-only, so its line says "locked" in a fifth.
    for (const line of map.lines)
      expect(line.split(/(?<!\\)\|/)).toHaveLength(line.startsWith('features/exports ') ? 5 : 4);
  });

  it('builds a byte-identical map and index.md from a copy written in another order', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'wiki-copy-'));
    try {
      for (const f of [...listMd(WIKI), 'SCHEMA.md', 'index.md'].reverse()) {
        mkdirSync(join(copy, 'nested', f, '..'), { recursive: true });
        writeFileSync(join(copy, 'nested', f), readFileSync(join(WIKI, f)));
      }
      const a = buildMap((await loadWiki(WIKI)).pages, CAPS);
      const b = buildMap((await loadWiki(join(copy, 'nested'))).pages, CAPS);
      expect(b.text).toBe(a.text);
      expect(renderIndex(b)).toBe(renderIndex(a));
      expect(JSON.stringify(b.stats)).toBe(JSON.stringify(a.stats));
      // And in memory, whatever order the files arrive in.
      const files = listMd(WIKI).map((path) => ({
        path,
        text: readFileSync(join(WIKI, path), 'utf8'),
      }));
      const shuffled = [
        ...files.filter((_, i) => i % 2),
        ...files.filter((_, i) => !(i % 2)).reverse(),
      ];
      expect(buildMap(parseWiki(shuffled).pages, CAPS).text).toBe(a.text);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('loadWiki', () => {
  it('fails clearly on a missing folder', async () => {
    await expect(loadWiki('/nonexistent/wiki')).rejects.toThrow(WikiNotFoundError);
    await expect(loadWiki('/nonexistent/wiki')).rejects.toThrow(/does not exist; pass --wiki DIR/);
  });

  it('refuses invalid UTF-8 by name (the page locked, never written) and skips dot folders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-odd-'));
    try {
      writeFileSync(join(dir, 'bad.md'), Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]));
      mkdirSync(join(dir, '.git'));
      writeFileSync(join(dir, '.git', 'x.md'), '# hidden');
      cpSync(join(WIKI, 'api/errors.md'), join(dir, 'errors.md'));
      const wiki = await loadWiki(dir);
      expect(wiki.pages.map((p) => p.slug)).toEqual(['bad', 'errors']);
      expect(wiki.warnings).toEqual([
        expect.stringMatching(/^bad\.md: not UTF-8: convert it, or add it to ignore .* locked/),
      ]);
      expect(wiki.pages.map((p) => p.locked)).toEqual([true, false]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadWiki and links', () => {
  it('skips symbolic links with a warning, so nothing outside the wiki reaches the prompt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-link-'));
    const outside = mkdtempSync(join(tmpdir(), 'secret-'));
    try {
      writeFileSync(join(outside, 'secret.md'), '# Secret\n\nhunter2\n');
      symlinkSync(join(outside, 'secret.md'), join(dir, 'leak.md'));
      symlinkSync(outside, join(dir, 'folder'));
      writeFileSync(join(dir, 'ok.md'), '# OK\n');
      const wiki = await loadWiki(dir);
      expect(wiki.pages.map((p) => p.slug)).toEqual(['ok']);
      expect(wiki.warnings).toEqual([
        'folder: symbolic link skipped; wiki pages must be plain files inside the wiki folder.',
        'leak.md: symbolic link skipped; wiki pages must be plain files inside the wiki folder.',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
