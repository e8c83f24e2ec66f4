// The map: one line per page, `slug | title | description | h2 · h2 · …`, sorted by slug, and
// the figures that say what the caps cut. It goes into the cached prompt, so for the same pages
// and caps it is byte-identical: no time, locale or file-system order enters it. The prompt's
// lines say what the caps hide and what a writer may not do: `+N more sections` after the
// headings the cap kept, and a last field `locked` on a page its maintainers locked; the tags in
// use are listed once beside it, so a writer reuses them.
import {
  codePoints,
  compareCodePoints,
  cutAtWord,
  normalizedCodePoints,
  normalizeText,
  collapseSpace,
} from './text.js';
import { renderCoversIndex, type CoversIndex } from './covers-index.js';
import { DEFAULT_CAPS, type Caps, type MapPage, type MapSource, type Page } from './types.js';

export interface MapEntry {
  slug: string;
  file: string;
  title: string;
  /** After the description cap. */
  description: string;
  /** After the headings cap. */
  headings: string[];
  /** H2 headings the cap left out of the line (said there as `+N more sections`). */
  moreHeadings: number;
  /** Front-matter `wiki-ingest: locked` (said in the line as a last field `locked`). */
  locked: boolean;
  line: string;
}

/**
 * Figures of a map, as `wiki-ingest index --json` prints them. Character counts are code points.
 * - `corpus_chars`: every page's text as `read_pages` serves it uncapped — the whole file,
 *   front-matter included, BOM removed, line endings LF — summed over the pages in the map.
 * - `index_chars`: the map as the prompt carries it — every line plus its newline
 *   (`lines.join('\n') + '\n'`; 0 for an empty wiki). index.md, with its header and links, is longer.
 */
export interface MapStats {
  pages: number;
  corpus_chars: number;
  index_chars: number;
  /** index_chars / corpus_chars (0 for an empty wiki). */
  ratio: number;
  /** chars / 4, rounded: a rough token count. */
  approx_tokens: { corpus: number; index: number };
  /** H2 headings over all pages, before capping. */
  headings_total: number;
  headings_per_page: number;
  pages_over_heading_cap: string[];
  /** Slug → the headings the cap dropped from its map line. */
  headings_dropped: Record<string, string[]>;
  description_chars: number;
  descriptions_cut: number;
  descriptions_cut_pages: string[];
  longest_page: { slug: string; chars: number } | null;
  page_char_cap: number;
  /** page_char_cap − longest page (negative when a page is over the cap). */
  margin_chars: number;
  /** margin_chars as a percentage of page_char_cap, one decimal. */
  margin_pct: number;
  pages_over_char_cap: string[];
}

/** One cap warning with the page it is about. */
export interface CapCut {
  slug: string;
  warning: string;
}

export interface WikiMap {
  entries: MapEntry[];
  lines: string[];
  /** The map as the prompt carries it: lines joined by newlines, with a final newline. */
  text: string;
  stats: MapStats;
  /** One sentence per cut or thin margin: what was cut, where, and which input controls it. */
  warnings: string[];
  /** Every page's tags, once each, sorted by code point (trimmed, empty ones left out). */
  tags: string[];
  /** The same warnings, each with the page it is about (the longest page for a thin margin). */
  cuts: CapCut[];
  caps: Caps;
}

/** A warning fires when the longest page comes within this share of page-char-cap. */
export const MARGIN_WARNING_SHARE = 0.1;

/** One field of a map line: on one line, `|` escaped so the columns stay four. */
export function mapField(s: string): string {
  return collapseSpace(s).replace(/\|/g, '\\|');
}

/**
 * A string that holds only its own characters. A title or heading cut from a page's text can be
 * a slice that keeps the whole text alive; concatenating, then slicing, copies it out.
 */
const own = (s: string): string => ` ${s}`.slice(1);

/** What the map needs of a parsed page, copied out of its text so the text can be let go. */
export function mapPageOf(page: Page): MapPage {
  return {
    slug: page.slug,
    file: page.file,
    title: own(page.title),
    description: own(page.description),
    headings: page.headings.map(own),
    tags: page.tags.map(own),
    locked: page.locked,
    // The covers index at the end of index.md is built from them.
    covers: page.covers.map((c) => ({ path: own(c.path), blob: own(c.blob) })),
    chars: normalizedCodePoints(page.raw),
    bodyChars: codePoints(page.body),
  };
}

/** The text `read_pages` serves for a page (before the cap). */
export function pageText(page: Page): string {
  return normalizeText(page.raw);
}

/** What a prompt's map line says beyond the fields: headings the cap hid, and the lock. */
interface LineMarks {
  moreHeadings: number;
  locked: boolean;
}

