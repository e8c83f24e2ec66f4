import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/commits.ts
function fromApiFile(f) {
  const change = {
    path: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions
  };
  if (f.patch !== void 0) change.patch = f.patch;
  if (f.previous_filename) change.previous_path = f.previous_filename;
  return change;
}
async function readCommit(client, repo, sha) {
  const { data } = await client.rest.repos.getCommit({ ...repo, ref: sha, per_page: 100 });
  const read = {
    sha: data.sha,
    message: data.commit.message,
    files: (data.files ?? []).map(fromApiFile)
  };
  const author = data.author?.login || data.commit.author?.name;
  if (author) read.author = author;
  if (data.parents[0]?.sha) read.parent = data.parents[0].sha;
  return read;
}
async function pullRequestsOfCommit(client, repo, sha) {
  const { data } = await client.rest.repos.listPullRequestsAssociatedWithCommit({
    ...repo,
    commit_sha: sha
  });
  return data.map((p) => ({
    number: p.number,
    title: p.title,
    body: p.body,
    html_url: p.html_url,
    merge_commit_sha: p.merge_commit_sha ?? null,
    merged_at: p.merged_at,
    ...p.user?.login ? { author: p.user.login } : {}
  }));
}
async function listCommitsFrom(client, repo, { from, ...query }) {
  const { data } = await client.rest.repos.listCommits({
    ...repo,
    sha: from,
    per_page: 100,
    ...query
  });
  return data.map((c) => ({
    sha: c.sha,
    message: c.commit.message,
    ...c.parents[0]?.sha ? { parent: c.parents[0].sha } : {},
    ...c.commit.committer?.date ? { date: c.commit.committer.date } : {}
  }));
}

export {
  fromApiFile,
  readCommit,
  pullRequestsOfCommit,
  listCommitsFrom
};
//# sourceMappingURL=chunk-W75CVDYS.js.map
