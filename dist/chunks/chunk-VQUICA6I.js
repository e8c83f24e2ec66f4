import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_CAPS
} from "./chunk-IJIACYQJ.js";
import {
  renderCoversIndex
} from "./chunk-XTY5E7BO.js";
import {
  codePoints,
  collapseSpace,
  compareCodePoints,
  cutAtWord,
  normalizeText,
  normalizedCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/map.ts
var MARGIN_WARNING_SHARE = 0.1;
function mapField(s) {
  return collapseSpace(s).replace(/\|/g, "\\|");
}
var own = (s) => ` ${s}`.slice(1);
function mapPageOf(page) {
  return {
    slug: page.slug,
    file: page.file,
    title: own(page.title),
    description: own(page.description),
    headings: page.headings.map(own),
    tags: page.tags.map(own),
    locked: page.locked,
    // The covers index at the end of index.md is built from them.
    covers: page.covers.map((c) => ({ path: own(c.path), blob: own(c.blob) })),
    chars: normalizedCodePoints(page.raw),
    bodyChars: codePoints(page.body)
  };
}
function pageText(page) {
  return normalizeText(page.raw);
}
function mapLine(slug, title, description, headings, field = mapField, marks = { moreHeadings: 0, locked: false }) {
  const more = marks.moreHeadings;
  const sections = [
    ...headings.map(field),
    ...more > 0 ? [`+${more} more section${more === 1 ? "" : "s"}`] : []
  ];
  return [slug, field(title), field(description), sections.join(" \xB7 ")].concat(marks.locked ? ["locked"] : []).join(" | ").trimEnd();
}
function tagsInUse(pages) {
  return [...tagCounts(pages).keys()].sort(compareCodePoints);
}
function tagCounts(pages) {
  const counts = /* @__PURE__ */ new Map();
  for (const page of pages)
    for (const tag of new Set(page.tags.map(collapseSpace)))
      if (tag !== "") counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}
function tagsToList(pages, maxChars) {
  const counts = tagCounts(pages);
  const all = [...counts.keys()].sort(compareCodePoints);
  const width = (tags) => tags.reduce((n, t, i) => n + codePoints(t) + (i ? 2 : 0), 0);
  if (width(all) <= maxChars) return { tags: all, more: 0 };
  const uses = (tag) => counts.get(tag) ?? 0;
  const byUse = [...all].sort((a, b) => uses(b) - uses(a) || compareCodePoints(a, b));
  const kept = [];
  let used = 0;
  for (const tag of byUse) {
    const add = codePoints(tag) + (kept.length ? 2 : 0);
    if (used + add > maxChars) break;
    kept.push(tag);
    used += add;
  }
  return { tags: kept.sort(compareCodePoints), more: all.length - kept.length };
}
var pct = (part, whole) => whole === 0 ? 0 : Math.round(part / whole * 1e3) / 10;
function entryOf(page, caps, t) {
  const cut = (warning) => t.cuts.push({ slug: page.slug, warning });
  t.corpus += "raw" in page ? normalizedCodePoints(page.raw) : page.chars;
  const chars = "raw" in page ? codePoints(page.body) : page.bodyChars;
  if (!t.longest || chars > t.longest.chars) t.longest = { slug: page.slug, chars };
  if (chars > caps.pageCharCap) {
    t.overCap.push(page.slug);
    cut(
      `${page.slug}: ${chars} chars, over page-char-cap ${caps.pageCharCap} by ${chars - caps.pageCharCap}; read_pages serves its body in parts of ${caps.pageCharCap}. Split the page or raise page-char-cap.`
    );
  }
  const plain = collapseSpace(page.description);
  const desc = cutAtWord(plain, caps.descriptionChars);
  if (desc.cut) {
    t.descriptionsCut.push(page.slug);
    cut(
      `${page.slug}: description cut from ${codePoints(plain)} to ${caps.descriptionChars} chars (description-chars); shorten the front-matter description (or the first paragraph).`
    );
  }
  t.headingsTotal += page.headings.length;
  const kept = page.headings.slice(0, caps.headingsPerPage);
  if (page.headings.length > caps.headingsPerPage) {
    const lost = page.headings.slice(caps.headingsPerPage);
    t.dropped[page.slug] = lost;
    cut(
      `${page.slug}: ${page.headings.length} H2 headings, the map keeps ${caps.headingsPerPage} (headings-per-page); dropped: ${lost.map((h) => `"${collapseSpace(h)}"`).join(", ")}.`
    );
  }
  const marks = { moreHeadings: page.headings.length - kept.length, locked: page.locked };
  return {
    slug: page.slug,
    file: page.file,
    title: page.title,
    description: desc.text,
    headings: kept,
    ...marks,
    line: mapLine(mapField(page.slug), page.title, desc.text, kept, mapField, marks)
  };
}
function buildMap(pages, caps = DEFAULT_CAPS) {
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const t = {
    cuts: [],
    dropped: {},
    descriptionsCut: [],
    overCap: [],
    corpus: 0,
    headingsTotal: 0,
    longest: null
  };
  const entries = sorted.map((page) => entryOf(page, caps, t));
  const { longest, corpus } = t;
  const margin = longest ? caps.pageCharCap - longest.chars : caps.pageCharCap;
  if (longest && margin >= 0 && margin < caps.pageCharCap * MARGIN_WARNING_SHARE)
    t.cuts.push({
      slug: longest.slug,
      warning: `Thin margin: the longest page, ${longest.slug}, is ${longest.chars} chars, only ${margin} (${pct(margin, caps.pageCharCap)}%) under page-char-cap ${caps.pageCharCap}; it will be cut once it grows. Split it or raise page-char-cap.`
    });
  const lines = entries.map((e) => e.line);
  const text = lines.length ? `${lines.join("\n")}
` : "";
  const index = codePoints(text);
  return {
    entries,
    lines,
    text,
    warnings: t.cuts.map((c) => c.warning),
    tags: tagsInUse(sorted),
    cuts: t.cuts,
    caps,
    stats: {
      pages: sorted.length,
      corpus_chars: corpus,
      index_chars: index,
      ratio: corpus === 0 ? 0 : index / corpus,
      approx_tokens: { corpus: Math.round(corpus / 4), index: Math.round(index / 4) },
      headings_total: t.headingsTotal,
      headings_per_page: caps.headingsPerPage,
      pages_over_heading_cap: Object.keys(t.dropped),
      headings_dropped: t.dropped,
      description_chars: caps.descriptionChars,
      descriptions_cut: t.descriptionsCut.length,
      descriptions_cut_pages: t.descriptionsCut,
      longest_page: longest,
      page_char_cap: caps.pageCharCap,
      margin_chars: margin,
      margin_pct: pct(margin, caps.pageCharCap),
      pages_over_char_cap: t.overCap
    }
  };
}
function capsComplain(map) {
  const s = map.stats;
  return s.descriptions_cut > 0 || s.pages_over_heading_cap.length > 0 || s.pages_over_char_cap.length > 0 || s.longest_page !== null && s.margin_chars < s.page_char_cap * MARGIN_WARNING_SHARE;
}
var MARKDOWN_SPECIAL = /[\\`*_~[\]()<>!&|]/g;
function indexField(s) {
  return collapseSpace(s).replace(MARKDOWN_SPECIAL, "\\$&");
}
var linkTarget = (file) => file.split("/").map((seg) => encodeURIComponent(seg).replace(/\(/g, "%28").replace(/\)/g, "%29")).join("/");
function renderIndex(map, covers) {
  const n = map.entries.length;
  const head = [
    "# Wiki index",
    "",
    "<!-- Generated by wiki-ingest from the wiki map; edits here are overwritten. -->",
    "",
    `${n} page${n === 1 ? "" : "s"}, one line each: page | title | description | sections.`,
    ""
  ];
  const body = map.entries.map((e) => {
    const link = `[${indexField(e.slug)}](${linkTarget(e.file)})`;
    return `- ${mapLine(link, e.title, e.description, e.headings, indexField)}`;
  });
  const tail = covers ? ["", ...renderCoversIndex(covers)] : [];
  return [...head, ...body, ...tail].join("\n") + "\n";
}

export {
  mapField,
  mapPageOf,
  pageText,
  tagsToList,
  buildMap,
  capsComplain,
  renderIndex
};
//# sourceMappingURL=chunk-VQUICA6I.js.map
