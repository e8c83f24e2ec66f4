// The one way through. A run decides a list of merges — one merge is a list of one — Tier 1 and
// Tier 2 per merge, ONE Tier 3 over those that continue, ONE publish, one report; a catch-up longer
// than max-iterations fits is cut into consecutive Tier 3 runs, each with that one publish (see
// src/catchup/batches.ts). Which merges a run decides is catch-up's business (src/catchup/); each
// stage returns a plain result and src/fold.ts folds it into the Report. Tiers 2–3, catch-up and
// the SDK load with `await import()`, so the Tier 1 skip path never loads them.
// This file is the entry the CLI and the action import: runPipeline and the order of its stages;
// the stages, the catch-up loop, the report folds and the other tasks' entries live in src/run/.
import type { Config } from './config.js';
import { tier1Report, type OwnMerge } from './fold.js';
import type { PipelineDeps } from './ports.js';
import type { MergeInfo, Report } from './types.js';
import { ingestAndPublish } from './run/catch-up-loop.js';
import { openRun, record } from './run/open.js';
import {
  markGeneratedFiles,
  redactMerges,
  sayHiddenCovers,
  skipAllGenerated,
} from './run/prepare.js';
import { withDecision, finishReport } from './run/report-fold.js';
import { publishSkips } from './run/skip-publish.js';
import type { Run } from './run/state.js';
import { tier1, reingestTier1, gate, triageAll } from './run/tiers.js';

/**
 * Decides `merge` (the merge a push or pull request event names) and, with the branch history,
 * every merge since the last one the ledger records; `null` decides from the branch head (a
 * schedule or workflow_dispatch run, which needs the history).
 */
export async function runPipeline(
  merge: MergeInfo | null,
  config: Config,
  deps: PipelineDeps = {},
): Promise<Report> {
  let own: OwnMerge | null = null;
  if (merge) {
    const first = deps.reingest
      ? { t1: reingestTier1(merge, config), merge, warnings: [] }
      : await tier1(merge, config, deps);
    const { t1 } = first;
    const base = tier1Report(first.merge, t1);
    const report = { ...base, warnings: [...base.warnings, ...first.warnings] };
    // A skip goes on only to be written: its covers follow a rename or deletion, or the edge
    // (the CLI) logs skips at once.
    const writes = t1.follows === true || deps.writeSkips === true;
    if ((t1.decision.decision === 'skip' && !writes) || deps.lastTier === 1) return report;
    own = { merge: first.merge, t1, report };
  }
  const run = await openRun(own, config, deps);
  if ('done' in run) return run.done;
  let decided: Report;
  try {
    decided = await decide(run);
  } catch (e) {
    // What the calls so far cost, and the merges of a catch-up's Tier 3 runs already published,
    // are recorded whatever ends the run.
    await record(run, run.report);
    throw e;
  }
  return record(run, finishReport(run, decided));
}

/** Tiers 2 and 3 and publishing, for the merges the plan chose. */
async function decide(run: Run): Promise<Report> {
  const stop = await gate(run);
  if (stop) return stop;
  await markGeneratedFiles(run);
  await sayHiddenCovers(run);
  skipAllGenerated(run);
  await redactMerges(run);
  const triaged = await triageAll(run);
  if ('stopped' in triaged) return triaged.stopped;
  if (run.deps.lastTier === 2) return run.report;
  const going = run.candidates.filter((c) => c.decision.decision === 'process');
  if (going.length === 0)
    return publishSkips(
      run,
      run.candidates.length === 1
        ? run.report
        : withDecision(run.report, {
            tier: 2,
            decision: 'skip',
            reason: `All ${run.candidates.length} merges were skipped (Tiers 1–2); they are logged with the next wiki commit.`,
          }),
    );
  return ingestAndPublish(run, going, triaged.likelyType);
}
