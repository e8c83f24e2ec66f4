// Past map-token-budget: the ingest and ask prompts carry the folded map (hubs, recent pages and,
// in the first message, the pages covering the changed files, in full), the read tools lose their
// slug enum, and search_wiki and open_section find pages; under it nothing changes.
import { askPrefix, askMapBudget } from '../../src/ask/prefix.js';
import { runReadTool } from '../../src/ask/read-tools.js';
import { parseConfig } from '../../src/config/parse.js';
import { ingestPrefix } from '../../src/ingest/agent.js';
import { pagesCoveringChanges, recentlyChanged } from '../../src/ingest/focus.js';
import { firstMessage } from '../../src/ingest/prompt.js';
import { PRICES } from '../../src/llm/pricing.js';
import { findHandlers } from '../../src/tools/find.js';
import { prepareSearch } from '../../src/tools/search-wiki.js';
import { readTools } from '../../src/tools/read.js';
import { toolDefinitions } from '../../src/tools/toolset.js';
import { buildMap } from '../../src/wiki/map.js';
import { foldsByListing, promptMap, promptTooLongAdvice } from '../../src/wiki/map-view.js';
import { parseWiki } from '../../src/wiki/load.js';
import { withCovers } from '../../src/wiki/provenance.js';
import { syntheticWiki } from '../../bench/synthetic/wiki.js';
import { INGEST_TOOLS } from '../../test-support/contracts.js';

const wiki = parseWiki(syntheticWiki(300).files);
const small = { ...wiki, pages: wiki.pages.slice(0, 5) };
const config = parseConfig({ 'map-token-budget': '2000' });
const map = buildMap(wiki.pages);
const view = promptMap(map, wiki.pages, 2000);
const outline = view.outline!;
const find = findHandlers(outline, wiki.pages);

