import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/answer.ts
async function answerComment(root) {
  const { runCommentEvent } = await import("./comment-event-FS7LAZB4.js");
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}
async function archiveLiked(root) {
  const { archiveByReactions } = await import("./archive-by-reactions-T4WDBPA3.js");
  return archiveByReactions(root.scope);
}
export {
  answerComment,
  archiveLiked
};
//# sourceMappingURL=answer-RNC7TA3T.js.map
