import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  money
} from "./chunk-BY4U7PKS.js";
import "./chunk-ALWFP5YV.js";

// src/catchup/batches.ts
var CALLS_PER_MERGE = 3;
var mergesPerRun = (limits) => Math.max(
  1,
  Math.min(Math.floor((limits.maxIterations - 1) / CALLS_PER_MERGE), limits.maxPagesChanged)
);
function batchesOf(items, limits) {
  const runs = Math.max(1, Math.ceil(items.length / mergesPerRun(limits)));
  const small = Math.floor(items.length / runs);
  const out = [];
  for (let r = 0, at = 0; r < runs && at < items.length; r++) {
    const size = small + (r < items.length % runs ? 1 : 0);
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}
function startRefusal(merges, spent, budget) {
  if (spent.cost_usd === null || spent.merges === 0) return null;
  const expected = spent.cost_usd / spent.merges * merges;
  const miss = budget.scope.fits(expected);
  if (!miss) return null;
  const about = `about ${money(expected)} at the ${money(spent.cost_usd / spent.merges)} a merge of the runs before it`;
  return miss.limit === "run" ? `max-cost-usd (${money(budget.maxCostUsd)}, shared by the Tier 3 runs of a catch-up) leaves ${money(miss.left)}, less than this run would cost (${about})` : `max-daily-cost-usd leaves ${money(miss.left)} today, less than this run would cost (${about})`;
}
function deferMerges(merges, why) {
  for (const c of merges) {
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: "deferred",
      rule: null,
      reason: `${why.replace(/\.$/, "")}; a later run catches it up.`
    };
    delete c.outcome;
  }
}
function runSaid(report, t3, published) {
  const why = report.decision.reason.replace(/^Tier 3 run \d+ of \d+ \([^)]*\): /, "");
  if (!published || !t3.output) return `published nothing: ${why}`;
  const pages = t3.output.created.length + t3.output.updated.length;
  const where = report.publish?.commit_sha ? ` in commit ${report.publish.commit_sha.slice(0, 7)}` : report.publish ? ` (${report.publish.mode})` : "";
  return `published ${t3.budget?.partial ? "partly, " : ""}${pages} page${pages === 1 ? "" : "s"}${where}`;
}
var span = (n) => n.from === n.to ? `merge ${n.from}` : `merges ${n.from}\u2013${n.to}`;
var runLabel = (n, index, of) => `Tier 3 run ${index + 1} of ${of} (${span({ ...n, said: "" })})`;
function catchUpReason(notes, limits) {
  const total = notes.at(-1)?.to ?? 0;
  const runs = notes.map((n, i) => `run ${i + 1} (${span(n)}): ${n.said}`).join("; ");
  return `${total} merges reached Tier 3: ${notes.length} Tier 3 runs of at most ${mergesPerRun(limits)} merges (${CALLS_PER_MERGE} calls a merge and a finish within max-iterations ${limits.maxIterations}, a page a merge within max-pages-changed ${limits.maxPagesChanged}), each published before the next \u2014 ${runs}.`;
}
export {
  CALLS_PER_MERGE,
  batchesOf,
  catchUpReason,
  deferMerges,
  mergesPerRun,
  runLabel,
  runSaid,
  startRefusal
};
//# sourceMappingURL=batches-SGXZVQLG.js.map
