import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  publishesOf
} from "./chunk-UTCUGKNB.js";

// src/publish/mode.ts
var archiveBranch = (answerId) => `wiki-ingest/archive/${answerId}`;
function publishConfig(config, kind, ownBranch) {
  switch (publishesOf(kind)) {
    case "as-configured":
      return config;
    case "for-review":
      return {
        ...config,
        publishMode: config.publishMode === "dry-run" ? "dry-run" : "pull-request"
      };
    case "own-pull-request":
      if (!ownBranch)
        throw new Error(`A ${kind} run publishes on a pull request of its own: name its branch.`);
      return { ...config, publishMode: "pull-request", prBranch: ownBranch };
  }
}
var localPublishMode = (dryRun) => dryRun ? "dry-run" : "working-tree";

export {
  archiveBranch,
  publishConfig,
  localPublishMode
};
//# sourceMappingURL=chunk-6W3AHS2D.js.map
