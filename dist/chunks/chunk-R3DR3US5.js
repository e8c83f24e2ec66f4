import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/thread-comments.ts
var threadComment = (c) => ({
  id: c.id,
  url: c.html_url,
  createdAt: c.created_at,
  body: c.body ?? "",
  authorType: c.user?.type ?? "",
  login: c.user?.login ?? "",
  association: (c.author_association ?? "NONE").toUpperCase()
});
async function listThreadComments(client, repo, number) {
  const listing = { ...repo, issue_number: number, per_page: 100 };
  return (await client.paginate(client.rest.issues.listComments, listing)).map(threadComment);
}

export {
  threadComment,
  listThreadComments
};
//# sourceMappingURL=chunk-R3DR3US5.js.map
