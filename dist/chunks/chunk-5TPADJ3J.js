import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  withAdoptedCovers
} from "./chunk-CERFHT6C.js";
import {
  followCovers
} from "./chunk-EHXM444O.js";
import {
  relateExactly
} from "./chunk-5TS6HNGQ.js";
import {
  wikiLinks
} from "./chunk-K5FLXCZD.js";
import {
  buildMap,
  renderIndex
} from "./chunk-VQUICA6I.js";
import {
  DEFAULT_CAPS
} from "./chunk-IJIACYQJ.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import {
  compareCodePoints,
  normalizeText
} from "./chunk-P2XLVFBX.js";
import {
  isGeneratedMap,
  mapFileProblem
} from "./chunk-4MFDPNYM.js";

// src/lint/fix.ts
var short = (sha) => sha.slice(0, 7);
function fixCovers(input, fixes, refused) {
  const changes = [];
  const covered = new Set(input.pages.flatMap((p) => p.covers.map((c) => c.path)));
  const never = new Set([...covered].filter((p) => !input.coverable(p)));
  for (const path of [...never].sort(compareCodePoints)) changes.push({ path, status: "removed" });
  const missing = [...covered].filter((p) => !never.has(p) && !input.tree.has(p));
  for (const path of missing.sort(compareCodePoints)) {
    const moved = input.renames.get(path);
    if (moved) changes.push({ path: moved.to, previous_path: path, status: "renamed" });
    else if (input.deleted.has(path)) changes.push({ path, status: "removed" });
    else
      refused.push(
        `${path}: covered, gone at HEAD, and history does not show where it went (a shallow clone? \`git fetch --unshallow\`); its covers are left for you to fix`
      );
  }
  const followed = followCovers(input.pages, changes, input.coverable);
  for (const m of followed.moved) {
    const r = input.renames.get(m.from);
    fixes.push({
      page: m.slug,
      kind: "covers-moved",
      detail: `covers ${m.from} \u2192 ${m.to} (renamed by ${short(r.commit)})`
    });
  }
  for (const d of followed.dropped)
    fixes.push({
      page: d.slug,
      kind: "covers-dropped",
      detail: never.has(d.path) ? `dropped covers ${d.path} (generated, ignored, secret or in the wiki: never covered)` : d.why === "deleted" ? `dropped covers ${d.path} (deleted by ${short(input.deleted.get(d.path) ?? "")})` : `dropped covers ${d.path} (renamed to ${d.to}, which no page may cover)`
    });
  for (const s of followed.skipped) refused.push(`[[${s.slug}]]: ${s.reason}`);
  const bySlug = new Map(followed.pages.map((p) => [p.slug, p]));
  return input.pages.map((p) => bySlug.get(p.slug) ?? p);
}
function fixAdopted(pages, adopted, fixes, refused) {
  return pages.map((page) => {
    const covers = adopted?.get(page.slug);
    if (!covers || page.locked) return page;
    const paths = covers.map((c) => c.path).join(", ");
    const next = withAdoptedCovers(page, covers);
    if (!next) {
      refused.push(
        `[[${page.slug}]]: covers ${paths} could not be added without rewriting other lines (a page without front-matter gets it from \`wiki-ingest adopt\`); add them by hand`
      );
      return page;
    }
    fixes.push({ page: page.slug, kind: "covers-adopted", detail: `covers + ${paths}` });
    return next;
  });
}
function fixRelated(pages, fixes, refused) {
  const slugs = new Set(pages.map((p) => p.slug));
  return pages.map((page) => {
    const listed = new Set(page.related.map((r) => r.trim().toLowerCase()));
    const add = wikiLinks(page.body).filter(
      (s) => s !== page.slug && slugs.has(s) && !listed.has(s)
    );
    if (add.length === 0 || page.frontmatter === null || page.locked) return page;
    const next = relateExactly(page, [...page.related, ...add.sort(compareCodePoints)]);
    if (!next) {
      refused.push(
        `[[${page.slug}]]: related could not gain ${add.join(", ")} without rewriting other front-matter lines; add them by hand`
      );
      return page;
    }
    fixes.push({ page: page.slug, kind: "related", detail: `related + ${add.join(", ")}` });
    return next;
  });
}
function fixWiki(input) {
  const fixes = [];
  const refused = [];
  const covered = fixAdopted(fixCovers(input, fixes, refused), input.adopted, fixes, refused);
  const pages = fixRelated(covered, fixes, refused);
  const files = [];
  const before = new Map(input.pages.map((p) => [p.slug, p]));
  for (const page of pages)
    if (page.raw !== before.get(page.slug).raw)
      files.push({ file: page.file, before: before.get(page.slug).raw, after: page.raw });
  let mapText = input.mapText;
  const map = renderIndex(buildMap(pages, input.caps), coversIndexOf(pages));
  if (!isGeneratedMap(input.mapText))
    refused.push(mapFileProblem(`${input.wikiPath}/${input.mapFile}`, input.mapText));
  else if (input.mapText === null || normalizeText(input.mapText) !== map) {
    files.push({ file: input.mapFile, before: input.mapText, after: map });
    fixes.push({
      page: input.mapFile,
      kind: "map",
      detail: input.mapText === null ? "written" : "regenerated"
    });
    mapText = map;
  }
  return { files, fixes, refused, pages, mapText };
}
function lintRepair(input, said = { fixes: [], refused: [] }) {
  return (pages) => {
    said.fixes.length = 0;
    said.refused.length = 0;
    const whole = { ...input, pages, mapText: null, caps: DEFAULT_CAPS, wikiPath: "", mapFile: "" };
    const fixed = fixRelated(fixCovers(whole, said.fixes, said.refused), said.fixes, said.refused);
    const before = new Map(pages.map((p) => [p.slug, p.raw]));
    return {
      pages: fixed.filter((p) => p.raw !== before.get(p.slug)),
      warnings: [...said.refused]
    };
  };
}

export {
  fixWiki,
  lintRepair
};
//# sourceMappingURL=chunk-5TPADJ3J.js.map
