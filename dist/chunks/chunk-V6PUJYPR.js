import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  askPulseJson
} from "./chunk-SYKQPBL4.js";
import {
  escapeHtml
} from "./chunk-73IPIAXZ.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";

// src/pulse/ask-render.ts
var seconds = (ms) => ms === null ? "\u2014" : `${(ms / 1e3).toFixed(1)}s`;
var pair = (s) => s.p50 === null ? "\u2014" : `${seconds(s.p50)} / ${seconds(s.p90)}`;
var ASK_HEAD = [
  "week",
  "answers",
  "read a page",
  "first token p50/p90 (read)",
  "(no read)",
  "full p50/p90 (read)",
  "(no read)",
  "$ per answer",
  "\u{1F44D}",
  "\u{1F44E}",
  "full p50/p90 of \u{1F44E}"
];
function row(label, fold) {
  const j = askPulseJson(fold);
  const l = j.latency_ms;
  return [
    label,
    String(j.answered),
    j.with_telemetry ? `${(j.read_share * 100).toFixed(1)}%` : "\u2014",
    pair(l.with_read.first_token),
    pair(l.without_read.first_token),
    pair(l.with_read.full),
    pair(l.without_read.full),
    j.cost_per_answer_usd === null ? "\u2014" : usd(j.cost_per_answer_usd),
    String(j.reactions.up),
    String(j.reactions.down),
    pair(j.down_latency_ms.full)
  ];
}
var rows = (ask) => [
  ...ask.weeks.map((w) => row(`${w.week} (${w.start})`, w)),
  row("total", ask.total)
];
function askHeadline(ask, note) {
  const n = ask.total.answers.length;
  return `/wiki answers: ${n} in the window (issue and pull request comments; discussions are not read)${note ? `. ${note}` : "."}`;
}
function renderAskText(ask, note) {
  const head = ASK_HEAD.map((h) => h.replace("\u{1F44D}", "up").replace("\u{1F44E}", "down"));
  const all = [head, ...rows(ask)];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ").trimEnd();
  return safeLines([askHeadline(ask, note), "", ...all.map(line)]);
}
function renderAskHtml(ask, note) {
  const cell = (tag, text, i) => `<${tag}${tag === "td" && i > 0 ? ' align="right"' : ""}>${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${ASK_HEAD.map((h, i) => cell("th", h, i)).join("")}</tr>`;
  const body = rows(ask).map((r) => `<tr>${r.map((c, i) => cell("td", c, i)).join("")}</tr>`);
  return `<p>${escapeHtml(askHeadline(ask, note))}</p><table>${head}${body.join("")}</table>`;
}

export {
  ASK_HEAD,
  askHeadline,
  renderAskText,
  renderAskHtml
};
//# sourceMappingURL=chunk-V6PUJYPR.js.map
