// The skip entries a run's wiki commit carries: every merge it decided as a skip, so log.md names
// it and the watermark moves past it (written only with a wiki commit, never on its own).
import type { Candidate } from '../fold.js';
import type { CoversFollowed, SkippedMerge } from '../log/entry.js';
import type { FileChange, MergeInfo } from '../types.js';
import { coversIndexOf, pagesCovering, type CoversIndex } from '../wiki/covers-index.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';

const clean = (path: string): string => path.replace(/^\.\//, '');

/** A rename that kept the content: the page is as current as it was; its cover just moves. */
const pureRename = (f: FileChange): boolean =>
  f.status === 'renamed' &&
  f.previous_path !== undefined &&
  (f.additions || 0) + (f.deletions || 0) === 0;

/**
 * The pages a merge made stale: those covering a file whose content it changed or that it
 * deleted (a rename that kept the content makes none stale), by slug then path.
 */
export function staleCovering(
  index: CoversIndex,
  merge: MergeInfo,
  followed?: CoversFollowed,
): NonNullable<SkippedMerge['stale']> {
  const out: NonNullable<SkippedMerge['stale']> = [];
  for (const f of merge.files) {
    if (pureRename(f)) continue;
    const paths = [clean(f.path), ...(f.previous_path ? [clean(f.previous_path)] : [])];
    for (const c of pagesCovering(index, paths)) {
      const deleted = f.status === 'removed';
      const dropped = followed?.dropped.some((d) => d.slug === c.slug && d.path === c.path);
      out.push({ ...c, ...(deleted ? { deleted, ...(dropped ? { dropped } : {}) } : {}) });
    }
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path));
}

/** The covers moves and drops that this merge's renames and deletions made. */
function followedBy(merge: MergeInfo, followed: CoversFollowed): CoversFollowed | null {
  const renamed = new Set(
    merge.files.flatMap((f) =>
      f.status === 'renamed' && f.previous_path ? [clean(f.previous_path)] : [],
    ),
  );
  const removed = new Set(
    merge.files.filter((f) => f.status !== 'renamed').map((f) => clean(f.path)),
  );
  const moved = followed.moved.filter((m) => renamed.has(m.from));
  const dropped = followed.dropped.filter((d) =>
    d.why === 'deleted' ? removed.has(d.path) : renamed.has(d.path),
  );
  return moved.length || dropped.length ? { moved, dropped } : null;
}

/**
 * One entry per skipped merge; with the wiki's pages, each names the pages covering a file it
 * changed, so a skip (a trivial chore, a tiny diff) never hides a page it made stale, and the
 * covers the commit moved or dropped for its renames and deletions.
 */
export function skipEntries(
  candidates: readonly Candidate[],
  pages: readonly Page[] = [],
  followed?: CoversFollowed,
): SkippedMerge[] {
  const index = coversIndexOf(pages);
  return candidates
    .filter((c) => c.decision.decision === 'skip')
    .map((c) => {
      const stale = staleCovering(index, c.merge, followed);
      const covers = followed ? followedBy(c.merge, followed) : null;
      return {
        ...(c.merge.sha ? { sha: c.merge.sha } : {}),
        title: c.merge.title,
        tier: c.decision.tier === 2 ? 2 : 1,
        rule: c.decision.rule,
        reason: c.decision.reason,
        ...(stale.length ? { stale } : {}),
        ...(covers ? { covers } : {}),
      };
    });
}
