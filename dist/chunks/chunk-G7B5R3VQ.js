import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addUsage,
  cacheReadShare,
  emptyUsage
} from "./chunk-2F6UNR7T.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";

// src/pulse/sections.ts
function defineSection(spec) {
  return {
    id: spec.id,
    heads: spec.columns.map((c) => c.head),
    numeric: spec.columns.map((c) => c.numeric === true),
    start() {
      const value = spec.empty();
      return {
        add: (entry) => spec.add(value, entry),
        json: () => spec.json(value),
        cells: () => spec.columns.map((c) => c.cell(value))
      };
    }
  };
}
var round = (n, digits) => Number(n.toFixed(digits));
var percent = (share2) => `${(share2 * 100).toFixed(1)}%`;
var share = (v, tier) => v.decided === 0 ? 0 : v.byTier[tier] / v.decided;
var skipsSorted = (v) => [...v.skips].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
var mergesSection = defineSection({
  id: "merges",
  empty: () => ({ decided: 0, byTier: { 1: 0, 2: 0, 3: 0 }, skips: /* @__PURE__ */ new Map() }),
  add(v, entry) {
    for (const d of entry.decisions) {
      v.decided++;
      v.byTier[d.tier]++;
      if (d.rule !== null) v.skips.set(d.rule, (v.skips.get(d.rule) ?? 0) + 1);
    }
  },
  json: (v) => ({
    decided: v.decided,
    by_tier: { "1": v.byTier[1], "2": v.byTier[2], "3": v.byTier[3] },
    share: { "1": round(share(v, 1), 4), "2": round(share(v, 2), 4), "3": round(share(v, 3), 4) },
    skips: Object.fromEntries(skipsSorted(v))
  }),
  columns: [
    { head: "merges", cell: (v) => String(v.decided), numeric: true },
    ...[1, 2, 3].map((tier) => ({
      head: `tier ${tier}`,
      cell: (v) => v.decided ? percent(share(v, tier)) : "\u2014",
      numeric: true
    })),
    {
      head: "skips by rule",
      cell: (v) => skipsSorted(v).map(([rule, n]) => `${rule} ${n}`).join(", ") || "\u2014"
    }
  ]
});
var spendSection = defineSection({
  id: "spend",
  empty: () => ({ cost: 0, unpriced: 0, usage: emptyUsage(), byKind: /* @__PURE__ */ new Map() }),
  add(v, entry) {
    if (entry.cost_usd !== null) {
      v.cost += entry.cost_usd;
      v.byKind.set(entry.kind, (v.byKind.get(entry.kind) ?? 0) + entry.cost_usd);
    }
    if (entry.unpriced) v.unpriced++;
    if (entry.usage) v.usage = addUsage(v.usage, entry.usage);
  },
  json: (v) => ({
    cost_usd: round(v.cost, 6),
    unpriced_entries: v.unpriced,
    by_kind: Object.fromEntries([...v.byKind].sort().map(([k, c]) => [k, round(c, 6)])),
    tokens: {
      input: v.usage.input_tokens,
      cache_write: v.usage.cache_creation_input_tokens,
      cache_read: v.usage.cache_read_input_tokens,
      output: v.usage.output_tokens
    },
    cache_read_share: round(cacheReadShare(v.usage), 4)
  }),
  columns: [
    {
      head: "spend",
      cell: (v) => `${usd(v.cost)}${v.unpriced ? ` + ${v.unpriced} unpriced` : ""}`,
      numeric: true
    },
    { head: "cache read", cell: (v) => percent(cacheReadShare(v.usage)), numeric: true }
  ]
});
var STOP_KINDS = { budget: ["budget"], failed: ["failed", "failure"] };
var stopsSection = defineSection({
  id: "stops",
  empty: () => ({ budget: 0, failed: 0 }),
  add(v, entry) {
    if (STOP_KINDS.budget.includes(entry.kind)) v.budget++;
    if (STOP_KINDS.failed.includes(entry.kind)) v.failed++;
  },
  json: (v) => ({ budget: v.budget, failed: v.failed }),
  columns: [
    { head: "budget stops", cell: (v) => String(v.budget), numeric: true },
    { head: "failures", cell: (v) => String(v.failed), numeric: true }
  ]
});
var PULSE_SECTIONS = [mergesSection, spendSection, stopsSection];

// src/pulse/pulse.ts
var DAY = 24 * 60 * 60 * 1e3;
var PulseSinceError = class extends Error {
  name = "PulseSinceError";
};
function parseSince(text, now) {
  const t = text.trim();
  const span = /^(\d{1,4})([dw])$/.exec(t);
  if (span) {
    const days = Number(span[1]) * (span[2] === "w" ? 7 : 1);
    if (days > 0) return new Date(now.getTime() - days * DAY);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const d = /* @__PURE__ */ new Date(`${t}T00:00:00Z`);
    if (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(t)) return d;
  }
  throw new PulseSinceError(
    `--since ${text} is not a span or a date: give days (30d), weeks (8w) or a UTC date (2026-11-01).`
  );
}
function weekStart(d) {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - (day.getUTCDay() + 6) % 7 * DAY);
}
function isoWeek(monday) {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}
var dateOnly = (d) => d.toISOString().slice(0, 10);
var folds = (sections) => ({
  entries: 0,
  folds: new Map(sections.map((s) => [s.id, s.start()]))
});
var add = (into, entry) => {
  into.entries++;
  for (const fold of into.folds.values()) fold.add(entry);
};
function pulseOf(entries, since, until, sections = PULSE_SECTIONS) {
  const weeks = [];
  const byStart = /* @__PURE__ */ new Map();
  for (let t = weekStart(since).getTime(); t <= until.getTime(); t += 7 * DAY) {
    const monday = new Date(t);
    const week = { week: isoWeek(monday), start: dateOnly(monday), ...folds(sections) };
    weeks.push(week);
    byStart.set(t, week);
  }
  const total = folds(sections);
  for (const entry of entries) {
    const at = entry.at.getTime();
    if (!(at >= since.getTime() && at <= until.getTime())) continue;
    add(total, entry);
    add(byStart.get(weekStart(entry.at).getTime()), entry);
  }
  return { since, until, sections, weeks, total };
}
var sectionsJson = (p) => Object.fromEntries([...p.folds].map(([id, fold]) => [id, fold.json()]));
function pulseJson(p) {
  return {
    since: p.since.toISOString(),
    until: p.until.toISOString(),
    weeks: p.weeks.map((w, i) => ({
      week: w.week,
      start: w.start,
      entries: w.entries,
      ...sectionsJson(w),
      ...p.freshness ? { freshness: p.freshness.weeks[i] ?? null } : {}
    })),
    total: { entries: p.total.entries, ...sectionsJson(p.total) },
    ...p.freshness ? { freshness: p.freshness.now } : {}
  };
}

export {
  PulseSinceError,
  parseSince,
  weekStart,
  isoWeek,
  pulseOf,
  pulseJson
};
//# sourceMappingURL=chunk-G7B5R3VQ.js.map
