// Covers that follow the files they name, for free: a covered file renamed by a merge moves to its
// new path on every page covering it (its stamp moves with it: a rename that kept the content
// keeps the blob, so the page stays current; one that changed it leaves the page stale, as it
// is), and a covered file deleted is dropped (the page is then said stale where the change is
// logged). A page's file changes in its covers lines only, byte for byte elsewhere: pages are
// written by people too. Pure: the changes come in as values, oldest first.
import type { Cover } from './covers.js';
import { restampExactly } from './restamp.js';
import { compareCodePoints } from './text.js';
import type { Page } from './types.js';

/** What a cover move needs of a changed file (a FileChange, or a rename history shows). */
export interface PathChange {
  path: string;
  status: string;
  previous_path?: string;
}

/** A cover moved to a renamed file's new path. */
export interface CoverMove {
  slug: string;
  from: string;
  to: string;
}

/** A cover dropped: its file was deleted, or renamed to a path no page may cover. */
export interface CoverDrop {
  slug: string;
  path: string;
  /** `deleted`; or `uncoverable` (renamed to `to`, a generated, ignored, secret or wiki path). */
  why: 'deleted' | 'uncoverable';
  to?: string;
}

export interface FollowedCovers {
  /** The pages whose covers changed, each with only its covers lines changed, by slug. */
  pages: Page[];
  moved: CoverMove[];
  dropped: CoverDrop[];
  /** Pages whose covers field no splice can change safely: left as they are, with why. */
  skipped: { slug: string; reason: string }[];
}

/** Renames and deletions, in order: a rename names the path it left. */
const isRename = (c: PathChange): c is PathChange & { previous_path: string } =>
  c.status === 'renamed' && typeof c.previous_path === 'string' && c.previous_path !== c.path;

/**
 * The covers of `pages` after `changes` (oldest first; a chain a → b → c follows to c).
 * `coverable` says whether a path may be covered at all; a rename onto a path it refuses drops
 * the cover instead. A page that already covers a rename's new path just loses the old entry.
 */
export function followCovers(
  pages: readonly Page[],
  changes: readonly PathChange[],
  coverable: (path: string) => boolean = () => true,
): FollowedCovers {
  const relevant = changes.filter((c) => isRename(c) || c.status === 'removed');
  const moved: CoverMove[] = [];
  const dropped: CoverDrop[] = [];
  const state = new Map<string, Map<string, Cover>>();
  const touched = new Set<string>();
  if (relevant.length === 0) return { pages: [], moved, dropped, skipped: [] };
  for (const page of pages)
    if (page.covers.length) state.set(page.slug, new Map(page.covers.map((c) => [c.path, c])));
  for (const change of relevant) {
    const from = isRename(change) ? change.previous_path : change.path;
    for (const [slug, covers] of state) {
      const cover = covers.get(from);
      if (!cover) continue;
      touched.add(slug);
      covers.delete(from);
      if (!isRename(change)) dropped.push({ slug, path: from, why: 'deleted' });
      else if (!coverable(change.path))
        dropped.push({ slug, path: from, why: 'uncoverable', to: change.path });
      else {
        if (!covers.has(change.path)) covers.set(change.path, { ...cover, path: change.path });
        moved.push({ slug, from, to: change.path });
      }
    }
  }
  const out: Page[] = [];
  const skipped: FollowedCovers['skipped'] = [];
  for (const page of pages) {
    if (!touched.has(page.slug)) continue;
    // A locked or read-only page is never written, not even its covers lines.
    if (page.locked) {
      skipped.push({
        slug: page.slug,
        reason: page.readOnly
          ? `read-only: ${page.readOnly}; its covers are left as they are`
          : 'locked by its maintainers (wiki-ingest: locked); its covers are left for them to move',
      });
      continue;
    }
    const next = restampExactly(page, [...state.get(page.slug)!.values()]);
    if (next) out.push(next);
    else
      skipped.push({
        slug: page.slug,
        reason: `its covers field is written in a form that cannot be changed without rewriting other front-matter lines; write it as a block list ("covers:" then "  - path@blob" lines)`,
      });
  }
  const keep = new Set(out.map((p) => p.slug));
  const bySlug = (a: { slug: string }, b: { slug: string }) => compareCodePoints(a.slug, b.slug);
  return {
    pages: out,
    moved: moved.filter((m) => keep.has(m.slug)).sort(bySlug),
    dropped: dropped.filter((d) => keep.has(d.slug)).sort(bySlug),
    skipped,
  };
}
