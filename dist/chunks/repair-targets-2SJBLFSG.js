import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";

// src/lint/repair-targets.ts
function repairTargets(stale, dead, writtenAt = /* @__PURE__ */ new Map(), only) {
  const bySlug = /* @__PURE__ */ new Map();
  const target = (slug) => {
    let t = bySlug.get(slug);
    if (!t) {
      const at = writtenAt.get(slug);
      t = { slug, stale: [], dead: [], ...at !== void 0 ? { writtenAt: at } : {} };
      bySlug.set(slug, t);
    }
    return t;
  };
  for (const s of stale) if (s.stale.length) target(s.slug).stale.push(...s.stale);
  for (const d of dead) target(d.page).dead.push(d);
  const known = (t) => t.writtenAt ?? Number.POSITIVE_INFINITY;
  return [...bySlug.values()].filter((t) => !only || only.has(t.slug)).sort((a, b) => known(a) - known(b) || compareCodePoints(a.slug, b.slug));
}
export {
  repairTargets
};
//# sourceMappingURL=repair-targets-2SJBLFSG.js.map
