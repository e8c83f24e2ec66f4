// MergeInfo for one commit on the default branch, from the REST API: the commit (message, files
// with their diffs, author) and the pull request it merged, when there is one. Catching up reads
// every merge a run decides this way.
import type { RestClient } from '../github/client.js';
import { pullRequestsOfCommit, readCommit } from '../github/commits.js';
import type { MergeInfo } from '../types.js';
import type { EventContext } from './context.js';
import { normaliseMessage, splitMessage } from './message.js';

type Where = Pick<EventContext, 'owner' | 'repo' | 'serverUrl'>;

/**
 * The merged pull request behind `sha` gives the title, description and author its author wrote.
 * The look-up is optional (pull-requests: read): answered 403 or 404, the commit message decides
 * and `warn` says how to get the PR's own words.
 */
export async function withPullRequest(
  octokit: RestClient,
  where: Where,
  sha: string,
  merge: MergeInfo,
  warn: (warning: string) => void = () => {},
): Promise<MergeInfo> {
  let prs;
  try {
    prs = await pullRequestsOfCommit(octokit, { owner: where.owner, repo: where.repo }, sha);
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status !== 403 && status !== 404) throw e;
    warn(
      `The pull request behind ${sha.slice(0, 7)} could not be read (HTTP ${status}); the commit message titles this merge. Grant "pull-requests: read" for the PR's title, description and author.`,
    );
    return merge;
  }
  const pr = prs.find((p) => p.merge_commit_sha === sha) ?? prs.find((p) => p.merged_at);
  if (!pr) return merge;
  const out: MergeInfo = { ...merge, title: pr.title, pr: pr.number, url: pr.html_url };
  if (pr.body) out.body = pr.body;
  else delete out.body;
  // The PR's author, not whoever merged it: skip-authors must see the Dependabot behind a merge.
  if (pr.author) out.author = pr.author;
  return out;
}

export async function mergeFromCommit(
  octokit: RestClient,
  where: Where,
  sha: string,
): Promise<MergeInfo> {
  const commit = await readCommit(octokit, { owner: where.owner, repo: where.repo }, sha);
  const { title, body } = splitMessage(commit.message);
  const merge: MergeInfo = {
    sha: commit.sha,
    title,
    files: commit.files,
    commits: [normaliseMessage(commit.message)],
    url: `${where.serverUrl}/${where.owner}/${where.repo}/commit/${commit.sha}`,
  };
  if (body) merge.body = body;
  if (commit.author) merge.author = commit.author;
  if (commit.parent) merge.base_sha = commit.parent;
  return withPullRequest(octokit, where, commit.sha, merge);
}
