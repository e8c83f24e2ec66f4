// Branches through the Git Data API (`heads/<branch>`) and the branch API: read, created, moved
// forward (never forced) and asked whether they are protected, each in one place.
import type { RestClient } from './client.js';
import type { RepoRef } from './repo.js';
import { unlessMissing } from './missing.js';

export const headsRef = (branch: string): string => `heads/${branch}`;

/** The commit a branch points at. Throws the API's error (status 404 when it does not exist). */
export async function branchHead(
  client: RestClient,
  repo: RepoRef,
  branch: string,
): Promise<string> {
  const { data } = await client.rest.git.getRef({ ...repo, ref: headsRef(branch) });
  return data.object.sha;
}

/** Whether `branch` exists (an archive's branch): GitHub's 404 says no; other failures throw. */
export async function branchExists(
  client: RestClient,
  repo: RepoRef,
  branch: string,
): Promise<boolean> {
  return (await unlessMissing(() => branchHead(client, repo, branch), null)) !== null;
}

/** A new branch at `sha`. */
export async function createBranch(
  client: RestClient,
  repo: RepoRef,
  branch: string,
  sha: string,
): Promise<void> {
  await client.rest.git.createRef({ ...repo, ref: `refs/${headsRef(branch)}`, sha });
}

/**
 * Moves `branch` to `sha` as a fast forward only: when the branch moved meanwhile, the API answers
 * 422 "not a fast forward" and nothing changes (the compare-and-swap publishing relies on).
 */
export async function fastForwardBranch(
  client: RestClient,
  repo: RepoRef,
  branch: string,
  sha: string,
): Promise<void> {
  await client.rest.git.updateRef({ ...repo, ref: headsRef(branch), sha, force: false });
}

/** Whether the branch is protected; readable with contents: read. Throws the API's error. */
export async function isBranchProtected(
  client: RestClient,
  repo: RepoRef,
  branch: string,
): Promise<boolean> {
  const { data } = await client.rest.repos.getBranch({ ...repo, branch });
  return data.protected;
}
