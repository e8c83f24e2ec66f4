import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coveringPages
} from "./chunk-KXFYATTW.js";
import "./chunk-GK2BIUY4.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-MWHA3O2D.js";
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
//# sourceMappingURL=skips-2DGJLSZS.js.map
