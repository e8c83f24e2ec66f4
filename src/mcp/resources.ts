// The wiki as MCP resources: the map (`wiki://map`, the same map and folding the ask prompt
// carries, with a header saying what it leaves out) and each page (`wiki://page/<slug>`, served as
// read_pages serves it, with its freshness). Pure: the server hands in the held wiki and a page
// read from disk.
import { untrusted } from '../security/fence.js';
import { foldedAllowance } from '../wiki/map-view.js';
import type { HeldWiki } from './held-wiki.js';

export const MAP_URI = 'wiki://map';
export const PAGE_PREFIX = 'wiki://page/';
export const PAGE_TEMPLATE = `${PAGE_PREFIX}{slug}`;
/** Pages per resources/list answer; the rest follow a cursor. */
export const RESOURCES_PER_LIST = 1000;

export interface McpResource {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType: string;
}

const MARKDOWN = 'text/markdown';

const num = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const plural = (n: number, one: string): string => `${num(n)} ${one}${n === 1 ? '' : 's'}`;

export const pageUri = (slug: string): string =>
  PAGE_PREFIX + slug.split('/').map(encodeURIComponent).join('/');

/** The slug a page URI names (decoded, lowercased), or null for a URI that is no page's. */
export function slugOfUri(uri: string): string | null {
  if (!uri.startsWith(PAGE_PREFIX)) return null;
  try {
    return decodeURIComponent(uri.slice(PAGE_PREFIX.length)).trim().toLowerCase();
  } catch {
    return null;
  }
}

export const mapResource = (held: HeldWiki): McpResource => ({
  uri: MAP_URI,
  name: 'map',
  title: 'Wiki map',
  description: `The wiki's map: ${held.view.folded ? 'folded, one line per section (the wiki is past map-token-budget)' : 'one line per page'}; ${plural(held.pages.length, 'page')}.`,
  mimeType: MARKDOWN,
});

export const pageTemplate = {
  uriTemplate: PAGE_TEMPLATE,
  name: 'page',
  title: 'Wiki page',
  description:
    'One wiki page by slug (as the map lists it), capped at page-char-cap, ending with its freshness.',
  mimeType: MARKDOWN,
};

/** resources/list: the map, then the pages by slug, RESOURCES_PER_LIST at a time. */
export function listResources(
  held: HeldWiki,
  cursor: string | undefined,
): { resources: McpResource[]; nextCursor?: string } {
  const from = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isInteger(from) || from < 0 || from > held.pages.length)
    throw new RangeError(`cursor "${cursor}" is not one this server gave; list from the start.`);
  const pages = held.pages.slice(from, from + RESOURCES_PER_LIST).map((p) => ({
    uri: pageUri(p.slug),
    name: p.slug,
    title: p.title,
    description: p.description,
    mimeType: MARKDOWN,
  }));
  const next = from + RESOURCES_PER_LIST;
  return {
    resources: from === 0 ? [mapResource(held), ...pages] : pages,
    ...(next < held.pages.length ? { nextCursor: String(next) } : {}),
  };
}

/**
 * The map resource's text: what the map is and what it leaves out (folding, cut descriptions,
 * headings past the cap, withheld pages), then the map itself, fenced as the ask prompt fences it.
 */
export function mapText(held: HeldWiki, staleLine: string): string {
  const { view, map } = held;
  const s = map.stats;
  const head = view.folded
    ? [
        `# Wiki map (folded): ${plural(s.pages, 'page')}`,
        '',
        `The whole map is ~${num(view.budget.tokens)} tokens, past map-token-budget ${num(view.budget.budget)}: this is the folded map the ask prompt carries (at most ~${num(foldedAllowance(view.budget.budget).total)} tokens). One line per section — \`section | pages | description | its most linked titles\`, a folder ends in "/" — then in full the lines of its hubs (\`slug | title | description | H2 sections\`). Most pages are not listed: find them with search_wiki and open_section, then read them with read_pages.`,
      ]
    : [
        `# Wiki map: ${plural(s.pages, 'page')}`,
        '',
        'One line per page: `slug | title | description | H2 sections`. Read a page with read_pages (up to 2 per call), one section with read_section, or the resource wiki://page/<slug>.',
      ];
  const cuts = [
    s.descriptions_cut
      ? `${plural(s.descriptions_cut, 'description')} cut to description-chars ${s.description_chars}.`
      : '',
    s.pages_over_heading_cap.length
      ? `${plural(s.pages_over_heading_cap.length, 'page')} show${s.pages_over_heading_cap.length === 1 ? 's' : ''} only headings-per-page ${s.headings_per_page} H2 headings ("+N more sections" stands for the rest).`
      : '',
    s.pages_over_char_cap.length
      ? `${plural(s.pages_over_char_cap.length, 'page')} over page-char-cap ${num(s.page_char_cap)}: read_pages serves the first ${num(s.page_char_cap)} characters and names the sections left to read_section.`
      : '',
    held.withheld.size
      ? `${plural(held.withheld.size, 'page')} withheld by secret-paths: not listed, never served.`
      : '',
    'A last field "locked" marks a page its maintainers locked.',
    staleLine,
  ].filter((l) => l !== '');
  const body =
    view.text.trim() === '' ? '(the wiki has no pages yet)' : untrusted('wiki map', view.text);
  return [...head, '', ...cuts, '', body, ''].join('\n');
}
