// A long catch-up in Tier 3 runs that fit max-iterations. One agent run over 20 merges that share
// no reads needs about three calls a merge (read the page, read the source, write the page) and a
// finish: 61 calls, past the default max-iterations of 25, so it would stop and publish nothing.
// The merges that reach Tier 3 are therefore cut, oldest first, into consecutive runs of at most
// mergesPerRun(max-iterations, max-pages-changed) merges. The orchestrator runs each
// (src/run/catch-up-loop.ts) and publishes it before the next starts; the next re-reads the wiki,
// so it sees (and its publish guards against) the commit before it. The runs share max-cost-usd
// and the day's cap: a run starts only when what they leave covers what it is expected to cost,
// so no run is paid to stop half-way. A run that cannot start, and every run after it, is
// deferred: its merges are not recorded, and a later catch-up, where they come first with the
// whole budget, takes them.
import type { Candidate } from '../fold.js';
import { money } from '../ledger/money.js';
import type { SpendScope } from '../ledger/scope.js';
import type { IngestResult } from '../ingest/stage.js';
import type { Report } from '../types.js';

/** Agent calls one merge takes when it shares no reads with the others: read, read, write. */
export const CALLS_PER_MERGE = 3;

/** The budgets of one Tier 3 run that bound how many merges it can finish. */
export interface RunLimits {
  maxIterations: number;
  maxPagesChanged: number;
}

/**
 * The rule: at most ⌊(max-iterations − 1) / 3⌋ merges a Tier 3 run, so three calls a merge and the
 * closing finish fit its turns — 8 at the default 25 — and no more than max-pages-changed, as a
 * merge with no shared reads writes a page of its own (10 at the default). At least one.
 */
export const mergesPerRun = (limits: RunLimits): number =>
  Math.max(
    1,
    Math.min(Math.floor((limits.maxIterations - 1) / CALLS_PER_MERGE), limits.maxPagesChanged),
  );

/**
 * `items` (oldest first) in as few runs as the rule allows, their sizes balanced (20 merges at the
 * default: 7, 7, 6), so no run is left with a straggler. One that fits is one run: the path of a
 * single merge.
 */
export function batchesOf<T>(items: readonly T[], limits: RunLimits): T[][] {
  const runs = Math.max(1, Math.ceil(items.length / mergesPerRun(limits)));
  // The first `items.length % runs` runs take one merge more than the others.
  const small = Math.floor(items.length / runs);
  const out: T[][] = [];
  for (let r = 0, at = 0; r < runs && at < items.length; r++) {
    const size = small + (r < items.length % runs ? 1 : 0);
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

/** What the Tier 3 runs before this one covered and cost. */
export interface Spent {
  merges: number;
  /** null when a model had no known price: nothing to forecast from. */
  cost_usd: number | null;
}

/**
 * Why the next run may not start, or null when it may: max-cost-usd (shared by the runs) or the
 * day's cap leaves less than it is expected to cost — the runs before it cost per merge, times its
 * merges. The run's spend scope (src/ledger/scope.ts) says what they leave: Tier 2 and the runs
 * before this one spent from it.
 */
export function startRefusal(
  merges: number,
  spent: Spent,
  budget: { maxCostUsd: number; scope: Pick<SpendScope, 'fits'> },
): string | null {
  if (spent.cost_usd === null || spent.merges === 0) return null;
  const expected = (spent.cost_usd / spent.merges) * merges;
  const miss = budget.scope.fits(expected);
  if (!miss) return null;
  const about = `about ${money(expected)} at the ${money(spent.cost_usd / spent.merges)} a merge of the runs before it`;
  return miss.limit === 'run'
    ? `max-cost-usd (${money(budget.maxCostUsd)}, shared by the Tier 3 runs of a catch-up) leaves ${money(miss.left)}, less than this run would cost (${about})`
    : `max-daily-cost-usd leaves ${money(miss.left)} today, less than this run would cost (${about})`;
}

/** Merges a catch-up's Tier 3 runs did not take: nothing is recorded, a later run catches them up. */
export function deferMerges(merges: readonly Candidate[], why: string): void {
  for (const c of merges) {
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: 'deferred',
      rule: null,
      reason: `${why.replace(/\.$/, '')}; a later run catches it up.`,
    };
    delete c.outcome;
  }
}

/** How one Tier 3 run of a catch-up ended, for the run's reason. */
export interface RunNote {
  /** 1-based positions of its first and last merge among those that reached Tier 3. */
  from: number;
  to: number;
  /** What it published (`commit abc1234, 3 pages`), or why it published nothing. */
  said: string;
}

/** What a Tier 3 run published (pages, commit), or why it published nothing. */
export function runSaid(report: Report, t3: IngestResult, published: boolean): string {
  // The reason without the run's label: the note it goes into is already the run's.
  const why = report.decision.reason.replace(/^Tier 3 run \d+ of \d+ \([^)]*\): /, '');
  if (!published || !t3.output) return `published nothing: ${why}`;
  const pages = t3.output.created.length + t3.output.updated.length;
  const where = report.publish?.commit_sha
    ? ` in commit ${report.publish.commit_sha.slice(0, 7)}`
    : report.publish
      ? ` (${report.publish.mode})`
      : '';
  return `published ${t3.budget?.partial ? 'partly, ' : ''}${pages} page${pages === 1 ? '' : 's'}${where}`;
}

const span = (n: RunNote): string =>
  n.from === n.to ? `merge ${n.from}` : `merges ${n.from}–${n.to}`;

/** The label a run's Tier 3 record carries in the report's tiers (one record per run). */
export const runLabel = (n: Pick<RunNote, 'from' | 'to'>, index: number, of: number): string =>
  `Tier 3 run ${index + 1} of ${of} (${span({ ...n, said: '' })})`;

/** The run's reason: how many Tier 3 runs, by which rule, and what each published. */
export function catchUpReason(notes: readonly RunNote[], limits: RunLimits): string {
  const total = notes.at(-1)?.to ?? 0;
  const runs = notes.map((n, i) => `run ${i + 1} (${span(n)}): ${n.said}`).join('; ');
  return `${total} merges reached Tier 3: ${notes.length} Tier 3 runs of at most ${mergesPerRun(limits)} merges (${CALLS_PER_MERGE} calls a merge and a finish within max-iterations ${limits.maxIterations}, a page a merge within max-pages-changed ${limits.maxPagesChanged}), each published before the next — ${runs}.`;
}
