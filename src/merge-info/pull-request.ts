// MergeInfo from a `pull_request` event: only `closed` with `merged == true` is a merge. Title,
// body and author come from the payload; every file (paginated past 100) from the API, fetched
// only when the message rules have not already skipped it.
import type { MergeInfo } from '../types.js';
import type { EventContext, NoOp } from './context.js';

export interface PullRequestPayload {
  action?: string;
  number?: number;
  pull_request?: {
    number: number;
    title: string;
    body?: string | null;
    merged?: boolean;
    merge_commit_sha?: string | null;
    html_url?: string;
    user?: { login?: string } | null;
    base?: { sha?: string; ref?: string };
  };
  repository?: { default_branch?: string };
}

export async function mergeFromPullRequest(
  payload: PullRequestPayload,
  ctx: EventContext,
): Promise<MergeInfo | NoOp> {
  const pr = payload.pull_request;
  if (!pr) throw new Error('The pull_request event has no "pull_request" object.');
  if (payload.action !== 'closed')
    return {
      noop: true,
      reason: `Pull request #${pr.number} was ${payload.action ?? 'updated'}, not merged; wiki-ingest runs when a pull request is merged.`,
    };
  if (!pr.merged)
    return {
      noop: true,
      reason: `Pull request #${pr.number} was closed without merging; nothing to ingest.`,
    };
  // The wiki follows the default branch; a merge into another branch is not ingested (as pushes).
  const main = payload.repository?.default_branch;
  if (main && pr.base?.ref && pr.base.ref !== main)
    return {
      noop: true,
      reason: `Pull request #${pr.number} was merged into ${pr.base.ref}, not the default branch (${main}); wiki-ingest ingests merges to ${main} only. Limit the workflow with "on: pull_request: branches: [${main}]".`,
    };

  const merge: MergeInfo = { title: pr.title, files: [], pr: pr.number };
  if (pr.body) merge.body = pr.body;
  if (pr.user?.login) merge.author = pr.user.login;
  if (pr.merge_commit_sha) merge.sha = pr.merge_commit_sha;
  if (pr.html_url) merge.url = pr.html_url;
  if (pr.base?.sha) merge.base_sha = pr.base.sha;
  if (!ctx.needsFileList(merge, false)) return merge;
  // The merge commit against its first parent: what the pull request brought to the branch.
  const fromCheckout = merge.sha ? await ctx.checkout?.files(merge.sha) : null;
  if (fromCheckout) return { ...merge, files: fromCheckout };

  const octokit = await ctx.github();
  const { pullRequestFiles } = await import('../github/pulls.js');
  merge.files = await pullRequestFiles(octokit, { owner: ctx.owner, repo: ctx.repo }, pr.number);
  return merge;
}
