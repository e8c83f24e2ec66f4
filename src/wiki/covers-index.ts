// The covers index: every repository file the pages cover, with the slugs of the pages covering
// it. It is written at the end of the generated map file (index.md), inside one HTML comment, so
// the same commit that holds the pages holds their index: a Tier 1 skip reads it in one API call
// (covered-changes), and anything holding index.md — a pull request check at the base branch, an
// MCP server on a checkout — answers "which pages cover these paths" without parsing a page.
// Pure and light: it imports no Markdown or YAML parser, so the skip path can load it.
import type { Cover } from './covers.js';
import { compareCodePoints } from './text.js';

/** Repository path → the slugs of the pages covering it; paths and slugs in code-point order. */
export type CoversIndex = ReadonlyMap<string, readonly string[]>;

/** The first line of the block; a version, so a later format can be told apart. */
export const COVERS_INDEX_MARK = '<!-- wiki-ingest covers index v1';

const HEADER = `${COVERS_INDEX_MARK} (generated with the map): one JSON array a line, a covered file's path, then the slugs of the pages covering it.`;
const CLOSE = '-->';

/** The index of `pages`: each covered path once, with every page covering it. */
export function coversIndexOf(
  pages: readonly { slug: string; covers: readonly Pick<Cover, 'path'>[] }[],
): CoversIndex {
  const out = new Map<string, string[]>();
  for (const page of pages)
    for (const { path } of page.covers) out.set(path, [...(out.get(path) ?? []), page.slug]);
  const sorted = [...out.keys()].sort(compareCodePoints);
  return new Map(sorted.map((p) => [p, [...new Set(out.get(p))].sort(compareCodePoints)]));
}

/**
 * A JSON string that cannot end the HTML comment it sits in, nor open markup: `<`, `>` and `&`
 * are written as \u escapes (a path or slug is page text, written by anyone).
 */
const inert = (s: string): string =>
  JSON.stringify(s).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The block's lines, header and closing line included (what renderIndex appends). */
export function renderCoversIndex(index: CoversIndex): string[] {
  const lines = [...index].map(([path, slugs]) => `[${[path, ...slugs].map(inert).join(',')}]`);
  return [HEADER, ...lines, CLOSE];
}

/** One entry line, or null when it is not a path followed by at least one slug. */
function entryOf(line: string): [string, string[]] | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length < 2) return null;
  if (!value.every((v): v is string => typeof v === 'string' && v !== '')) return null;
  const [path, ...slugs] = value;
  return [path!, slugs];
}

/**
 * The index a map file carries, or null when it carries none (a map written before the index
 * existed, a file a person wrote, no file). Lines that are not entries are left out.
 */
export function parseCoversIndex(mapText: string | null): CoversIndex | null {
  if (mapText === null) return null;
  const lines = mapText.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((l) => l.startsWith(COVERS_INDEX_MARK));
  if (start < 0) return null;
  const out = new Map<string, string[]>();
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === CLOSE) break;
    const entry = entryOf(line.trim());
    if (entry) out.set(entry[0], [...new Set([...(out.get(entry[0]) ?? []), ...entry[1]])]);
  }
  return out;
}

/** A page covering one of the paths asked about. */
export interface CoveringPage {
  slug: string;
  path: string;
}

/**
 * Which pages cover these paths: one entry per (page, path), by slug then path; paths no page
 * covers are left out. The one answer Tier 1's covered-changes, the skip entries and any reader
 * of the index go by.
 */
export function pagesCovering(index: CoversIndex, paths: Iterable<string>): CoveringPage[] {
  const out: CoveringPage[] = [];
  for (const path of new Set(paths))
    for (const slug of index.get(path) ?? []) out.push({ slug, path });
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path));
}

/** The part of `index` about `paths` (what Tier 1 is handed for one merge). */
export function coversIndexFor(index: CoversIndex, paths: Iterable<string>): CoversIndex {
  const out = new Map<string, readonly string[]>();
  for (const path of paths) {
    const slugs = index.get(path);
    if (slugs) out.set(path, slugs);
  }
  return out;
}
