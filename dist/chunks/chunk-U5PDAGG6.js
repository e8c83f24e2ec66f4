import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  normaliseMessage,
  splitMessage
} from "./chunk-COHMVWIB.js";
import {
  pullRequestsOfCommit,
  readCommit
} from "./chunk-W75CVDYS.js";

// src/merge-info/commit.ts
async function withPullRequest(octokit, where, sha, merge, warn = () => {
}) {
  let prs;
  try {
    prs = await pullRequestsOfCommit(octokit, { owner: where.owner, repo: where.repo }, sha);
  } catch (e) {
    const status = e.status;
    if (status !== 403 && status !== 404) throw e;
    warn(
      `The pull request behind ${sha.slice(0, 7)} could not be read (HTTP ${status}); the commit message titles this merge. Grant "pull-requests: read" for the PR's title, description and author.`
    );
    return merge;
  }
  const pr = prs.find((p) => p.merge_commit_sha === sha) ?? prs.find((p) => p.merged_at);
  if (!pr) return merge;
  const out = { ...merge, title: pr.title, pr: pr.number, url: pr.html_url };
  if (pr.body) out.body = pr.body;
  else delete out.body;
  if (pr.author) out.author = pr.author;
  return out;
}
async function mergeFromCommit(octokit, where, sha) {
  const commit = await readCommit(octokit, { owner: where.owner, repo: where.repo }, sha);
  const { title, body } = splitMessage(commit.message);
  const merge = {
    sha: commit.sha,
    title,
    files: commit.files,
    commits: [normaliseMessage(commit.message)],
    url: `${where.serverUrl}/${where.owner}/${where.repo}/commit/${commit.sha}`
  };
  if (body) merge.body = body;
  if (commit.author) merge.author = commit.author;
  if (commit.parent) merge.base_sha = commit.parent;
  return withPullRequest(octokit, where, commit.sha, merge);
}

export {
  withPullRequest,
  mergeFromCommit
};
//# sourceMappingURL=chunk-U5PDAGG6.js.map
