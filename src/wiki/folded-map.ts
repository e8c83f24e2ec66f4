// The folded map: what a prompt carries instead of the map once the map passes its token budget
// (map-token-budget), the way a book's contents fold into chapters. One line per section — a
// top-level folder, a hub at the top level, or the other top-level pages — then, in full, the map
// lines of the pages a run names (hubs, pages whose sources changed, recent pages). A section
// line reads like a map line:
//
//   section | N pages (K folders) | its hub's description | the titles its pages link to most
//
// and `openSection` unfolds one section into its pages' map lines (or its sub-folders' lines).
// Like the map it depends only on the pages and caps — no clock, locale or file order — so the
// same wiki gives the same bytes and the prompt stays cached.
import { type WikiMap, type MapEntry, mapField } from './map.js';
import { linkGraph, type LinkGraph } from './links.js';
import { foldSections } from './fold-sections.js';
import { codePoints, compareCodePoints } from './text.js';
import type { Page } from './types.js';

/** The default of `map-token-budget`: past it the prompt carries the folded map. */
export const DEFAULT_MAP_TOKEN_BUDGET = 24_000;

/**
 * The characters the prompt's "tags in use" line may take: a twentieth of map-token-budget (four
 * characters a token), so tags that grow with the wiki do not grow every request past the map's own.
 */
export const tagsCharBudget = (mapTokenBudget: number): number => Math.floor(mapTokenBudget / 5);
/** A top-level page linking to at least this many pages is a hub: a section of its own. */
export const HUB_MIN_LINKS = 8;
/** The section of the top-level pages that are neither hubs nor a folder's hub. */
export const TOP_SECTION = '/';
/** Names of the page that describes its folder, in the order they are looked for. */
const FOLDER_HUBS = ['overview', 'index', 'readme'];

/** Tokens of prompt text, roughly: code points / 4, rounded up (as the budget is checked). */
export function approxTokens(text: string): number {
  return Math.ceil(codePoints(text) / 4);
}

export interface MapBudget {
  tokens: number;
  budget: number;
  over: boolean;
}

/** Whether the whole map fits `budget` tokens (under it, the prompt carries the map unchanged). */
export function mapBudget(
  map: Pick<WikiMap, 'text'>,
  budget = DEFAULT_MAP_TOKEN_BUDGET,
): MapBudget {
  const tokens = approxTokens(map.text);
  return { tokens, budget, over: tokens > budget };
}

export interface MapSection {
  /** `api/` for a folder, `/` for the other top-level pages, a hub's slug for a hub. */
  id: string;
  kind: 'folder' | 'top' | 'hub';
  /** Its pages' slugs, sorted (a hub: the pages it links to). */
  slugs: string[];
  /** The page describing it: a folder's overview/index/readme page, or the hub itself. */
  hub: string | null;
  /** `N pages (K folders)`, and its hub's description (escaped): the fields a deeper fold keeps. */
  count: string;
  description: string;
  line: string;
}

