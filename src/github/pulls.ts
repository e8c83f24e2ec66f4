// Pull requests through the REST API: a merged one's files, and the rolling pull request wiki
// updates are proposed in (found, opened, its description rewritten).
import type { GitHub, RestClient } from './client.js';
import { fromApiFile } from './commits.js';
import type { RepoRef } from './repo.js';
import type { FileChange } from '../types.js';

/** Every file of a pull request, paginated past 100 (the API lists at most 3,000). */
export async function pullRequestFiles(
  client: Pick<GitHub, 'rest' | 'paginate'>,
  repo: RepoRef,
  number: number,
): Promise<FileChange[]> {
  const files = await client.paginate(client.rest.pulls.listFiles, {
    ...repo,
    pull_number: number,
    per_page: 100,
  });
  return files.map(fromApiFile);
}

export interface OpenPullRequest {
  number: number;
  url: string;
  body: string | null;
}

/** The open pull request from `branch` (in this repository) into `base`, if there is one. */
export async function openPullRequest(
  client: RestClient,
  repo: RepoRef,
  branch: string,
  base: string,
): Promise<OpenPullRequest | null> {
  const { data } = await client.rest.pulls.list({
    ...repo,
    state: 'open',
    head: `${repo.owner}:${branch}`,
    base,
  });
  const pr = data[0];
  return pr ? { number: pr.number, url: pr.html_url, body: pr.body } : null;
}

/** Opens a pull request from `branch` into `base`. */
export async function createPullRequest(
  client: RestClient,
  repo: RepoRef,
  pr: { branch: string; base: string; title: string; body: string },
): Promise<{ number: number; url: string }> {
  const { data } = await client.rest.pulls.create({
    ...repo,
    head: pr.branch,
    base: pr.base,
    title: pr.title,
    body: pr.body,
  });
  return { number: data.number, url: data.html_url };
}

/** Replaces a pull request's description. */
export async function setPullRequestBody(
  client: RestClient,
  repo: RepoRef,
  number: number,
  body: string,
): Promise<void> {
  await client.rest.pulls.update({ ...repo, pull_number: number, body });
}
