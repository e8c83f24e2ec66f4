import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mapField
} from "./chunk-VQUICA6I.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/triage/wiki-map.ts
var TRIAGE_MAP_CHARS = 16e3;
function line(page, headingsPerPage) {
  const kept = page.headings.slice(0, headingsPerPage).map(mapField);
  const more = page.headings.length - kept.length;
  if (more > 0) kept.push(`+${more} more section${more === 1 ? "" : "s"}`);
  return [mapField(page.slug), mapField(page.title), kept.join(" \xB7 ")].join(" | ").trimEnd();
}
function triageMap(pages, headingsPerPage, capChars = TRIAGE_MAP_CHARS) {
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const lines = [];
  let used = 0;
  for (const page of sorted) {
    const l = line(page, headingsPerPage);
    if (used + l.length + 1 > capChars) break;
    lines.push(l);
    used += l.length + 1;
  }
  return { text: lines.join("\n"), pages: sorted.length, shown: lines.length, capChars };
}
function coveringPages(pages, merge) {
  const changed = new Set(
    merge.files.flatMap((f) => [f.path, f.previous_path ?? ""].map((p) => p.replace(/^\.\//, "")))
  );
  return pages.flatMap(
    (p) => p.covers.filter((c) => changed.has(c.path)).map((c) => ({ slug: p.slug, path: c.path }))
  ).sort((a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path));
}

export {
  triageMap,
  coveringPages
};
//# sourceMappingURL=chunk-3J5JEACN.js.map
