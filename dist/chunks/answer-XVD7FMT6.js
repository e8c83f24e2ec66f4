import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/answer.ts
async function answerComment(root) {
  const { runCommentEvent } = await import("./comment-event-SOP2SQEG.js");
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}
async function archiveLiked(root) {
  const { archiveByReactions } = await import("./archive-by-reactions-KRBRXZXW.js");
  return archiveByReactions(root.scope);
}
export {
  answerComment,
  archiveLiked
};
//# sourceMappingURL=answer-XVD7FMT6.js.map
