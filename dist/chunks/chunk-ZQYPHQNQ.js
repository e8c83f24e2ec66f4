import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  money
} from "./chunk-EG2VR7QE.js";

// src/ingest/log-entry.ts
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
    `- Created: ${links(e.created)}`,
    `- Updated: ${links(e.updated)}`,
    ...e.confirmed?.length ? [`- Confirmed: ${links(e.confirmed)}`] : [],
    ...coversLines(e.covers),
    ...entryClose(e)
  ].join("\n");
}
function entryClose(e) {
  return [`- Summary: ${escapeMarkdown(oneLine(e.summary, 2e3))}`, ...spendLines(e)];
}
function spendLines(e) {
  const u = e.usage;
  return [
    `- Tokens: ${u.input_tokens} input \xB7 ${u.cache_creation_input_tokens} cache write \xB7 ${u.cache_read_input_tokens} cache read \xB7 ${u.output_tokens} output`,
    `- Cost: ${money(e.cost_usd, "unknown (no price for the model)")}`,
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
  sourceKey,
  links,
  logEntry,
  entryClose,
  spendLines,
  skipEntry,
  appendLog
};
//# sourceMappingURL=chunk-ZQYPHQNQ.js.map
