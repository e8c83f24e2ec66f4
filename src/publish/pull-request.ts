// The rolling pull request: every run commits onto one branch and keeps ONE open PR up to date.
import { commitFiles, type CommitOptions } from './git-commit.js';
import type { PublishClient } from './types.js';

export interface PullRequestOptions extends Omit<CommitOptions, 'branch'> {
  /** The branch the PR targets (the default branch). */
  base: string;
  /** The rolling branch, e.g. `wiki-ingest/updates`. */
  branch: string;
  title: string;
  /** A line describing this run, appended to the PR body. */
  bodyLine: string;
}

export interface PullRequestResult {
  sha: string;
  url: string;
  number: number;
  created: boolean;
}

const BODY_HEAD =
  'Wiki updates proposed by wiki-ingest. Each merge below added a commit to this branch; review and merge when ready.\n';

async function ensureBranch(client: PublishClient, options: PullRequestOptions): Promise<void> {
  try {
    await client.rest.git.getRef({
      owner: options.owner,
      repo: options.repo,
      ref: `heads/${options.branch}`,
    });
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err;
    const base = await client.rest.git.getRef({
      owner: options.owner,
      repo: options.repo,
      ref: `heads/${options.base}`,
    });
    await client.rest.git.createRef({
      owner: options.owner,
      repo: options.repo,
      ref: `refs/heads/${options.branch}`,
      sha: base.data.object.sha,
    });
  }
}

export async function publishPullRequest(
  client: PublishClient,
  options: PullRequestOptions,
): Promise<PullRequestResult> {
  await ensureBranch(client, options);
  const commit = await commitFiles(client, options);
  const open = await client.rest.pulls.list({
    owner: options.owner,
    repo: options.repo,
    state: 'open',
    head: `${options.owner}:${options.branch}`,
    base: options.base,
  });
  const existing = open.data[0];
  if (existing) {
    const body = `${existing.body ?? BODY_HEAD}\n- ${options.bodyLine}`;
    await client.rest.pulls.update({
      owner: options.owner,
      repo: options.repo,
      pull_number: existing.number,
      body,
    });
    return { sha: commit.sha, url: existing.html_url, number: existing.number, created: false };
  }
  const created = await client.rest.pulls.create({
    owner: options.owner,
    repo: options.repo,
    head: options.branch,
    base: options.base,
    title: options.title,
    body: `${BODY_HEAD}\n- ${options.bodyLine}`,
  });
  return {
    sha: commit.sha,
    url: created.data.html_url,
    number: created.data.number,
    created: true,
  };
}
