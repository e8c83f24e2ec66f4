// Replies to a /wiki comment: finding an earlier answer (by its hidden marker) and posting one.
// Issue and pull request threads through the REST API; discussions only have GraphQL, where a
// reply goes under the top-level comment of the thread (a reply to a reply is refused).
import type { GitHub } from './client.js';
import { sameAccount, tokenLogin } from './identity.js';
import type { RepoRef } from './repo.js';

/** Where a reply goes: an issue or pull request thread, or a discussion comment's thread. */
export type AskThread =
  | { kind: 'issue'; number: number }
  | { kind: 'discussion'; number: number; discussionNodeId: string; commentNodeId: string };

export interface PostedReply {
  url: string;
}

/** What the ask flow needs from a thread; tests and the action give the same calls. */
export interface ReplyThread {
  /**
   * The reply already posted: a comment whose body starts with `marker` (as every reply does; a
   * person quoting the marker later in a comment does not silence the answer), or null.
   */
  findReply(marker: string): Promise<PostedReply | null>;
  post(body: string): Promise<PostedReply>;
}

type Client = Pick<GitHub, 'rest' | 'paginate' | 'graphql'>;

/**
 * Whether a comment carrying the marker is our earlier reply: posted by the account the run's
 * token acts as (./identity.ts). Anyone else — another app's bot too — could open a comment with
 * another comment's marker to silence its answer.
 */
const isOurReply = async (
  client: Client,
  author: string | undefined,
  type?: string,
): Promise<boolean> => sameAccount(author ?? '', await tokenLogin(client), type);

function issueThread(client: Client, repo: RepoRef, number: number, since: string): ReplyThread {
  return {
    async findReply(marker) {
      // Replies are newer than the question: listing from its date skips the thread's history.
      const comments = await client.paginate(client.rest.issues.listComments, {
        ...repo,
        issue_number: number,
        per_page: 100,
        ...(since ? { since } : {}),
      });
      for (const c of comments)
        if (
          (c.body ?? '').startsWith(marker) &&
          (await isOurReply(client, c.user?.login, c.user?.type))
        )
          return { url: c.html_url };
      return null;
    },
    async post(body) {
      const { data } = await client.rest.issues.createComment({
        ...repo,
        issue_number: number,
        body,
      });
      return { url: data.html_url };
    },
  };
}

const THREAD_QUERY = `query($id: ID!) {
  node(id: $id) { ... on DiscussionComment { id replyTo { id } } }
}`;

const REPLIES_QUERY = `query($id: ID!, $after: String) {
  node(id: $id) {
    ... on DiscussionComment {
      replies(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { body url author { login } }
      }
    }
  }
}`;

const ADD_REPLY = `mutation($discussionId: ID!, $replyToId: ID!, $body: String!) {
  addDiscussionComment(input: { discussionId: $discussionId, replyToId: $replyToId, body: $body }) {
    comment { url }
  }
}`;

interface ThreadAnswer {
  node: { id: string; replyTo: { id: string } | null } | null;
}
interface RepliesAnswer {
  node: {
    replies: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: {
        body: string;
        url: string;
        author?: { login?: string } | null;
      }[];
    };
  } | null;
}

function discussionThread(
  client: Client,
  thread: Extract<AskThread, { kind: 'discussion' }>,
): ReplyThread {
  let root: Promise<string> | undefined;
  /** The thread's top-level comment: the one asked in, or the one it replies to. */
  const rootId = () =>
    (root ??= client.graphql<ThreadAnswer>(THREAD_QUERY, { id: thread.commentNodeId }).then((a) => {
      if (!a.node)
        throw new Error(
          `Discussion comment ${thread.commentNodeId} was not found (deleted, or the token cannot read discussions).`,
        );
      return a.node.replyTo?.id ?? a.node.id;
    }));
  return {
    async findReply(marker) {
      let after: string | null = null;
      for (;;) {
        const a: RepliesAnswer = await client.graphql<RepliesAnswer>(REPLIES_QUERY, {
          id: await rootId(),
          after,
        });
        const replies = a.node?.replies;
        for (const n of replies?.nodes ?? [])
          if (n.body.startsWith(marker) && (await isOurReply(client, n.author?.login)))
            return { url: n.url };
        if (!replies?.pageInfo.hasNextPage) return null;
        after = replies.pageInfo.endCursor;
      }
    },
    async post(body) {
      const a = await client.graphql<{ addDiscussionComment: { comment: { url: string } } }>(
        ADD_REPLY,
        { discussionId: thread.discussionNodeId, replyToId: await rootId(), body },
      );
      return { url: a.addDiscussionComment.comment.url };
    },
  };
}

/** The thread a /wiki comment was written in. `since`: the asking comment's created_at. */
export function replyThread(
  client: Client,
  repo: RepoRef,
  thread: AskThread,
  since = '',
): ReplyThread {
  return thread.kind === 'issue'
    ? issueThread(client, repo, thread.number, since)
    : discussionThread(client, thread);
}
