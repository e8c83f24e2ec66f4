// The ledger: what has been decided and spent, kept where no merged file can write it. log.md is
// written by merges too (a pull request can add an entry to it), so it is no evidence; the ledger
// lives in a commit that only the action's ref `refs/wiki-ingest/ledger/<wiki-path>` points at
// (src/ledger/store.ts moves it, src/github/ledger-ref.ts does the IO). Pure: the
// ledger's text (one JSON record per line) in, plain values and answers out.

import type { MergeOutcome } from '../types.js';
import { logEntries } from '../wiki/log.js';

export type LedgerRecord =
  | {
      kind: 'merge';
      /** The full 40- (or 64-) character sha. */
      sha: string;
      decision: MergeOutcome;
      tier: 1 | 2 | 3;
      rule: string | null;
      /** This merge's share of the run's spend (its triage, and Tier 3 split evenly). */
      cost_usd: number | null;
      at: string;
      run: string;
    }
  | {
      kind: 'spend';
      /** What one model call cost; null when the model has no known price. */
      cost_usd: number | null;
      model: string;
      at: string;
      run: string;
      /** A call sent and never answered: `cost_usd` is its estimate (src/llm/spend.ts). */
      estimated?: true;
    }
  /** A wiki commit the action made: its trailer is genuine. */
  | { kind: 'wiki-commit'; sha: string; at: string; run: string }
  /** A /wiki answer (ask-max-per-day counts them). */
  | { kind: 'answer'; at: string; run: string }
  /** The first record: the commits log.md named when the ledger began (never taken as decided). */
  | { kind: 'start'; at: string; log: string[] };

export interface Ledger {
  records: LedgerRecord[];
}

export const emptyLedger = (): Ledger => ({ records: [] });

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const OUTCOMES: readonly string[] = ['process', 'skip', 'failed', 'budget', 'partial'];

const isCost = (v: unknown): v is number | null =>
  v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
const isTime = (v: unknown): v is string =>
  typeof v === 'string' && !Number.isNaN(new Date(v).getTime());

/** One line as a record, or null when it is not one this version knows (it is then left out). */
function record(line: string): LedgerRecord | null {
  let r: Record<string, unknown>;
  try {
    r = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof r !== 'object' || r === null || !isTime(r.at)) return null;
  const run = typeof r.run === 'string' ? r.run : '';
  switch (r.kind) {
    case 'merge':
      if (typeof r.sha !== 'string' || !SHA.test(r.sha) || !OUTCOMES.includes(String(r.decision)))
        return null;
      return {
        kind: 'merge',
        sha: r.sha,
        decision: r.decision as MergeOutcome,
        tier: r.tier === 2 ? 2 : r.tier === 3 ? 3 : 1,
        rule: typeof r.rule === 'string' ? r.rule : null,
        cost_usd: isCost(r.cost_usd) ? r.cost_usd : null,
        at: r.at,
        run,
      };
    case 'spend':
      if (!isCost(r.cost_usd)) return null;
      return {
        kind: 'spend',
        cost_usd: r.cost_usd,
        model: String(r.model ?? ''),
        at: r.at,
        run,
        ...(r.estimated === true ? { estimated: true as const } : {}),
      };
    case 'wiki-commit':
      return typeof r.sha === 'string' && SHA.test(r.sha)
        ? { kind: 'wiki-commit', sha: r.sha, at: r.at, run }
        : null;
    case 'answer':
      return { kind: 'answer', at: r.at, run };
    case 'start':
      return {
        kind: 'start',
        at: r.at,
        log: Array.isArray(r.log) ? r.log.filter((s): s is string => typeof s === 'string') : [],
      };
    default:
      return null;
  }
}

export function parseLedger(text: string): Ledger {
  const records: LedgerRecord[] = [];
  for (const line of text.split('\n')) {
    const r = line.trim() === '' ? null : record(line);
    if (r) records.push(r);
  }
  return { records };
}

/** Spend and answer records older than this are dropped when the ledger is written. */
const KEEP_MS = 8 * 24 * 60 * 60 * 1000;

/** The ledger as its file holds it: one JSON record per line, short-lived records pruned. */
export function serializeLedger(ledger: Ledger, now: Date): string {
  const keep = now.getTime() - KEEP_MS;
  return ledger.records
    .filter((r) => !(r.kind === 'spend' || r.kind === 'answer') || new Date(r.at).getTime() > keep)
    .map((r) => JSON.stringify(r) + '\n')
    .join('');
}

const merges = (ledger: Ledger, sha: string) =>
  ledger.records.filter(
    (r): r is Extract<LedgerRecord, { kind: 'merge' }> =>
      r.kind === 'merge' && r.sha === sha.toLowerCase(),
  );

