import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareCodePoints
} from "./chunk-RQGXNV2K.js";

// src/wiki/links.ts
var CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
var LINK = /\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g;
function wikiLinks(body) {
  if (!body.includes("[[")) return [];
  const prose = body.includes("`") || body.includes("~~~") ? body.replace(CODE, "") : body;
  const out = /* @__PURE__ */ new Set();
  for (const m of prose.matchAll(LINK)) out.add(m[1].trim().toLowerCase());
  return [...out];
}
function linkGraph(pages) {
  const exists = new Set(pages.map((p) => p.slug));
  const out = /* @__PURE__ */ new Map();
  const inbound = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const targets = /* @__PURE__ */ new Set();
    for (const t of [...wikiLinks(page.body), ...page.related.map((r) => r.trim().toLowerCase())])
      if (t !== page.slug && exists.has(t)) targets.add(t);
    const sorted = [...targets].sort(compareCodePoints);
    out.set(page.slug, sorted);
    for (const t of sorted) inbound.set(t, (inbound.get(t) ?? 0) + 1);
  }
  return { out, inbound };
}

export {
  wikiLinks,
  linkGraph
};
//# sourceMappingURL=chunk-MJZUDID2.js.map
