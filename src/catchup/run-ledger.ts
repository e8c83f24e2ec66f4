// One run's dealings with the ledger, for the orchestrator (src/pipeline.ts): open it (and say
// which log.md entries it does not confirm), open the run's spend scope over it, check at
// publish time whether another run spent the day past the cap meanwhile, and record how each
// merge ended.
import type { Candidate } from '../fold.js';
import {
  emptyLedger,
  logNames,
  spentInLastDay,
  unconfirmedLogNames,
  type Ledger,
  type LedgerRecord,
} from '../ledger/records.js';
import { openSpendScope, type SpendScope } from '../ledger/scope.js';
import { LedgerStore, type LedgerIO } from '../ledger/store.js';
import type { MessagesClient } from '../llm/messages.js';
import type { LedgerView } from './plan.js';
import { usd } from '../ledger/money.js';

export interface RunLedger {
  store: LedgerStore;
  /** The run's spend scope: max-cost-usd and the day's cap, every call recorded. */
  scope: SpendScope;
  view: LedgerView;
  /** What reading the ledger found, and (filled later) what writing it could not do. */
  warnings: string[];
  run: string;
  /** Other runs' spend records present when this run read the ledger. */
  baseline: Set<string>;
}

export interface OpenLedgerOptions {
  /** max-daily-cost-usd. */
  cap: number | null;
  /** max-cost-usd: the run's one budget. */
  budget: number | null;
  /** The client the run was given (a sweep's): its scope is asked too. */
  given?: MessagesClient;
  /** log.md's text at the branch head: only read to warn about entries nothing confirms. */
  log: string | null;
  force: boolean;
  run: string;
  clock: () => Date;
  /** A dry run records nothing. */
  readOnly: boolean;
}

const key = (r: LedgerRecord): string => JSON.stringify(r);

const MAX_NAMED = 10;

/** Warnings for the log.md entries the ledger does not confirm (each one named, up to ten). */
function logWarnings(
  store: LedgerStore,
  ledger: Ledger,
  log: string | null,
  readOnly: boolean,
): string[] {
  const ref = store.io.ref;
  if (!store.started) {
    const named = logNames(log);
    if (named.length === 0) return [];
    // A dry run records nothing: it says what a run that publishes would do.
    const starts = readOnly
      ? 'a dry run does not start it (it records nothing); the first run that publishes will'
      : 'this run starts it';
    return [
      `No ledger yet (${ref}): ${starts}. log.md names ${named.length} commit${named.length === 1 ? '' : 's'}, but log.md is written by merges too, so none is taken as decided: merges no earlier run ingested are not caught up (ingest one by hand with wiki-ingest run --commit <sha>).`,
    ];
  }
  const unconfirmed = unconfirmedLogNames(ledger, log);
  const shown = unconfirmed
    .slice(0, MAX_NAMED)
    .map(
      (sha) =>
        `log.md names commit ${sha}, but the ledger (${ref}) does not record it as decided: the entry is ignored (a merged file can write log.md; the ledger only the action can).`,
    );
  if (unconfirmed.length > MAX_NAMED)
    shown.push(
      `… and ${unconfirmed.length - MAX_NAMED} more log.md entries the ledger does not confirm.`,
    );
  return shown;
}

export async function openRunLedger(io: LedgerIO, options: OpenLedgerOptions): Promise<RunLedger> {
  const warnings: string[] = [];
  const store = new LedgerStore(io, {
    readOnly: options.readOnly,
    now: options.clock,
    warn: (w) => warnings.push(w),
  });
  const ledger = await store.load();
  warnings.push(...logWarnings(store, ledger, options.log, options.readOnly));
  if (!store.started) store.beginWith(logNames(options.log));
  const scope = openSpendScope(
    {
      budget: options.budget,
      day: { store, cap: options.cap, run: options.run, now: options.clock },
    },
    options.given,
  );
  const baseline = new Set(ledger.records.filter((r) => r.kind === 'spend').map(key));
  return {
    store,
    scope,
    view: { ledger, ref: io.ref, force: options.force },
    warnings,
    run: options.run,
    baseline,
  };
}

/** The ledger for a run without one (the CLI, tests without a ref): empty, nothing recorded. */
export const noLedger = (force: boolean): LedgerView => ({
  ledger: emptyLedger(),
  ref: 'no ledger',
  force,
});

/**
 * Why this run's Tier 3 result may not be published: another run recorded spend since this one
 * read the ledger, and the day is now over the cap. Null when it may.
 */
export async function concurrentOverCap(
  rl: RunLedger,
  cap: number | null,
  now: Date,
): Promise<string | null> {
  if (cap === null) return null;
  const ledger = await rl.store.fresh();
  const others = ledger.records.some(
    (r) => r.kind === 'spend' && r.run !== rl.run && !rl.baseline.has(key(r)),
  );
  const day = spentInLastDay(ledger, now);
  if (!others || day <= cap) return null;
  return `max-daily-cost-usd (${usd(cap)}) was passed while this run worked: another run spent meanwhile and the ledger records ${usd(day)} in the last 24 hours, so this run's Tier 3 result is not published; a later run retries these merges once.`;
}

/**
 * What the ledger records when the run ends: each merge's outcome, and the wiki commits made (one,
 * or one per Tier 3 run of a long catch-up).
 */
export function outcomeRecords(
  candidates: readonly Candidate[],
  commits: readonly string[],
  run: string,
  at: Date,
): LedgerRecord[] {
  const when = at.toISOString();
  const records: LedgerRecord[] = commits.map((sha) => ({
    kind: 'wiki-commit',
    sha,
    at: when,
    run,
  }));
  for (const c of candidates)
    if (c.outcome && c.merge.sha)
      records.push({
        kind: 'merge',
        sha: c.merge.sha.toLowerCase(),
        decision: c.outcome,
        tier: c.decision.tier,
        rule: c.decision.rule,
        cost_usd: c.cost_usd ?? 0,
        at: when,
        run,
      });
  return records;
}
