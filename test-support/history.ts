// A local repository's history as readHistory yields it, read to the end: what the tests of the
// git-backed merge reader compare.
import { readHistory } from '../src/merge-info/git.js';
import type { MergeInfo } from '../src/types.js';

/** Every MergeInfo readHistory yields for `repoDir` with `opts`, newest first. */
export async function historyOf(
  repoDir: string,
  opts: Parameters<typeof readHistory>[1] = {},
): Promise<MergeInfo[]> {
  const out: MergeInfo[] = [];
  for await (const m of readHistory(repoDir, opts)) out.push(m);
  return out;
}
