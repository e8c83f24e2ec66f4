import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";

// src/github/reactions.ts
async function upVoters(client, repo, commentId) {
  const reactions = await client.paginate(client.rest.reactions.listForIssueComment, {
    ...repo,
    comment_id: commentId,
    content: "+1",
    per_page: 100
  });
  return reactions.map((r) => ({ login: r.user?.login ?? "", type: r.user?.type ?? "" }));
}
async function canWrite(client, repo, login) {
  const level = await unlessMissing(
    async () => (await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login })).data.permission,
    "none"
  );
  return level === "admin" || level === "write";
}

export {
  upVoters,
  canWrite
};
//# sourceMappingURL=chunk-H5VR2RVW.js.map
