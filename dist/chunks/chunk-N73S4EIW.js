import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  freshnessText
} from "./chunk-LSIFOBXJ.js";
import {
  escapeHtml,
  safeUrl
} from "./chunk-73IPIAXZ.js";
import {
  cacheReadShare,
  sumUsage,
  totalTokens
} from "./chunk-2F6UNR7T.js";
import {
  firstRefusals,
  refusedCount,
  staleCount
} from "./chunk-54RBGIXX.js";
import {
  lineCountsText
} from "./chunk-HAWVUYQF.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  money
} from "./chunk-BY4U7PKS.js";

// src/report/table.ts
var cell = (text) => escapeHtml(text) || "\u2014";
var header = (names) => names.map((data) => ({ data, header: true }));

// src/report/tier3.ts
var MAX_DIFF_CHARS = 4e5;
var pct = (x) => `${(x * 100).toFixed(1)}%`;
var usageCells = (u) => [
  String(u.input_tokens),
  String(u.cache_creation_input_tokens),
  String(u.cache_read_input_tokens),
  String(u.output_tokens),
  pct(cacheReadShare(u))
];
var USAGE_HEADERS = ["input", "cache write", "cache read", "output", "cache-read share"];
function tokensByTier(out, report) {
  const rows = report.tiers.filter((t) => "usage" in t).map((t) => {
    const usage = t.usage;
    const cost = t.cost_usd;
    return [String(t.tier), ...usageCells(usage), money(cost)];
  });
  if (rows.length === 0) return;
  out.addRaw("<p><b>Tokens by kind</b></p>", true);
  out.addTable([
    header(["tier", ...USAGE_HEADERS, "cost"]),
    ...rows,
    ["all", ...usageCells(report.usage), money(report.cost_usd)]
  ]);
}
function iterations(out, report) {
  const t = report.telemetry ?? [];
  if (t.length === 0) return;
  const rows = t.map((i) => [
    String(i.iteration),
    cell(i.stop_reason ?? ""),
    cell(i.tool_calls.join(", ")),
    ...usageCells(i.usage),
    money(i.cost_usd)
  ]);
  const runs = report.tiers.flatMap((x) => x.tier === 3 && "usage" in x ? [x.usage] : []);
  const share = pct(cacheReadShare(runs.length ? sumUsage(runs) : report.usage));
  out.addRaw(
    `<details><summary>Tier 3: ${t.length} iteration${t.length === 1 ? "" : "s"}, cache-read share ${share}</summary>`,
    true
  );
  out.addTable([header(["#", "stop", "tools", ...USAGE_HEADERS, "cost"]), ...rows]);
  out.addRaw("</details>", true);
}
function diffs(out, report) {
  const all = report.diffs ?? [];
  if (all.length === 0) return;
  let left = MAX_DIFF_CHARS;
  const shown = [];
  let omitted = 0;
  for (const d of all) {
    const html = `<pre><code>${escapeHtml(d)}</code></pre>`;
    if (html.length > left) {
      omitted++;
      continue;
    }
    left -= html.length;
    shown.push(html);
  }
  const note = omitted ? `<p>${omitted} more diff(s) not shown (summary size limit).</p>` : "";
  out.addDetails(`Dry run: ${all.length} file(s) would change`, `
${shown.join("\n")}
${note}`);
}
var isIndexOrLog = (c) => c.lines === void 0 && /(^|\/)(index|log)\.md$/.test(c.path);
function changedPages(report) {
  if (report.changes.length === 0) return "";
  const base = report.publish?.files_url;
  const linkOf = (path) => {
    const label = `<code>${escapeHtml(path)}</code>`;
    return base && /^https?:\/\//.test(base) ? `<a href="${escapeHtml(base + path.split("/").map(encodeURIComponent).join("/"))}">${label}</a>` : label;
  };
  const meta = report.changes.filter(isIndexOrLog);
  const also = meta.length ? `<p>Also written: ${meta.map((c) => `${linkOf(c.path)} (${c.action === "create" ? "created" : "updated"})`).join(", ")}</p>` : "";
  const pages = report.changes.filter((c) => !isIndexOrLog(c));
  if (pages.length === 0) return also;
  const items = pages.map((c) => {
    const link = linkOf(c.path);
    const lines = c.lines && c.action === "update" ? `: ${escapeHtml(lineCountsText(c.lines))}` : "";
    return `<li>${link} (${c.action === "create" ? "created" : "updated"}${lines})</li>`;
  });
  return `<p><b>Pages changed</b></p><ul>${items.join("")}</ul>${also}`;
}
function renderTier3(out, report) {
  tokensByTier(out, report);
  iterations(out, report);
  diffs(out, report);
}

