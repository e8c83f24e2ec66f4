// Discussions for the git-backed fake GitHub, served as GitHub serves them: only through GraphQL
// (`POST /graphql`). It answers the three operations the action sends — a comment's thread root
// (`node { ... on DiscussionComment { id replyTo { id } } }`), a thread's replies (paginated) and
// `addDiscussionComment` — and refuses, as GitHub does, a reply to a reply. Records live in memory.
//
//   const discussions = new FakeDiscussions(hub);
//   const d = discussions.open('How do tokens rotate?');
//   const payload = discussionCommentEvent(hub, discussions.comment(d, '/wiki how?', 'OWNER'));
import type { FakeRequest } from './fake-github.js';
import type { GitBackedGitHub } from './git-backed-github.js';
import { stamp } from './git-backed-shapes.js';

export interface DiscussionRecord {
  number: number;
  nodeId: string;
  title: string;
  comments: DiscussionCommentRecord[];
}

export interface DiscussionCommentRecord {
  /** The numeric (database) id. */
  id: number;
  nodeId: string;
  discussion: DiscussionRecord;
  body: string;
  user: string;
  association: string;
  /** The node id of the top-level comment it replies to, if a reply. */
  replyTo: string | null;
  createdAt: string;
}

export class FakeDiscussions {
  readonly discussions: DiscussionRecord[] = [];
  /** Replies per page; lower it to exercise paging. */
  pageSize = 100;

  constructor(private readonly hub: GitBackedGitHub) {
    hub.graphql.onGraphql((req) => this.graphql(req));
  }

  open(title: string): DiscussionRecord {
    const number = this.hub.newNumber();
    const d: DiscussionRecord = { number, nodeId: `D_kw${number}`, title, comments: [] };
    this.discussions.push(d);
    return d;
  }

  /** A comment by a person (or a reply to `replyTo`). */
  comment(
    d: DiscussionRecord,
    body: string,
    options: { association?: string; user?: string; replyTo?: DiscussionCommentRecord } = {},
  ): DiscussionCommentRecord {
    const id = this.hub.newId();
    const c: DiscussionCommentRecord = {
      id,
      nodeId: `DC_kw${id}`,
      discussion: d,
      body,
      user: options.user ?? 'ada',
      association: options.association ?? 'MEMBER',
      replyTo: options.replyTo?.nodeId ?? null,
      createdAt: stamp(),
    };
    d.comments.push(c);
    return c;
  }

  /** Every reply under a top-level comment, oldest first. */
  repliesTo(nodeId: string): DiscussionCommentRecord[] {
    return this.discussions.flatMap((d) => d.comments.filter((c) => c.replyTo === nodeId));
  }

  private find(nodeId: unknown): DiscussionCommentRecord | undefined {
    return this.discussions.flatMap((d) => d.comments).find((c) => c.nodeId === nodeId);
  }

  private url(c: DiscussionCommentRecord): string {
    return `${this.hub.htmlUrl}/discussions/${c.discussion.number}#discussioncomment-${c.id}`;
  }

  private graphql(req: FakeRequest) {
    const { query, variables = {} } = req.body as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const fail = (message: string, type = 'UNPROCESSABLE') => ({
      body: { data: null, errors: [{ type, message, path: ['addDiscussionComment'] }] },
    });
    if (/addDiscussionComment/.test(query)) {
      const d = this.discussions.find((x) => x.nodeId === variables.discussionId);
      if (!d)
        return fail(
          `Could not resolve to a node with the global id of '${String(variables.discussionId)}'`,
          'NOT_FOUND',
        );
      const parent = variables.replyToId ? this.find(variables.replyToId) : undefined;
      if (variables.replyToId && !parent)
        return fail(
          `Could not resolve to a node with the global id of '${String(variables.replyToId)}'`,
          'NOT_FOUND',
        );
      if (parent?.replyTo) return fail('Parent comment is already in a thread, cannot reply to it');
      const c = this.comment(d, String(variables.body), {
        user: 'github-actions[bot]',
        association: 'NONE',
        ...(parent ? { replyTo: parent } : {}),
      });
      return { body: { data: { addDiscussionComment: { comment: { url: this.url(c) } } } } };
    }
    const c = this.find(variables.id);
    if (/replies\(/.test(query)) {
      if (!c) return { body: { data: { node: null } } };
      const all = this.repliesTo(c.nodeId);
      const start = variables.after ? Number(variables.after) : 0;
      const page = all.slice(start, start + this.pageSize);
      const end = start + page.length;
      return {
        body: {
          data: {
            node: {
              replies: {
                pageInfo: { hasNextPage: end < all.length, endCursor: String(end) },
                nodes: page.map((r) => ({
                  body: r.body,
                  url: this.url(r),
                  authorAssociation: r.association,
                  author: { __typename: r.user.endsWith('[bot]') ? 'Bot' : 'User', login: r.user },
                })),
              },
            },
          },
        },
      };
    }
    if (/replyTo/.test(query))
      return {
        body: {
          data: {
            node: c ? { id: c.nodeId, replyTo: c.replyTo ? { id: c.replyTo } : null } : null,
          },
        },
      };
    return fail(`The fake GitHub GraphQL API does not serve this query: ${query.slice(0, 80)}`);
  }
}
