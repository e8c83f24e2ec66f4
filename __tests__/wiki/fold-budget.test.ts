// The folded map within a fixed share of map-token-budget, whatever the wiki's size: section lines
// fold deeper (no titles, then counts only, then the largest sections and a count of the rest)
// when they would pass their half, and hubs and the run's pages fill what is left, top-level hubs
// and named pages first. A wiki under the allowance keeps the lines it had.
import { foldSections, type FoldableSection } from '../../src/wiki/fold-sections.js';
import { foldMap, outlineMap } from '../../src/wiki/folded-map.js';
import { parseWiki } from '../../src/wiki/load.js';
import { buildMap } from '../../src/wiki/map.js';
import { foldedAllowance, promptMap } from '../../src/wiki/map-view.js';
import { syntheticWiki } from '../../bench/synthetic/wiki.js';

const section = (i: number, pages = 10 + i): FoldableSection => ({
  id: `area-${String(i).padStart(3, '0')}/`,
  slugs: Array.from({ length: pages }, (_, k) => `area-${i}/p${k}`),
  count: `${pages} pages`,
  description: `Map of area ${i}: who owns it and where to start.`,
  line: `area-${String(i).padStart(3, '0')}/ | ${pages} pages | Map of area ${i}: who owns it and where to start. | Title one · Title two · Title three`,
});
const size = (lines: string[]): number => lines.join('\n').length + 1;

describe('foldSections', () => {
  const sections = Array.from({ length: 20 }, (_, i) => section(i));

  it('keeps the full lines while they fit', () => {
    const all = foldSections(sections, 10_000);
    expect(all.lines).toEqual(sections.map((s) => s.line));
  });

  it('drops the titles, then everything but the counts, saying so in a last line', () => {
    const full = size(sections.map((s) => s.line));
    const described = foldSections(sections, full - 1);
    expect(described.lines[0]).toBe(
      'area-000/ | 10 pages | Map of area 0: who owns it and where to start.',
    );
    expect(described.lines.at(-1)).toMatch(
      /^\(Section lines without their most linked titles.*open_section.*search_wiki/,
    );
    expect(size(described.lines)).toBeLessThanOrEqual(full - 1);
    const counted = foldSections(sections, size(described.lines) - 1);
    expect(counted.lines[0]).toBe('area-000/ | 10 pages');
    expect(counted.lines).toHaveLength(21);
    expect(counted.lines.at(-1)).toMatch(/^\(Section lines with their page counts only/);
  });

  it('past that, lists the largest sections in id order and counts the rest', () => {
    const folded = foldSections(sections, 400);
    expect(size(folded.lines)).toBeLessThanOrEqual(400);
    const listed = folded.lines.filter((l) => l.startsWith('area-'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual([...listed].sort());
    expect(listed[0]! > 'area-010/').toBe(true); // the largest are the last ids
    const { sections: n, pages } = folded.unlisted;
    expect(n).toBe(20 - listed.length);
    expect(folded.lines).toContain(
      `+${n} more sections (${pages} pages): search_wiki finds their pages.`,
    );
  });
});

describe('promptMap past the budget', () => {
  const viewOf = (pages: number, budget: number, recent: string[] = []) => {
    const wiki = parseWiki(syntheticWiki(pages).files);
    return { wiki, view: promptMap(buildMap(wiki.pages), wiki.pages, budget, recent) };
  };

  it('takes a fixed share of the budget, however many pages and sections the wiki has', () => {
    expect(foldedAllowance(24_000)).toEqual({ total: 2_400, sections: 1_200 });
    expect(foldedAllowance(1_000)).toEqual({ total: 500, sections: 250 });
    const small = viewOf(300, 2_000).view;
    const large = viewOf(1_500, 2_000).view;
    for (const v of [small, large]) {
      expect(v.folded).toBe(true);
      expect(Math.ceil(v.text.length / 4)).toBeLessThanOrEqual(foldedAllowance(2_000).total);
    }
    expect(large.outline!.sections.length).toBeGreaterThan(small.outline!.sections.length);
  });

  it('shows the top-level hubs and the named pages before the folders’ hubs', () => {
    const { wiki, view } = viewOf(1_500, 2_000);
    const outline = view.outline!;
    const named = wiki.pages.find(
      (p) => p.slug.includes('/') && !p.slug.endsWith('/overview'),
    )!.slug;
    const withNamed = viewOf(1_500, 2_000, [named]).view.text;
    expect(withNamed).toContain(outline.entries.get(named)!.line);
    for (const hub of ['architecture', 'getting-started', 'glossary'])
      expect(withNamed).toContain(`\n${hub} | `);
    expect(withNamed).toMatch(/\(\d+ more hubs and recently changed pages not shown in full/);
    expect(view.text).toBe(
      foldMap(outlineMap(buildMap(wiki.pages), wiki.pages), {
        full: [
          ...['architecture', 'getting-started', 'glossary'],
          ...outline.sections
            .filter((s) => s.kind === 'folder' && s.hub)
            .sort((a, b) => b.slugs.length - a.slugs.length || (a.id < b.id ? -1 : 1))
            .map((s) => s.hub!),
        ],
        budget: 500,
        sections: 250,
      }).text,
    );
  });
});
