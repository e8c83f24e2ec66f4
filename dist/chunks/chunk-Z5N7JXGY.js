import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatCover
} from "./chunk-566MBHHS.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/lint/since-by-path.ts
var SINCE_READS = 60;
var SINCE_COMMITS = 10;
async function sinceByPath(targets, history, reads = SINCE_READS) {
  const byPath = /* @__PURE__ */ new Map();
  for (const { path, blob } of targets) byPath.set(path, (byPath.get(path) ?? /* @__PURE__ */ new Set()).add(blob));
  const found = /* @__PURE__ */ new Map();
  let left = reads;
  let unread = 0;
  for (const path of [...byPath.keys()].sort(compareCodePoints)) {
    const waiting = byPath.get(path);
    if (left < 2) {
      unread++;
      continue;
    }
    left--;
    const commits = await history.commits(path, SINCE_COMMITS);
    for (let i = 1; i < commits.length && waiting.size > 0 && left > 0; i++) {
      left--;
      const before = await history.blobAt(commits[i].sha, path);
      if (before === null || !waiting.delete(before)) continue;
      const changed = commits[i - 1];
      found.set(formatCover({ path, blob: before }), {
        commit: changed.sha,
        subject: changed.subject
      });
    }
    if (waiting.size > 0 && (commits.length >= SINCE_COMMITS || left === 0)) unread++;
  }
  return { found, unread };
}

export {
  sinceByPath
};
//# sourceMappingURL=chunk-Z5N7JXGY.js.map
