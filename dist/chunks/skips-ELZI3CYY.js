import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coveringPages
} from "./chunk-WLOSCSE5.js";
import "./chunk-72A6L3JC.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-ALWFP5YV.js";

// src/catchup/skips.ts
function skipEntries(candidates, pages = []) {
  return candidates.filter((c) => c.decision.decision === "skip").map((c) => {
    const stale = coveringPages(pages, c.merge);
    return {
      ...c.merge.sha ? { sha: c.merge.sha } : {},
      title: c.merge.title,
      tier: c.decision.tier === 2 ? 2 : 1,
      rule: c.decision.rule,
      reason: c.decision.reason,
      ...stale.length ? { stale } : {}
    };
  });
}
export {
  skipEntries
};
//# sourceMappingURL=skips-ELZI3CYY.js.map
