import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isPageFile
} from "./chunk-6IFOK4RH.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/links.ts
import { posix } from "node:path";
var CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
var LINK = /\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g;
function wikiLinks(body) {
  if (!body.includes("[[")) return [];
  const prose = body.includes("`") || body.includes("~~~") ? body.replace(CODE, "") : body;
  const out = /* @__PURE__ */ new Set();
  for (const m of prose.matchAll(LINK)) out.add(m[1].trim().toLowerCase());
  return [...out];
}
var MD_LINK = /\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
function markdownLinks(from, body) {
  if (!body.includes("](")) return [];
  const prose = body.includes("`") || body.includes("~~~") ? body.replace(CODE, "") : body;
  const out = /* @__PURE__ */ new Map();
  for (const m of prose.matchAll(MD_LINK)) {
    const written = m[1].replace(/^<|>$/g, "");
    if (/^[a-z][\w+.-]*:|^[/#]/i.test(written)) continue;
    let target = written.replace(/[?#].*$/, "");
    try {
      target = decodeURI(target);
    } catch {
      continue;
    }
    if (!/\.md$/i.test(target)) continue;
    const file = posix.normalize(posix.join(posix.dirname(from), target));
    if (file.startsWith("../") || !isPageFile(file)) continue;
    const slug = file.replace(/\.md$/i, "").toLowerCase();
    if (!out.has(slug)) out.set(slug, { written, slug });
  }
  return [...out.values()];
}
function linkGraph(pages) {
  const exists = new Set(pages.map((p) => p.slug));
  const out = /* @__PURE__ */ new Map();
  const inbound = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const targets = /* @__PURE__ */ new Set();
    for (const t of [
      ...wikiLinks(page.body),
      ...markdownLinks(page.slug, page.body).map((l) => l.slug),
      ...page.related.map((r) => r.trim().toLowerCase())
    ])
      if (t !== page.slug && exists.has(t)) targets.add(t);
    const sorted = [...targets].sort(compareCodePoints);
    out.set(page.slug, sorted);
    for (const t of sorted) inbound.set(t, (inbound.get(t) ?? 0) + 1);
  }
  return { out, inbound };
}

export {
  wikiLinks,
  markdownLinks,
  linkGraph
};
//# sourceMappingURL=chunk-K5FLXCZD.js.map
