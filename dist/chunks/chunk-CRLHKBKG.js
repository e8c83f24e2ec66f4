import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  sameAccount,
  tokenLogin
} from "./chunk-F5LXARE4.js";

// src/github/comments.ts
var isOurReply = async (client, author, type) => sameAccount(author ?? "", await tokenLogin(client), type);
function issueThread(client, repo, number, since) {
  return {
    async findReply(marker) {
      const comments = await client.paginate(client.rest.issues.listComments, {
        ...repo,
        issue_number: number,
        per_page: 100,
        ...since ? { since } : {}
      });
      for (const c of comments)
        if ((c.body ?? "").startsWith(marker) && await isOurReply(client, c.user?.login, c.user?.type))
          return { url: c.html_url };
      return null;
    },
    async post(body) {
      const { data } = await client.rest.issues.createComment({
        ...repo,
        issue_number: number,
        body
      });
      return { url: data.html_url };
    }
  };
}
var THREAD_QUERY = `query($id: ID!) {
  node(id: $id) { ... on DiscussionComment { id replyTo { id } } }
}`;
var REPLIES_QUERY = `query($id: ID!, $after: String) {
  node(id: $id) {
    ... on DiscussionComment {
      replies(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { body url author { login } }
      }
    }
  }
}`;
var ADD_REPLY = `mutation($discussionId: ID!, $replyToId: ID!, $body: String!) {
  addDiscussionComment(input: { discussionId: $discussionId, replyToId: $replyToId, body: $body }) {
    comment { url }
  }
}`;
function discussionThread(client, thread) {
  let root;
  const rootId = () => root ??= client.graphql(THREAD_QUERY, { id: thread.commentNodeId }).then((a) => {
    if (!a.node)
      throw new Error(
        `Discussion comment ${thread.commentNodeId} was not found (deleted, or the token cannot read discussions).`
      );
    return a.node.replyTo?.id ?? a.node.id;
  });
  return {
    async findReply(marker) {
      let after = null;
      for (; ; ) {
        const a = await client.graphql(REPLIES_QUERY, {
          id: await rootId(),
          after
        });
        const replies = a.node?.replies;
        for (const n of replies?.nodes ?? [])
          if (n.body.startsWith(marker) && await isOurReply(client, n.author?.login))
            return { url: n.url };
        if (!replies?.pageInfo.hasNextPage) return null;
        after = replies.pageInfo.endCursor;
      }
    },
    async post(body) {
      const a = await client.graphql(
        ADD_REPLY,
        { discussionId: thread.discussionNodeId, replyToId: await rootId(), body }
      );
      return { url: a.addDiscussionComment.comment.url };
    }
  };
}
function replyThread(client, repo, thread, since = "") {
  return thread.kind === "issue" ? issueThread(client, repo, thread.number, since) : discussionThread(client, thread);
}

export {
  replyThread
};
//# sourceMappingURL=chunk-CRLHKBKG.js.map
