import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/answer.ts
async function answerWikiComment(root) {
  const { runCommentEvent } = await import("./comment-event-MGBMJ3FN.js");
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}
async function archiveLiked(root) {
  const { archiveByReactions } = await import("./archive-by-reactions-2LG3MUK7.js");
  return archiveByReactions(root.scope);
}
export {
  answerWikiComment,
  archiveLiked
};
//# sourceMappingURL=answer-TDL7XKOX.js.map
