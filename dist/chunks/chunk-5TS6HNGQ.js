import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parsePage,
  patchPage
} from "./chunk-VPRMEN3U.js";
import {
  formatCover,
  normalizeCovers
} from "./chunk-566MBHHS.js";
import {
  normalizeText
} from "./chunk-P2XLVFBX.js";

// src/wiki/restamp.ts
function blockLines(lines, key) {
  const start = lines.findIndex((l) => l === `${key}:` || new RegExp(`^${key}:\\s*$`).test(l));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && /^(\s+\S|-\s)/.test(lines[end])) end++;
  return { start, end };
}
function spliceList(raw, key, value) {
  const bom = raw.charCodeAt(0) === 65279 ? "\uFEFF" : "";
  const crlf = raw.includes("\r\n");
  const text = normalizeText(raw);
  if (!text.startsWith("---\n")) return null;
  const lines = text.split("\n");
  const close = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  if (close < 0) return null;
  const fm = lines.slice(1, close);
  const at = blockLines(fm, key);
  const inline = at ? -1 : fm.findIndex((l) => new RegExp(`^${key}:[ \\t]*\\S`).test(l));
  const span = at ?? (inline >= 0 ? { start: inline, end: inline + 1 } : null);
  let next;
  if (span) next = [...fm.slice(0, span.start), ...value(!at), ...fm.slice(span.end)];
  else if (!fm.some((l) => new RegExp(`^${key}\\s*:`).test(l))) next = [...fm, ...value(true)];
  else return null;
  const lf = ["---", ...next, ...lines.slice(close)].join("\n");
  return bom + (crlf ? lf.replace(/\n/g, "\r\n") : lf);
}
function splice(raw, covers) {
  const entries = covers.map((c) => `  - ${formatCover(c)}`);
  return spliceList(raw, "covers", () => covers.length ? ["covers:", ...entries] : []);
}
var sameExceptCovers = (a, b) => a.body === b.body && a.title === b.title && a.description === b.description && a.type === b.type && a.locked === b.locked && JSON.stringify([a.tags, a.related, a.sources]) === JSON.stringify([b.tags, b.related, b.sources]);
function restampPage(page, entries) {
  return restampExactly(page, entries) ?? patchPage(page, { covers: normalizeCovers(entries) });
}
function restampExactly(page, entries) {
  const covers = normalizeCovers(entries);
  const raw = splice(page.raw, covers);
  if (raw === null) return null;
  const next = parsePage(page.file, raw).page;
  const same = sameExceptCovers(page, next) && JSON.stringify(next.covers) === JSON.stringify(covers) && (next.frontmatter !== null || covers.length === 0);
  return same ? next : null;
}
function relateExactly(page, related) {
  const raw = spliceList(
    page.raw,
    "related",
    (flow) => related.length === 0 ? [] : flow ? [`related: [${related.join(", ")}]`] : ["related:", ...related.map((r) => `  - ${r}`)]
  );
  if (raw === null) return null;
  const next = parsePage(page.file, raw).page;
  const same = next.body === page.body && next.title === page.title && next.description === page.description && next.type === page.type && next.locked === page.locked && JSON.stringify([next.tags, next.sources, next.covers]) === JSON.stringify([page.tags, page.sources, page.covers]) && JSON.stringify(next.related) === JSON.stringify(related);
  return same ? next : null;
}

export {
  restampPage,
  restampExactly,
  relateExactly
};
//# sourceMappingURL=chunk-5TS6HNGQ.js.map
