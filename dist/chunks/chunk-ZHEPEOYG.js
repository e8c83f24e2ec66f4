import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unifiedDiff
} from "./chunk-7LO3LBM3.js";

// src/publish/dry-run.ts
function dryRunDiffs(files, before) {
  return files.map((f) => unifiedDiff(f.path, before[f.path] ?? null, f.content)).filter((d) => d !== "");
}
function dryRunPublisher(_target) {
  return {
    publish: async (out) => ({
      publish: { mode: "dry-run" },
      diffs: dryRunDiffs(out.files, out.before)
    })
  };
}

export {
  dryRunDiffs,
  dryRunPublisher
};
//# sourceMappingURL=chunk-ZHEPEOYG.js.map