/**
 * `slug | title | description | h2 · h2`; `slug` comes already escaped (index.md links it), the
 * other fields go through `field` (mapField for the prompt, indexField for index.md). With
 * `marks` (the prompt's line), `+N more sections` follows the headings and `| locked` ends the
 * line of a locked page.
 */
function mapLine(
  slug: string,
  title: string,
  description: string,
  headings: string[],
  field: (s: string) => string = mapField,
  marks: LineMarks = { moreHeadings: 0, locked: false },
): string {
  const more = marks.moreHeadings;
  const sections = [
    ...headings.map(field),
    ...(more > 0 ? [`+${more} more section${more === 1 ? '' : 's'}`] : []),
  ];
  return [slug, field(title), field(description), sections.join(' · ')]
    .concat(marks.locked ? ['locked'] : [])
    .join(' | ')
    .trimEnd();
}

/** The tags of `pages`, once each, sorted by code point: what a writer should reuse. */
export function tagsInUse(pages: readonly Pick<Page, 'tags'>[]): string[] {
  return [...tagCounts(pages).keys()].sort(compareCodePoints);
}

function tagCounts(pages: readonly Pick<Page, 'tags'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const tag of new Set(page.tags.map(collapseSpace)))
      if (tag !== '') counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

export interface ListedTags {
  /** Sorted by code point. */
  tags: string[];
  /** Tags in use left out of `tags`: each on no more pages than the least used one listed. */
  more: number;
}

/**
 * The tags a prompt lists, in at most `maxChars` once joined with ", ": every tag while they fit
 * (a small wiki's prompt is unchanged), past it the tags on the most pages (ties by code point),
 * so a wiki whose tags grow with its pages does not grow every request with them.
 */
export function tagsToList(pages: readonly Pick<Page, 'tags'>[], maxChars: number): ListedTags {
  const counts = tagCounts(pages);
  const all = [...counts.keys()].sort(compareCodePoints);
  const width = (tags: readonly string[]) =>
    tags.reduce((n, t, i) => n + codePoints(t) + (i ? 2 : 0), 0);
  if (width(all) <= maxChars) return { tags: all, more: 0 };
  const uses = (tag: string) => counts.get(tag) ?? 0;
  const byUse = [...all].sort((a, b) => uses(b) - uses(a) || compareCodePoints(a, b));
  const kept: string[] = [];
  let used = 0;
  for (const tag of byUse) {
    const add = codePoints(tag) + (kept.length ? 2 : 0);
    if (used + add > maxChars) break;
    kept.push(tag);
    used += add;
  }
  return { tags: kept.sort(compareCodePoints), more: all.length - kept.length };
}

const pct = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** What building the map counts and cuts, page by page. */
interface Tally {
  cuts: CapCut[];
  dropped: Record<string, string[]>;
  descriptionsCut: string[];
  overCap: string[];
  corpus: number;
  headingsTotal: number;
  longest: { slug: string; chars: number } | null;
}

/** One page's map line, with every cut it makes said in the tally. */
function entryOf(page: MapSource, caps: Caps, t: Tally): MapEntry {
  const cut = (warning: string): number => t.cuts.push({ slug: page.slug, warning });
  // = codePoints(pageText(page)); page-char-cap counts the body (front-matter aside)
  t.corpus += 'raw' in page ? normalizedCodePoints(page.raw) : page.chars;
  const chars = 'raw' in page ? codePoints(page.body) : page.bodyChars;
  if (!t.longest || chars > t.longest.chars) t.longest = { slug: page.slug, chars };
  if (chars > caps.pageCharCap) {
    t.overCap.push(page.slug);
    cut(
      `${page.slug}: ${chars} chars, over page-char-cap ${caps.pageCharCap} by ${chars - caps.pageCharCap}; read_pages serves its body in parts of ${caps.pageCharCap}. Split the page or raise page-char-cap.`,
    );
  }

  const plain = collapseSpace(page.description);
  const desc = cutAtWord(plain, caps.descriptionChars);
  if (desc.cut) {
    t.descriptionsCut.push(page.slug);
    cut(
      `${page.slug}: description cut from ${codePoints(plain)} to ${caps.descriptionChars} chars (description-chars); shorten the front-matter description (or the first paragraph).`,
    );
  }

  t.headingsTotal += page.headings.length;
  const kept = page.headings.slice(0, caps.headingsPerPage);
  if (page.headings.length > caps.headingsPerPage) {
    const lost = page.headings.slice(caps.headingsPerPage);
    t.dropped[page.slug] = lost;
    cut(
      `${page.slug}: ${page.headings.length} H2 headings, the map keeps ${caps.headingsPerPage} (headings-per-page); dropped: ${lost.map((h) => `"${collapseSpace(h)}"`).join(', ')}.`,
    );
  }

  const marks = { moreHeadings: page.headings.length - kept.length, locked: page.locked };
  return {
    slug: page.slug,
    file: page.file,
    title: page.title,
    description: desc.text,
    headings: kept,
    ...marks,
    line: mapLine(mapField(page.slug), page.title, desc.text, kept, mapField, marks),
  };
}

