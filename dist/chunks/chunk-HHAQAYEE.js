import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parsePage
} from "./chunk-VPRMEN3U.js";

// src/wiki/historical.ts
var HISTORICAL_FIELD = "historical";
var historical = (page) => page.frontmatter?.[HISTORICAL_FIELD] === true;
var FOLDER = /(?:^|\/)(?:blog|blogs|posts|news|announcements?|releases?|release[-_]notes|changelogs?|history|migration[-_]guides?|upgrad(?:e|es|ing)(?:[-_]guides?)?)\//i;
var FILE = /(?:^|[-_/])(?:changelog|changes|history|release[-_]?notes|releases?|announc\w*|migration(?![s\w])|migration[-_]guide|migrating|upgrad(?:e[-_]guide|ing)|whats[-_]new|breaking[-_]changes)(?:[-_.\d]|v\d|$)/i;
var TITLE = /\b(?:change ?log|release notes?|announcing|migrat(?:ing|ion) (?:guide|from|to)|migration guide|upgrad(?:e|ing) (?:to|from|guide)|what'?s new in|breaking changes in)\b/i;
var DATED = /(?:^|\/)\d{4}-\d{2}(?:-\d{2})?[-_]/;
function looksHistorical(file, title) {
  const stem = file.replace(/\.[^./]+$/, "");
  return FOLDER.test(file) || FILE.test(stem) || DATED.test(file) || TITLE.test(title);
}
function proposeHistorical(page) {
  if (page.frontmatter === null || page.frontmatter[HISTORICAL_FIELD] !== void 0) return page;
  if (!looksHistorical(page.file, page.title)) return page;
  const close = /\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(page.raw);
  if (!page.raw.startsWith("---") || !close) return page;
  const eol = page.raw.includes("\r\n") ? "\r\n" : "\n";
  const at = page.raw[close.index - 1] === "\r" ? close.index - 1 : close.index;
  const raw = `${page.raw.slice(0, at)}${eol}${HISTORICAL_FIELD}: true${page.raw.slice(at)}`;
  const next = parsePage(page.file, raw).page;
  return next.body === page.body && historical(next) ? next : page;
}

export {
  HISTORICAL_FIELD,
  historical,
  looksHistorical,
  proposeHistorical
};
//# sourceMappingURL=chunk-HHAQAYEE.js.map