describe('promptMap', () => {
  it('carries the whole map and every slug in the enum under the budget', () => {
    const under = promptMap(map, wiki.pages, 1_000_000);
    expect(under.folded).toBe(false);
    expect(under.text).toBe(map.text);
    expect(under.enumSlugs).toHaveLength(300);
    expect(under.outline).toBeNull();
  });

  it('folds past it: section lines, the hubs in full, within the budget, no enum', () => {
    expect(view.folded).toBe(true);
    expect(view.budget.over).toBe(true);
    expect(view.enumSlugs).toEqual([]);
    expect(view.text).toMatch(/^## Sections\n/);
    expect(Math.ceil(view.text.length / 4)).toBeLessThanOrEqual(2000);
    expect(view.text.length).toBeLessThan(map.text.length / 4);
    const hub = outline.sections.find((s) => s.hub)!.hub!;
    expect(view.text).toContain(outline.entries.get(hub)!.line);
  });

  it('shows the pages it is given in full after the hubs', () => {
    const hubs = new Set(outline.sections.map((s) => s.hub));
    const slug = wiki.pages.find((p) => !hubs.has(p.slug) && p.slug.includes('/'))!.slug;
    const withRecent = promptMap(map, wiki.pages, 2000, [slug]);
    expect(withRecent.text).toContain(outline.entries.get(slug)!.line);
    expect(view.text).not.toContain(outline.entries.get(slug)!.line);
  });
});

describe('foldsByListing', () => {
  it('proves a fold from the slugs alone only when even bare lines pass the budget', () => {
    const slugs = wiki.pages.map((p) => p.slug);
    // Each line holds its slug and ` |  |  |` with its newline, whatever the page holds.
    const floor = Math.ceil(slugs.reduce((n, s) => n + s.length + 9, 0) / 4);
    expect(floor).toBeLessThan(Math.ceil(map.text.length / 4));
    expect(foldsByListing(slugs, floor - 1)).toBe(true);
    expect(foldsByListing(slugs, floor)).toBe(false);
    // Never a fold the map does not make.
    expect(promptMap(map, wiki.pages, floor - 1).folded).toBe(true);
  });
});

describe('search_wiki while a server builds its index', () => {
  it('answers from the quick index and says so until the full one is built, then from the full one', async () => {
    const fresh = promptMap(buildMap(wiki.pages), wiki.pages, 2000).outline!;
    const ctx = { outline: fresh, pages: wiki.pages };
    const built = prepareSearch(ctx);
    const handlers = findHandlers(fresh, wiki.pages);
    const early = await handlers.search_wiki!({ query: wiki.pages[42]!.title });
    expect(early.content).toContain(outline.entries.get(wiki.pages[42]!.slug)!.line);
    expect(early.content).toContain('[Page text is still being indexed');
    await built;
    expect(prepareSearch(ctx)).toBe(built);
    const late = await handlers.search_wiki!({ query: wiki.pages[42]!.title });
    expect(late.content).not.toContain('still being indexed');
    expect(late.content).toContain(outline.entries.get(wiki.pages[42]!.slug)!.line);
  });
});

describe('the ingest prefix past map-token-budget', () => {
  it('folds the system prompt, drops the enums and adds search_wiki and open_section', () => {
    const { system, tools, view: v } = ingestPrefix(config, wiki);
    expect(v.folded).toBe(true);
    expect(system).toContain('# Wiki map (folded)');
    expect(system).toContain('search_wiki');
    expect(tools.map((t) => t.name)).toEqual([
      ...INGEST_TOOLS.slice(0, 2),
      'search_wiki',
      'open_section',
      ...INGEST_TOOLS.slice(2),
    ]);
    expect(JSON.stringify(tools.slice(0, 2))).not.toContain('"enum"');
  });

  it('is byte-identical across runs, and carries the pages log.md says changed recently', () => {
    const log =
      '# Wiki log\n\n## [2026-01-01] ingest | a\n\n- Created: none\n- Updated: [[' +
      wiki.pages[40]!.slug +
      ']]\n';
    const a = JSON.stringify(ingestPrefix(config, wiki, log));
    expect(JSON.stringify(ingestPrefix(config, wiki, log))).toBe(a);
    expect(a).toContain(
      JSON.stringify(outline.entries.get(wiki.pages[40]!.slug)!.line).slice(1, -1),
    );
  });

  it('keeps a small wiki as it was: the enum, no find tools', () => {
    const { system, tools } = ingestPrefix(config, small);
    expect(system).toContain('# Wiki map\n');
    expect(tools.map((t) => t.name)).not.toContain('search_wiki');
    expect(JSON.stringify(tools[0])).toContain('"enum"');
    expect(toolDefinitions(['a'], ['guide'])).toEqual(toolDefinitions(['a'], ['guide'], false));
  });

  it('names the pages covering the changed files in the first message', () => {
    const covered = withCovers(wiki.pages[3]!, [{ path: 'src/billing.ts', blob: 'a'.repeat(40) }]);
    const pages = wiki.pages.map((p) => (p.slug === covered.slug ? covered : p));
    const merge = {
      sha: 'b'.repeat(40),
      title: 'Billing retries',
      files: [{ path: 'src/billing.ts', status: 'modified', additions: 1, deletions: 0 }],
    } as Parameters<typeof firstMessage>[0]['merge'];
    expect(pagesCoveringChanges(pages, [merge])).toEqual([covered.slug]);
    const line = outline.entries.get(covered.slug)!.line;
    const args = { merge, ignorePaths: [], diffChars: 1000, likelyType: null };
    expect(firstMessage({ ...args, coveringMapLines: [line] }).text).toContain(line);
    expect(firstMessage({ ...args, coveringMapLines: [] }).text).toContain(
      'none (no page covers one)',
    );
    expect(firstMessage(args).text).not.toContain('Pages covering');
  });
});

describe('recentlyChanged', () => {
  it('reads the last ingest entries, newest first, and ignores skip entries', () => {
    const log = [
      '# Wiki log',
      '## [2026-01-01] ingest | one\n\n- Created: [[a]]\n- Updated: none',
      '## [2026-01-02] skip | 1 merge\n\n- `abcdef1` x · Tier 1 docs: y',
      '## [2026-01-03] ingest | two\n\n- Created: none\n- Updated: [[b]], [[a]]',
    ].join('\n\n');
    expect(recentlyChanged(log)).toEqual(['b', 'a']);
    expect(recentlyChanged(log, 1)).toEqual(['b', 'a']);
    expect(recentlyChanged(null)).toEqual([]);
  });
});

describe('search_wiki', () => {
  const target = wiki.pages[123]!;

  it("finds a page by its title's words, as map lines in the map's fence", async () => {
    const out = await find.search_wiki!({ query: target.title });
    expect(out.is_error).toBeUndefined();
    expect(out.content).toContain('<untrusted kind="wiki map">');
    const first = out.content.split('\n')[2]!;
    expect(first).toBe(outline.entries.get(target.slug)!.line);
  });

  it('keeps to the limit and is deterministic', async () => {
    const a = await find.search_wiki!({ query: 'invoice retry policy', limit: 3 });
    const b = await find.search_wiki!({ query: 'invoice retry policy', limit: 3 });
    expect(a.content).toBe(b.content);
    expect(a.content.match(/\n/g)!.length).toBeLessThanOrEqual(5);
  });

  it('says when nothing matches, and refuses bad input naming the field', async () => {
    expect((await find.search_wiki!({ query: 'zzqxv' })).content).toMatch(/^No page matches/);
    const bad = await find.search_wiki!({ query: '', limit: 99 });
    expect(bad.is_error).toBe(true);
    expect(bad.content).toMatch(/Invalid input for search_wiki: query: .*limit: /);
  });
});

describe('open_section', () => {
  it("unfolds a folder into its pages' map lines", () => {
    const folder = outline.sections.find((s) => s.kind === 'folder')!;
    const out = find.open_section!({ prefix: folder.id }) as { content: string };
    expect(out.content).toContain(`Section "${folder.id}"`);
    expect(out.content).toContain(outline.entries.get(folder.slugs[0]!)!.line);
  });

  it('answers an unknown section with the closest ones', () => {
    const folder = outline.sections.find((s) => s.kind === 'folder')!.id;
    const out = find.open_section!({ prefix: `${folder.slice(0, -2)}x` }) as {
      content: string;
      is_error: boolean;
    };
    expect(out.is_error).toBe(true);
    expect(out.content).toMatch(/^No section ".*" in the folded map\. Did you mean: /);
  });
});

describe('slugs past the budget', () => {
  it('answers an unknown slug with "did you mean", though the definitions hold no enum', async () => {
    const tools = readTools(wiki.pages, { pageCharCap: 12000, outline });
    const slug = wiki.pages[5]!.slug;
    const out = await tools.host.execute('read_pages', { slugs: [`${slug}x`] });
    expect(out.is_error).toBe(true);
    expect(out.content).toContain(`Did you mean: ${slug}`);
  });
});

describe('ask past the budget', () => {
  it('folds the prompt, offers the find tools, and serves them in a conversation', async () => {
    const prefix = askPrefix(wiki, undefined, 2000);
    expect(prefix.view.folded).toBe(true);
    expect(prefix.system).toContain('# Wiki map (folded)');
    expect(prefix.tools.map((t) => t.name)).toEqual([
      'read_pages',
      'read_section',
      'search_wiki',
      'open_section',
    ]);
    const out = await runReadTool(
      prefix.pages,
      'search_wiki',
      { query: wiki.pages[9]!.title },
      12000,
      prefix.outline,
    );
    expect(out.is_error).toBe(false);
    expect(out.slugs).toEqual([]);
    expect(out.content).toContain(wiki.pages[9]!.slug);
  });

  it("keeps the map under a quarter of the ask model's long-prompt threshold", () => {
    expect(askMapBudget(150_000, PRICES['claude-haiku-5-5'])).toBe(25_000);
    expect(askMapBudget(20_000, PRICES['claude-haiku-5-5'])).toBe(20_000);
    expect(askMapBudget(150_000, PRICES['claude-sonnet-5-5'])).toBe(150_000);
  });
});

describe('promptTooLongAdvice', () => {
  const msg = 'HTTP 400 invalid_request_error: prompt is too long: 305582 tokens > 200000 maximum';

  it('names the map size, the budget and the fix, folded or not', () => {
    expect(promptTooLongAdvice(msg, { tokens: 240_000, budget: 300_000, over: false })).toMatch(
      /~240000 tokens against map-token-budget 300000, so the prompt carried the whole map: set map-token-budget below 240000/,
    );
    expect(promptTooLongAdvice(msg, view.budget)).toMatch(
      /already carried the folded map: lower map-token-budget .*ingest-diff-chars or page-char-cap/,
    );
  });

  it('says nothing about other failures', () => {
    expect(promptTooLongAdvice('HTTP 529 overloaded_error: Overloaded', view.budget)).toBeNull();
  });
});
