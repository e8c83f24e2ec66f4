import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  codeSpan,
  inertText
} from "./chunk-KIKOELTJ.js";
import {
  baseName,
  genericName,
  testPath
} from "./chunk-6IAWMQK4.js";
import {
  historical
} from "./chunk-HHAQAYEE.js";

// src/impact/namesakes.ts
var NOISE = /^(?:index|readme|main|core|base|common|utils?|helpers?|types?|src|lib)$/;
var stemOf = (s) => s.toLowerCase().replace(/[-_ ]/g, "").replace(/s$/, "");
function pageStem(file) {
  const segs = file.replace(/\.[^./]+$/, "").split("/");
  const last = segs.pop();
  return stemOf(/^(?:index|readme)$/i.test(last) ? segs.pop() ?? "" : last);
}
function fileStems(path) {
  const parts = baseName(path).split(".").slice(0, -1);
  return parts.map(stemOf).filter((s) => s.length >= 4 && !NOISE.test(s));
}
var rootReadme = (path) => /^readme(?:\.(?:md|markdown|mdx|rst|txt|adoc))?$/i.test(path);
var frontPage = (file) => /^(?:readme|home|overview)\.md$/i.test(file);
function namesakes(pages, files) {
  const out = /* @__PURE__ */ new Map();
  const readme = files.find((f) => rootReadme(f.path));
  if (readme) {
    for (const p of pages) if (frontPage(p.file) && !historical(p)) out.set(p.slug, readme);
  }
  const byStem = /* @__PURE__ */ new Map();
  for (const f of files) {
    if (testPath(f.path) || genericName(f.path)) continue;
    for (const s of fileStems(f.path)) if (!byStem.has(s)) byStem.set(s, f);
  }
  if (byStem.size === 0) return out;
  for (const p of pages) {
    const f = byStem.get(pageStem(p.file));
    if (f && !historical(p)) out.set(p.slug, f);
  }
  return out;
}

// src/impact/render.ts
var impactMarker = (wikiPath) => `<!-- wiki-ingest impact ${encodeURIComponent(wikiPath).replace(/-/g, "%2D")} -->`;
var segments = (path) => path.split("/").map(encodeURIComponent).join("/");
var pageUrl = (l, file) => `${l.serverUrl}/${segments(l.owner)}/${segments(l.repo)}/blob/${segments(l.branch)}/${segments(`${l.wikiPath}/${file}`)}`;
var VERB = {
  changes: "changes",
  adds: "adds",
  deletes: "deletes",
  renames: "renames",
  removes: "removes"
};
var DECLARATION = {
  signature: "whose declaration this PR changes",
  body: "whose body this PR changes",
  added: "which this PR declares"
};
function identifierText(t, code) {
  if (t.declaration) return `mentions ${code(t.name)}, ${DECLARATION[t.declaration]}`;
  const now = t.to?.length ? ` (the same file now declares ${t.to.map(code).join(", ")})` : "";
  return `mentions ${code(t.name)}, which this PR removes or renames${now}`;
}
function fileSubject(t, code) {
  if (t.class === "namesake" && rootReadme(t.name))
    return `is the wiki's front page, as ${code(t.name)} is the repository's`;
  if (t.class === "namesake") return `is named for ${code(t.name)}`;
  if (t.class === "embed") return `embeds ${code(t.name)} (an include of its text)`;
  if (t.class === "history")
    return `was edited with ${code(t.name)} in ${t.together} of that file's ${t.recent ? `last ${t.commits}` : `${t.commits} past`} commits`;
  if (t.class === "basename")
    return `mentions ${code(t.named ?? t.name)} (the file name of ${code(t.name)})`;
  if (t.named) return `mentions ${code(t.named)} (${code(t.name)})`;
  return `${t.kind} ${code(t.name)}`;
}
var excerpt = (line) => line.length > 80 ? `${line.slice(0, 79)}\u2026` : line;
function tieText(t, code = (n) => codeSpan(n)) {
  const shared = t.shared ? ` (as ${t.shared} pages do)` : "";
  if (t.identifier) return identifierText(t, code) + shared;
  if (t.class === "quote")
    return `quotes ${code(excerpt(t.named ?? ""))} from ${code(t.name)}, a line this PR removes or rewrites${shared}`;
  if (t.class === "package")
    return `names the package ${code(t.named ?? t.name)}, whose folder ${code(t.name)} this PR changes${shared}`;
  const to = t.change === "renames" && t.to?.[0] ? ` to ${code(t.to[0])}` : "";
  return `${fileSubject(t, code)}, which this PR ${VERB[t.change]}${to}${shared}`;
}
var POSSIBLY_SHOWN = 10;
function possiblyLine(possibly) {
  if (possibly.length === 0) return null;
  const shown = possibly.slice(0, POSSIBLY_SHOWN).map((p) => codeSpan(p.slug));
  const more = possibly.length - shown.length;
  return `Possibly also (weak ties: a common name, a file name, a plain word, a path alone): ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}.`;
}
var pageLine = (p, links) => `- [${inertText(p.title || p.slug, 200)}](${pageUrl(links, p.file)}) ${codeSpan(p.slug)}: ${p.ties.map((t) => tieText(t)).join("; ")}`;
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function impactComment(c) {
  const shown = c.pages.slice(0, c.cap);
  const more = c.pages.length - shown.length;
  const where = c.runUrl ? `[the job summary](${c.runUrl})` : "the job summary";
  const possibly = possiblyLine(c.possibly ?? []);
  return [
    impactMarker(c.wikiPath),
    `### Wiki impact: ${plural(c.pages.length, "page")} may go stale`,
    "",
    `This pull request changes what ${c.pages.length === 1 ? "this page describes" : "these pages describe"} in ${codeSpan(`${c.wikiPath}/`)}; review ${c.pages.length === 1 ? "it" : "them"} with the code.`,
    "",
    ...shown.map((p) => pageLine(p, c.links)),
    ...more > 0 ? [`- +${more} more (every page is listed in ${where})`] : [],
    ...possibly ? ["", possibly] : [],
    ...c.preview ? ["", c.preview] : [],
    "",
    `<sub>wiki-ingest, ${c.preview ? "the list free (no model call), the preview a dry run (nothing written)" : "free (no model call)"}: the wiki at ${codeSpan(c.links.branch)} ${codeSpan(c.commit.slice(0, 12))}; this comment is updated on every push.</sub>`
  ].join("\n");
}
var clearedComment = (wikiPath) => `${impactMarker(wikiPath)}
Wiki impact: none any more \u2014 this pull request no longer changes what a page in ${codeSpan(`${wikiPath}/`)} describes.`;
var markdownTies = (p) => `- ${codeSpan(p.slug)}: ${p.ties.map((t) => tieText(t)).join("; ")}`;
var plainTies = (p) => `${p.slug}: ${p.ties.map((t) => tieText(t, (n) => n)).join("; ")}`;
var boundedScanNote = (impact) => impact.scanned < impact.total ? `The text scan is bounded: ${impact.scanned} of ${impact.total} pages were read for mentions, in slug order (covers count for every page).` : null;

export {
  namesakes,
  impactMarker,
  pageUrl,
  tieText,
  possiblyLine,
  impactComment,
  clearedComment,
  markdownTies,
  plainTies,
  boundedScanNote
};
//# sourceMappingURL=chunk-DDGQQOIZ.js.map
