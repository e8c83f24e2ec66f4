import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logEntries
} from "./chunk-FVUE7HD4.js";

// src/ledger/records.ts
var emptyLedger = () => ({ records: [] });
var SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
var OUTCOMES = ["process", "skip", "failed", "budget", "partial"];
var isCost = (v) => v === null || typeof v === "number" && Number.isFinite(v) && v >= 0;
var isTime = (v) => typeof v === "string" && !Number.isNaN(new Date(v).getTime());
function record(line) {
  let r;
  try {
    r = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof r !== "object" || r === null || !isTime(r.at)) return null;
  const run = typeof r.run === "string" ? r.run : "";
  switch (r.kind) {
    case "merge":
      if (typeof r.sha !== "string" || !SHA.test(r.sha) || !OUTCOMES.includes(String(r.decision)))
        return null;
      return {
        kind: "merge",
        sha: r.sha,
        decision: r.decision,
        tier: r.tier === 2 ? 2 : r.tier === 3 ? 3 : 1,
        rule: typeof r.rule === "string" ? r.rule : null,
        cost_usd: isCost(r.cost_usd) ? r.cost_usd : null,
        at: r.at,
        run
      };
    case "spend":
      if (!isCost(r.cost_usd)) return null;
      return {
        kind: "spend",
        cost_usd: r.cost_usd,
        model: String(r.model ?? ""),
        at: r.at,
        run,
        ...r.estimated === true ? { estimated: true } : {}
      };
    case "wiki-commit":
      return typeof r.sha === "string" && SHA.test(r.sha) ? { kind: "wiki-commit", sha: r.sha, at: r.at, run } : null;
    case "answer":
      return { kind: "answer", at: r.at, run };
    case "start":
      return {
        kind: "start",
        at: r.at,
        log: Array.isArray(r.log) ? r.log.filter((s) => typeof s === "string") : []
      };
    default:
      return null;
  }
}
function parseLedger(text) {
  const records = [];
  for (const line of text.split("\n")) {
    const r = line.trim() === "" ? null : record(line);
    if (r) records.push(r);
  }
  return { records };
}
var KEEP_MS = 8 * 24 * 60 * 60 * 1e3;
function serializeLedger(ledger, now) {
  const keep = now.getTime() - KEEP_MS;
  return ledger.records.filter((r) => !(r.kind === "spend" || r.kind === "answer") || new Date(r.at).getTime() > keep).map((r) => JSON.stringify(r) + "\n").join("");
}
var merges = (ledger, sha) => ledger.records.filter(
  (r) => r.kind === "merge" && r.sha === sha.toLowerCase()
);
var budgetStops = (ledger, sha) => merges(ledger, sha).filter((r) => r.decision === "budget" || r.decision === "partial").length;
var BUDGET_RETRIES = 1;
function isDecided(ledger, sha, force = false) {
  const records = merges(ledger, sha);
  if (records.some((r) => r.decision === "process" || r.decision === "skip")) return true;
  return !force && budgetStops(ledger, sha) > BUDGET_RETRIES;
}
var isWikiCommit = (ledger, sha) => ledger.records.some((r) => r.kind === "wiki-commit" && r.sha === sha.toLowerCase());
var LOGGED = ["process", "skip", "partial"];
function confirmedSha(ledger, named) {
  const s = named.toLowerCase();
  const found = new Set(
    ledger.records.filter((r) => r.kind === "merge" && LOGGED.includes(r.decision) && r.sha.startsWith(s)).map((r) => r.sha)
  );
  return found.size === 1 ? [...found][0] : null;
}
var inDay = (at, now) => {
  const t = new Date(at).getTime();
  return t > now.getTime() - 24 * 60 * 60 * 1e3 && t <= now.getTime();
};
function spentInLastDay(ledger, now) {
  return ledger.records.filter((r) => r.kind === "spend" && inDay(r.at, now)).reduce((sum, r) => sum + (r.cost_usd ?? 0), 0);
}
var answersInLastDay = (ledger, now) => ledger.records.filter((r) => r.kind === "answer" && inDay(r.at, now)).length;
var startedWith = (ledger) => new Set(ledger.records.flatMap((r) => r.kind === "start" ? r.log : []));
var SOURCE_SHA = /commit `([0-9a-f]{40})`/gi;
var SKIP_LINE = /^- `([0-9a-f]{7,40})`/i;
function logNames(log) {
  const shas = [];
  for (const { kind, lines } of logEntries(log)) {
    for (const line of lines) {
      for (const m of line.matchAll(SOURCE_SHA)) shas.push(m[1].toLowerCase());
      const skipped = kind === "skip" ? SKIP_LINE.exec(line) : null;
      if (skipped) shas.push(skipped[1].toLowerCase());
    }
  }
  return [...new Set(shas)];
}
function unconfirmedLogNames(ledger, log) {
  const legacy = startedWith(ledger);
  return logNames(log).filter((s) => !legacy.has(s) && confirmedSha(ledger, s) === null);
}

export {
  emptyLedger,
  parseLedger,
  serializeLedger,
  budgetStops,
  BUDGET_RETRIES,
  isDecided,
  isWikiCommit,
  spentInLastDay,
  answersInLastDay,
  logNames,
  unconfirmedLogNames
};
//# sourceMappingURL=chunk-J2RP3FCU.js.map
