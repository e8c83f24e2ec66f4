// A merge as Tier 1 and triage take it, built in one line: a title, its changed files and any
// other field the case is about.
import type { FileChange, MergeInfo } from '../src/types.js';

/** A modified file with its line counts. */
export const modified = (path: string, additions = 1, deletions = 1): FileChange => ({
  path,
  status: 'modified',
  additions,
  deletions,
});

export const mergeOf = (
  title: string,
  files: FileChange[],
  extra: Partial<MergeInfo> = {},
): MergeInfo => ({ title, files, ...extra });
