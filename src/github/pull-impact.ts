// The GitHub calls of mode: impact beyond the reads ingest shares: the sticky comment (found by
// its hidden marker among the token's own comments, created once, then edited), the reviewers a
// pull request already has and the ones it is asked for, a check run with annotations, the
// CODEOWNERS file, and a count of every request the run's client sends.
import type { GitHub } from './client.js';
import { readFileAt } from './content.js';
import { sameAccount, tokenLogin } from './identity.js';
import type { RepoRef } from './repo.js';

type Client = Pick<GitHub, 'rest' | 'paginate' | 'graphql'>;

/** Every request `client` sends from now on (REST, GraphQL, each page of a listing), counted. */
export function countCalls(client: Pick<GitHub, 'hook'>): () => number {
  let n = 0;
  client.hook.before('request', () => {
    n++;
  });
  return () => n;
}

export interface StickyComment {
  id: number;
  body: string;
  url: string;
}

/**
 * The comment of this pull request whose body starts with `marker` and that the token's account
 * wrote (./identity.ts: one GraphQL call, made only when a comment carries the marker); null when
 * there is none. Nobody else's comment is ever edited: not a person quoting the marker, not
 * another app's bot that opens its own comments with it.
 */
export async function findStickyComment(
  client: Client,
  repo: RepoRef,
  number: number,
  marker: string,
): Promise<StickyComment | null> {
  const comments = await client.paginate(client.rest.issues.listComments, {
    ...repo,
    issue_number: number,
    per_page: 100,
  });
  const marked = comments.filter((c) => (c.body ?? '').startsWith(marker));
  if (marked.length === 0) return null;
  const login = await tokenLogin(client);
  const c = marked.find((m) => sameAccount(m.user?.login ?? '', login, m.user?.type));
  return c ? { id: c.id, body: c.body ?? '', url: c.html_url } : null;
}

/** The comment GitHub answered with (its body as sent when the answer has none). */
const sticky = (
  data: { id: number; body?: string | null; html_url: string },
  body: string,
): StickyComment => ({ id: data.id, body: data.body ?? body, url: data.html_url });

export const createComment = async (client: Client, repo: RepoRef, number: number, body: string) =>
  sticky(
    (await client.rest.issues.createComment({ ...repo, issue_number: number, body })).data,
    body,
  );

export const editComment = async (client: Client, repo: RepoRef, id: number, body: string) =>
  sticky((await client.rest.issues.updateComment({ ...repo, comment_id: id, body })).data, body);

/** The users and teams a pull request already asks for review, and who already reviewed it. */
export async function requestedReviewers(
  client: Client,
  repo: RepoRef,
  number: number,
): Promise<{ users: string[]; teams: string[] }> {
  const { data } = await client.rest.pulls.listRequestedReviewers({ ...repo, pull_number: number });
  return { users: data.users.map((u) => u.login), teams: data.teams.map((t) => t.slug) };
}

export async function requestReviewers(
  client: Client,
  repo: RepoRef,
  number: number,
  ask: { users: string[]; teams: string[] },
): Promise<void> {
  await client.rest.pulls.requestReviewers({
    ...repo,
    pull_number: number,
    reviewers: ask.users,
    team_reviewers: ask.teams,
  });
}

/** GitHub's own places for CODEOWNERS, in the order it looks. */
const CODEOWNERS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

/** The CODEOWNERS file at `ref` (its path and text), or null when the repository has none. */
export async function readCodeOwners(
  client: Client,
  repo: RepoRef,
  ref: string,
): Promise<{ path: string; text: string } | null> {
  for (const path of CODEOWNERS) {
    const file = await readFileAt(client, repo, path, ref);
    if (file.kind === 'file') return { path, text: file.bytes.toString('utf8') };
  }
  return null;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

/** The API takes at most 50 annotations a request. */
const ANNOTATIONS_PER_CALL = 50;

/** A completed check run on `headSha`, its annotations in the create call and, past 50, updates. */
export async function createCheckRun(
  client: Client,
  repo: RepoRef,
  run: {
    name: string;
    headSha: string;
    conclusion: 'success' | 'neutral';
    title: string;
    summary: string;
    annotations: Annotation[];
  },
): Promise<string> {
  const batches: Annotation[][] = [];
  for (let i = 0; i < run.annotations.length; i += ANNOTATIONS_PER_CALL)
    batches.push(run.annotations.slice(i, i + ANNOTATIONS_PER_CALL));
  const output = (annotations: Annotation[] = []) => ({
    title: run.title,
    summary: run.summary,
    annotations,
  });
  const { data } = await client.rest.checks.create({
    ...repo,
    name: run.name,
    head_sha: run.headSha,
    status: 'completed',
    conclusion: run.conclusion,
    output: output(batches[0]),
  });
  for (const batch of batches.slice(1))
    await client.rest.checks.update({ ...repo, check_run_id: data.id, output: output(batch) });
  return data.html_url ?? '';
}