export function buildMap(pages: readonly MapSource[], caps: Caps = DEFAULT_CAPS): WikiMap {
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const t: Tally = {
    cuts: [],
    dropped: {},
    descriptionsCut: [],
    overCap: [],
    corpus: 0,
    headingsTotal: 0,
    longest: null,
  };
  const entries = sorted.map((page) => entryOf(page, caps, t));
  const { longest, corpus } = t;
  const margin = longest ? caps.pageCharCap - longest.chars : caps.pageCharCap;
  if (longest && margin >= 0 && margin < caps.pageCharCap * MARGIN_WARNING_SHARE)
    t.cuts.push({
      slug: longest.slug,
      warning: `Thin margin: the longest page, ${longest.slug}, is ${longest.chars} chars, only ${margin} (${pct(margin, caps.pageCharCap)}%) under page-char-cap ${caps.pageCharCap}; it will be cut once it grows. Split it or raise page-char-cap.`,
    });

  const lines = entries.map((e) => e.line);
  const text = lines.length ? `${lines.join('\n')}\n` : '';
  const index = codePoints(text);
  return {
    entries,
    lines,
    text,
    warnings: t.cuts.map((c) => c.warning),
    tags: tagsInUse(sorted),
    cuts: t.cuts,
    caps,
    stats: {
      pages: sorted.length,
      corpus_chars: corpus,
      index_chars: index,
      ratio: corpus === 0 ? 0 : index / corpus,
      approx_tokens: { corpus: Math.round(corpus / 4), index: Math.round(index / 4) },
      headings_total: t.headingsTotal,
      headings_per_page: caps.headingsPerPage,
      pages_over_heading_cap: Object.keys(t.dropped),
      headings_dropped: t.dropped,
      description_chars: caps.descriptionChars,
      descriptions_cut: t.descriptionsCut.length,
      descriptions_cut_pages: t.descriptionsCut,
      longest_page: longest,
      page_char_cap: caps.pageCharCap,
      margin_chars: margin,
      margin_pct: pct(margin, caps.pageCharCap),
      pages_over_char_cap: t.overCap,
    },
  };
}

/** True when a cap cut something or the margin warning fired (what `index --strict` fails on). */
export function capsComplain(map: WikiMap): boolean {
  const s = map.stats;
  return (
    s.descriptions_cut > 0 ||
    s.pages_over_heading_cap.length > 0 ||
    s.pages_over_char_cap.length > 0 ||
    (s.longest_page !== null && s.margin_chars < s.page_char_cap * MARGIN_WARNING_SHARE)
  );
}

/**
 * Page text as Markdown that renders as that same text in index.md: every character that could
 * open raw HTML (`<`, `&`), a link or an image (`[`, `]`, `(`, `)`, `!`), emphasis or code is
 * backslash-escaped, so a page title cannot put markup, links or images into index.md.
 */
const MARKDOWN_SPECIAL = /[\\`*_~[\]()<>!&|]/g;
export function indexField(s: string): string {
  return collapseSpace(s).replace(MARKDOWN_SPECIAL, '\\$&');
}
const linkTarget = (file: string): string =>
  file
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/\(/g, '%28').replace(/\)/g, '%29'))
    .join('/');

/**
 * The text of the wiki's root `index.md`: a short header and the map lines, each slug linked to
 * its file, then — given the pages' covers index — that index in one HTML comment (a reader of
 * the rendered page sees nothing of it). Written by the action after every ingest, never by the
 * model; deterministic.
 */
export function renderIndex(map: WikiMap, covers?: CoversIndex): string {
  const n = map.entries.length;
  const head = [
    '# Wiki index',
    '',
    '<!-- Generated by wiki-ingest from the wiki map; edits here are overwritten. -->',
    '',
    `${n} page${n === 1 ? '' : 's'}, one line each: page | title | description | sections.`,
    '',
  ];
  const body = map.entries.map((e) => {
    const link = `[${indexField(e.slug)}](${linkTarget(e.file)})`;
    return `- ${mapLine(link, e.title, e.description, e.headings, indexField)}`;
  });
  const tail = covers ? ['', ...renderCoversIndex(covers)] : [];
  return [...head, ...body, ...tail].join('\n') + '\n';
}
