import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  freshnessCell
} from "./chunk-GP3FSIJB.js";
import {
  freshnessText
} from "./chunk-LSIFOBXJ.js";
import {
  escapeHtml
} from "./chunk-73IPIAXZ.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  logEntries
} from "./chunk-FVUE7HD4.js";

// src/pulse/log.ts
var TIME = /^- Time: (\S+)/;
var SOURCE = /^- Source: /;
var SKIP_LINE = /^- `[0-9a-f]{7,64}` /i;
var SKIPPED_BY = /^- Skipped by: (.*)$/;
var TIER_1 = / · Tier 1 ([a-z][a-z-]*): /;
var TIER_2 = / · Tier 2 triage: /;
var TOKENS = /^- Tokens: (\d+) input · (\d+) cache write · (\d+) cache read · (\d+) output\s*$/;
var COST = /^- Cost: \$(\d+(?:\.\d+)?)\s*$/;
var COST_UNKNOWN = /^- Cost: unknown/;
var STALE = /^\s*- Stale: \[\[([^\]\n]+)\]\] cover(?:s|ed) `([^`\n]+)`/;
var CHECKED = /^- (?:Created|Updated|Confirmed): (.+)$/;
var LINK = /\[\[([^\]\n]+)\]\]/g;
function skippedBy(text) {
  const out = [];
  for (const part of text.split(" \xB7 ")) {
    const m = /^([a-z][a-z0-9-]*) (\d+)$/.exec(part.trim());
    if (!m) return null;
    const rule = m[1];
    for (let i = 0; i < Number(m[2]); i++) out.push({ tier: rule === "triage" ? 2 : 1, rule });
  }
  return out;
}
function skipLine(line) {
  const t1 = TIER_1.exec(line);
  const t2 = TIER_2.exec(line);
  if (t2 && (!t1 || t2.index < t1.index)) return { tier: 2, rule: "triage" };
  return { tier: 1, rule: t1?.[1] ?? "unknown" };
}
function finish(r) {
  if (r.entry.kind === "skip") r.entry.decisions = r.summary ?? r.skipLines;
  return r.entry;
}
function readLine(r, line) {
  const e = r.entry;
  const time = TIME.exec(line);
  if (time) {
    const at = new Date(time[1]);
    if (!Number.isNaN(at.getTime())) e.at = at;
    return;
  }
  if ((e.kind === "ingest" || e.kind === "partial") && SOURCE.test(line))
    e.decisions.push({ tier: 3, rule: null });
  else if (e.kind === "skip" && SKIP_LINE.test(line)) r.skipLines.push(skipLine(line));
  const by = e.kind === "skip" ? SKIPPED_BY.exec(line) : null;
  if (by) r.summary = skippedBy(by[1]) ?? r.summary;
  const stale = STALE.exec(line);
  if (stale) e.staled.push({ slug: stale[1], path: stale[2] });
  const checked = CHECKED.exec(line);
  if (checked) for (const m of checked[1].matchAll(LINK)) e.checked.push(m[1]);
  const tokens = TOKENS.exec(line);
  if (tokens) {
    const [input, write, read, output] = tokens.slice(1).map(Number);
    e.usage = {
      input_tokens: input,
      cache_creation_input_tokens: write,
      cache_read_input_tokens: read,
      output_tokens: output
    };
  }
  const cost = COST.exec(line);
  if (cost) e.cost_usd = (e.cost_usd ?? 0) + Number(cost[1]);
  else if (COST_UNKNOWN.test(line)) e.unpriced = true;
}
function readPulseLog(log) {
  return logEntries(log).map(({ date, kind, lines }) => {
    const reading = {
      entry: {
        kind,
        at: /* @__PURE__ */ new Date(`${date}T00:00:00Z`),
        decisions: [],
        usage: null,
        cost_usd: null,
        unpriced: false,
        staled: [],
        checked: []
      },
      skipLines: [],
      summary: null
    };
    for (const line of lines) readLine(reading, line);
    return finish(reading);
  });
}

// src/pulse/render.ts
var BLOCKS = ["", "\u258F", "\u258E", "\u258D", "\u258C", "\u258B", "\u258A", "\u2589"];
function bar(value, max, width = 12) {
  if (!(max > 0) || !(value > 0)) return "";
  const eighths = Math.max(1, Math.round(value / max * width * 8));
  return "\u2588".repeat(Math.floor(eighths / 8)) + BLOCKS[eighths % 8];
}
var sectionJson = (p, id) => p.folds.get(id)?.json();
function chartWeeks(pulse) {
  return pulse.weeks.map((w) => {
    const merges = sectionJson(w, "merges");
    return {
      week: w.week,
      tiers: merges ? [merges.by_tier["1"], merges.by_tier["2"], merges.by_tier["3"]] : [0, 0, 0],
      cost_usd: sectionJson(w, "spend")?.cost_usd ?? 0
    };
  });
}
function table(pulse) {
  const cost = (p) => sectionJson(p, "spend")?.cost_usd ?? 0;
  const max = Math.max(0, ...pulse.weeks.map(cost));
  const fresh = pulse.freshness;
  const row = (label, p, chart, week) => [
    label,
    ...[...p.folds.values()].flatMap((fold) => fold.cells()),
    ...fresh ? [freshnessCell(week === void 0 ? void 0 : fresh.weeks[week])] : [],
    chart ? bar(cost(p), max) : ""
  ];
  return {
    head: [
      "week",
      ...pulse.sections.flatMap((s) => s.heads),
      ...fresh ? ["fresh (log)"] : [],
      "spend per week"
    ],
    numeric: [false, ...pulse.sections.flatMap((s) => s.numeric), ...fresh ? [true] : [], false],
    rows: [
      ...pulse.weeks.map((w, i) => row(`${w.week} (${w.start})`, w, true, i)),
      row("total", pulse.total, false)
    ]
  };
}
var day = (d) => d.toISOString().slice(0, 10);
function pulseHeadline(pulse) {
  const n = pulse.total.entries;
  return `log.md from ${day(pulse.since)} to ${day(pulse.until)}: ${n} ${n === 1 ? "entry" : "entries"} in ${pulse.weeks.length} ${pulse.weeks.length === 1 ? "week" : "weeks"} (UTC, Monday to Sunday).`;
}
var nowLine = (pulse) => pulse.freshness?.now ? [`Freshness now: ${freshnessText(pulse.freshness.now)}.`] : [];
function renderPulseText(pulse) {
  const t = table(pulse);
  const widths = t.head.map((h, i) => Math.max(h.length, ...t.rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => t.numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])).join("  ").trimEnd();
  return safeLines([
    pulseHeadline(pulse),
    ...nowLine(pulse),
    "",
    line(t.head),
    ...t.rows.map(line)
  ]);
}
function renderPulseHtml(pulse) {
  const t = table(pulse);
  const cell = (tag, text, i) => `<${tag}${t.numeric[i] && tag === "td" ? ' align="right"' : ""}>${escapeHtml(text) || "\u2014"}</${tag}>`;
  const head = `<tr>${t.head.map((h, i) => cell("th", h, i)).join("")}</tr>`;
  const rows = t.rows.map((r) => `<tr>${r.map((c, i) => cell("td", c, i)).join("")}</tr>`);
  const now = nowLine(pulse).map((l) => `<p>${escapeHtml(l)}</p>`);
  return `<p>${escapeHtml(pulseHeadline(pulse))}</p>${now.join("")}<table>${head}${rows.join("")}</table>`;
}

export {
  readPulseLog,
  chartWeeks,
  renderPulseText,
  renderPulseHtml
};
//# sourceMappingURL=chunk-PBDYSJ62.js.map