/** Everything folding needs from one wiki, computed once and shared by every fold and unfold. */
export interface MapOutline {
  entries: Map<string, MapEntry>;
  links: LinkGraph;
  /** Top-level sections, sorted by id. */
  sections: MapSection[];
  /** Titles listed per section line (the map's headings-per-page). */
  titles: number;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The page describing folder `prefix` (`api/`): its overview, index or readme, else the top-level page of its name. */
function folderHub(entries: Map<string, MapEntry>, prefix: string): string | null {
  for (const name of FOLDER_HUBS) if (entries.has(prefix + name)) return prefix + name;
  const top = prefix.slice(0, -1);
  return !top.includes('/') && entries.has(top) ? top : null;
}

/** Folders directly under `prefix` ('' for the top) that hold any of `slugs`. */
function subfolders(slugs: readonly string[], prefix: string): string[] {
  const out = new Set<string>();
  for (const slug of slugs) {
    const rest = slug.slice(prefix.length);
    const cut = rest.indexOf('/');
    if (slug.startsWith(prefix) && cut > 0) out.add(prefix + rest.slice(0, cut + 1));
  }
  return [...out].sort(compareCodePoints);
}

/** A section line's fields: `id | N pages (K folders) | description | most linked titles`. */
function sectionFields(
  outline: Pick<MapOutline, 'entries' | 'links' | 'titles'>,
  id: string,
  slugs: readonly string[],
  hub: string | null,
  folders: number,
): Pick<MapSection, 'count' | 'description' | 'line'> {
  const ranked = slugs
    .filter((s) => s !== hub)
    .map((slug) => ({ slug, n: outline.links.inbound.get(slug) ?? 0 }))
    .sort((a, b) => b.n - a.n || compareCodePoints(a.slug, b.slug))
    .slice(0, outline.titles)
    .map(({ slug }) => mapField(outline.entries.get(slug)!.title));
  const count = `${plural(slugs.length, 'page')}${folders > 0 ? ` (${plural(folders, 'folder')})` : ''}`;
  const description = mapField(hub ? outline.entries.get(hub)!.description : '');
  const line = [mapField(id), count, description, ranked.join(' · ')].join(' | ').trimEnd();
  return { count, description, line };
}

/** The folder section `prefix` (`api/`, `api/v1/`) over the given sorted slugs. */
function folderSection(
  outline: Pick<MapOutline, 'entries' | 'links' | 'titles'>,
  prefix: string,
  all: readonly string[],
): MapSection {
  const hub = folderHub(outline.entries, prefix);
  const under = all.filter((s) => s.startsWith(prefix));
  const slugs = hub && !hub.startsWith(prefix) ? [hub, ...under] : under;
  const folders = subfolders(under, prefix).length;
  return {
    id: prefix,
    kind: 'folder',
    slugs,
    hub,
    ...sectionFields(outline, prefix, slugs, hub, folders),
  };
}

/** Sections and links of a wiki: `map` built over `pages` (buildMap), with its caps. */
export function outlineMap(map: WikiMap, pages: readonly Page[]): MapOutline {
  const entries = new Map(map.entries.map((e) => [e.slug, e]));
  const outline = {
    entries,
    links: linkGraph(pages.filter((p) => entries.has(p.slug))),
    titles: map.caps.headingsPerPage,
  };
  const slugs = map.entries.map((e) => e.slug); // sorted by buildMap
  const folders = subfolders(slugs, '').map((prefix) => folderSection(outline, prefix, slugs));
  const folderHubs = new Set(folders.map((f) => f.hub));
  const hubs: MapSection[] = [];
  const top: string[] = [];
  for (const slug of slugs) {
    if (slug.includes('/') || folderHubs.has(slug)) continue;
    const links = outline.links.out.get(slug) ?? [];
    if (links.length < HUB_MIN_LINKS) top.push(slug);
    else
      hubs.push({
        id: slug,
        kind: 'hub',
        slugs: links,
        hub: slug,
        ...sectionFields(outline, slug, links, slug, 0),
      });
  }
  const rest: MapSection[] = top.length
    ? [
        {
          id: TOP_SECTION,
          kind: 'top',
          slugs: top,
          hub: null,
          ...sectionFields(outline, TOP_SECTION, top, null, 0),
        },
      ]
    : [];
  const sections = [...rest, ...folders, ...hubs].sort((a, b) => compareCodePoints(a.id, b.id));
  return { ...outline, sections };
}

export interface FoldOptions {
  /** Pages to show in full, most important first (unknown slugs are left out). */
  full?: readonly string[];
  /** Show full pages, in the order given, only while the folded map stays within this budget. */
  budget?: number;
  /** Tokens the section lines may take: past it they fold deeper (fold-sections.ts). */
  sections?: number;
}

export interface FoldedMap {
  sections: MapSection[];
  /** Slugs shown in full, sorted. */
  full: string[];
  /** Slugs asked for in full but left out: not in the map, or past the budget. */
  left: string[];
  text: string;
  tokens: number;
}

const render = (sections: readonly string[], lines: readonly string[], note = ''): string =>
  [
    '## Sections',
    ...sections,
    ...(lines.length ? ['', '## Pages in full', ...lines] : []),
    ...(note ? [note] : []),
  ].join('\n') + '\n';

/** The note under the pages in full when some asked for did not fit. */
const leftNote = (n: number): string =>
  `(${n} more hub${n === 1 ? '' : 's'} and recently changed pages not shown in full: open_section on their section lists their lines.)`;

/**
 * The pages of `full` that fit in `room` more characters, in the order given (a line that does
 * not fit is skipped, a later shorter one may still fit); the rest, known or not, in `left`.
 */
function fitFull(
  outline: MapOutline,
  full: readonly string[],
  room: number,
): { shown: string[]; left: string[]; cut: number } {
  const shown = new Set<string>();
  const left: string[] = [];
  let cut = 0;
  let used = 0;
  for (const slug of full) {
    const entry = outline.entries.get(slug);
    if (shown.has(slug) || left.includes(slug)) continue;
    const more = entry ? 1 + codePoints(entry.line) : 0;
    if (!entry || used + more > room) {
      left.push(slug);
      if (entry) cut++;
      continue;
    }
    shown.add(slug);
    used += more;
  }
  return { shown: [...shown].sort(compareCodePoints), left, cut };
}

/**
 * The folded map of an outline: its section lines (folded deeper past `sections` tokens), then
 * the asked-for pages in full while the whole stays within `budget` tokens, if given. When pages
 * had to be left out, a note says where to find them, and room for it is kept.
 */
export function foldMap(outline: MapOutline, options: FoldOptions = {}): FoldedMap {
  const sectionChars = options.sections === undefined ? Infinity : options.sections * 4;
  const lines = foldSections(outline.sections, sectionChars).lines;
  const budgetChars = options.budget === undefined ? Infinity : options.budget * 4;
  // With pages in full, render() adds "\n## Pages in full", "\n" + line for each of them, and
  // a last "\n".
  const base = codePoints(render(lines, [])) + codePoints('\n## Pages in full\n');
  const lineOf = (s: string): string => outline.entries.get(s)!.line;
  const wanted = options.full ?? [];
  let fit = fitFull(outline, wanted, budgetChars - base);
  let note = '';
  if (fit.cut > 0) {
    // Again with room for the note (its count can only grow as the room shrinks).
    const room = budgetChars - base - codePoints(leftNote(wanted.length)) - 1;
    fit = fitFull(outline, wanted, room);
    note = leftNote(fit.cut);
  }
  const text = render(lines, fit.shown.map(lineOf), note);
  return {
    sections: outline.sections,
    full: fit.shown,
    left: fit.left,
    text,
    tokens: approxTokens(text),
  };
}

export interface OpenedSection {
  id: string;
  /** Map lines of its pages, or section lines of its sub-folders then its own pages' lines. */
  lines: string[];
  /** Pages of the section not listed (past `maxLines`): search finds them. */
  omitted: number;
}

/**
 * One section unfolded: a folder (`api/`, `api/v1/`, also written without the final `/`), the
 * top-level pages (`/`) or a hub (its slug). A section of at most `maxLines` pages lists every
 * page; a larger folder lists its sub-folders as section lines, then its own pages, up to
 * `maxLines` lines. Null for an id that names no section.
 */
export function openOutline(outline: MapOutline, id: string, maxLines = 200): OpenedSection | null {
  const wanted = id.trim().toLowerCase();
  const all = [...outline.entries.keys()];
  const lineOf = (slug: string): string => outline.entries.get(slug)!.line;
  const cap = (slugs: readonly string[], room: number): { lines: string[]; omitted: number } => ({
    lines: slugs.slice(0, Math.max(0, room)).map(lineOf),
    omitted: Math.max(0, slugs.length - Math.max(0, room)),
  });
  const known = outline.sections.find((s) => s.id === wanted && s.kind !== 'folder');
  if (known) return { id: known.id, ...cap(known.slugs, maxLines) };
  const prefix = wanted.endsWith('/') ? wanted : `${wanted}/`;
  if (prefix === '/' || !all.some((s) => s.startsWith(prefix))) return null;
  const section = folderSection(outline, prefix, all);
  if (section.slugs.length <= maxLines)
    return { id: prefix, lines: section.slugs.map(lineOf), omitted: 0 };
  const folders = subfolders(section.slugs, prefix).map((p) => folderSection(outline, p, all));
  const inFolders = new Set(folders.flatMap((f) => f.slugs));
  const own = section.slugs.filter((s) => !inFolders.has(s));
  const pages = cap(own, maxLines - folders.length);
  return {
    id: prefix,
    lines: [...folders.map((f) => f.line), ...pages.lines],
    omitted: pages.omitted,
  };
}
