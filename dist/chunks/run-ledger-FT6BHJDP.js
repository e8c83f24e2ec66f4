import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LedgerStore
} from "./chunk-57WIQ2C3.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import {
  emptyLedger,
  logNames,
  spentInLastDay,
  unconfirmedLogNames
} from "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/catchup/run-ledger.ts
var key = (r) => JSON.stringify(r);
var MAX_NAMED = 10;
function logWarnings(store, ledger, log, readOnly) {
  const ref = store.io.ref;
  if (!store.started) {
    const named = logNames(log);
    if (named.length === 0) return [];
    const starts = readOnly ? "a dry run does not start it (it records nothing); the first run that publishes will" : "this run starts it";
    return [
      `No ledger yet (${ref}): ${starts}. log.md names ${named.length} commit${named.length === 1 ? "" : "s"}, but log.md is written by merges too, so none is taken as decided: merges no earlier run ingested are not caught up (ingest one by hand with wiki-ingest run --commit <sha>).`
    ];
  }
  const unconfirmed = unconfirmedLogNames(ledger, log);
  const shown = unconfirmed.slice(0, MAX_NAMED).map(
    (sha) => `log.md names commit ${sha}, but the ledger (${ref}) does not record it as decided: the entry is ignored (a merged file can write log.md; the ledger only the action can).`
  );
  if (unconfirmed.length > MAX_NAMED)
    shown.push(
      `\u2026 and ${unconfirmed.length - MAX_NAMED} more log.md entries the ledger does not confirm.`
    );
  return shown;
}
async function openRunLedger(io, options) {
  const warnings = [];
  const store = new LedgerStore(io, {
    readOnly: options.readOnly,
    now: options.clock,
    warn: (w) => warnings.push(w)
  });
  const ledger = await store.load();
  warnings.push(...logWarnings(store, ledger, options.log, options.readOnly));
  if (!store.started) store.beginWith(logNames(options.log));
  const scope = openSpendScope(
    {
      budget: options.budget,
      day: { store, cap: options.cap, run: options.run, now: options.clock }
    },
    options.given
  );
  const baseline = new Set(ledger.records.filter((r) => r.kind === "spend").map(key));
  return {
    store,
    scope,
    view: { ledger, ref: io.ref, force: options.force },
    warnings,
    run: options.run,
    baseline
  };
}
var noLedger = (force) => ({
  ledger: emptyLedger(),
  ref: "no ledger",
  force
});
async function concurrentOverCap(rl, cap, now) {
  if (cap === null) return null;
  const ledger = await rl.store.fresh();
  const others = ledger.records.some(
    (r) => r.kind === "spend" && r.run !== rl.run && !rl.baseline.has(key(r))
  );
  const day = spentInLastDay(ledger, now);
  if (!others || day <= cap) return null;
  return `max-daily-cost-usd (${usd(cap)}) was passed while this run worked: another run spent meanwhile and the ledger records ${usd(day)} in the last 24 hours, so this run's Tier 3 result is not published; a later run retries these merges once.`;
}
function outcomeRecords(candidates, commits, run, at) {
  const when = at.toISOString();
  const records = commits.map((sha) => ({
    kind: "wiki-commit",
    sha,
    at: when,
    run
  }));
  for (const c of candidates)
    if (c.outcome && c.merge.sha)
      records.push({
        kind: "merge",
        sha: c.merge.sha.toLowerCase(),
        decision: c.outcome,
        tier: c.decision.tier,
        rule: c.decision.rule,
        cost_usd: c.cost_usd ?? 0,
        at: when,
        run
      });
  return records;
}
export {
  concurrentOverCap,
  noLedger,
  openRunLedger,
  outcomeRecords
};
//# sourceMappingURL=run-ledger-FT6BHJDP.js.map
