import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  patchPage
} from "./chunk-VPRMEN3U.js";
import {
  formatCover
} from "./chunk-566MBHHS.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/provenance.ts
var coversOf = (page) => page.covers;
var withCovers = (page, entries) => patchPage(page, { covers: [...entries] });
function treeListing(entries) {
  const out = /* @__PURE__ */ new Map();
  for (const e of entries) if (e.type !== "tree") out.set(e.path, e.sha);
  return out;
}
function staleness(pages, tree) {
  const out = [];
  for (const page of pages) {
    const stale = [];
    const missing = [];
    for (const cover of page.covers) {
      const now = tree.get(cover.path);
      if (now === void 0) missing.push(cover);
      else if (now !== cover.blob) stale.push({ ...cover, now });
    }
    if (stale.length || missing.length) out.push({ slug: page.slug, stale, missing });
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug));
}
function pagesCoveringEach(pages, paths) {
  const wanted = new Set(paths);
  const out = /* @__PURE__ */ new Map();
  for (const page of pages)
    for (const { path } of page.covers)
      if (wanted.has(path)) out.set(path, [...out.get(path) ?? [], page.slug]);
  for (const slugs of out.values()) slugs.sort(compareCodePoints);
  return out;
}
function sinceTargets(pages, tree) {
  const out = /* @__PURE__ */ new Map();
  for (const s of staleness(pages, tree))
    for (const c of [...s.stale, ...s.missing])
      out.set(formatCover(c), { path: c.path, blob: c.blob });
  return [...out.values()];
}
function missingPaths(pages, tree) {
  return [...new Set(staleness(pages, tree).flatMap((s) => s.missing.map((c) => c.path)))];
}

export {
  coversOf,
  withCovers,
  treeListing,
  staleness,
  pagesCoveringEach,
  sinceTargets,
  missingPaths
};
//# sourceMappingURL=chunk-DM27KG3S.js.map
