import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  staleness
} from "./chunk-DM27KG3S.js";

// src/wiki/freshness.ts
var shareOf = (current, covered) => covered === 0 ? null : Math.round(current / covered * 1e3) / 1e3;
function freshnessOf(pages, tree) {
  const covered = pages.filter((p) => p.covers.length > 0).length;
  const stale = staleness(pages, tree);
  const current = covered - stale.length;
  return {
    covered_pages: covered,
    current_pages: current,
    share: shareOf(current, covered),
    stale_covers: stale.reduce((n, s) => n + s.stale.length, 0),
    missing_covers: stale.reduce((n, s) => n + s.missing.length, 0)
  };
}

export {
  shareOf,
  freshnessOf
};
//# sourceMappingURL=chunk-ILX6WZOR.js.map
