import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  candidateOf,
  emptyReport,
  tier1Report
} from "./chunk-ZY76RAZ4.js";
import "./chunk-2F6UNR7T.js";
import {
  classifyDetailed
} from "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import {
  BUDGET_RETRIES,
  budgetStops,
  isDecided,
  isWikiCommit
} from "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/catchup/plan.ts
var short = (sha) => sha ? sha.slice(0, 7) : "unknown";
var plural = (n, one, many) => n === 1 ? one : many;
async function pendingMerges(history, from, view, max, warnings) {
  const { ledger, force } = view;
  try {
    const pending = await history.since({
      from,
      isLogged: (sha) => isDecided(ledger, sha, force),
      isOurs: (sha) => isWikiCommit(ledger, sha),
      max
    });
    const n = pending.older;
    if (n > 0)
      warnings.push(
        `${n} merge${plural(n, "", "s")} since the last one the ledger records ${plural(n, "is", "are")} older than max-catch-up allows (${max} more in this run) and ${plural(n, "was", "were")} not decided; once a newer merge is logged the watermark moves past them, so ingest them by hand (wiki-ingest run --commit <sha>) and raise max-catch-up for future catch-ups.`
      );
    if (!pending.complete)
      warnings.push(
        `The last merge the ledger records was not found within the commits read before ${short(from)}; merges older than those decided here were not looked at.`
      );
    return pending;
  } catch (e) {
    warnings.push(
      `Could not read the branch history to catch up with earlier merges (${e.message}); only this run's merge was decided, and the next run catches up.`
    );
    return { merges: [], older: 0, complete: true };
  }
}
function ownMergeOnly(own) {
  return { candidates: [candidateOf(own.merge, own.t1)], primary: own, warnings: [] };
}
function budgetNotes(view, candidates, warnings) {
  for (const c of candidates) {
    const sha = c.merge.sha;
    const stops = sha ? budgetStops(view.ledger, sha) : 0;
    if (stops === 0) continue;
    warnings.push(
      stops <= BUDGET_RETRIES ? `A budget stopped Tier 3 on merge ${short(sha)} before; it is retried once now, and not again by itself if a budget stops it again (a run started by hand, workflow_dispatch, retries it).` : `A budget stopped Tier 3 on merge ${short(sha)} ${stops} times; this run was started by hand (workflow_dispatch), so it is retried.`
    );
  }
}
function exhaustedNote(view, watermark, warnings) {
  if (!watermark || isDecided(view.ledger, watermark, true)) return;
  warnings.push(
    `A budget stopped Tier 3 on merge ${short(watermark)} ${budgetStops(view.ledger, watermark)} times, so catch-up no longer retries it by itself; start the workflow by hand (workflow_dispatch) to retry it, or raise max-cost-usd.`
  );
}
async function catchUpPlan(own, config, history, view, covered) {
  const { ledger } = view;
  if (own?.merge.sha && isDecided(ledger, own.merge.sha, view.force)) {
    const reason = `already-ingested: the ledger (${view.ref}) already records commit ${short(own.merge.sha)} as decided; nothing to do.`;
    const merge = own.merge;
    return {
      done: {
        ...own.report,
        decision: { tier: 1, decision: "skip", rule: null, reason },
        merges: [
          {
            ...merge.sha ? { sha: merge.sha } : {},
            title: merge.title,
            tier: 1,
            decision: "already-ingested",
            rule: null,
            reason
          }
        ]
      }
    };
  }
  const warnings = [];
  const ownBase = own?.merge.commits !== void 0 ? own.merge.base_sha : void 0;
  const from = own ? ownBase ?? own.merge.sha : await history.head();
  let pending = { merges: [], older: 0, complete: true };
  const hasWatermark = ledger.records.some(
    (r) => r.kind === "merge" && (r.decision === "process" || r.decision === "skip")
  );
  if (from && hasWatermark) {
    const room = own && ownBase ? config.maxCatchUp - 1 : config.maxCatchUp;
    pending = await pendingMerges(history, from, view, room, warnings);
    exhaustedNote(view, pending.watermark, warnings);
  } else if (from && !own) {
    pending = await pendingMerges(history, from, view, 1, []);
    warnings.push(
      `The ledger (${view.ref}) records no decided merge yet, so there is no watermark: this run decided the newest merge on the branch only; later runs catch up from it.`
    );
  }
  const candidates = pending.merges.filter((merge) => merge.sha !== own?.merge.sha).map((merge) => candidateOf(merge, classifyDetailed(merge, config, covered)));
  if (own) candidates.push(candidateOf(own.merge, own.t1));
  budgetNotes(view, candidates, warnings);
  if (candidates.length === 0)
    return {
      done: emptyReport(
        `Nothing to catch up: the ledger records the last merge on the branch (${short(from)}).`,
        warnings
      )
    };
  const newest = candidates[candidates.length - 1];
  const primary = own ?? {
    merge: newest.merge,
    t1: newest.t1,
    report: tier1Report(newest.merge, newest.t1)
  };
  return { candidates, primary, warnings };
}
export {
  catchUpPlan,
  ownMergeOnly
};
//# sourceMappingURL=plan-BETD2NNK.js.map
