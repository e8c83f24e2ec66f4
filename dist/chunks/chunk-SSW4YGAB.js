import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coversIndexOf,
  pagesCovering
} from "./chunk-XTY5E7BO.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/catchup/skips.ts
var clean = (path) => path.replace(/^\.\//, "");
var pureRename = (f) => f.status === "renamed" && f.previous_path !== void 0 && (f.additions || 0) + (f.deletions || 0) === 0;
function staleCovering(index, merge, followed) {
  const out = [];
  for (const f of merge.files) {
    if (pureRename(f)) continue;
    const paths = [clean(f.path), ...f.previous_path ? [clean(f.previous_path)] : []];
    for (const c of pagesCovering(index, paths)) {
      const deleted = f.status === "removed";
      const dropped = followed?.dropped.some((d) => d.slug === c.slug && d.path === c.path);
      out.push({ ...c, ...deleted ? { deleted, ...dropped ? { dropped } : {} } : {} });
    }
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path));
}
function followedBy(merge, followed) {
  const renamed = new Set(
    merge.files.flatMap(
      (f) => f.status === "renamed" && f.previous_path ? [clean(f.previous_path)] : []
    )
  );
  const removed = new Set(
    merge.files.filter((f) => f.status !== "renamed").map((f) => clean(f.path))
  );
  const moved = followed.moved.filter((m) => renamed.has(m.from));
  const dropped = followed.dropped.filter(
    (d) => d.why === "deleted" ? removed.has(d.path) : renamed.has(d.path)
  );
  return moved.length || dropped.length ? { moved, dropped } : null;
}
function skipEntries(candidates, pages = [], followed) {
  const index = coversIndexOf(pages);
  return candidates.filter((c) => c.decision.decision === "skip").map((c) => {
    const stale = staleCovering(index, c.merge, followed);
    const covers = followed ? followedBy(c.merge, followed) : null;
    return {
      ...c.merge.sha ? { sha: c.merge.sha } : {},
      title: c.merge.title,
      tier: c.decision.tier === 2 ? 2 : 1,
      rule: c.decision.rule,
      reason: c.decision.reason,
      ...stale.length ? { stale } : {},
      ...covers ? { covers } : {}
    };
  });
}

export {
  staleCovering,
  skipEntries
};
//# sourceMappingURL=chunk-SSW4YGAB.js.map
