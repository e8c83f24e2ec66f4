import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isoWeek,
  weekStart
} from "./chunk-G7B5R3VQ.js";
import {
  readTelemetry
} from "./chunk-7KSQONPR.js";

// src/pulse/ask.ts
var WRITERS = /* @__PURE__ */ new Set(["OWNER", "MEMBER", "COLLABORATOR"]);
var trusted = (c) => c.authorType === "Bot" || WRITERS.has(c.association);
var DAY = 24 * 60 * 60 * 1e3;
function askPulseOf(comments, since, until) {
  const weeks = [];
  const byStart = /* @__PURE__ */ new Map();
  for (let t = weekStart(since).getTime(); t <= until.getTime(); t += 7 * DAY) {
    const week = { week: isoWeek(new Date(t)), start: new Date(t).toISOString().slice(0, 10) };
    const fold = { ...week, answers: [] };
    weeks.push(fold);
    byStart.set(t, fold);
  }
  const total = { answers: [] };
  for (const c of comments) {
    const at = new Date(c.createdAt);
    if (!trusted(c) || !(at >= since && at <= until)) continue;
    const answer = { at, t: readTelemetry(c.body), up: c.up, down: c.down };
    total.answers.push(answer);
    byStart.get(weekStart(at).getTime())?.answers.push(answer);
  }
  return { weeks, total };
}
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}
var spread = (values) => ({
  p50: percentile(values, 0.5),
  p90: percentile(values, 0.9)
});
function latencies(ts) {
  return {
    first_token: spread(
      ts.flatMap((t) => t.latency_ms.first_token === null ? [] : [t.latency_ms.first_token])
    ),
    full: spread(ts.map((t) => t.latency_ms.full))
  };
}
var round = (n, digits) => Number(n.toFixed(digits));
function askPulseJson(fold) {
  const ts = fold.answers.flatMap((a) => a.t ? [a.t] : []);
  const read = ts.filter((t) => t.read_page);
  const priced = ts.flatMap((t) => t.cost_usd === null ? [] : [t.cost_usd]);
  const cost = priced.reduce((a, b) => a + b, 0);
  const downs = fold.answers.filter((a) => a.down > 0);
  return {
    answered: fold.answers.length,
    with_telemetry: ts.length,
    read_share: ts.length ? round(read.length / ts.length, 4) : 0,
    latency_ms: {
      with_read: latencies(read),
      without_read: latencies(ts.filter((t) => !t.read_page))
    },
    cost_usd: round(cost, 6),
    cost_per_answer_usd: priced.length ? round(cost / priced.length, 6) : null,
    unpriced_answers: ts.length - priced.length,
    reactions: {
      up: fold.answers.reduce((n, a) => n + a.up, 0),
      down: fold.answers.reduce((n, a) => n + a.down, 0)
    },
    answers_down: downs.length,
    down_latency_ms: latencies(downs.flatMap((a) => a.t ? [a.t] : []))
  };
}
function withAskJson(json, ask) {
  const weeks = json.weeks.map((w, i) => ({
    ...w,
    ask: askPulseJson(ask.weeks[i] ?? { answers: [] })
  }));
  return { ...json, weeks, total: { ...json.total, ask: askPulseJson(ask.total) } };
}

export {
  askPulseOf,
  percentile,
  askPulseJson,
  withAskJson
};
//# sourceMappingURL=chunk-SYKQPBL4.js.map
