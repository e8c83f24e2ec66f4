import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  normaliseMessage,
  splitMessage
} from "./chunk-COHMVWIB.js";

// src/merge-info/rule-input.ts
var MERGE_MESSAGE = /^Merge (?:pull request #\d+ from |branch |remote-tracking branch )/;
var isMergeMessage = (message) => MERGE_MESSAGE.test(message);
function mergeOfCommits(head, brought, files, isMerge = isMergeMessage(head.message)) {
  const { title, body } = splitMessage(head.message);
  const merge = { title, files };
  if (body) merge.body = body;
  const authors = new Set(brought.map((c) => c.author).filter((a) => !!a));
  const author = isMerge && authors.size === 1 ? [...authors][0] : head.author;
  if (author) merge.author = author;
  merge.commits = [...brought, head].map((c) => normaliseMessage(c.message));
  return merge;
}

export {
  mergeOfCommits
};
//# sourceMappingURL=chunk-GTNLFIPQ.js.map
