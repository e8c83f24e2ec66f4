// What pages know about the files they describe, computed from a tree listing alone: which
// covered files changed since a page was stamped (stale) and which are gone (missing). Pure, and
// indifferent to where the listing came from (`git ls-tree -r` in the CLI, one recursive Git
// Trees API read in the action), so lint, the ingest tiers and ask can all call it; and which stamps
// are worth a history lookup, whose answer (`since`: the first commit that changed the file after
// the stamp) lint, ask and the MCP server show beside a stale cover.
import { formatCover, type Cover } from './covers.js';
import { patchPage } from './page.js';
import { compareCodePoints } from './text.js';
import type { Page, TreeEntry } from './types.js';

/** A commit's files: repository-relative path → object id (blob, or commit for a submodule). */
export type TreeListing = ReadonlyMap<string, string>;

/** A covered file whose object at the head differs from the page's stamp. */
export interface StaleCover extends Cover {
  /** The object id at the head. */
  now: string;
}

export interface PageStaleness {
  slug: string;
  /** Covered files changed since the stamp, by path. */
  stale: StaleCover[];
  /** Covered files the head does not hold, by path. */
  missing: Cover[];
}

/** The files a page covers with their stamps, sorted by path (none for a page without the field). */
export const coversOf = (page: Page): Cover[] => page.covers;

/**
 * `page` covering exactly `entries` (validated, one per path, sorted), its prose and other
 * fields unchanged; an empty list removes the field. Throws on an invalid entry.
 */
export const withCovers = (page: Page, entries: readonly Cover[]): Page =>
  patchPage(page, { covers: [...entries] });

/** The listing of a recursive tree read: every file and submodule, folders left out. */
export function treeListing(entries: readonly TreeEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) if (e.type !== 'tree') out.set(e.path, e.sha);
  return out;
}

/**
 * Every page with a stale or missing covered file, sorted by slug; pages that are current (or
 * cover nothing) are left out. A stamp is compared with the object at the head, nothing more: no
 * history walk, no model.
 */
export function staleness(
  pages: readonly Pick<Page, 'slug' | 'covers'>[],
  tree: TreeListing,
): PageStaleness[] {
  const out: PageStaleness[] = [];
  for (const page of pages) {
    const stale: StaleCover[] = [];
    const missing: Cover[] = [];
    for (const cover of page.covers) {
      const now = tree.get(cover.path);
      if (now === undefined) missing.push(cover);
      else if (now !== cover.blob) stale.push({ ...cover, now });
    }
    if (stale.length || missing.length) out.push({ slug: page.slug, stale, missing });
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug));
}

/** For each of `paths`, the slugs of the pages covering it (sorted); paths no page covers are left out. */
export function pagesCoveringEach(
  pages: readonly Page[],
  paths: Iterable<string>,
): Map<string, string[]> {
  const wanted = new Set(paths);
  const out = new Map<string, string[]>();
  for (const page of pages)
    for (const { path } of page.covers)
      if (wanted.has(path)) out.set(path, [...(out.get(path) ?? []), page.slug]);
  for (const slugs of out.values()) slugs.sort(compareCodePoints);
  return out;
}

/** The first commit after a stamp that changed the file, as history shows it. */
export interface Since {
  commit: string;
  /** Its subject line (untrusted: a commit message). */
  subject: string;
}

/** Keyed by `path@blob` (formatCover): the stamp a lookup starts from. */
export type SinceMap = ReadonlyMap<string, Since>;

/** The stamps worth a history lookup: every stale or missing covered file, once each. */
export function sinceTargets(pages: readonly Page[], tree: TreeListing): Cover[] {
  const out = new Map<string, Cover>();
  for (const s of staleness(pages, tree))
    for (const c of [...s.stale, ...s.missing])
      out.set(formatCover(c), { path: c.path, blob: c.blob });
  return [...out.values()];
}

/** Every covered path HEAD does not hold, once each: what a rename lookup starts from. */
export function missingPaths(pages: readonly Page[], tree: TreeListing): string[] {
  return [...new Set(staleness(pages, tree).flatMap((s) => s.missing.map((c) => c.path)))];
}
