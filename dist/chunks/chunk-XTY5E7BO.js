import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/covers-index.ts
var COVERS_INDEX_MARK = "<!-- wiki-ingest covers index v1";
var HEADER = `${COVERS_INDEX_MARK} (generated with the map): one JSON array a line, a covered file's path, then the slugs of the pages covering it.`;
var CLOSE = "-->";
function coversIndexOf(pages) {
  const out = /* @__PURE__ */ new Map();
  for (const page of pages)
    for (const { path } of page.covers) out.set(path, [...out.get(path) ?? [], page.slug]);
  const sorted = [...out.keys()].sort(compareCodePoints);
  return new Map(sorted.map((p) => [p, [...new Set(out.get(p))].sort(compareCodePoints)]));
}
var inert = (s) => JSON.stringify(s).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
function renderCoversIndex(index) {
  const lines = [...index].map(([path, slugs]) => `[${[path, ...slugs].map(inert).join(",")}]`);
  return [HEADER, ...lines, CLOSE];
}
function entryOf(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length < 2) return null;
  if (!value.every((v) => typeof v === "string" && v !== "")) return null;
  const [path, ...slugs] = value;
  return [path, slugs];
}
function parseCoversIndex(mapText) {
  if (mapText === null) return null;
  const lines = mapText.replace(/\r\n?/g, "\n").split("\n");
  const start = lines.findIndex((l) => l.startsWith(COVERS_INDEX_MARK));
  if (start < 0) return null;
  const out = /* @__PURE__ */ new Map();
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === CLOSE) break;
    const entry = entryOf(line.trim());
    if (entry) out.set(entry[0], [.../* @__PURE__ */ new Set([...out.get(entry[0]) ?? [], ...entry[1]])]);
  }
  return out;
}
function pagesCovering(index, paths) {
  const out = [];
  for (const path of new Set(paths))
    for (const slug of index.get(path) ?? []) out.push({ slug, path });
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path));
}
function coversIndexFor(index, paths) {
  const out = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const slugs = index.get(path);
    if (slugs) out.set(path, slugs);
  }
  return out;
}

export {
  COVERS_INDEX_MARK,
  coversIndexOf,
  renderCoversIndex,
  parseCoversIndex,
  pagesCovering,
  coversIndexFor
};
//# sourceMappingURL=chunk-XTY5E7BO.js.map
