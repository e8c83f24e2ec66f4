// The folded map: one line per section with its count, hub description and most linked titles,
// the asked-for pages in full (within a budget), sections unfolded on demand, and the same bytes
// for the same wiki whatever order its files were read in.
import {
  approxTokens,
  DEFAULT_MAP_TOKEN_BUDGET,
  foldMap,
  mapBudget,
  openOutline,
  outlineMap,
  type MapOutline,
} from '../../src/wiki/folded-map.js';
import { linkGraph, wikiLinks } from '../../src/wiki/links.js';
import { parseWiki, type WikiFile } from '../../src/wiki/load.js';
import { buildMap } from '../../src/wiki/map.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';

const page = (title: string, description: string, body = '', extra = ''): string =>
  `---\ntitle: ${title}\ndescription: ${description}\n${extra}---\n# ${title}\n\n${body}\n`;

/** api/ with a hub and a sub-folder, billing/ without a hub, two top-level pages and a top-level hub. */
function files(): WikiFile[] {
  const many = Array.from({ length: 8 }, (_, i) => `[[api/v1/e${i}]]`).join(' ');
  return [
    { path: 'api/overview.md', text: page('API', 'Every endpoint and how to call it.') },
    {
      path: 'api/tokens.md',
      text: page('Tokens', 'Issuing and rotating tokens.', '## Rotation\n\nText.'),
    },
    { path: 'api/payments.md', text: page('Payments', 'Charging a card.', 'See [[api/tokens]].') },
    ...Array.from({ length: 8 }, (_, i) => ({
      path: `api/v1/e${i}.md`,
      text: page(`Endpoint ${i}`, `Version 1 endpoint ${i}.`, i === 0 ? '[[api/tokens]]' : ''),
    })),
    { path: 'billing/invoices.md', text: page('Invoices', 'Monthly invoices.') },
    { path: 'billing/plans.md', text: page('Plans', 'Plans and prices.', '[[billing/invoices]]') },
    { path: 'faq.md', text: page('FAQ', 'Questions people ask.', '[[billing/plans]]') },
    { path: 'intro.md', text: page('Introduction', 'Start here.') },
    { path: 'versions.md', text: page('Versions', 'Every API version.', many) },
    { path: 'SCHEMA.md', text: '# Conventions\n' },
  ];
}

function outlineOf(fs: WikiFile[]): MapOutline {
  const wiki = parseWiki(fs);
  return outlineMap(buildMap(wiki.pages, DEFAULT_CAPS), wiki.pages);
}

describe('links', () => {
  it('reads [[slug]] and [[slug|label]] outside code, each once, lowercased', () => {
    expect(wikiLinks('[[A/B]] and [[a/b|again]] `[[no]]`\n```\n[[no2]]\n```\n[[c#part]]')).toEqual([
      'a/b',
      'c',
    ]);
  });

  it('counts links to existing pages only, related included', () => {
    const wiki = parseWiki([
      { path: 'a.md', text: page('A', 'a', '[[b]] [[missing]] [[a]]') },
      { path: 'b.md', text: page('B', 'b', '', 'related: [a, c]\n') },
      { path: 'c.md', text: page('C', 'c', '[[b]]') },
    ]);
    const g = linkGraph(wiki.pages);
    expect(g.out.get('a')).toEqual(['b']);
    expect(g.out.get('b')).toEqual(['a', 'c']);
    expect([...g.inbound]).toEqual([
      ['b', 2],
      ['a', 1],
      ['c', 1],
    ]);
  });
});

describe('mapBudget', () => {
  it('counts code points / 4, rounded up, and compares with the budget (24k by default)', () => {
    expect(approxTokens('abcde')).toBe(2);
    expect(approxTokens('😀😀😀😀')).toBe(1);
    expect(mapBudget({ text: 'x'.repeat(40) }, 10)).toEqual({
      tokens: 10,
      budget: 10,
      over: false,
    });
    expect(mapBudget({ text: 'x'.repeat(41) }, 10).over).toBe(true);
    expect(mapBudget({ text: '' }).budget).toBe(DEFAULT_MAP_TOKEN_BUDGET);
  });
});

