// One commit as the REST API tells it (message, author, parent, files with their diffs) and the
// pull requests that merged it: what MergeInfo is read from. The API's file shape becomes a
// FileChange here, so it never leaves this folder.
import type { FileChange } from '../types.js';
import type { RestClient } from './client.js';
import type { RepoRef } from './repo.js';

/** A file as the REST API lists it (compare, commit and pull request files). */
export interface ApiFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string;
  previous_filename?: string;
}

export function fromApiFile(f: ApiFile): FileChange {
  const change: FileChange = {
    path: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
  };
  if (f.patch !== undefined) change.patch = f.patch;
  if (f.previous_filename) change.previous_path = f.previous_filename;
  return change;
}

export interface CommitRead {
  sha: string;
  message: string;
  /** The commit's files (the API's first page of up to 100… 300), against its first parent. */
  files: FileChange[];
  /** The GitHub login of its author, else the author's name in the commit; absent when neither. */
  author?: string;
  /** Its first parent. */
  parent?: string;
}

/** One commit with its files. Throws the API's error. */
export async function readCommit(
  client: RestClient,
  repo: RepoRef,
  sha: string,
): Promise<CommitRead> {
  const { data } = await client.rest.repos.getCommit({ ...repo, ref: sha, per_page: 100 });
  const read: CommitRead = {
    sha: data.sha,
    message: data.commit.message,
    files: (data.files ?? []).map(fromApiFile),
  };
  const author = data.author?.login || data.commit.author?.name;
  if (author) read.author = author;
  if (data.parents[0]?.sha) read.parent = data.parents[0].sha;
  return read;
}

/** A pull request as the commit's associated pull requests list it. */
export interface CommitPullRequest {
  number: number;
  title: string;
  body: string | null;
  html_url: string;
  merge_commit_sha: string | null;
  merged_at: string | null;
  /** The pull request's author. */
  author?: string;
}

/** The pull requests associated with a commit (needs pull-requests: read). Throws the API's error. */
export async function pullRequestsOfCommit(
  client: RestClient,
  repo: RepoRef,
  sha: string,
): Promise<CommitPullRequest[]> {
  const { data } = await client.rest.repos.listPullRequestsAssociatedWithCommit({
    ...repo,
    commit_sha: sha,
  });
  return data.map((p) => ({
    number: p.number,
    title: p.title,
    body: p.body,
    html_url: p.html_url,
    merge_commit_sha: p.merge_commit_sha ?? null,
    merged_at: p.merged_at,
    ...(p.user?.login ? { author: p.user.login } : {}),
  }));
}

/** A commit as the branch listing gives it: enough to walk first parents. */
export interface ListedCommit {
  sha: string;
  message: string;
  parent?: string;
  /** The committer's date (ISO 8601), when GitHub gives one. */
  date?: string;
}

/**
 * Which commits reachable from `from` to list: one page (of 100 unless `per_page` says fewer), only
 * those that changed `path` when it is given.
 */
export interface CommitQuery {
  from: string;
  page?: number;
  per_page?: number;
  path?: string;
}

/** One page of the history `query` asks for, newest first. */
export async function listCommitsFrom(
  client: RestClient,
  repo: RepoRef,
  { from, ...query }: CommitQuery,
): Promise<ListedCommit[]> {
  const { data } = await client.rest.repos.listCommits({
    ...repo,
    sha: from,
    per_page: 100,
    ...query,
  });
  return data.map((c) => ({
    sha: c.sha,
    message: c.commit.message,
    ...(c.parents[0]?.sha ? { parent: c.parents[0].sha } : {}),
    ...(c.commit.committer?.date ? { date: c.commit.committer.date } : {}),
  }));
}
