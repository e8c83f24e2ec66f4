import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/answer.ts
async function answerWikiComment(root) {
  const { runCommentEvent } = await import("./comment-event-6EFM6UGZ.js");
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}
async function archiveLiked(root) {
  const { archiveByReactions } = await import("./archive-by-reactions-5IQYPJF5.js");
  return archiveByReactions(root.scope);
}
export {
  answerWikiComment,
  archiveLiked
};
//# sourceMappingURL=answer-NF4U5DTA.js.map
