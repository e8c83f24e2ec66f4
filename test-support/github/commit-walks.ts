// Walks of a history in process, over the commits an ObjectStore reads: what a commit reaches,
// and the commits `git log` lists when no merge commit makes its order a matter of dates.
import type { CommitInfo } from './git-output.js';
import type { ObjectStore } from './object-store.js';

/** Every commit reachable from `sha` (itself included); undefined when one is unreadable. */
export async function reachable(store: ObjectStore, sha: string): Promise<Set<string> | undefined> {
  const seen = new Set<string>();
  const todo = [sha];
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (seen.has(next)) continue;
    const commit = await store.commit(next);
    if (!commit) return undefined;
    seen.add(next);
    todo.push(...commit.parents);
  }
  return seen;
}

/**
 * The commits of `to` that `from` (if any) lacks, newest first, as `git log [from..]to` lists
 * them when none has two parents: the parent chain. Undefined when one does, or is unreadable.
 */
export async function parentChain(
  store: ObjectStore,
  from: string | undefined,
  to: string,
): Promise<CommitInfo[] | undefined> {
  const hidden = from === undefined ? new Set<string>() : await reachable(store, from);
  if (!hidden) return undefined;
  const shown: CommitInfo[] = [];
  for (let at: string | undefined = to; at && !hidden.has(at);) {
    const commit = await store.commit(at);
    if (!commit || commit.parents.length > 1) return undefined;
    shown.push({ sha: at, ...commit, parents: [...commit.parents] });
    at = commit.parents[0];
  }
  return shown;
}
