import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  codeSpan,
  inertText
} from "./chunk-KIKOELTJ.js";
import {
  staleness
} from "./chunk-DM27KG3S.js";
import {
  formatCover
} from "./chunk-566MBHHS.js";

// src/ask/stale.ts
function citedStaleCovers(pages, cited, tree) {
  const wanted = new Set(cited);
  return staleness(
    pages.filter((p) => wanted.has(p.slug)),
    tree
  ).flatMap((s) => [...s.stale, ...s.missing].map((c) => ({ path: c.path, blob: c.blob })));
}
function staleCitations(pages, cited, tree, since = /* @__PURE__ */ new Map()) {
  const bySlug = new Map(staleness(pages, tree).map((s) => [s.slug, s]));
  const out = [];
  for (const slug of new Set(cited)) {
    const s = bySlug.get(slug);
    if (!s) continue;
    const all = [
      ...s.stale.map((c) => ({ c, missing: false })),
      ...s.missing.map((c) => ({ c, missing: true }))
    ].sort((a, b) => a.c.path < b.c.path ? -1 : a.c.path > b.c.path ? 1 : 0);
    for (const { c, missing } of all) {
      const first = since.get(formatCover(c));
      out.push({
        page: slug,
        file: c.path,
        ...missing ? { missing: true } : {},
        ...first ? { since: first } : {}
      });
    }
  }
  return out;
}
function note(s, style) {
  const file = style.file(s.file);
  const what = s.missing ? `${file} no longer exists` : `${file} changed since the page was last checked`;
  const when = s.since ? ` (first by ${s.since.commit.slice(0, 7)} ${style.subject(s.since.subject)})` : "";
  return `${style.page(s.page)} may be out of date: ${what}${when}.`;
}
function staleNotes(stale) {
  return stale.map(
    (s) => note(s, { page: (slug) => `[[${slug}]]`, file: (f) => f, subject: (t) => `"${t}"` })
  );
}
function staleNotesMarkdown(stale, page) {
  return stale.map(
    (s) => note(s, { page, file: (f) => codeSpan(f), subject: (t) => `"${inertText(t, 200)}"` })
  );
}

export {
  citedStaleCovers,
  staleCitations,
  staleNotes,
  staleNotesMarkdown
};
//# sourceMappingURL=chunk-EFYJWMOA.js.map
