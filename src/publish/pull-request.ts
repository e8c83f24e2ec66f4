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

async function ensureBranch(client: PublishClient, o: PullRequestOptions): Promise<void> {
  try {
    await client.rest.git.getRef({ owner: o.owner, repo: o.repo, ref: `heads/${o.branch}` });
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err;
    const base = await client.rest.git.getRef({
      owner: o.owner,
      repo: o.repo,
      ref: `heads/${o.base}`,
    });
    await client.rest.git.createRef({
      owner: o.owner,
      repo: o.repo,
      ref: `refs/heads/${o.branch}`,
      sha: base.data.object.sha,
    });
  }
}

export async function publishPullRequest(
  client: PublishClient,
  o: PullRequestOptions,
): Promise<PullRequestResult> {
  await ensureBranch(client, o);
  const commit = await commitFiles(client, o);
  const open = await client.rest.pulls.list({
    owner: o.owner,
    repo: o.repo,
    state: 'open',
    head: `${o.owner}:${o.branch}`,
    base: o.base,
  });
  const existing = open.data[0];
  if (existing) {
    const body = `${existing.body ?? BODY_HEAD}\n- ${o.bodyLine}`;
    await client.rest.pulls.update({
      owner: o.owner,
      repo: o.repo,
      pull_number: existing.number,
      body,
    });
    return { sha: commit.sha, url: existing.html_url, number: existing.number, created: false };
  }
  const created = await client.rest.pulls.create({
    owner: o.owner,
    repo: o.repo,
    head: o.branch,
    base: o.base,
    title: o.title,
    body: `${BODY_HEAD}\n- ${o.bodyLine}`,
  });
  return {
    sha: commit.sha,
    url: created.data.html_url,
    number: created.data.number,
    created: true,
  };
}
