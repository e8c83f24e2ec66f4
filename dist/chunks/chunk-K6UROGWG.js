import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  pageText
} from "./chunk-LCQIEUCI.js";
import {
  updatePage
} from "./chunk-XVKDWCBG.js";

// src/ingest/archive-task.ts
var PAGE_CHARS = 8e3;
function archiveMerge(task) {
  return { title: task.topic, url: task.url, archive: task.url, files: [] };
}
var archiveWiki = (wiki, target) => ({
  ...wiki,
  pages: wiki.pages.map((p) => p.slug === target ? p : { ...p, locked: true })
});
var newType = (types) => types.includes("concept") ? "concept" : types[0] ?? "concept";
function archiveFirstMessage(task, wiki, pageTypes) {
  const cited = wiki.pages.filter((p) => task.cited.includes(p.slug));
  const cut = (t) => t.length > PAGE_CHARS ? `${t.slice(0, PAGE_CHARS)}
[\u2026 cut]` : t;
  const what = task.target === "new" ? `Create ONE new page of type ${newType(pageTypes)} with create_page (choose a short slug for the topic).` : `Update the page \`${task.target}\` with update_page (add a section, keep what it says).`;
  return [
    "This run archives an answer given in a /wiki thread; it is not a merge. The answer is a claim, not a source: the page records only what the pages it cited or a source file you read in this run support.",
    what,
    `Check each claim of the answer against the cited pages (below) and, for a claim about the code, against the source (find_source finds the files, read_source reads them). Write down only the claims that hold, as lasting documentation (not as a reply to someone). Leave out every claim nothing you read supports, and list it in finish's "unverified": the pull request lists it as not archived.`,
    `Set related to the cited pages: ${task.cited.map((s) => `\`${s}\``).join(", ")}. Every other page is read-only in this run.`,
    // A model's words about a reader's text: data too.
    "Why it was judged worth archiving:",
    untrusted("reason", oneLine(task.reason, 300)),
    "When the page is written, call finish with a one-line summary.",
    "",
    "The question:",
    untrusted("question", task.question || "(not found)"),
    "The answer:",
    untrusted("answer", task.answer, { url: task.url }),
    ...cited.map((p) => untrusted("page", cut(pageText(p)), { slug: p.slug }))
  ].join("\n");
}
function withCitedRelated(page, task) {
  const missing = task.cited.filter((s) => s !== page.slug && !page.related.includes(s));
  return missing.length ? updatePage(page, { related: [...page.related, ...missing] }) : page;
}

export {
  archiveMerge,
  archiveWiki,
  archiveFirstMessage,
  withCitedRelated
};
//# sourceMappingURL=chunk-K6UROGWG.js.map
