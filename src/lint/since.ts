// When a stale file first changed after its stamp: a walk over history, newest commit first,
// stops at the first commit whose change to the file starts from the stamped blob (the moment
// the file left the state the page was checked against). Pure: the caller streams the commits
// (one `git log` over every target path in the CLI) and stops reading once `done`.
import { formatCover, type Cover } from '../wiki/covers.js';
import type { Since } from '../wiki/provenance.js';

/** One commit of the walk and what it changed: each path with its object id before the commit. */
export interface CommitChanges {
  commit: string;
  subject: string;
  changes: { path: string; before: string }[];
}

export interface SinceTracker {
  /** Takes the next (older) commit; true once every target is resolved. */
  see(commit: CommitChanges): boolean;
  /** Resolved so far, keyed by `path@blob` (formatCover). */
  readonly found: Map<string, Since>;
}

export function sinceTracker(targets: readonly Cover[]): SinceTracker {
  const waiting = new Map<string, Set<string>>();
  for (const { path, blob } of targets)
    waiting.set(path, (waiting.get(path) ?? new Set()).add(blob));
  const found = new Map<string, Since>();
  return {
    found,
    see({ commit, subject, changes }) {
      for (const { path, before } of changes) {
        const blobs = waiting.get(path);
        if (!blobs?.delete(before)) continue;
        found.set(formatCover({ path, blob: before }), { commit, subject });
        if (blobs.size === 0) waiting.delete(path);
      }
      return waiting.size === 0;
    },
  };
}
