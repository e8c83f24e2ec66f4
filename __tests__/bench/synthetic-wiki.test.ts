// The bench's synthetic wikis follow the conventions the scale figures claim: SCHEMA.md's
// front-matter and required sections, ~1,070 words a page, folders with an overview hub, no cap
// cut, and the same bytes for the same size.
import { syntheticWiki, WORDS_PER_PAGE } from '../../bench/synthetic/wiki.js';
import { requiredSections } from '../../src/ingest/required-sections.js';
import { parseWiki } from '../../src/wiki/load.js';
import { buildMap } from '../../src/wiki/map.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';

describe('syntheticWiki', () => {
  const generated = syntheticWiki(300);
  const wiki = parseWiki(generated.files);

  it('has exactly the pages asked for, and a SCHEMA.md', () => {
    expect(generated.pages).toBe(300);
    expect(wiki.pages).toHaveLength(300);
    expect(wiki.schema).toMatch(/## Required sections/);
  });

  it('parses and maps without a warning: front-matter valid, nothing cut by a cap', () => {
    expect(wiki.warnings).toEqual([]);
    expect(buildMap(wiki.pages, DEFAULT_CAPS).warnings).toEqual([]);
    for (const p of wiki.pages) {
      expect(p.frontmatter).not.toBeNull();
      expect(p.type).toMatch(/^(entity|feature|concept|decision|guide)$/);
      expect(p.description.length).toBeLessThanOrEqual(110);
      expect(p.sources.length).toBeGreaterThan(0);
    }
  });

  it('gives decisions the sections SCHEMA.md requires', () => {
    const required = requiredSections({}, wiki.schema, ['decision']).decision!;
    expect(required).toEqual(['Context', 'Decision', 'Consequences']);
    const decisions = wiki.pages.filter((p) => p.type === 'decision');
    expect(decisions.length).toBeGreaterThan(10);
    for (const p of decisions) expect(p.headings.slice(0, 3)).toEqual(required);
  });

  it('writes about WORDS_PER_PAGE words on a page that is not a hub', () => {
    const hubs = new Set(generated.hubs);
    const words = wiki.pages
      .filter((p) => !hubs.has(p.slug))
      .map((p) => p.body.split(/\s+/).filter(Boolean).length);
    const mean = words.reduce((a, b) => a + b, 0) / words.length;
    expect(mean).toBeGreaterThan(WORDS_PER_PAGE * 0.95);
    expect(mean).toBeLessThan(WORDS_PER_PAGE * 1.1);
  });

  it('puts pages in folders, each with an overview hub linking to them', () => {
    const folders = new Set(wiki.pages.map((p) => p.slug.split('/')[0]!).filter((f) => f !== ''));
    const overview = wiki.pages.find((p) => p.slug === 'billing/overview')!;
    const billing = wiki.pages.filter(
      (p) => p.slug.startsWith('billing/') && p.slug !== 'billing/overview',
    );
    expect(folders.size).toBeGreaterThan(5);
    expect(generated.hubs).toContain('billing/overview');
    for (const p of billing) expect(overview.body).toContain(`[[${p.slug}]]`);
  });

  it('is the same for the same size', () => {
    expect(syntheticWiki(300).files).toEqual(generated.files);
  });
});
