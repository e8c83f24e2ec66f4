import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  updatePage
} from "./chunk-XVKDWCBG.js";
import {
  compareCodePoints
} from "./chunk-VCD3TOSB.js";

// src/wiki/provenance.ts
var coversOf = (page) => page.covers;
var withCovers = (page, entries) => updatePage(page, { covers: [...entries] });
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

export {
  coversOf,
  withCovers,
  treeListing,
  staleness,
  pagesCoveringEach
};
//# sourceMappingURL=chunk-Z6FHBA3X.js.map
