// The rolling pull request: every run commits onto one branch and keeps ONE open PR up to date.
import { commitFiles, type CommitOptions } from './git-commit.js';
import { PublishOutcomeError, type PublishClient } from './types.js';

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
  let url: string | undefined;
  try {
    const open = await client.rest.pulls.list({
      owner: options.owner,
      repo: options.repo,
      state: 'open',
      head: `${options.owner}:${options.branch}`,
      base: options.base,
    });
    const existing = open.data[0];
    if (existing) {
      // The open pull request already shows the new commit; only its body line is still to add.
      url = existing.html_url;
      await client.rest.pulls.update({
        owner: options.owner,
        repo: options.repo,
        pull_number: existing.number,
        body: `${existing.body ?? BODY_HEAD}\n- ${options.bodyLine}`,
      });
      return { sha: commit.sha, url, number: existing.number, created: false };
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
  } catch (err) {
    throw pullRequestFailed(options, commit.sha, url, err);
  }
}

/** The commit is on the rolling branch but the pull request was not opened (or not updated). */
function pullRequestFailed(
  options: PullRequestOptions,
  sha: string,
  url: string | undefined,
  err: unknown,
): PublishOutcomeError {
  const e = err as { status?: number; message?: string };
  const cause = e.status ? `HTTP ${e.status}: ${e.message ?? ''}` : (e.message ?? String(err));
  const repoUrl = options.repoUrl ?? '';
  const link = repoUrl ? ` (${repoUrl}/commit/${sha})` : '';
  const what = url
    ? `it is in the open pull request ${url}, but updating that pull request's description failed (${cause})`
    : `opening the pull request failed (${cause})`;
  const fix = url
    ? 'Give the workflow token "pull-requests: write" (permissions: in the workflow).'
    : `Allow it in the repository's Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests", and give the workflow token "pull-requests: write"; then open the pull request from "${options.branch}"${repoUrl ? ` (${repoUrl}/compare/${options.base}...${options.branch})` : ''} — the next run also opens it.`;
  return new PublishOutcomeError(
    `The wiki commit ${sha}${link} is on branch "${options.branch}", but ${what}. ${fix}`,
    'partial',
    { mode: 'pull-request', commit_sha: sha, ...(url ? { pull_request_url: url } : {}) },
    { cause: err },
  );
}
