import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineCountsText
} from "./chunk-HAWVUYQF.js";

// src/log/outcome.ts
var LISTED = 5;
var isIndexOrLog = (c) => c.lines === void 0 && /(^|\/)(index|log)\.md$/.test(c.path);
var named = (items) => items.length > LISTED ? `${items.slice(0, LISTED).join(", ")} and ${items.length - LISTED} more` : items.join(", ");
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function pagesOutcome(changes, nameOf = (path) => path) {
  const pages = changes.filter((c) => !isIndexOrLog(c));
  const created = pages.filter((c) => c.action === "create").map((c) => nameOf(c.path));
  const confirmed = pages.filter((c) => c.confirmed).map((c) => nameOf(c.path));
  const updated = pages.filter((c) => c.action === "update" && !c.confirmed).map((c) => `${nameOf(c.path)} (${c.lines ? lineCountsText(c.lines) : "covers moved"})`);
  const parts = [
    created.length ? `created ${named(created)}` : null,
    updated.length ? `updated ${named(updated)}` : null,
    confirmed.length ? `confirmed ${named(confirmed)} (re-stamped, text unchanged)` : null
  ].filter((p) => p !== null);
  return parts.length ? parts.join("; ") : "no page changed";
}
function refusedCount(refused) {
  if (refused.length === 0) return null;
  const by = /* @__PURE__ */ new Map();
  for (const r of refused) by.set(r.tool, (by.get(r.tool) ?? 0) + 1);
  const tools = [...by].map(([tool, n]) => `${tool} ${n}`).join(", ");
  return `${plural(refused.length, "tool call")} refused (${tools})`;
}
var firstRefusals = (refused, max = 3) => refused.slice(0, max).map((r) => `${r.tool}${r.slug ? ` ${r.slug}` : ""}: ${r.reason}`);
function staleCount(stale) {
  const slugs = [...new Set(stale.map((s) => s.slug))];
  if (slugs.length === 0) return null;
  return `${plural(slugs.length, "covering page")} left stale (${named(slugs)})`;
}
function outcomeSentence(changes, refused, stale) {
  const more = [refusedCount(refused), staleCount(stale)].filter(Boolean);
  return `${pagesOutcome(changes)}${more.length ? `; ${more.join("; ")}` : ""}.`;
}

export {
  pagesOutcome,
  refusedCount,
  firstRefusals,
  staleCount,
  outcomeSentence
};
//# sourceMappingURL=chunk-54RBGIXX.js.map
