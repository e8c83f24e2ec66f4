import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/publish/mode.ts
var archiveBranch = (answerId) => `wiki-ingest/archive/${answerId}`;
function publishConfig(config, task) {
  switch (task.kind) {
    case "merge":
      return config;
    case "lint-fix":
      return {
        ...config,
        publishMode: config.publishMode === "dry-run" ? "dry-run" : "pull-request"
      };
    case "archive":
      return { ...config, publishMode: "pull-request", prBranch: archiveBranch(task.answerId) };
  }
}
var localPublishMode = (dryRun) => dryRun ? "dry-run" : "working-tree";

export {
  archiveBranch,
  publishConfig,
  localPublishMode
};
//# sourceMappingURL=chunk-Y622Q7AZ.js.map
