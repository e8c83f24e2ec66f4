import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  restampExactly
} from "./chunk-5TS6HNGQ.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/cover-moves.ts
var isRename = (c) => c.status === "renamed" && typeof c.previous_path === "string" && c.previous_path !== c.path;
function followCovers(pages, changes, coverable = () => true) {
  const relevant = changes.filter((c) => isRename(c) || c.status === "removed");
  const moved = [];
  const dropped = [];
  const state = /* @__PURE__ */ new Map();
  const touched = /* @__PURE__ */ new Set();
  if (relevant.length === 0) return { pages: [], moved, dropped, skipped: [] };
  for (const page of pages)
    if (page.covers.length) state.set(page.slug, new Map(page.covers.map((c) => [c.path, c])));
  for (const change of relevant) {
    const from = isRename(change) ? change.previous_path : change.path;
    for (const [slug, covers] of state) {
      const cover = covers.get(from);
      if (!cover) continue;
      touched.add(slug);
      covers.delete(from);
      if (!isRename(change)) dropped.push({ slug, path: from, why: "deleted" });
      else if (!coverable(change.path))
        dropped.push({ slug, path: from, why: "uncoverable", to: change.path });
      else {
        if (!covers.has(change.path)) covers.set(change.path, { ...cover, path: change.path });
        moved.push({ slug, from, to: change.path });
      }
    }
  }
  const out = [];
  const skipped = [];
  for (const page of pages) {
    if (!touched.has(page.slug)) continue;
    if (page.locked) {
      skipped.push({
        slug: page.slug,
        reason: page.readOnly ? `read-only: ${page.readOnly}; its covers are left as they are` : "locked by its maintainers (wiki-ingest: locked); its covers are left for them to move"
      });
      continue;
    }
    const next = restampExactly(page, [...state.get(page.slug).values()]);
    if (next) out.push(next);
    else
      skipped.push({
        slug: page.slug,
        reason: `its covers field is written in a form that cannot be changed without rewriting other front-matter lines; write it as a block list ("covers:" then "  - path@blob" lines)`
      });
  }
  const keep = new Set(out.map((p) => p.slug));
  const bySlug = (a, b) => compareCodePoints(a.slug, b.slug);
  return {
    pages: out,
    moved: moved.filter((m) => keep.has(m.slug)).sort(bySlug),
    dropped: dropped.filter((d) => keep.has(d.slug)).sort(bySlug),
    skipped
  };
}

export {
  followCovers
};
//# sourceMappingURL=chunk-EHXM444O.js.map
