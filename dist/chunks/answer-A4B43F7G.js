import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/answer.ts
async function answerComment(root) {
  const { runCommentEvent } = await import("./comment-event-EDF3PXST.js");
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}
async function archiveLiked(root) {
  const { archiveByReactions } = await import("./archive-by-reactions-4WEZTI2E.js");
  return archiveByReactions(root.scope);
}
export {
  answerComment,
  archiveLiked
};
//# sourceMappingURL=answer-A4B43F7G.js.map
