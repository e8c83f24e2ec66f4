// Where a missing covered file went, as history shows it: the commit that removed the path and,
// when that commit renamed it, the new path — followed while the new path is gone too (a → b → c),
// a few hops at most. Pure: an edge answers the two questions (git in the CLI, the REST API in the
// action), bounded by a number of lookups, so a wiki full of deleted files costs little.

/** A missing covered file's new path and the commit that renamed it there. */
export interface Renamed {
  to: string;
  commit: string;
}

/** By the path a page covers. */
export type RenameMap = ReadonlyMap<string, Renamed>;

export interface RenameHistory {
  /** The newest commit (reachable from HEAD) that removed `path`, or null. */
  removedBy: (path: string) => Promise<string | null>;
  /** The new path `commit` renamed `path` to, or null when it deleted it. */
  renamedTo: (commit: string, path: string) => Promise<string | null>;
}

/** Renames followed from one path before giving up. */
export const RENAME_HOPS = 5;
/** Missing paths looked up per lint: history is a help, and a bounded one. */
export const RENAME_LOOKUPS = 50;

export interface FoundRenames {
  renames: Map<string, Renamed>;
  /** Missing paths history shows deleted (at the end of any renames), by the deleting commit. */
  deleted: Map<string, string>;
  /** Missing paths not looked up within the bound. */
  unread: number;
}

/**
 * The new path of each missing path that history shows renamed to a path HEAD holds (`exists`),
 * and the commit that deleted each one history shows deleted. A path history says nothing of
 * (a shallow clone, a bound reached) is in neither.
 */
export async function findRenames(
  missing: readonly string[],
  exists: (path: string) => boolean,
  history: RenameHistory,
  lookups = RENAME_LOOKUPS,
): Promise<FoundRenames> {
  const renames = new Map<string, Renamed>();
  const deleted = new Map<string, string>();
  const paths = [...new Set(missing)];
  for (const path of paths.slice(0, lookups)) {
    let at = path;
    for (let hop = 0; hop < RENAME_HOPS; hop++) {
      const commit = await history.removedBy(at);
      if (!commit) break;
      const to = await history.renamedTo(commit, at);
      if (!to) {
        deleted.set(path, commit);
        break;
      }
      if (exists(to)) {
        renames.set(path, { to, commit });
        break;
      }
      at = to;
    }
  }
  return { renames, deleted, unread: Math.max(0, paths.length - lookups) };
}

/** `history` answering each question once: lint asks of a missing cover and a dead path alike. */
export function cachedRenameHistory(history: RenameHistory): RenameHistory {
  const removed = new Map<string, Promise<string | null>>();
  const renamed = new Map<string, Promise<string | null>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, ask: () => Promise<T>) => {
    let answer = cache.get(key);
    if (!answer) cache.set(key, (answer = ask()));
    return answer;
  };
  return {
    removedBy: (path) => once(removed, path, () => history.removedBy(path)),
    renamedTo: (commit, path) =>
      once(renamed, `${commit}\0${path}`, () => history.renamedTo(commit, path)),
  };
}
