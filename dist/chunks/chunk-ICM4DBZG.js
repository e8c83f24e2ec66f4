import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/comments.ts
var REPLY_AUTHORS = /* @__PURE__ */ new Set(["OWNER", "MEMBER", "COLLABORATOR"]);
var mayBeOurReply = (authorType, association) => authorType === "Bot" || REPLY_AUTHORS.has((association ?? "").toUpperCase());
function issueThread(client, repo, number, since) {
  return {
    async findReply(marker) {
      const comments = await client.paginate(client.rest.issues.listComments, {
        ...repo,
        issue_number: number,
        per_page: 100,
        ...since ? { since } : {}
      });
      const found = comments.find(
        (c) => (c.body ?? "").startsWith(marker) && mayBeOurReply(c.user?.type, c.author_association)
      );
      return found ? { url: found.html_url } : null;
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
        nodes { body url authorAssociation author { __typename } }
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
        const found = replies?.nodes.find(
          (n) => n.body.startsWith(marker) && mayBeOurReply(n.author?.__typename, n.authorAssociation)
        );
        if (found) return { url: found.url };
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
//# sourceMappingURL=chunk-ICM4DBZG.js.map