// src/report/told.ts
var REFUSALS_SHOWN = 5;
var STALE_SHOWN = 50;
function lead(report) {
  const d = report.decision;
  if (d.tier !== 3 || d.decision !== "process") return `<p><b>Reason:</b> ${escapeHtml(d.reason)}</p>`;
  const dry = report.publish?.mode === "dry-run" ? "Dry run, nothing written; it would be: " : "";
  return `<p><b>Outcome:</b> ${escapeHtml(dry)}${escapeHtml(d.reason)}</p>`;
}
function refused(report) {
  const all = report.refused ?? [];
  const count = refusedCount(all);
  if (!count) return [];
  const items = firstRefusals(all, REFUSALS_SHOWN).map((r) => `<li>${escapeHtml(r)}</li>`);
  const more = all.length > REFUSALS_SHOWN ? `<li>\u2026 and ${all.length - REFUSALS_SHOWN} more</li>` : "";
  return [`<p><b>Refused:</b> ${escapeHtml(count)}</p><ul>${items.join("")}${more}</ul>`];
}
function stale(report) {
  const all = report.stale ?? [];
  const count = staleCount(all);
  if (!count) return [];
  const items = all.slice(0, STALE_SHOWN).map(
    (s) => `<li>${escapeHtml(s.slug)} covers <code>${escapeHtml(s.path)}</code>${s.sha ? ` (changed by ${escapeHtml(s.sha.slice(0, 7))})` : ""}</li>`
  );
  const more = all.length > STALE_SHOWN ? `<li>\u2026 and ${all.length - STALE_SHOWN} more</li>` : "";
  return [
    `<p><b>Left stale:</b> ${escapeHtml(count)}: each still carries the stamp it had before the change</p><ul>${items.join("")}${more}</ul>`
  ];
}
function toldLines(report) {
  const says = report.agent_says;
  return [
    lead(report),
    ...refused(report),
    ...stale(report),
    ...says !== void 0 ? [`<p><b>The agent says:</b> \u201C${escapeHtml(oneLine(says, 2e3))}\u201D</p>`] : []
  ];
}

