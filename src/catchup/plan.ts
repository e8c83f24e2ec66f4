// Which merges a run decides: with the branch history, every merge since the last one the ledger
// records as decided (the watermark) up to the head the run was started for; without it, the
// run's own merge alone. A merge a budget stopped is retried once by itself, then only by a run
// started by hand.
// This module only chooses and classifies them (Tier 1 is free); the one orchestrator
// (src/pipeline.ts) takes them through Tiers 2–3 and publishing.
import type { Config } from '../config.js';
import { candidateOf, emptyReport, tier1Report, type Candidate, type OwnMerge } from '../fold.js';
import type { MergeHistory, PendingMerges } from '../ports.js';
import { classifyDetailed } from '../prefilter/rules.js';
import type { CoveredLookup } from '../prefilter/covered-changes.js';
import type { Report } from '../types.js';
import {
  BUDGET_RETRIES,
  budgetStops,
  isDecided,
  isWikiCommit,
  type Ledger,
} from '../ledger/records.js';

/** How the ledger is read for this run. */
export interface LedgerView {
  ledger: Ledger;
  /** The ref, for messages. */
  ref: string;
  /** A run started by hand (workflow_dispatch): budget-stopped merges are retried all the same. */
  force: boolean;
}

/** The merges a run decides, the one its report follows, and what choosing them found. */
export interface RunPlan {
  /** Oldest first; the run's own merge (when it has one) last. */
  candidates: Candidate[];
  /** The merge the report follows: the run's own, else the newest one decided. */
  primary: OwnMerge;
  warnings: string[];
}

const short = (sha: string | undefined): string => (sha ? sha.slice(0, 7) : 'unknown');
const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** The merges after the watermark, read from the history; a failed read is said, never silent. */
async function pendingMerges(
  history: MergeHistory,
  from: string,
  view: LedgerView,
  max: number,
  warnings: string[],
): Promise<PendingMerges> {
  const { ledger, force } = view;
  try {
    const pending = await history.since({
      from,
      isLogged: (sha) => isDecided(ledger, sha, force),
      isOurs: (sha) => isWikiCommit(ledger, sha),
      max,
    });
    const n = pending.older;
    if (n > 0)
      warnings.push(
        `${n} merge${plural(n, '', 's')} since the last one the ledger records ${plural(n, 'is', 'are')} older than max-catch-up allows (${max} more in this run) and ${plural(n, 'was', 'were')} not decided; once a newer merge is logged the watermark moves past them, so ingest them by hand (wiki-ingest run --commit <sha>) and raise max-catch-up for future catch-ups.`,
      );
    if (!pending.complete)
      warnings.push(
        `The last merge the ledger records was not found within the commits read before ${short(from)}; merges older than those decided here were not looked at.`,
      );
    return pending;
  } catch (e) {
    warnings.push(
      `Could not read the branch history to catch up with earlier merges (${(e as Error).message}); only this run's merge was decided, and the next run catches up.`,
    );
    return { merges: [], older: 0, complete: true };
  }
}

/** The run's own merge, already past Tier 1, as the only merge to decide (no history: the CLI). */
export function ownMergeOnly(own: OwnMerge): RunPlan {
  return { candidates: [candidateOf(own.merge, own.t1)], primary: own, warnings: [] };
}

/** The ledger's merge records say a budget stopped this one before: say what catch-up does. */
function budgetNotes(view: LedgerView, candidates: readonly Candidate[], warnings: string[]): void {
  for (const c of candidates) {
    const sha = c.merge.sha;
    const stops = sha ? budgetStops(view.ledger, sha) : 0;
    if (stops === 0) continue;
    warnings.push(
      stops <= BUDGET_RETRIES
        ? `A budget stopped Tier 3 on merge ${short(sha)} before; it is retried once now, and not again by itself if a budget stops it again (a run started by hand, workflow_dispatch, retries it).`
        : `A budget stopped Tier 3 on merge ${short(sha)} ${stops} times; this run was started by hand (workflow_dispatch), so it is retried.`,
    );
  }
}

/** The walk stopped at a merge only because budgets stopped it too often: said every run. */
function exhaustedNote(view: LedgerView, watermark: string | undefined, warnings: string[]): void {
  if (!watermark || isDecided(view.ledger, watermark, true)) return;
  warnings.push(
    `A budget stopped Tier 3 on merge ${short(watermark)} ${budgetStops(view.ledger, watermark)} times, so catch-up no longer retries it by itself; start the workflow by hand (workflow_dispatch) to retry it, or raise max-cost-usd.`,
  );
}

/**
 * The merges to decide since the watermark, or the finished report when there is nothing to do:
 * the run's own merge is already decided, or no merge is pending.
 */
export async function catchUpPlan(
  own: OwnMerge | null,
  config: Config,
  history: MergeHistory,
  view: LedgerView,
  covered?: CoveredLookup,
): Promise<RunPlan | { done: Report }> {
  const { ledger } = view;
  if (own?.merge.sha && isDecided(ledger, own.merge.sha, view.force)) {
    const reason = `already-ingested: the ledger (${view.ref}) already records commit ${short(own.merge.sha)} as decided; nothing to do.`;
    const merge = own.merge;
    return {
      done: {
        ...own.report,
        decision: { tier: 1, decision: 'skip', rule: null, reason },
        merges: [
          {
            ...(merge.sha ? { sha: merge.sha } : {}),
            title: merge.title,
            tier: 1,
            decision: 'already-ingested',
            rule: null,
            reason,
          },
        ],
      },
    };
  }

  const warnings: string[] = [];
  // A push's own commits end at `before` (its base_sha); a pull_request event's base is the PR's
  // base, which need not be the merge commit's parent, so its walk starts at the merge itself.
  const ownBase = own?.merge.commits !== undefined ? own.merge.base_sha : undefined;
  const from = own ? (ownBase ?? own.merge.sha) : await history.head();
  let pending: PendingMerges = { merges: [], older: 0, complete: true };
  const hasWatermark = ledger.records.some(
    (r) => r.kind === 'merge' && (r.decision === 'process' || r.decision === 'skip'),
  );
  if (from && hasWatermark) {
    // The walk counts the run's own merge when it starts there; max-catch-up counts it too.
    const room = own && ownBase ? config.maxCatchUp - 1 : config.maxCatchUp;
    pending = await pendingMerges(history, from, view, room, warnings);
    exhaustedNote(view, pending.watermark, warnings);
  } else if (from && !own) {
    // Without a decided merge there is no watermark: a schedule run decides the newest merge only.
    pending = await pendingMerges(history, from, view, 1, []);
    warnings.push(
      `The ledger (${view.ref}) records no decided merge yet, so there is no watermark: this run decided the newest merge on the branch only; later runs catch up from it.`,
    );
  }

  const candidates = pending.merges
    .filter((merge) => merge.sha !== own?.merge.sha)
    .map((merge) => candidateOf(merge, classifyDetailed(merge, config, covered)));
  if (own) candidates.push(candidateOf(own.merge, own.t1));
  budgetNotes(view, candidates, warnings);
  if (candidates.length === 0)
    return {
      done: emptyReport(
        `Nothing to catch up: the ledger records the last merge on the branch (${short(from)}).`,
        warnings,
      ),
    };
  const newest = candidates[candidates.length - 1]!;
  const primary = own ?? {
    merge: newest.merge,
    t1: newest.t1,
    report: tier1Report(newest.merge, newest.t1),
  };
  return { candidates, primary, warnings };
}
