// The repository's HEAD as the free freshness checks need it: its commit, its files (`git ls-tree
// -r`, one listing) and, for each stale stamp, the first commit that changed the file since
// (`git log --raw`, sinceFromGit). Covered paths are relative to the repository's root, and git
// lists a tree relative to the folder it runs in: every command runs at the root.
import { gitBuffer } from '../git/process.js';
import { gitTrees, headCommit } from '../git/tree.js';
import { type Cover, formatCover } from '../wiki/covers.js';
import { type SinceMap, treeListing, type TreeListing } from '../wiki/provenance.js';
import { sinceFromGit } from './git-since.js';

export interface RepoHead {
  /** The repository's root folder. */
  top: string;
  commit: string;
  tree: TreeListing;
}

/** The root of the repository holding `dir`; rejects when it is in none. */
export async function repoTop(dir: string): Promise<string> {
  return (await gitBuffer(dir, ['rev-parse', '--show-toplevel'])).toString().trim();
}

/** HEAD of the repository whose root is `top`: its commit and every file it holds. */
export async function readRepoHead(top: string, commit?: string): Promise<RepoHead> {
  const at = commit ?? (await headCommit(top));
  const trees = gitTrees(top);
  const root = await trees.listTree(await trees.rootTree(at), true);
  return { top, commit: at, tree: treeListing(root.entries) };
}

/** HEAD now, and the history lookups made at it. */
export interface HeadAt extends RepoHead {
  /** The first commit after each stamp that changed its file (keyed `path@blob`), looked up once each. */
  since: (targets: readonly Cover[]) => Promise<SinceMap>;
}

/**
 * HEAD of the repository rooted at `top`, asked afresh on every call (one `git rev-parse`) and
 * listed again only when it moved; null when it cannot be read (no commit yet, git missing). A
 * server that lives across commits sees each one.
 */
export function headReader(top: string): () => Promise<HeadAt | null> {
  let held: {
    head: HeadAt;
    known: Map<string, { commit: string; subject: string } | null>;
  } | null = null;
  return async () => {
    let commit: string;
    try {
      commit = await headCommit(top);
    } catch {
      return null;
    }
    if (held?.head.commit === commit) return held.head;
    const head = await readRepoHead(top, commit).catch(() => null);
    if (!head) return null;
    const known = new Map<string, { commit: string; subject: string } | null>();
    const since = async (targets: readonly Cover[]): Promise<SinceMap> => {
      const wanted = targets.filter((t) => !known.has(formatCover(t)));
      if (wanted.length) {
        const found = await sinceFromGit(top, commit, wanted);
        for (const t of wanted) known.set(formatCover(t), found.get(formatCover(t)) ?? null);
      }
      const out = new Map<string, { commit: string; subject: string }>();
      for (const t of targets) {
        const s = known.get(formatCover(t));
        if (s) out.set(formatCover(t), s);
      }
      return out;
    };
    held = { head: { ...head, since }, known };
    return held.head;
  };
}