// src/report/summary.ts
var MAX_LISTED_FILES = 300;
function tierRow(t) {
  const model = "model" in t ? t.model : "\u2014";
  const tokens = "usage" in t ? String(totalTokens(t.usage)) : "0";
  const cost = "cost_usd" in t ? money(t.cost_usd) : "$0";
  const decision = "rule" in t && t.rule ? `${t.decision} (${t.rule})` : t.decision;
  return [String(t.tier), decision, t.reason, model, tokens, cost].map(cell);
}
var LABEL = {
  "out-of-scope": "out of scope",
  ignored: "ignored",
  "wiki-only": "wiki-only",
  remaining: "counted",
  rich: "rich"
};
function fileList(out, files, max) {
  const counts = { "out-of-scope": 0, ignored: 0, "wiki-only": 0, remaining: 0, rich: 0 };
  for (const f of files) counts[f.class]++;
  if (files.length === 0) return;
  const generated = files.filter((f) => f.generated).length;
  const head = `${files.length} file${files.length === 1 ? "" : "s"} considered: ${counts.rich} rich, ${counts.remaining} counted, ${counts["wiki-only"]} wiki-only, ${counts.ignored} ignored${counts["out-of-scope"] ? `, ${counts["out-of-scope"]} out of scope` : ""}${generated ? `; ${generated} generated, never shown` : ""}`;
  const items = files.slice(0, max).map(
    (f) => `<li><code>${escapeHtml(f.path)}</code> \u2014 ${LABEL[f.class]}${f.pattern ? ` (<code>${escapeHtml(f.pattern)}</code>)` : ""}${f.generated ? `; generated by ${escapeHtml(f.generated)}, never shown` : ""}</li>`
  );
  const omitted = files.length - items.length;
  if (omitted > 0) items.push(`<li>\u2026 and ${omitted} more files not listed</li>`);
  out.addDetails(head, `
<ul>
${items.join("\n")}
</ul>
`);
}
function redactionNote(redactions) {
  if (!redactions || redactions.total === 0) return null;
  const n = redactions.total;
  const rules = Object.entries(redactions.rules).map(([rule, count]) => count === 1 ? rule : `${rule} \xD7${count}`).join(", ");
  return `${n} secret-shaped string${n === 1 ? " was" : "s were"} redacted before any model saw ${n === 1 ? "it" : "them"} (${rules}).`;
}
function mergeLine(report) {
  const m = report.merge;
  const url = safeUrl(m.url);
  const label = m.pr !== void 0 ? `#${m.pr}` : m.sha ? m.sha.slice(0, 7) : "";
  const link = label ? url ? `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a> ` : `${escapeHtml(label)} ` : "";
  return `<p><b>Merge:</b> ${link}${escapeHtml(m.title)}</p>`;
}
function renderSummary(report, out, maxFiles = MAX_LISTED_FILES) {
  const d = report.decision;
  const rule = d.rule ? ` \xB7 rule <code>${escapeHtml(d.rule)}</code>` : "";
  out.addHeading(`wiki-ingest: ${escapeHtml(d.decision)} (Tier ${d.tier}${rule})`, 2);
  for (const line of toldLines(report)) out.addRaw(line, true);
  out.addRaw(mergeLine(report), true);
  const redacted = redactionNote(report.redactions);
  if (redacted) out.addRaw(`<p><b>Redacted:</b> ${escapeHtml(redacted)}</p>`, true);
  if (report.freshness)
    out.addRaw(
      `<p><b>Freshness</b> before this run: ${escapeHtml(freshnessText(report.freshness))}.</p>`,
      true
    );
  if (report.publish?.commit_sha || report.publish?.pull_request_url) {
    const pr = safeUrl(report.publish.pull_request_url);
    const sha = report.publish.commit_sha;
    const commitUrl = safeUrl(report.publish.commit_url);
    const short = sha ? `<code>${escapeHtml(sha.slice(0, 7))}</code>` : "";
    const commit = sha && commitUrl ? `<a href="${escapeHtml(commitUrl)}">${short}</a>` : short;
    out.addRaw(
      `<p><b>Published (${escapeHtml(report.publish.mode)}):</b> ${commit}${pr ? ` <a href="${escapeHtml(pr)}">pull request</a>` : ""}</p>`,
      true
    );
  }
  if (report.changes.length > 0) out.addRaw(changedPages(report), true);
  if (report.tiers.length > 1)
    out.addTable([
      header(["tier", "decision", "reason", "model", "tokens", "cost"]),
      ...report.tiers.map(tierRow)
    ]);
  if (report.merges?.length) {
    out.addRaw(`<p><b>Merges decided in this run</b> (oldest first)</p>`, true);
    out.addTable([
      header(["merge", "title", "tier", "decision", "reason"]),
      ...report.merges.map(
        (m) => [m.sha ? m.sha.slice(0, 7) : "\u2014", m.title, String(m.tier), m.decision, m.reason].map(cell)
      )
    ]);
  }
  renderTier3(out, report);
  if (report.files) fileList(out, report.files, maxFiles);
  if (report.warnings.length > 0)
    out.addRaw(
      `<p><b>Warnings</b></p><ul>${report.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>`,
      true
    );
  return out;
}
var noOpSummary = (reason, out) => out.addHeading("wiki-ingest: nothing to do", 2).addRaw(`<p>${escapeHtml(reason)}</p>`, true);
var failureSummary = (message, out) => out.addHeading("wiki-ingest failed", 2).addRaw(`<p>${escapeHtml(message.replace(/^wiki-ingest failed:\s*/, ""))}</p>`, true);

export {
  cell,
  header,
  redactionNote,
  renderSummary,
  noOpSummary,
  failureSummary
};
//# sourceMappingURL=chunk-N73S4EIW.js.map
