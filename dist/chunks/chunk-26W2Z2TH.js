import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  firstRefusals,
  refusedCount
} from "./chunk-54RBGIXX.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  money
} from "./chunk-BY4U7PKS.js";

// src/log/entry.ts
var code = (path) => `\`${path.replace(/[`\r\n]/g, "")}\``;
function coversLines(c, indent = "") {
  if (!c) return [];
  return [
    ...c.moved.map((m) => `${indent}- Covers moved: [[${m.slug}]] ${code(m.from)} \u2192 ${code(m.to)}`),
    ...c.dropped.map(
      (d) => d.why === "deleted" ? `${indent}- Stale: [[${d.slug}]] covered ${code(d.path)}, deleted (dropped from covers)` : `${indent}- Stale: [[${d.slug}]] covered ${code(d.path)}, renamed to ${code(d.to ?? "")}, which no page covers (dropped from covers)`
    )
  ];
}
function escapeMarkdown(s) {
  return s.replace(/[\\`*_[\]<>|#&]/g, (c) => `\\${c}`);
}
var utcDate = (d) => d.toISOString().slice(0, 10);
function sourceRef(merge) {
  if (merge.sha) return `commit ${merge.sha}`;
  if (merge.pr !== void 0) return `#${merge.pr}`;
  return merge.url ?? "unknown source";
}
var MAX_SOURCES = 5;
var EARLIER = /^\+(\d+) earlier merges?\b/;
function boundedSources(sources, added) {
  let earlier = 0;
  const named = [];
  for (const s of [...sources, ...added]) {
    const m = EARLIER.exec(s.trim());
    if (m) earlier += Number(m[1]);
    else named.push(s);
  }
  const dropped = Math.max(0, named.length - MAX_SOURCES);
  earlier += dropped;
  const kept = named.slice(dropped);
  return earlier ? [`+${earlier} earlier merge${earlier === 1 ? "" : "s"} (log.md)`, ...kept] : kept;
}
function sourceKey(entry) {
  const url = /^https?:\/\/\S+\/commit\/([0-9a-f]{7,64})\/?$/i.exec(entry.trim());
  return url ? `commit ${url[1].toLowerCase()}` : entry.trim();
}
var links = (slugs) => slugs.length ? slugs.map((s) => `[[${s}]]`).join(", ") : "none";
function sourceLine(merge) {
  const parts = [
    merge.pr !== void 0 ? `PR #${merge.pr}` : null,
    merge.url ? `<${merge.url}>` : null,
    merge.sha ? `commit \`${merge.sha}\`` : null
  ].filter(Boolean);
  return parts.length ? parts.join(" \xB7 ") : "unknown";
}
function logEntry(e) {
  const sources = e.sources && e.sources.length > 1 ? e.sources : null;
  const title = sources ? sources.map((m) => oneLine(m.title, 80)).join(" \xB7 ") : e.merge.title;
  return [
    `## [${utcDate(e.date)}] ${e.partial ? "partial" : "ingest"} | ${escapeMarkdown(oneLine(title, 160))}`,
    "",
    ...sources ? sources.map((m) => `- Source: ${sourceLine(m)} \u2014 ${escapeMarkdown(oneLine(m.title, 160))}`) : [`- Source: ${sourceLine(e.merge)}`],
    ...e.outcome ? [`- Outcome: ${escapeLinked(e.outcome)}`] : [],
    `- Created: ${links(e.created)}`,
    `- Updated: ${links(e.updated)}`,
    ...e.confirmed?.length ? [`- Confirmed: ${links(e.confirmed)}`] : [],
    ...coversLines(e.covers),
    ...refusedLines(e.refused),
    ...(e.stale ?? []).map((c) => `- Left stale: [[${c.slug}]] covers ${code(c.path)}`),
    // A partial entry's summary is the product's (the agent never finished); else the agent's words.
    `- ${e.partial ? "Summary" : "The agent says"}: ${escapeMarkdown(oneLine(e.summary, 2e3))}`,
    ...spendLines(e)
  ].join("\n");
}
var escapeLinked = (text) => text.split(/(\[\[[^\]\n]+\]\])/).map((part, i) => i % 2 ? part : escapeMarkdown(part)).join("");
function refusedLines(refused) {
  const count = refusedCount(refused ?? []);
  if (!count) return [];
  const first = firstRefusals(refused).map((r) => escapeMarkdown(oneLine(r, 320)));
  return [`- Refused: ${count}: ${first.join(" \xB7 ")}`];
}
function entryClose(e) {
  return [`- Summary: ${escapeMarkdown(oneLine(e.summary, 2e3))}`, ...spendLines(e)];
}
function spendLines(e) {
  const u = e.usage;
  const est = e.estimated;
  return [
    `- Tokens: ${u.input_tokens} input \xB7 ${u.cache_creation_input_tokens} cache write \xB7 ${u.cache_read_input_tokens} cache read \xB7 ${u.output_tokens} output`,
    `- Cost: ${money(e.cost_usd, "unknown (no price for the model)")}`,
    ...est && est.calls > 0 ? [
      `- Estimated: ${money(est.cost_usd)} of it, for ${est.calls} call${est.calls === 1 ? "" : "s"} sent and never answered (interrupted, or the connection lost), booked at ${est.calls === 1 ? "its" : "their"} estimate`
    ] : [],
    `- Time: ${e.date.toISOString()}`,
    ""
  ];
}
function skipEntry(date, skipped) {
  const n = skipped.length;
  return [
    `## [${utcDate(date)}] skip | ${n} merge${n === 1 ? "" : "s"}`,
    "",
    ...skipped.map((m) => {
      const why = m.tier === 1 ? `Tier 1 ${m.rule ?? ""}`.trim() : "Tier 2 triage";
      const reason = m.rule && m.reason.startsWith(`${m.rule}: `) ? m.reason.slice(m.rule.length + 2) : m.reason;
      const sha = m.sha ? `\`${m.sha}\`` : "unknown";
      return [
        `- ${sha} ${escapeMarkdown(oneLine(m.title, 160))} \xB7 ${why}: ${escapeMarkdown(oneLine(reason, 300))}`,
        ...(m.stale ?? []).map(
          (c) => `  - Stale: [[${c.slug}]] covers ${code(c.path)}${c.deleted ? ` (deleted${c.dropped ? "; dropped from covers" : ""})` : ""}`
        ),
        ...coversLines(
          m.covers && {
            moved: m.covers.moved,
            dropped: m.covers.dropped.filter((d) => d.why !== "deleted")
          },
          "  "
        )
      ].join("\n");
    }),
    skippedByLine(skipped),
    `- Time: ${date.toISOString()}`,
    ""
  ].join("\n");
}
function skippedByLine(skipped) {
  const counts = /* @__PURE__ */ new Map();
  for (const m of skipped) {
    const rule = m.tier === 2 ? "triage" : m.rule ?? "tier-1";
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
  }
  return `- Skipped by: ${[...counts].map(([rule, n]) => `${rule} ${n}`).join(" \xB7 ")}`;
}
function appendLog(existing, entry) {
  const head = existing === null || existing.trim() === "" ? "# Wiki log\n" : existing.replace(/\s*$/, "\n");
  return `${head}
${entry}`;
}

export {
  escapeMarkdown,
  utcDate,
  sourceRef,
  boundedSources,
  sourceKey,
  links,
  logEntry,
  entryClose,
  spendLines,
  skipEntry,
  appendLog
};
//# sourceMappingURL=chunk-26W2Z2TH.js.map
