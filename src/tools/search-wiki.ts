// search_wiki: how a conversation finds pages once the prompt carries the folded map (past
// map-token-budget) instead of one line per page. It ranks every page with the wiki's full-text
// index (src/wiki/search.ts, built on first use, once per map outline; a long-lived server starts
// it in the background when it reads the wiki, prepareSearch) and answers with map lines, fenced
// as the map is, so what it returns reads like the map the prompt would have held. Before any
// index exists, a server answers from a scan of the page files instead (scanSearchWiki, with a
// note saying what a scan finds and how it ranks).
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import type { MapOutline } from '../wiki/folded-map.js';
import { createWikiSearch, type WikiSearch } from '../wiki/search.js';
import { scanSearch, type ScanRecord } from '../wiki/search-scan.js';
import { plural } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import { tool } from './tool.js';

/** Results search_wiki returns by default, and at most. */
export const SEARCH_DEFAULT_RESULTS = 10;
export const SEARCH_MAX_RESULTS = 20;
/** Characters of a query. */
export const SEARCH_QUERY_CHARS = 200;

const d = z.describe;

/**
 * The folded map the find tools serve. `pages` are the pages the outline was built over (the
 * snapshot the run read): pages created in the run are not searched — the agent wrote them.
 */
export interface FindContext {
  outline: MapOutline;
  pages: readonly Page[];
}

const DESCRIPTION = [
  'Returns the wiki pages that best match a query, best first, as map lines (slug | title | description | H2 sections) inside an <untrusted kind="wiki map"> fence: titles, headings, descriptions and page text are all searched, titles weighing most.',
  'Use it to find the pages a topic is on: the folded map lists sections, not every page.',
  `At most ${SEARCH_MAX_RESULTS} pages per call (default ${SEARCH_DEFAULT_RESULTS}); a query of at most ${SEARCH_QUERY_CHARS} characters; words of 3 letters or more also match as prefixes and longer ones forgive a typo.`,
  'No match is not an error: the result says so; try other words or open_section.',
].join(' ');

const schema = () =>
  z.strictObject({
    query: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(SEARCH_QUERY_CHARS),
        d(
          'Words to look for, e.g. "token rotation" or a function, setting or file name from the change; any word may match.',
        ),
      ),
    limit: z
      .optional(z.int().check(z.minimum(1), z.maximum(SEARCH_MAX_RESULTS)))
      .check(d(`How many pages to return, best first. Default ${SEARCH_DEFAULT_RESULTS}.`)),
  });

/**
 * An outline's indexes: the full one, and while a background build of it runs (prepareSearch),
 * the quick one that answers meanwhile.
 */
interface Indexes {
  full: Promise<WikiSearch>;
  quick?: Promise<WikiSearch>;
  /** The full index is built: searches use it. */
  ready: boolean;
}

/** One search index per outline, so a conversation's searches share the first one's build. */
const indexes = new WeakMap<MapOutline, Indexes>();

const searched = ({ outline, pages }: FindContext): Page[] =>
  pages.filter((p) => outline.entries.has(p.slug));

function indexesOf(ctx: FindContext): Indexes {
  let entry = indexes.get(ctx.outline);
  if (!entry) {
    const made: Indexes = { full: createWikiSearch(searched(ctx)), ready: false };
    void made.full.then(() => (made.ready = true)).catch(() => {});
    indexes.set(ctx.outline, (entry = made));
  }
  return entry;
}

/**
 * Starts building the outline's index in the background, as a long-lived server does when it
 * reads a wiki (the MCP server): first a quick index over titles, slugs, headings and descriptions
 * (a small share of the words), then the full one, both in slices so calls are answered
 * meanwhile. Until the full one is built, searches rank with the quick one and say so. Resolves
 * when the full index is built; a second call for the same outline starts nothing.
 */
export function prepareSearch(ctx: FindContext): Promise<WikiSearch> {
  const known = indexes.get(ctx.outline);
  if (known) return known.full;
  const pages = searched(ctx);
  const quick = createWikiSearch(pages, { quick: true, yielding: true });
  const made: Indexes = {
    quick,
    full: quick.then(() => createWikiSearch(pages, { yielding: true })),
    ready: false,
  };
  void made.full.then(() => (made.ready = true)).catch(() => {});
  indexes.set(ctx.outline, made);
  return made.full;
}

/** The index a search uses now, and whether it is the quick one. */
async function searchOf(ctx: FindContext): Promise<{ index: WikiSearch; quick: boolean }> {
  const entry = indexesOf(ctx);
  if (entry.ready || !entry.quick) return { index: await entry.full, quick: false };
  return { index: await entry.quick, quick: !entry.ready };
}

/** Said after results ranked by the quick index. */
const QUICK_NOTE =
  '[Page text is still being indexed (the server started recently): these results are ranked by titles, headings, descriptions and slugs only. Search again in a few seconds to match page text too.]';

/** search_wiki's answer: the map lines found for `query`, best first, and what ranked them. */
function answer(query: string, lines: readonly string[], note: string | null) {
  const shown = JSON.stringify(query.replace(/\s+/g, ' ').trim());
  const said = note ? `\n${note}` : '';
  if (lines.length === 0)
    return {
      content: `No page matches ${shown}. Try other words (a name, a setting, a term the pages would use), or open_section on a section of the folded map.${said}`,
    };
  return {
    content: `${plural(lines.length, 'page')} for ${shown}, best first:\n${untrusted('wiki map', lines.join('\n'))}${said}`,
  };
}

export const searchWiki = tool(
  'search_wiki',
  DESCRIPTION,
  schema,
  async (args, ctx: FindContext) => {
    const { query, limit = SEARCH_DEFAULT_RESULTS } = args;
    const { index, quick } = await searchOf(ctx);
    const hits = index.search(query, limit);
    const lines = hits.map((h) => ctx.outline.entries.get(h.slug)!.line);
    return answer(query, lines, quick ? QUICK_NOTE : null);
  },
);

/** Said after results found by a scan of the page files (src/wiki/search-scan.ts). */
const SCAN_NOTE =
  "[The server started moments ago and its search index is still being built: these results come from a scan of the page files as they were when it started. Every page holding a word of the query (words of 3 letters or more also as prefixes) in its title, description, slug or text is found, ranked more simply than the index ranks, with no typo forgiven. Search again in a few seconds for the index's ranking.]";

/** The pages a scan read, and each one's map line (null: it is gone since). */
export interface ScanContext {
  records: readonly ScanRecord[];
  lineOf: (record: ScanRecord) => string | null;
}

/** search_wiki before any index exists: the same tool, answered from a scan of the page files. */
export const scanSearchWiki = searchWiki.serving((args, ctx: ScanContext) => {
  const { query, limit = SEARCH_DEFAULT_RESULTS } = args;
  const records = new Map(ctx.records.map((r) => [r.slug, r]));
  const lines: string[] = [];
  for (const hit of scanSearch(ctx.records, query, ctx.records.length)) {
    if (lines.length === limit) break;
    const line = ctx.lineOf(records.get(hit.slug)!);
    if (line !== null) lines.push(line);
  }
  return answer(query, lines, SCAN_NOTE);
});
