import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  genericName,
  kindName,
  testPath
} from "./chunk-6IAWMQK4.js";
import {
  codeRefs,
  linkedRepoPaths
} from "./chunk-FDIH543C.js";
import {
  restampExactly
} from "./chunk-5TS6HNGQ.js";

// src/wiki/adopt-covers.ts
var MAX_ADOPTED_COVERS = 8;
function byBaseName(listing) {
  const out = /* @__PURE__ */ new Map();
  for (const path of listing.keys()) {
    const base = path.slice(path.lastIndexOf("/") + 1);
    const list = out.get(base);
    if (list) list.push(path);
    else out.set(base, [path]);
  }
  return out;
}
function resolveNamed(name, listing, bases) {
  if (listing.has(name)) return name;
  const tail = `/${name}`;
  const hits = (bases.get(name.slice(name.lastIndexOf("/") + 1)) ?? []).filter(
    (p) => p.endsWith(tail)
  );
  return hits.length === 1 ? hits[0] : null;
}
var describable = (path) => !kindName(path) && !testPath(path);
var namedFiles = (pages, { wikiPath, listing }) => {
  const bases = byBaseName(listing);
  const out = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const linked = linkedRepoPaths(page, wikiPath).filter((p) => listing.has(p));
    const written = codeRefs(page.body).filter((r) => r.kind === "path" || r.kind === "file" && !genericName(r.name)).flatMap((r) => resolveNamed(r.name, listing, bases) ?? []);
    const files = [.../* @__PURE__ */ new Set([...linked, ...written])].filter(describable);
    if (files.length) out.set(page.slug, files);
  }
  return out;
};
async function proposeCovers(pages, sources, context) {
  const open = pages.filter((p) => p.covers.length === 0);
  const proposals = await Promise.all(sources.map((source) => source(open, context)));
  const out = /* @__PURE__ */ new Map();
  for (const page of open) {
    const paths = new Set(proposals.flatMap((p) => p.get(page.slug) ?? []));
    const covers = [...paths].filter((path) => context.listing.has(path) && context.coverable(path)).slice(0, context.cap ?? MAX_ADOPTED_COVERS).map((path) => ({ path, blob: context.listing.get(path) }));
    if (covers.length) out.set(page.slug, covers);
  }
  return out;
}
var withAdoptedCovers = (page, covers) => page.covers.length === 0 ? restampExactly(page, covers) : null;

export {
  MAX_ADOPTED_COVERS,
  namedFiles,
  proposeCovers,
  withAdoptedCovers
};
//# sourceMappingURL=chunk-CERFHT6C.js.map
