// The run's small folds into its Report: a decision set, a task's starting report, the refusal a
// map-file a person wrote makes, every waiting merge deferred, and the finished report.
import type { Config } from '../config.js';
import type { SpendHook } from '../llm/spend.js';
import { emptyReport } from '../fold.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { MergeInfo, Report } from '../types.js';
import { mapFileProblem } from '../wiki/map-file.js';
import { groupWarnings } from '../wiki/warnings.js';
import type { Run } from './state.js';

const withoutMerges = ({ merges: _decided, ...report }: Report): Report => report;

/** The report an init batch starts from: no tier has run, nothing is spent. */
export const initReport = (merge: MergeInfo, snapshot: WikiSnapshot): Report => ({
  ...withoutMerges(emptyReport(merge.title, [...snapshot.wiki.warnings])),
  merge: { title: merge.title, ...(merge.sha ? { sha: merge.sha } : {}) },
});

export const withDecision = (
  report: Report,
  d: Pick<Report['decision'], 'tier' | 'decision' | 'reason'>,
): Report => ({ ...report, decision: { ...d, rule: null } });

/** A map-file a person wrote is never overwritten: said before any model is paid. */
export function foreignMap(
  snapshot: WikiSnapshot,
  config: Config,
): Pick<Report['decision'], 'tier' | 'decision' | 'reason'> | null {
  const problem = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
  return problem
    ? { tier: 1, decision: 'failed', reason: `${problem} No model was called.` }
    : null;
}

/** Where a run's spend went: the ledger when its scope (or one above it) records there. */
export const spendRecorded = (config: Config, scope: SpendHook): string =>
  scope.records?.()
    ? 'recorded in the ledger'
    : config.publishMode === 'dry-run'
      ? 'not recorded: a dry run records nothing'
      : 'not recorded: this run keeps no ledger';

/** Every merge Tier 3 has not reached waits for a later run: the day's spending limit. */
export function deferAll(run: Run, reason: string): Report {
  run.candidates = run.candidates.map((c) =>
    c.decision.decision === 'process'
      ? { ...c, decision: { ...c.decision, tier: 3, decision: 'deferred', rule: null, reason } }
      : c,
  );
  return withDecision(run.report, { tier: 3, decision: 'skip', reason });
}

/**
 * The report lists every merge's decision when the run decided more than its own merge; its
 * warnings are said once each, the same cut on many pages as one line.
 */
export const finishReport = (run: Run, done: Report): Report => {
  const redactions = run.redactor?.redactions;
  const grouped = { ...done, warnings: groupWarnings(done.warnings) };
  const report = redactions?.total ? { ...grouped, redactions } : grouped;
  return run.candidates.length > 1 || !run.own
    ? { ...report, merges: run.candidates.map((c) => c.decision) }
    : report;
};
