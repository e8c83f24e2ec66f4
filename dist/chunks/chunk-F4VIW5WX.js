import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  findSection,
  sectionsOf
} from "./chunk-X5JVCXS7.js";
import {
  DEFAULT_MAP_TOKEN_BUDGET,
  foldMap,
  mapBudget,
  outlineMap
} from "./chunk-YIZ3KT72.js";
import {
  pageText
} from "./chunk-IH6LF6G3.js";
import {
  codePoints,
  compareCodePoints,
  sliceCodePoints
} from "./chunk-RQGXNV2K.js";

// src/wiki/map-view.ts
var FOLDED_SHARE = 0.1;
var FOLDED_MIN_TOKENS = 500;
function foldedAllowance(budget) {
  const total = Math.min(budget, Math.max(FOLDED_MIN_TOKENS, Math.floor(budget * FOLDED_SHARE)));
  return { total, sections: Math.floor(total / 2) };
}
function fullPriority(outline, named) {
  const described = outline.sections.filter((s) => s.hub !== null);
  const top = described.filter((s) => s.kind === "hub");
  const folders = described.filter((s) => s.kind !== "hub").sort((a, b) => b.slugs.length - a.slugs.length || compareCodePoints(a.id, b.id));
  return [.../* @__PURE__ */ new Set([...top.map((s) => s.hub), ...named, ...folders.map((s) => s.hub)])];
}
function promptMap(map, pages, budget, full = []) {
  const check = mapBudget(map, budget);
  if (!check.over)
    return {
      folded: false,
      text: map.text,
      enumSlugs: map.entries.map((e) => e.slug),
      outline: null,
      budget: check
    };
  const outline = outlineMap(map, pages);
  const allowance = foldedAllowance(budget);
  const folded = foldMap(outline, {
    full: fullPriority(outline, full),
    budget: allowance.total,
    sections: allowance.sections
  });
  return { folded: true, text: folded.text, enumSlugs: [], outline, budget: check };
}
var PROMPT_TOO_LONG = /prompt is too long/i;
function promptTooLongAdvice(reason, budget) {
  if (!PROMPT_TOO_LONG.test(reason)) return null;
  const size = `The wiki map is ~${budget.tokens} tokens against map-token-budget ${budget.budget}`;
  return budget.over ? `${size}, so the prompt already carried the folded map: lower map-token-budget (the folded map shows fewer pages in full), ingest-diff-chars or page-char-cap.` : `${size}, so the prompt carried the whole map: set map-token-budget below ${budget.tokens} (the default is ${DEFAULT_MAP_TOKEN_BUDGET}) so the prompt carries the folded map and search_wiki instead.`;
}

// src/wiki/search.ts
var SEARCH_BOOSTS = { title: 4, slug: 3, headings: 2.5, description: 2, body: 1 };
var FIELDS = Object.keys(SEARCH_BOOSTS);
var STOP_WORDS = new Set(
  "a an and are as at be but by for from has have if in into is it its not of on or so such that the their then there these they this to was were when where which while will with".split(" ")
);
function field(doc, name) {
  const p = doc.page;
  switch (name) {
    case "title":
      return p.title;
    case "slug":
      return p.slug.replace(/[/_.-]+/g, " ");
    case "headings":
      return p.headings.join("\n");
    case "description":
      return p.description;
    case "body":
      return p.body;
  }
}
var processTerm = (term) => {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
};
var SEARCH = {
  boost: { ...SEARCH_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => term.length >= 5 ? 0.2 : false,
  combineWith: "OR"
};
async function createWikiSearch(pages) {
  const { default: MiniSearchClass } = await import("./es-SBP3MYGP.js");
  const index = new MiniSearchClass({
    fields: FIELDS,
    storeFields: [],
    extractField: (doc, name) => name === "id" ? String(doc.id) : field(doc, name),
    processTerm,
    searchOptions: SEARCH
  });
  const slugs = pages.map((p) => p.slug);
  index.addAll(pages.map((page, id) => ({ id, page })));
  return {
    size: pages.length,
    search(query, limit = 10) {
      if (query.trim() === "") return [];
      return index.search(query).map((r) => ({ slug: slugs[Number(r.id)], score: r.score, terms: [...r.terms].sort() })).sort((a, b) => b.score - a.score || compareCodePoints(a.slug, b.slug)).slice(0, Math.max(0, limit));
    }
  };
}

// src/wiki/read.ts
function pageExcerpt(page, cap) {
  const text = pageText(page);
  const total = codePoints(text);
  if (total <= cap) return { text, total, truncated: false, sectionsCut: [], leadCut: false };
  const kept = sliceCodePoints(text, cap);
  const keptLines = kept.split("\n").length - 1;
  const bodyOffset = text.split("\n").length - page.body.split("\n").length;
  const sections = sectionsOf(page.body);
  const sectionsCut = sections.filter((s) => s.end + bodyOffset > keptLines).map((s) => s.heading);
  const leadEnd = sections[0]?.start ?? page.body.split("\n").length;
  return {
    text: kept,
    total,
    truncated: true,
    sectionsCut,
    leadCut: leadEnd + bodyOffset > keptLines
  };
}
function sectionText(page, heading) {
  const section = findSection(page.body, heading.replace(/^#+\s*/, ""));
  if (!section) return void 0;
  const text = page.body.split("\n").slice(section.start, section.end).join("\n").trimEnd();
  return { heading: section.heading, text };
}

export {
  foldedAllowance,
  promptMap,
  promptTooLongAdvice,
  createWikiSearch,
  pageExcerpt,
  sectionText
};
//# sourceMappingURL=chunk-F4VIW5WX.js.map
