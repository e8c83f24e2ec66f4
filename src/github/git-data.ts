// Trees and commits through the Git Data API: what one commit of many files is built from, with
// no checkout and no clone. Plain values in and out.
import type { RestClient } from './client.js';
import type { RepoRef } from './repo.js';

/** A file's full new text at a repository-relative path. */
export interface TreeFile {
  path: string;
  content: string;
}

/** The root tree of a commit. */
export async function commitTree(
  client: RestClient,
  repo: RepoRef,
  commit: string,
): Promise<string> {
  return (await client.rest.git.getCommit({ ...repo, commit_sha: commit })).data.tree.sha;
}

/**
 * A tree that is `baseTree` with `files` written over it. base_tree keeps every file not named;
 * without it the commit would delete them.
 */
export async function createTree(
  client: RestClient,
  repo: RepoRef,
  baseTree: string,
  files: TreeFile[],
): Promise<string> {
  const { data } = await client.rest.git.createTree({
    ...repo,
    base_tree: baseTree,
    tree: files.map((f) => ({
      path: f.path,
      mode: '100644' as const,
      type: 'blob' as const,
      content: f.content,
    })),
  });
  return data.sha;
}

/** A commit of `tree` on `parents`; no ref moves. */
export async function createCommit(
  client: RestClient,
  repo: RepoRef,
  commit: { message: string; tree: string; parents: string[] },
): Promise<string> {
  return (await client.rest.git.createCommit({ ...repo, ...commit })).data.sha;
}
