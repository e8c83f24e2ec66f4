// `since` where history is read path by path (the action, through the REST API) rather than
// streamed whole (the CLI's `git log --raw`): for each stale or missing file, the commits that
// changed it, newest first, and the blob it held after each, until the commit whose change
// started from the stamped blob. Bounded by a number of reads: history is a nicety, so a file
// past the bound simply has no `since`, and the result says how many were left.
import { formatCover, type Cover } from '../wiki/covers.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Since } from '../wiki/provenance.js';

export interface PathHistory {
  /** Up to `max` commits that changed `path`, newest first. */
  commits: (path: string, max: number) => Promise<{ sha: string; subject: string }[]>;
  /** The blob `path` held at `commit`, null when none. */
  blobAt: (commit: string, path: string) => Promise<string | null>;
}

export interface SinceByPath {
  found: Map<string, Since>;
  /** Files whose history was not read (or not far enough) within the bound. */
  unread: number;
}

/** Reads per file: one listing of its commits, then one blob read per commit walked. */
export const SINCE_READS = 60;
/** Commits walked per file: a stamp older than this many changes gets no `since`. */
export const SINCE_COMMITS = 10;

/** The first commit after each stamp that changed its file, within `reads` API reads. */
export async function sinceByPath(
  targets: readonly Cover[],
  history: PathHistory,
  reads = SINCE_READS,
): Promise<SinceByPath> {
  const byPath = new Map<string, Set<string>>();
  for (const { path, blob } of targets) byPath.set(path, (byPath.get(path) ?? new Set()).add(blob));
  const found = new Map<string, Since>();
  let left = reads;
  let unread = 0;
  for (const path of [...byPath.keys()].sort(compareCodePoints)) {
    const waiting = byPath.get(path)!;
    if (left < 2) {
      unread++;
      continue;
    }
    left--;
    const commits = await history.commits(path, SINCE_COMMITS);
    // Each commit's change started from the blob its next older commit left.
    for (let i = 1; i < commits.length && waiting.size > 0 && left > 0; i++) {
      left--;
      const before = await history.blobAt(commits[i]!.sha, path);
      if (before === null || !waiting.delete(before)) continue;
      const changed = commits[i - 1]!;
      found.set(formatCover({ path, blob: before }), {
        commit: changed.sha,
        subject: changed.subject,
      });
    }
    if (waiting.size > 0 && (commits.length >= SINCE_COMMITS || left === 0)) unread++;
  }
  return { found, unread };
}
