import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/answer.ts
async function answerComment(root) {
  const { runCommentEvent } = await import("./comment-event-6GTZHV2K.js");
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}
async function archiveLiked(root) {
  const { archiveByReactions } = await import("./archive-by-reactions-Z7USY7O7.js");
  return archiveByReactions(root.scope);
}
export {
  answerComment,
  archiveLiked
};
//# sourceMappingURL=answer-DPFQ22D3.js.map
