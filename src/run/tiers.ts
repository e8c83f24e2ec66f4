// Tiers 1 and 2 of a run: Tier 1 on the run's own merge (again with the covers index), the gate
// before any model is paid, and Tier 2 over every merge Tier 1 let through.
import type { Config } from '../config.js';
import { withOtherTriage, withTriage } from '../fold.js';
import { money } from '../ledger/money.js';
import type { PipelineDeps } from '../ports.js';
import { type Tier1Result, COVERED_RULES } from '../prefilter/covered-changes.js';
import { classesByPath, classifyDetailed } from '../prefilter/rules.js';
import type { MergeInfo, Report } from '../types.js';
import { anthropicClient } from './client.js';
import { withDecision, deferAll } from './report-fold.js';
import { publishSkips } from './skip-publish.js';
import type { Run } from './state.js';

/**
 * Tier 1 on the run's own merge, and — when it would skip by type or size alone — again with the
 * covers index the edge reads (covered-changes). A failed read lets the skip stand, said.
 */
export async function tier1(
  merge: MergeInfo,
  config: Config,
  deps: PipelineDeps,
): Promise<{ t1: Tier1Result; merge: MergeInfo; warnings: string[] }> {
  const t1 = classifyDetailed(merge, config);
  if (!deps.covers || t1.decision.decision !== 'skip' || !COVERED_RULES.has(t1.decision.rule))
    return { t1, merge, warnings: [] };
  const unchecked = `covered-changes could not check this skip against the pages' covers`;
  let read;
  try {
    read = await deps.covers(merge);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { t1, merge, warnings: [`${unchecked}: the covers index could not be read (${why}).`] };
  }
  if (!read.index)
    return {
      t1,
      merge: read.merge,
      warnings: [
        `${unchecked}: ${read.missing ?? 'there is no covers index'}. The next wiki commit writes it at the end of ${config.wikiPath}/${config.mapFile} (or run wiki-ingest lint --fix and commit the map).`,
      ],
    };
  const covered = { mode: config.coveredChanges, index: read.index };
  return { t1: classifyDetailed(read.merge, config, covered), merge: read.merge, warnings: [] };
}

/** A merge named by hand to re-ingest: Tier 1 says what it would have decided, and lets it through. */
export function reingestTier1(merge: MergeInfo, config: Config): Tier1Result {
  const t1 = classifyDetailed(merge, config);
  const would =
    t1.decision.decision === 'skip'
      ? `Tier 1 would skip it (${t1.decision.reason})`
      : 'Tier 1 lets it through';
  return {
    ...t1,
    decision: {
      ...t1.decision,
      decision: 'continue',
      rule: null,
      reason: `re-ingest of ${(merge.sha ?? '').slice(0, 12)} requested (workflow_dispatch input sha): ingested again even if log.md names it, without Tier 2; ${would}.`,
    },
  };
}

/** Why no model may be paid in this run (all skipped, a refusing branch, the daily limit), or null. */
export async function gate(run: Run): Promise<Report | null> {
  const { config, candidates } = run;
  const going = candidates.filter((c) => c.t1.decision.decision === 'continue');
  if (going.length === 0)
    return publishSkips(
      run,
      candidates.length === 1
        ? run.report
        : withDecision(run.report, {
            tier: 1,
            decision: 'skip',
            reason: `All ${candidates.length} merges were skipped at Tier 1; they are logged with the next wiki commit.`,
          }),
    );
  // A branch that cannot take the commit (protected, publish-mode commit) is said before any
  // model is paid; nothing is logged, so a later run with a working setup catches up.
  if (run.deps.repo && config.publishMode !== 'dry-run') {
    const refusal = await (await run.workspace()).publishRefusal?.();
    if (refusal) return withDecision(run.report, { tier: 1, decision: 'failed', reason: refusal });
  }
  if (config.maxDailyCostUsd === null || !run.ledger) return null;
  const { dayCap } = await import('../ledger/gate.js');
  const day = dayCap(run.ledger.store.view(), config.maxDailyCostUsd, run.now);
  if (!day?.reached) return null;
  return deferAll(
    run,
    `max-daily-cost-usd reached: the ledger records ${money(day.spent)} spent in the last 24 hours (limit ${money(config.maxDailyCostUsd)}); no model was called, and a later run catches up ${going.length === 1 ? 'this merge' : `these ${going.length} merges`}.`,
  );
}

/**
 * Tier 2 for every merge Tier 1 let through; the first likely page type it names, or the report
 * when the day's spending limit refused a call (every merge Tier 3 has not reached waits).
 */
export async function triageAll(
  run: Run,
): Promise<{ likelyType: string | null } | { stopped: Report }> {
  const { config, deps } = run;
  // `triage: false` sends every Tier 1 continue straight to Tier 3.
  if (!config.triage || deps.reingest) return { likelyType: null };
  const triage = deps.stages?.triage ?? (await import('../triage/stage.js')).runTriage;
  const { SpendRefused } = await import('../llm/spend.js');
  const client = await anthropicClient(run);
  let likelyType: string | null = null;
  for (const [i, c] of run.candidates.entries()) {
    if (c.decision.decision !== 'process') continue;
    let t2;
    try {
      t2 = await triage({
        merge: c.merge,
        config,
        client,
        fileClasses: classesByPath(c.merge, c.t1.files),
        tier1Reason: c.t1.decision.reason,
        ...(run.snapshot ? { wiki: run.snapshot.wiki } : {}),
        ...(run.generated ? { generated: run.generated } : {}),
      });
    } catch (e) {
      if (!(e instanceof SpendRefused)) throw e;
      return { stopped: deferAll(run, `${e.message}; a later run decides what is left.`) };
    }
    const d = t2.decision;
    run.candidates[i] = {
      ...c,
      decision: { ...c.decision, tier: 2, decision: d.decision, rule: null, reason: d.reason },
      cost_usd: d.cost_usd,
    };
    run.report =
      c.merge === run.primary.merge ? withTriage(run.report, t2) : withOtherTriage(run.report, t2);
    if (d.decision === 'process') likelyType ??= d.likely_type;
  }
  return { likelyType };
}
