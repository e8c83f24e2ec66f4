import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-ALWFP5YV.js";

// src/action/impact.ts
async function impactOfPullRequest(root) {
  const { runImpactMode } = await import("./run-DXNFC5UQ.js");
  return runImpactMode({
    config: root.config,
    env: root.env,
    owner: root.owner,
    repo: root.repo,
    serverUrl: root.serverUrl,
    github: root.github,
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch
  });
}
export {
  impactOfPullRequest
};
//# sourceMappingURL=impact-7ZYPXQUU.js.map
