// The /wiki answers of a repository, read back for the ask pulse: one listing of every issue and
// pull request comment since a date (`GET /repos/{owner}/{repo}/issues/comments`, 100 a page —
// one call per page, never one per comment), keeping the comments that open with the answer
// marker. Each comes with its reaction counts from the listing's `reactions` rollup, so 👍 / 👎
// cost no further call. Discussions have no such listing (GraphQL per discussion) and are not read.
import { ANSWER_MARKER_LINE } from '../answer-marker.js';
import type { GitHub } from './client.js';
import type { RepoRef } from './repo.js';
import { threadComment, type ThreadComment } from './thread-comments.js';

/** An answer comment: who wrote it (`github-actions[bot]`, an app's `<slug>[bot]`, a person) and how it was received. */
export interface AnswerComment extends ThreadComment {
  /** 👍 and 👎 counts from the listing's reaction rollup (0 when GitHub gives none). */
  up: number;
  down: number;
}

export interface AnswerListing {
  answers: AnswerComment[];
  /** Calls made (pages read). */
  pages: number;
  /** Set when the page cap stopped the listing before its end. */
  truncated: boolean;
}

/** At most this many pages (10,000 comments) a pulse reads; the listing says when it stopped. */
export const MAX_COMMENT_PAGES = 100;

type Client = Pick<GitHub, 'rest' | 'paginate'>;

/** Answer comments created or edited since `since` (ISO), oldest first. */
export async function listAnswerComments(
  client: Client,
  repo: RepoRef,
  since: string,
  maxPages = MAX_COMMENT_PAGES,
): Promise<AnswerListing> {
  const answers: AnswerComment[] = [];
  let pages = 0;
  const listing = client.paginate.iterator(client.rest.issues.listCommentsForRepo, {
    ...repo,
    since,
    sort: 'created',
    direction: 'asc',
    per_page: 100,
  });
  for await (const page of listing) {
    pages++;
    for (const c of page.data) {
      if (!ANSWER_MARKER_LINE.test(c.body ?? '')) continue;
      answers.push({
        ...threadComment(c),
        up: c.reactions?.['+1'] ?? 0,
        down: c.reactions?.['-1'] ?? 0,
      });
    }
    if (pages >= maxPages)
      return { answers, pages, truncated: Boolean(page.headers.link?.includes('rel="next"')) };
  }
  return { answers, pages, truncated: false };
}
