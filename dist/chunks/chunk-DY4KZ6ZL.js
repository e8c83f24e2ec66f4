import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  generatedRule,
  normalizePath,
  parseGitAttributes
} from "./chunk-J3MHHG2O.js";

// src/paths/attribute-changes.ts
var ATTRIBUTES = ".gitattributes";
var isAttributes = (path) => path === ATTRIBUTES || path.endsWith(`/${ATTRIBUTES}`);
var folderOf = (path) => path.slice(0, -ATTRIBUTES.length).replace(/\/$/, "");
function addedLines(patch) {
  if (!patch) return null;
  return patch.split("\n").filter((l) => l.startsWith("+") && !l.startsWith("+++")).map((l) => l.slice(1));
}
function changedAttributes(merge) {
  return merge.files.filter((f) => f.status !== "removed" && isAttributes(normalizePath(f.path))).map((f) => ({ file: normalizePath(f.path), added: addedLines(f.patch) }));
}
var rulesKey = (file, line) => `${file}\0${line}`;
function rulesHidingCovers(merge, covered, generated) {
  const changed = changedAttributes(merge);
  if (changed.length === 0 || covered.size === 0) return [];
  const byFile = new Map(changed.map((c) => [c.file, c]));
  const added = changed.flatMap(
    (c) => c.added && !generated?.readsAttributes(folderOf(c.file)) ? [{ dir: folderOf(c.file), attrs: parseGitAttributes(c.added.join("\n")) }] : []
  );
  const found = /* @__PURE__ */ new Map();
  for (const [path, slugs] of covered) {
    const rule = generated?.attributesRule(path) ?? added.map((a) => generatedRule([a], path)).find((r) => r !== null) ?? null;
    if (!rule) continue;
    const file = rule.dir ? `${rule.dir}/${ATTRIBUTES}` : ATTRIBUTES;
    const change = byFile.get(file);
    if (!change) continue;
    const lines = change.added ? parseGitAttributes(change.added.join("\n")).lines : null;
    if (generated && lines && !lines.some((l) => l.text === rule.line)) continue;
    const key = rulesKey(file, rule.line);
    const hiding = found.get(key) ?? { file, line: rule.line, paths: [], pages: [] };
    hiding.paths.push(path);
    hiding.pages.push(...slugs);
    found.set(key, hiding);
  }
  return [...found.values()].map((h) => ({
    ...h,
    paths: [...new Set(h.paths)].sort(),
    pages: [...new Set(h.pages)].sort()
  }));
}
var SHOWN = 3;
var list = (items) => items.slice(0, SHOWN).join(", ") + (items.length > SHOWN ? `, and ${items.length - SHOWN} more` : "");
function hidingSentence(h) {
  const n = h.paths.length;
  return `${h.file} "${h.line}" (added by this merge) makes ${n} covered file${n === 1 ? "" : "s"} generated \u2014 ${list(h.paths)} \u2014 which ${h.pages.length === 1 ? "page" : "pages"} ${list(h.pages)} ${h.pages.length === 1 ? "covers" : "cover"}: from now on no change to ${n === 1 ? "it" : "them"} is shown to a model or checked against ${h.pages.length === 1 ? "that page" : "those pages"}`;
}
function markHiding(merge, rules) {
  if (rules.length === 0) return merge;
  const files = merge.files.map((f) => {
    const own = rules.filter((r) => r.file === normalizePath(f.path));
    return own.length ? { ...f, hides: own.map(hidingSentence).join("; ") } : f;
  });
  return { ...merge, files };
}

export {
  rulesHidingCovers,
  hidingSentence,
  markHiding
};
//# sourceMappingURL=chunk-DY4KZ6ZL.js.map
