import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_MAP_TOKEN_BUDGET,
  foldMap,
  mapBudget,
  outlineMap
} from "./chunk-JCIIUJ5C.js";
import {
  codePoints,
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

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
var LINE_FLOOR = 9;
function foldsByListing(slugs, budget) {
  let chars = 0;
  for (const slug of slugs) chars += codePoints(slug) + LINE_FLOOR;
  return Math.ceil(chars / 4) > budget;
}
var PROMPT_TOO_LONG = /prompt is too long/i;
function promptTooLongAdvice(reason, budget) {
  if (!PROMPT_TOO_LONG.test(reason)) return null;
  const size = `The wiki map is ~${budget.tokens} tokens against map-token-budget ${budget.budget}`;
  return budget.over ? `${size}, so the prompt already carried the folded map: lower map-token-budget (the folded map shows fewer pages in full), ingest-diff-chars or page-char-cap.` : `${size}, so the prompt carried the whole map: set map-token-budget below ${budget.tokens} (the default is ${DEFAULT_MAP_TOKEN_BUDGET}) so the prompt carries the folded map and search_wiki instead.`;
}

export {
  foldedAllowance,
  promptMap,
  foldsByListing,
  promptTooLongAdvice
};
//# sourceMappingURL=chunk-3HNVCDAP.js.map