describe('outlineMap and foldMap', () => {
  it('gives one line per folder, hub and the other top-level pages', () => {
    const outline = outlineOf(files());
    expect(outline.sections.map((s) => [s.id, s.kind, s.slugs.length, s.hub])).toEqual([
      ['/', 'top', 2, null],
      ['api/', 'folder', 11, 'api/overview'],
      ['billing/', 'folder', 2, null],
      ['versions', 'hub', 8, 'versions'],
    ]);
    const text = foldMap(outline).text;
    expect(text).toBe(
      [
        '## Sections',
        '/ | 2 pages |  | FAQ · Introduction',
        'api/ | 11 pages (1 folder) | Every endpoint and how to call it. | Tokens · Endpoint 0 · Endpoint 1 · Endpoint 2 · Endpoint 3 · Endpoint 4 · Endpoint 5 · Endpoint 6 · Endpoint 7',
        'billing/ | 2 pages |  | Invoices · Plans',
        'versions | 8 pages | Every API version. | Endpoint 0 · Endpoint 1 · Endpoint 2 · Endpoint 3 · Endpoint 4 · Endpoint 5 · Endpoint 6 · Endpoint 7',
        '',
      ].join('\n'),
    );
  });

  it('shows the asked-for pages in full with their map lines, sorted, unknown ones left out', () => {
    const fs = files();
    const wiki = parseWiki(fs);
    const map = buildMap(wiki.pages, DEFAULT_CAPS);
    const folded = foldMap(outlineMap(map, wiki.pages), {
      full: ['billing/plans', 'nope', 'api/tokens', 'billing/plans'],
    });
    expect(folded.full).toEqual(['api/tokens', 'billing/plans']);
    expect(folded.left).toEqual(['nope']);
    const lines = folded.text.split('\n');
    const at = lines.indexOf('## Pages in full');
    expect(lines.slice(at + 1, -1)).toEqual(
      ['api/tokens', 'billing/plans'].map((s) => map.entries.find((e) => e.slug === s)!.line),
    );
    expect(folded.tokens).toBe(approxTokens(folded.text));
  });

  it('within a budget, keeps the full pages in the order given while they fit, and says how many it left out', () => {
    const outline = outlineOf(files());
    const all = ['intro', 'faq', 'api/tokens'];
    const whole = foldMap(outline, { full: all });
    expect(foldMap(outline, { full: all, budget: whole.tokens })).toEqual(whole);
    expect(whole.text).not.toContain('not shown in full');
    // Down to the sections and the note alone (a budget under them cannot be kept).
    const floor = foldMap(outline, { full: all, budget: 0 });
    expect(floor.full).toEqual([]);
    for (let budget = whole.tokens - 1; budget >= floor.tokens; budget--) {
      const folded = foldMap(outline, { full: all, budget });
      expect(folded.tokens).toBeLessThanOrEqual(budget);
      expect(folded.left.length).toBeGreaterThan(0);
      expect(folded.text).toMatch(new RegExp(`\\(${folded.left.length} more hubs? and recently`));
      // Kept in the order given: the last (and longest) line never takes the place of the first two.
      expect(folded.full).not.toContain('api/tokens');
    }
  });

  it('is byte-identical for the same wiki read in any order', () => {
    const a = foldMap(outlineOf(files()), { full: ['faq', 'api/tokens'] });
    const b = foldMap(outlineOf([...files()].reverse()), { full: ['faq', 'api/tokens'] });
    expect(b.text).toBe(a.text);
  });

  it('escapes | in titles and descriptions so each line keeps its four fields', () => {
    const outline = outlineOf([
      { path: 'x/overview.md', text: page('X', '"a | b"') },
      { path: 'x/y.md', text: page('"Y | Z"', 'y') },
    ]);
    expect(outline.sections[0]!.line).toBe('x/ | 2 pages | a \\| b | Y \\| Z');
  });
});

describe('openOutline', () => {
  const outline = outlineOf(files());
  const line = (slug: string): string => outline.entries.get(slug)!.line;

  it('lists every page of a small folder, with or without the final slash', () => {
    const billing = openOutline(outline, 'billing/');
    expect(billing).toEqual({
      id: 'billing/',
      lines: [line('billing/invoices'), line('billing/plans')],
      omitted: 0,
    });
    expect(openOutline(outline, ' Billing ')).toEqual(billing);
  });

  it('lists a large folder as its sub-folders, then its own pages, up to maxLines', () => {
    const api = openOutline(outline, 'api', 3)!;
    expect(api.lines).toEqual([
      'api/v1/ | 8 pages |  | Endpoint 0 · Endpoint 1 · Endpoint 2 · Endpoint 3 · Endpoint 4 · Endpoint 5 · Endpoint 6 · Endpoint 7',
      line('api/overview'),
      line('api/payments'),
    ]);
    expect(api.omitted).toBe(1);
    expect(openOutline(outline, 'api/v1/', 3)!.omitted).toBe(5);
  });

  it('lists a hub’s linked pages and the other top-level pages', () => {
    expect(openOutline(outline, 'versions')!.lines).toHaveLength(8);
    expect(openOutline(outline, '/')!.lines).toEqual([line('faq'), line('intro')]);
  });

  it('returns null for an id that names no section', () => {
    expect(openOutline(outline, 'nope')).toBeNull();
    expect(openOutline(outline, 'faq')).toBeNull();
    expect(openOutline(outline, 'ap')).toBeNull();
  });
});
