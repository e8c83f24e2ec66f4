import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  plainTies,
  tieText
} from "./chunk-DDGQQOIZ.js";

// src/impact/local-words.ts
var plain = (name) => name;
function baseText(b) {
  const why = b.how === "given" ? "as given" : b.how === "origin/HEAD" ? "the default branch, from origin/HEAD" : `the default branch: no origin/HEAD, a local ${b.how}`;
  return `${b.ref} (${why})`;
}
function comparedText(r) {
  const what = r.workingTree ? "the working tree" : `HEAD ${r.head.slice(0, 7)}`;
  const n = r.impact.history ?? 0;
  const past = n ? `; past co-changes read from ${n} commit${n === 1 ? "" : "s"}` : "";
  return `${what} against ${baseText(r.base)}, merge base ${r.base.mergeBase.slice(0, 7)}; the wiki read at ${r.base.commit.slice(0, 7)}${past}`;
}
var pages = (n) => n === 0 ? "No page" : `${n} page${n === 1 ? "" : "s"}`;
function impactLines(r, wikiPath) {
  const n = r.impact.pages.length;
  const files = `${r.files.length} changed file${r.files.length === 1 ? "" : "s"}`;
  const edited = new Set(r.edited);
  return [
    `${pages(n)} of ${wikiPath}/ ${n > 1 ? "are" : "is"} impacted: ${comparedText(r)}; ${files}.`,
    ...r.impact.pages.map(
      (p) => `  ${plainTies(p)}${edited.has(p.slug) ? ` [this change edits ${wikiPath}/${p.file}]` : ""}`
    ),
    ...n > 0 ? [
      `Review ${n === 1 ? "it" : "them"} with the code, and update ${n === 1 ? "it" : "them"} in the same change where you can.`
    ] : [],
    ...r.workingTree ? [] : ["(Committed work only: add --working-tree for the rest.)"],
    ...r.notes.map((x) => `note: ${x}`)
  ];
}
function impactJson(r) {
  const edited = new Set(r.edited);
  return {
    base: { ref: r.base.ref, how: r.base.how, commit: r.base.commit, merge_base: r.base.mergeBase },
    head: r.head,
    working_tree: r.workingTree,
    files: r.files.map((f) => ({
      path: f.path,
      status: f.status,
      ...f.previous_path ? { previous_path: f.previous_path } : {}
    })),
    pages: r.impact.pages.map((p) => ({
      ...p,
      ties: p.ties.map((t) => ({ ...t, text: tieText(t, plain) })),
      edited: edited.has(p.slug)
    })),
    scanned: r.impact.scanned,
    total: r.impact.total,
    history: r.impact.history ?? 0,
    notes: r.notes
  };
}
function impactAnswer(r, wikiPath) {
  const edited = new Set(r.edited);
  return {
    compared: comparedText(r),
    files: r.files.length,
    pages: r.impact.pages.map((p) => ({
      slug: p.slug,
      file: `${wikiPath}/${p.file}`,
      title: p.title,
      ties: p.ties.map((t) => tieText(t, plain)),
      edited: edited.has(p.slug)
    })),
    notes: r.notes
  };
}

export {
  comparedText,
  impactLines,
  impactJson,
  impactAnswer
};
//# sourceMappingURL=chunk-QBGS7BDX.js.map
