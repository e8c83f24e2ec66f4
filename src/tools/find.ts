// search_wiki and open_section: how a conversation finds pages once the prompt carries the folded
// map (past map-token-budget) instead of one line per page. search_wiki ranks every page with the
// wiki's full-text index (src/wiki/search.ts, built on first use, once per map outline);
// open_section unfolds one line of the folded map into its pages' map lines. Both answer with map
// lines, fenced as the map is, so what they return reads like the map the prompt would have held.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { openSection, type MapOutline } from '../wiki/folded-map.js';
import { createWikiSearch, type WikiSearch } from '../wiki/search.js';
import type { Page } from '../wiki/types.js';
import { didYouMean, invalidInput, toolError } from './errors.js';
import { definitionOf } from './schemas.js';
import type { ToolHandlers } from './types.js';

/** Results search_wiki returns by default, and at most. */
export const SEARCH_DEFAULT_RESULTS = 10;
export const SEARCH_MAX_RESULTS = 20;
/** Characters of a query. */
export const SEARCH_QUERY_CHARS = 200;
/** Map lines open_section returns at most; a larger section lists its sub-folders first. */
export const OPEN_SECTION_LINES = 200;

const d = z.describe;

export const findSchemas = () => ({
  search_wiki: z.strictObject({
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
  }),
  open_section: z.strictObject({
    prefix: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(300),
        d(
          'A section as the folded map names it: a folder ("api/", "api/v1/"), a hub\'s slug, or "/" for the top-level pages.',
        ),
      ),
  }),
});

const DESCRIPTIONS = {
  search_wiki: [
    'Returns the wiki pages that best match a query, best first, as map lines (slug | title | description | H2 sections) inside an <untrusted kind="wiki map"> fence: titles, headings, descriptions and page text are all searched, titles weighing most.',
    'Use it to find the pages a topic is on: the folded map lists sections, not every page.',
    `At most ${SEARCH_MAX_RESULTS} pages per call (default ${SEARCH_DEFAULT_RESULTS}); a query of at most ${SEARCH_QUERY_CHARS} characters; words of 3 letters or more also match as prefixes and longer ones forgive a typo.`,
    'No match is not an error: the result says so; try other words or open_section.',
  ].join(' '),
  open_section: [
    'Returns the map lines of one section of the folded map (a folder, a hub or "/") inside an <untrusted kind="wiki map"> fence.',
    'Use it to see every page of a section the folded map names, when search_wiki does not find the page.',
    `At most ${OPEN_SECTION_LINES} lines: a larger folder lists its sub-folders as section lines, then its own pages, with a note of how many were left out.`,
    'An unknown section is an error suggesting the closest sections.',
  ].join(' '),
} as const;

/** The two tools' definitions: fixed bytes (they lead the cached prefix). */
export const findToolDefinitions = (): Tool[] => {
  const schemas = findSchemas();
  return (Object.keys(schemas) as (keyof typeof schemas)[]).map((name) =>
    definitionOf(name, DESCRIPTIONS[name], schemas[name]),
  );
};

/** One search index per outline, so a conversation's searches share the first one's build. */
const indexes = new WeakMap<MapOutline, Promise<WikiSearch>>();

function searchOf(outline: MapOutline, pages: readonly Page[]): Promise<WikiSearch> {
  let index = indexes.get(outline);
  if (!index) {
    index = createWikiSearch(pages.filter((p) => outline.entries.has(p.slug)));
    indexes.set(outline, index);
  }
  return index;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The executors over a wiki's outline. `pages` are the pages the outline was built over (the
 * snapshot the run read): pages created in the run are not searched — the agent wrote them.
 */
export function findHandlers(outline: MapOutline, pages: readonly Page[]): ToolHandlers {
  const schemas = findSchemas();
  return {
    async search_wiki(input) {
      const parsed = z.safeParse(schemas.search_wiki, input);
      if (!parsed.success) return invalidInput('search_wiki', parsed.error);
      const { query, limit = SEARCH_DEFAULT_RESULTS } = parsed.data;
      const hits = (await searchOf(outline, pages)).search(query, limit);
      const shown = JSON.stringify(query.replace(/\s+/g, ' ').trim());
      if (hits.length === 0)
        return {
          content: `No page matches ${shown}. Try other words (a name, a setting, a term the pages would use), or open_section on a section of the folded map.`,
        };
      const lines = hits.map((h) => outline.entries.get(h.slug)!.line);
      return {
        content: `${plural(hits.length, 'page')} for ${shown}, best first:\n${untrusted('wiki map', lines.join('\n'))}`,
      };
    },
    open_section(input) {
      const parsed = z.safeParse(schemas.open_section, input);
      if (!parsed.success) return invalidInput('open_section', parsed.error);
      const opened = openSection(outline, parsed.data.prefix, OPEN_SECTION_LINES);
      if (!opened) {
        const ids = outline.sections.map((s) => s.id);
        return toolError(
          `No section "${parsed.data.prefix}" in the folded map.${didYouMean(ids, parsed.data.prefix)} Name a section as the folded map lists it (a folder such as "${ids.find((i) => i.endsWith('/') && i !== '/') ?? 'api/'}", a hub's slug, or "/"), or find the page with search_wiki.`,
        );
      }
      const note = opened.omitted
        ? `\n[${plural(opened.omitted, 'more page')} of "${opened.id}" not listed: open a sub-folder above or use search_wiki.]`
        : '';
      return {
        content: `Section "${opened.id}" (${plural(opened.lines.length, 'line')}):\n${untrusted('wiki map', opened.lines.join('\n'), { section: opened.id })}${note}`,
      };
    },
  };
}
