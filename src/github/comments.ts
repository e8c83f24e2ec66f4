// Replies to a /wiki comment: finding an earlier answer (by its hidden marker) and posting one.
// Issue and pull request threads through the REST API; discussions only have GraphQL, where a
// reply goes under the top-level comment of the thread (a reply to a reply is refused).
import type { GitHub } from './client.js';
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
 * Whether a comment carrying the marker can be our earlier reply: posted by a bot (the workflow
 * token's github-actions[bot], or an app) or by someone with write access (a personal token's
 * owner). Anyone else could open a comment with another comment's marker to silence its answer.
 */
const REPLY_AUTHORS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
const mayBeOurReply = (authorType: string | undefined, association: string | undefined) =>
  authorType === 'Bot' || REPLY_AUTHORS.has((association ?? '').toUpperCase());

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
      const found = comments.find(
        (c) =>
          (c.body ?? '').startsWith(marker) && mayBeOurReply(c.user?.type, c.author_association),
      );
      return found ? { url: found.html_url } : null;
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
        nodes { body url authorAssociation author { __typename } }
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
        authorAssociation?: string;
        author?: { __typename?: string } | null;
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
        const found = replies?.nodes.find(
          (n) =>
            n.body.startsWith(marker) && mayBeOurReply(n.author?.__typename, n.authorAssociation),
        );
        if (found) return { url: found.url };
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
