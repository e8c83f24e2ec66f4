import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  followCovers
} from "./chunk-EHXM444O.js";
import {
  appendLog,
  boundedSources,
  logEntry,
  skipEntry,
  sourceKey,
  sourceRef
} from "./chunk-26W2Z2TH.js";
import {
  pagesOutcome
} from "./chunk-54RBGIXX.js";
import {
  lineCounts
} from "./chunk-HAWVUYQF.js";
import {
  buildMap,
  renderIndex
} from "./chunk-VQUICA6I.js";
import {
  patchPage,
  serializePage
} from "./chunk-VPRMEN3U.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";

// src/ingest/finalize.ts
function coverRepair(changes, coverable) {
  return (pages) => {
    const followed = followCovers(pages, changes, coverable);
    const moves = followed.moved.length + followed.dropped.length;
    return {
      pages: followed.pages,
      ...moves ? { covers: { moved: followed.moved, dropped: followed.dropped } } : {},
      warnings: followed.skipped.map(
        (s) => `Covers of [[${s.slug}]] were not moved for a renamed or deleted file: ${s.reason}.`
      )
    };
  };
}
function repairInto(cs, repair) {
  if (!repair) return { alone: [], warnings: [] };
  const repaired = repair(cs.pages());
  const written = new Map(cs.entries().map((e) => [e.page.slug, e]));
  const alone = [];
  for (const page of repaired.pages) {
    const entry = written.get(page.slug);
    if (entry) cs.put(page, entry.confirmed === true);
    else alone.push(page);
  }
  return {
    alone,
    ...repaired.covers ? { covers: repaired.covers } : {},
    warnings: repaired.warnings
  };
}
function finalizeChangeset(cs, input) {
  const follow = repairInto(cs, input.repair);
  const refs = (input.sources ?? [input.merge]).map(sourceRef);
  const files = [];
  const before = {};
  const lines = /* @__PURE__ */ new Map();
  const stamped = /* @__PURE__ */ new Set();
  const slugs = /* @__PURE__ */ new Map();
  const created = [];
  const updated = [];
  const confirmed = [];
  const write = (path, content, old, action) => {
    files.push({ path, content, action: action ?? (old === null ? "create" : "update") });
    before[path] = old;
  };
  for (const { page, action, confirmed: onlyStamped } of cs.entries()) {
    const named = new Set(page.sources.map(sourceKey));
    const missing = onlyStamped ? [] : refs.filter((ref) => !named.has(sourceKey(ref)));
    const withSource = missing.length === 0 ? page : patchPage(page, { sources: boundedSources(page.sources, missing) });
    cs.put(withSource);
    const original = cs.original(page.slug);
    const old = original?.raw ?? null;
    const path = `${input.wikiPath}/${page.file}`;
    slugs.set(path, page.slug);
    write(path, serializePage(withSource), old, action);
    lines.set(path, lineCounts(original?.body ?? null, withSource.body));
    if (onlyStamped) stamped.add(path);
    (onlyStamped ? confirmed : action === "create" ? created : updated).push(page.slug);
  }
  const moved = new Map(follow.alone.map((p) => [p.slug, p]));
  for (const page of follow.alone) slugs.set(`${input.wikiPath}/${page.file}`, page.slug);
  for (const page of follow.alone)
    write(
      `${input.wikiPath}/${page.file}`,
      page.raw,
      cs.original(page.slug)?.raw ?? null,
      "update"
    );
  const pages = cs.pages().map((p) => moved.get(p.slug) ?? p);
  const index = renderIndex(buildMap(pages, input.caps), coversIndexOf(pages));
  if (index !== input.existing.index)
    write(`${input.wikiPath}/${input.mapFile ?? "index.md"}`, index, input.existing.index);
  const changesOf = () => files.map((x) => ({
    path: x.path,
    action: x.action,
    ...lines.has(x.path) ? { lines: lines.get(x.path) } : {},
    ...stamped.has(x.path) ? { confirmed: true } : {}
  }));
  if (input.log !== false)
    write(
      `${input.wikiPath}/log.md`,
      logText(input, { created, updated, confirmed, changes: changesOf(), slugs }, follow.covers),
      input.existing.log
    );
  return {
    files,
    before,
    changes: changesOf(),
    created,
    updated,
    // An init batch (no log entry) reports no confirmed list: its run logs once when it ends.
    ...input.log === false ? {} : { confirmed },
    ...follow.covers ? { covers: follow.covers } : {},
    ...follow.warnings.length ? { warnings: follow.warnings } : {}
  };
}
function logText(input, pages, covers) {
  const skips = input.skipped?.length ? skipEntry(input.date, input.skipped) : null;
  const entry = logEntry({
    date: input.date,
    merge: input.merge,
    ...input.sources ? { sources: input.sources } : {},
    created: pages.created,
    updated: pages.updated,
    ...pages.confirmed.length ? { confirmed: pages.confirmed } : {},
    outcome: pagesOutcome(pages.changes, (path) => `[[${pages.slugs.get(path) ?? path}]]`),
    ...input.refused?.length ? { refused: input.refused } : {},
    ...input.stale?.length ? { stale: input.stale } : {},
    summary: input.summary,
    ...input.partial ? { partial: true } : {},
    ...covers ? { covers } : {},
    usage: input.usage,
    cost_usd: input.cost_usd
  });
  return appendLog(skips ? appendLog(input.existing.log, skips) : input.existing.log, entry);
}

export {
  coverRepair,
  finalizeChangeset
};
//# sourceMappingURL=chunk-6UBJITLA.js.map
