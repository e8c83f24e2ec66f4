import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  codeSpan,
  inertText
} from "./chunk-KIKOELTJ.js";

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
  if (t.class === "namesake") return `is named for ${code(t.name)}`;
  if (t.class === "basename")
    return `mentions ${code(t.named ?? t.name)} (the file name of ${code(t.name)})`;
  if (t.named) return `mentions ${code(t.named)} (${code(t.name)})`;
  return `${t.kind} ${code(t.name)}`;
}
function tieText(t, code = (n) => codeSpan(n)) {
  const shared = t.shared ? ` (as ${t.shared} pages do)` : "";
  if (t.identifier) return identifierText(t, code) + shared;
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
  return `Possibly also (weak ties: a common name, a file name, a plain word): ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}.`;
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
//# sourceMappingURL=chunk-YBE3ND77.js.map
