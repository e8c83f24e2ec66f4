import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";

// src/git/past-changes.ts
var HISTORY_COMMITS = 5e3;
var RS = "";
async function pastChanges(repoDir, rev, maxCount = HISTORY_COMMITS) {
  const out = await gitBuffer(repoDir, [
    "-c",
    "core.quotepath=false",
    "log",
    "--first-parent",
    "--diff-merges=first-parent",
    "--no-renames",
    "--name-only",
    "-z",
    "--format=%x1e",
    `--max-count=${maxCount}`,
    "--end-of-options",
    rev,
    "--"
  ]).catch(() => null);
  if (out === null) return null;
  return out.toString("utf8").split(RS).slice(1).map((record) => ({
    paths: record.split("\0").map((p) => p.replace(/^\n/, "")).filter(Boolean)
  }));
}

export {
  HISTORY_COMMITS,
  pastChanges
};
//# sourceMappingURL=chunk-H5ILJIEG.js.map
