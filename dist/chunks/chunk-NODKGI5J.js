import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coveringPages
} from "./chunk-3J5JEACN.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/triage/facts.ts
var MAX_NEEDLES = 40;
var SCAN_CHARS = 4e6;
var PAGES_NAMED = 5;
var DECLARATION = /\b(?:function\*?|class|interface|type|enum|const|let|var|def|fn|func|struct|trait|module|macro|record|val)\s+([A-Za-z_$][\w$]{2,})/g;
var SETTING = /^\s*["']?([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']?\s*[:=]/gm;
function declared(lines) {
  const out = /* @__PURE__ */ new Set();
  const text = lines.join("\n");
  for (const m of text.matchAll(DECLARATION)) out.add(m[1]);
  for (const m of text.matchAll(SETTING)) out.add(m[1]);
  return out;
}
function sides(patch) {
  const removed = [];
  const added = [];
  for (const line of patch.split("\n")) {
    if (line.startsWith("---") || line.startsWith("+++")) continue;
    if (line.startsWith("-")) removed.push(line.slice(1));
    else if (line.startsWith("+")) added.push(line.slice(1));
  }
  return { removed, added };
}
var WORD = /[\w$]+/g;
function removedIdentifiers(merge) {
  const addedWords = /* @__PURE__ */ new Set();
  const perFile = merge.files.map((f) => sides(f.patch ?? ""));
  for (const { added } of perFile)
    for (const line of added) for (const w of line.match(WORD) ?? []) addedWords.add(w);
  const out = /* @__PURE__ */ new Map();
  perFile.forEach(({ removed, added }) => {
    const before = declared(removed);
    const after = [...declared(added)].filter((n) => !before.has(n));
    for (const name of before)
      if (!addedWords.has(name) && !out.has(name)) out.set(name, after.slice(0, 3));
  });
  return [...out].slice(0, MAX_NEEDLES).map(([name, added]) => ({ name, added }));
}
var GENERIC = /^(?:index|main|mod|lib|utils?|types|helpers?|__init__|readme|package|setup)\.[^.]+$/i;
function changedPaths(merge) {
  const paths = merge.files.flatMap((f) => [f.path, ...f.previous_path ? [f.previous_path] : []]);
  return [...new Set(paths.map((p) => p.replace(/^\.\//, "")))].slice(0, MAX_NEEDLES);
}
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function mentionsPath(text, path) {
  if (text.includes(path)) return true;
  const base = path.split("/").pop() ?? path;
  if (!base.includes(".") || base.length < 6 || GENERIC.test(base)) return false;
  return new RegExp(`(?<![\\w./-])${escape(base)}(?![\\w-])`).test(text);
}
function triageFacts(pages, merge, ignored = () => false, named = PAGES_NAMED) {
  const kept = { ...merge, files: merge.files.filter((f) => !ignored(f.path)) };
  const ids = removedIdentifiers(kept);
  const paths = changedPaths(kept);
  const idHits = new Map(ids.map((i) => [i.name, []]));
  const pathHits = new Map(paths.map((p) => [p, []]));
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  let budget = SCAN_CHARS;
  let scanned = 0;
  for (const page of sorted) {
    const text = `${page.title}
${page.body}`;
    if (text.length > budget) break;
    budget -= text.length;
    scanned++;
    if (ids.length) {
      const words = new Set(text.match(WORD) ?? []);
      for (const { name } of ids) if (words.has(name)) idHits.get(name).push(page.slug);
    }
    for (const path of paths) if (mentionsPath(text, path)) pathHits.get(path).push(page.slug);
  }
  const mention = (name, hits, added) => ({
    name,
    pages: hits.slice(0, named),
    count: hits.length,
    ...added && added.length ? { added } : {}
  });
  return {
    covering: coveringPages(pages, merge),
    identifiers: ids.map((i) => mention(i.name, idHits.get(i.name), i.added)),
    paths: paths.map((p) => mention(p, pathHits.get(p))),
    scanned,
    pages: sorted.length
  };
}
var slugs = (m) => `${m.pages.join(", ")}${m.count > m.pages.length ? ` and ${m.count - m.pages.length} more` : ""}`;
function factLines(f, coveringShown) {
  const pagesOf = (ms) => new Set(ms.flatMap((m) => m.pages)).size;
  const mentioned = f.identifiers.filter((m) => m.count > 0);
  const unmentioned = f.identifiers.filter((m) => m.count === 0);
  const paths = f.paths.filter((m) => m.count > 0);
  const renamed = (m) => m.added ? ` (the same file now declares ${m.added.join(", ")})` : "";
  const covering = f.covering.slice(0, coveringShown);
  return [
    `Pages covering a changed file: ${new Set(f.covering.map((c) => c.slug)).size}`,
    ...covering.map((c) => `- ${c.slug} covers ${c.path}`),
    ...f.covering.length > covering.length ? [`- and ${f.covering.length - covering.length} more`] : [],
    `Identifiers the diff removes or renames: ${f.identifiers.length}; pages mentioning one: ${pagesOf(mentioned)}`,
    ...mentioned.map((m) => `- ${m.name}${renamed(m)}: mentioned by ${slugs(m)}`),
    ...unmentioned.map((m) => `- ${m.name}${renamed(m)}: no page mentions it`),
    `Changed paths: ${f.paths.length}; pages mentioning one: ${pagesOf(paths)}`,
    ...paths.map((m) => `- ${m.name}: mentioned by ${slugs(m)}`),
    ...f.scanned < f.pages ? [`(scan bounded: ${f.scanned} of ${f.pages} pages read, in slug order)`] : []
  ];
}

export {
  SCAN_CHARS,
  triageFacts,
  factLines
};
//# sourceMappingURL=chunk-NODKGI5J.js.map
