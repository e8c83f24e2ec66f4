import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  codePoints,
  sliceCodePoints
} from "./chunk-P2XLVFBX.js";

// src/merge-info/free-text.ts
var TRIAGE_DESCRIPTION_CHARS = 4e3;
var INGEST_DESCRIPTION_CHARS = 8e3;
var COMMIT_LIST_CHARS = 3e3;
var HEAD_SHARE = 2 / 3;
function headAndTail(text, cap) {
  const total = codePoints(text);
  if (total <= cap) return { text, cut: null };
  const head = Math.floor(cap * HEAD_SHARE);
  const tail = cap - head;
  const chars = [...text];
  return {
    text: `${sliceCodePoints(text, head)}
[\u2026]
${chars.slice(total - tail).join("")}`,
    cut: { head, tail, total }
  };
}
var n = (x) => x.toLocaleString("en-US");
function descriptionLines(body, cap) {
  const text = body?.trim() ?? "";
  if (text === "") return [];
  const shown = headAndTail(text, cap);
  return [
    untrusted("description", shown.text),
    ...shown.cut ? [
      `[description cut: ${n(shown.cut.total)} characters, over the cap of ${n(cap)}; the first ${n(shown.cut.head)} and the last ${n(shown.cut.tail)} are shown, "[\u2026]" marks the cut]`
    ] : []
  ];
}
function commitListLines(commits, cap = COMMIT_LIST_CHARS) {
  if (!commits || commits.length < 2) return [];
  const lines = [];
  let used = 0;
  for (const c of commits) {
    const line = `- ${[...c.split("\n")[0]].slice(0, 200).join("")}`;
    if (lines.length && used + line.length + 1 > cap) break;
    lines.push(line);
    used += line.length + 1;
  }
  const more = commits.length - lines.length;
  return [
    untrusted("commit messages", lines.join("\n")),
    ...more ? [`[+${n(more)} more commit messages not listed]`] : []
  ];
}

export {
  TRIAGE_DESCRIPTION_CHARS,
  INGEST_DESCRIPTION_CHARS,
  descriptionLines,
  commitListLines
};
//# sourceMappingURL=chunk-VHFLPNFU.js.map
