import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/merge-info/message.ts
var MERGE_PR = /^Merge pull request #\d+ from /;
function splitMessage(message) {
  const lines = message.replace(/\r\n/g, "\n").split("\n");
  let title = (lines[0] ?? "").trim();
  let rest = lines.slice(1);
  if (MERGE_PR.test(title)) {
    const i = rest.findIndex((l) => l.trim() !== "");
    if (i >= 0) {
      title = rest[i].trim();
      rest = rest.slice(i + 1);
    }
  }
  return { title, body: rest.join("\n").trim() };
}
function normaliseMessage(message) {
  const { title, body } = splitMessage(message);
  return body ? `${title}

${body}` : title;
}

export {
  splitMessage,
  normaliseMessage
};
//# sourceMappingURL=chunk-COHMVWIB.js.map
