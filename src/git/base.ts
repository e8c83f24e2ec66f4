// The base a local change is compared with, as a pull request would be: the branch it would
// target (given, else the default branch as the clone knows it: origin/HEAD, else a local main
// or master), the commit that branch is at (where the wiki is read) and the merge base with HEAD
// (where the change's files are diffed from, as a pull request lists them). Local git only: no
// fetch, no network.
import { gitBuffer, GitError } from './process.js';

/** How the base was chosen: named by the caller, or found as the default branch. */
export type BaseChoice = 'given' | 'origin/HEAD' | 'main' | 'master';

export interface LocalBase {
  /** The revision as named (`main`, `origin/main`, a sha). */
  ref: string;
  how: BaseChoice;
  /** The commit it names: the wiki is read there, as mode: impact reads it at the base branch. */
  commit: string;
  /** The merge base of it and HEAD: the change's files are diffed from here. */
  mergeBase: string;
}

const out = async (repoDir: string, args: string[]): Promise<string | null> =>
  gitBuffer(repoDir, args).then(
    (b) => b.toString('utf8').trim(),
    () => null,
  );

/** The commit `rev` names in `repoDir`, or null. */
const commitOf = (repoDir: string, rev: string): Promise<string | null> =>
  out(repoDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);

/** The default branch as the clone knows it, without asking the remote. */
async function defaultBranch(
  repoDir: string,
): Promise<{ ref: string; how: Exclude<BaseChoice, 'given'> } | null> {
  const remote = await out(repoDir, ['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD']);
  if (remote?.startsWith('refs/remotes/'))
    return { ref: remote.slice('refs/remotes/'.length), how: 'origin/HEAD' };
  for (const name of ['main', 'master'] as const)
    if (await out(repoDir, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]))
      return { ref: name, how: name };
  return null;
}

/**
 * The base of the change in `repoDir` at `head`: `given` (a branch, tag or commit), else the
 * default branch. Throws GitError naming the fix when there is none, or no merge base.
 */
export async function localBase(repoDir: string, head: string, given?: string): Promise<LocalBase> {
  const found = given ? { ref: given, how: 'given' as const } : await defaultBranch(repoDir);
  if (!found)
    throw new GitError(
      `no default branch found in ${repoDir} (no origin/HEAD, no main or master branch); name the base the change would merge into (wiki-ingest impact --base REV; impacted_pages: base), e.g. develop.`,
    );
  const commit = await commitOf(repoDir, found.ref);
  if (!commit)
    throw new GitError(
      `the base "${found.ref}" names no commit in ${repoDir}; name a branch, tag or commit this clone has as the base (fetch it first if it is only on the remote).`,
    );
  const mergeBase = await out(repoDir, ['merge-base', '--end-of-options', commit, head]);
  if (!mergeBase)
    throw new GitError(
      `HEAD and "${found.ref}" share no history in ${repoDir}, so no change can be diffed against it; name the branch this work started from as the base.`,
    );
  return { ...found, commit, mergeBase };
}
