// The paths each past commit changed, for covers learned from co-changes (src/wiki/co-change.ts):
// the first-parent history from a revision, one `git log` listing names only. A rename lists both
// its paths (--no-renames: cheaper than finding renames, and the old path's history still counts);
// a merge lists what it brought into the first parent. A shallow checkout holds little or no
// history: what is there is read, and a revision that is not there reads as null.
import type { PastChange } from '../wiki/co-change.js';
import { gitBuffer } from './process.js';

/** Past commits read at most: years of a busy repository, in one git process. */
export const HISTORY_COMMITS = 5000;

const RS = '\x1e';

/** `rev` and its first-parent ancestors, newest first, at most `maxCount`; null when git cannot read them. */
export async function pastChanges(
  repoDir: string,
  rev: string,
  maxCount = HISTORY_COMMITS,
): Promise<PastChange[] | null> {
  const out = await gitBuffer(repoDir, [
    '-c',
    'core.quotepath=false',
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '--no-renames',
    '--name-only',
    '-z',
    '--format=%x1e',
    `--max-count=${maxCount}`,
    '--end-of-options',
    rev,
    '--',
  ]).catch(() => null);
  if (out === null) return null;
  return out
    .toString('utf8')
    .split(RS)
    .slice(1)
    .map((record) => ({
      paths: record
        .split('\0')
        .map((p) => p.replace(/^\n/, ''))
        .filter(Boolean),
    }));
}