/** How often a budget stopped Tier 3 on `sha` (with or without a partial publish). */
export const budgetStops = (ledger: Ledger, sha: string): number =>
  merges(ledger, sha).filter((r) => r.decision === 'budget' || r.decision === 'partial').length;

/** Budget stops after which catch-up no longer retries a merge by itself. */
export const BUDGET_RETRIES = 1;

/**
 * Whether `sha` is decided, so catch-up stops there: ingested or skipped, or stopped by a budget
 * more often than it is retried (`force`, a workflow_dispatch run, retries it all the same). A
 * merge that failed, or that a budget stopped once, is still pending.
 */
export function isDecided(ledger: Ledger, sha: string, force = false): boolean {
  const records = merges(ledger, sha);
  if (records.some((r) => r.decision === 'process' || r.decision === 'skip')) return true;
  return !force && budgetStops(ledger, sha) > BUDGET_RETRIES;
}

/** Whether the action made the commit `sha` (a wiki commit whose trailer is genuine). */
export const isWikiCommit = (ledger: Ledger, sha: string): boolean =>
  ledger.records.some((r) => r.kind === 'wiki-commit' && r.sha === sha.toLowerCase());

/** The outcomes a log.md entry stands for. */
const LOGGED: readonly MergeOutcome[] = ['process', 'skip', 'partial'];

/**
 * The merge sha the ledger records as logged (ingested, skipped, or partly published) that `named`
 * (full, or a short sha of an old log entry) names: a short sha matches only when exactly one
 * recorded merge starts with it.
 */
export function confirmedSha(ledger: Ledger, named: string): string | null {
  const s = named.toLowerCase();
  const found = new Set(
    ledger.records
      .filter((r) => r.kind === 'merge' && LOGGED.includes(r.decision) && r.sha.startsWith(s))
      .map((r) => (r as { sha: string }).sha),
  );
  return found.size === 1 ? [...found][0]! : null;
}

/** Whether `at` lies in the 24 hours up to `now`. */
const inDay = (at: string, now: Date): boolean => {
  const t = new Date(at).getTime();
  return t > now.getTime() - 24 * 60 * 60 * 1000 && t <= now.getTime();
};

/** What every model call of the 24 hours before `now` cost, in USD (calls of no known price: 0). */
export function spentInLastDay(ledger: Ledger, now: Date): number {
  return ledger.records
    .filter((r) => r.kind === 'spend' && inDay(r.at, now))
    .reduce((sum, r) => sum + ((r as { cost_usd: number | null }).cost_usd ?? 0), 0);
}

/** What other runs than `run` spent in the day, recorded at or after `since`. */
export function spentByOthersSince(ledger: Ledger, run: string, since: Date, now: Date): number {
  return ledger.records
    .filter(
      (r) =>
        r.kind === 'spend' &&
        r.run !== run &&
        inDay(r.at, now) &&
        new Date(r.at).getTime() >= since.getTime(),
    )
    .reduce((sum, r) => sum + ((r as { cost_usd: number | null }).cost_usd ?? 0), 0);
}

/** /wiki answers recorded in the 24 hours before `now`. */
export const answersInLastDay = (ledger: Ledger, now: Date): number =>
  ledger.records.filter((r) => r.kind === 'answer' && inDay(r.at, now)).length;

/** The commits log.md named when the ledger began; log entries naming them are not warned about. */
export const startedWith = (ledger: Ledger): Set<string> =>
  new Set(ledger.records.flatMap((r) => (r.kind === 'start' ? r.log : [])));

// log.md, read only to warn about entries the ledger does not confirm. Titles in the log are
// Markdown-escaped (backticks become \`), so these shapes are the log's own.
const SOURCE_SHA = /commit `([0-9a-f]{40})`/gi;
const SKIP_LINE = /^- `([0-9a-f]{7,40})`/i;

/** Every commit sha log.md names (a source line's full sha, a skip line's full or short one). */
export function logNames(log: string | null): string[] {
  const shas: string[] = [];
  for (const { kind, lines } of logEntries(log)) {
    for (const line of lines) {
      for (const m of line.matchAll(SOURCE_SHA)) shas.push(m[1]!.toLowerCase());
      const skipped = kind === 'skip' ? SKIP_LINE.exec(line) : null;
      if (skipped) shas.push(skipped[1]!.toLowerCase());
    }
  }
  return [...new Set(shas)];
}

/**
 * The shas log.md names that the ledger does not confirm (nor named when it began): forged or
 * unverifiable entries, which are ignored — each is named in a warning.
 */
export function unconfirmedLogNames(ledger: Ledger, log: string | null): string[] {
  const legacy = startedWith(ledger);
  return logNames(log).filter((s) => !legacy.has(s) && confirmedSha(ledger, s) === null);
}
