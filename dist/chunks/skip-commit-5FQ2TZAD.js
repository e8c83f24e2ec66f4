import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  followCovers
} from "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import {
  skipEntries
} from "./chunk-SSW4YGAB.js";
import {
  appendLog,
  skipEntry
} from "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import {
  buildMap,
  renderIndex
} from "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-ALWFP5YV.js";

// src/catchup/skip-commit.ts
function skipOnlyOutput(input) {
  const { snapshot, wikiPath } = input;
  const pages = snapshot.wiki.pages;
  const changes = input.candidates.flatMap((c) => c.merge.files);
  const followed = followCovers(pages, changes, input.coverable);
  const covers = { moved: followed.moved, dropped: followed.dropped };
  const skipped = skipEntries(input.candidates, pages, covers);
  const files = [];
  const before = {};
  const write = (path, content, old) => {
    files.push({ path, content, action: old === null ? "create" : "update" });
    before[path] = old;
  };
  const byslug = new Map(followed.pages.map((p) => [p.slug, p]));
  for (const page of followed.pages) {
    const old = pages.find((p) => p.slug === page.slug);
    write(`${wikiPath}/${page.file}`, page.raw, old.raw);
  }
  const after = pages.map((p) => byslug.get(p.slug) ?? p);
  const log = input.logSkips && skipped.length > 0 ? skipEntry(input.date, skipped) : null;
  if (files.length === 0 && log === null) return null;
  const index = renderIndex(buildMap(after, input.caps), coversIndexOf(after));
  if (index !== snapshot.existing.index)
    write(`${wikiPath}/${input.mapFile}`, index, snapshot.existing.index);
  if (log !== null)
    write(`${wikiPath}/log.md`, appendLog(snapshot.existing.log, log), snapshot.existing.log);
  const n = skipped.length;
  const moved = followed.moved.length + followed.dropped.length;
  const summary = [
    n ? `${n} skipped merge${n === 1 ? "" : "s"} logged` : null,
    moved ? `${moved} cover${moved === 1 ? "" : "s"} followed a renamed or deleted file` : null
  ].filter(Boolean).join("; ");
  return {
    files,
    before,
    changes: files.map((f) => ({ path: f.path, action: f.action })),
    created: [],
    updated: followed.pages.map((p) => p.slug),
    ...moved ? { covers } : {},
    ...followed.skipped.length ? {
      warnings: followed.skipped.map(
        (s) => `Covers of [[${s.slug}]] were not moved for a renamed or deleted file: ${s.reason}.`
      )
    } : {},
    summary: summary || "skips logged",
    stale: skipped.flatMap(
      (m) => (m.stale ?? []).map((c) => ({
        slug: c.slug,
        path: c.path,
        ...m.sha ? { sha: m.sha } : {}
      }))
    )
  };
}
export {
  skipOnlyOutput
};
//# sourceMappingURL=skip-commit-5FQ2TZAD.js.map
