// Every comment of one issue or pull request thread, oldest first, as `/wiki save` reads it: the
// answer it archives, the question that answer names, and earlier archive replies. One listing
// (100 a page), never one call per comment.
import type { GitHub } from './client.js';
import type { RepoRef } from './repo.js';

export interface ThreadComment {
  id: number;
  url: string;
  createdAt: string;
  body: string;
  /** `Bot` for the workflow token's github-actions[bot] or an app. */
  authorType: string;
  login: string;
  association: string;
}

type Client = Pick<GitHub, 'rest' | 'paginate'>;

/** An issue comment as the REST API lists it (one issue's, or a repository's). */
interface ApiComment {
  id: number;
  html_url: string;
  created_at: string;
  body?: string | null | undefined;
  user: { type: string; login: string } | null;
  author_association?: string | null | undefined;
}

/** One listed comment, as every reader of comments here takes it. */
export const threadComment = (c: ApiComment): ThreadComment => ({
  id: c.id,
  url: c.html_url,
  createdAt: c.created_at,
  body: c.body ?? '',
  authorType: c.user?.type ?? '',
  login: c.user?.login ?? '',
  association: (c.author_association ?? 'NONE').toUpperCase(),
});

/** The comments of issue (or pull request) `number`, oldest first. */
export async function listThreadComments(
  client: Client,
  repo: RepoRef,
  number: number,
): Promise<ThreadComment[]> {
  const listing = { ...repo, issue_number: number, per_page: 100 };
  return (await client.paginate(client.rest.issues.listComments, listing)).map(threadComment);
}
