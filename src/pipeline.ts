// The one way through. A run decides a list of merges — one merge is a list of one — Tier 1 and
// Tier 2 per merge, ONE Tier 3 over those that continue (a long catch-up: one per batch that fits
// max-iterations), ONE publish, one report. Which merges a
// run decides is catch-up's business (src/catchup/); each stage returns a plain result and
// src/fold.ts folds it into the Report. Tiers 2–3, catch-up and the SDK load with `await import()`,
// so the Tier 1 skip path never loads them.
import type { Config } from './config.js';
import {
  tier1Report,
  withIngest,
  withOtherTriage,
  withPublish,
  withTriage,
  type Candidate,
  type OwnMerge,
} from './fold.js';
import type { Ledger } from './catchup/ledger.js';
import type { RunPlan } from './catchup/plan.js';
import type { MessagesClient } from './llm/messages.js';
import { money, sumUsage } from './llm/usage.js';
import type { Batched } from './catchup/batches.js';
import { runPublish } from './publish/stage.js';
import type { PipelineDeps, WikiSnapshot, Workspace } from './stages.js';
import { classesByPath, classifyDetailed } from './prefilter/rules.js';
import type { MergeInfo, Report } from './types.js';

export type { PipelineDeps } from './stages.js';

/** One run's state as it moves through the stages; `report` follows the primary merge. */
interface Run extends RunPlan {
  config: Config;
  deps: PipelineDeps;
  /** The run's own merge; null for a schedule / workflow_dispatch run. */
  own: OwnMerge | null;
  report: Report;
  workspace: () => Promise<Workspace>;
  /** The wiki at the branch head, read once before any model call (absent without a workspace). */
  snapshot?: WikiSnapshot;
  /** What log.md records: the watermark and the spend of the last day. */
  ledger?: Ledger;
  /** One instant for the whole run: the daily window and the log entry's date. */
  now: Date;
}

/**
 * Decides `merge` (the merge a push or pull request event names) and, with the branch history,
 * every merge since the last one log.md names; `null` decides from the branch head (a schedule or
 * workflow_dispatch run, which needs the history).
 */
export async function runPipeline(
  merge: MergeInfo | null,
  config: Config,
  deps: PipelineDeps = {},
): Promise<Report> {
  let own: OwnMerge | null = null;
  if (merge) {
    const t1 = classifyDetailed(merge, config);
    const report = tier1Report(merge, t1);
    if (t1.decision.decision === 'skip' || deps.lastTier === 1) return report;
    own = { merge, t1, report };
  }
  const run = await openRun(own, config, deps);
  if ('done' in run) return run.done;
  const stop = await gate(run);
  if (stop) return finish(run, stop);
  const likelyType = await triageAll(run);
  if (deps.lastTier === 2) return finish(run, run.report);
  const going = run.candidates.filter((c) => c.decision.decision === 'process');
  if (going.length === 0)
    return finish(
      run,
      run.candidates.length === 1
        ? run.report
        : withDecision(run.report, {
            tier: 2,
            decision: 'skip',
            reason: `All ${run.candidates.length} merges were skipped (Tiers 1–2); they are logged with the next wiki commit.`,
          }),
    );
  return finish(run, await ingestAndPublish(run, going, likelyType));
}

/** The wiki, the ledger and the merges to decide; or the finished report when nothing is to do. */
async function openRun(
  own: OwnMerge | null,
  config: Config,
  deps: PipelineDeps,
): Promise<Run | { done: Report }> {
  let workspace: Promise<Workspace> | undefined;
  const workspaceOnce = (): Promise<Workspace> => (workspace ??= workspaceOf(deps));
  // Read before any model call: catch-up's ledger is its log.md, and a wiki that cannot be read
  // stops the run before anything is paid.
  const snapshot = deps.repo ? await (await workspaceOnce()).loadWiki() : undefined;
  const plans = await import('./catchup/plan.js');
  let ledger: Ledger | undefined;
  let plan: RunPlan | { done: Report };
  if (snapshot && deps.history && deps.lastTier === undefined) {
    ledger = (await import('./catchup/ledger.js')).readLedger(snapshot.existing.log);
    plan = await plans.catchUpPlan(own, config, deps.history, ledger);
  } else if (own) {
    plan = plans.ownMergeOnly(own);
  } else
    throw new Error(
      'A run without a merge of its own catches up from the branch history: it needs deps.history and deps.repo.',
    );
  if ('done' in plan) return plan;
  const primary = plan.primary.report;
  return {
    ...plan,
    config,
    deps,
    own,
    report: { ...primary, warnings: [...primary.warnings, ...plan.warnings] },
    workspace: workspaceOnce,
    ...(snapshot ? { snapshot } : {}),
    ...(ledger ? { ledger } : {}),
    now: (deps.clock ?? (() => new Date()))(),
  };
}

/** Why no model may be paid in this run (all skipped, a refusing branch, the daily limit), or null. */
async function gate(run: Run): Promise<Report | null> {
  const { config, candidates } = run;
  const going = candidates.filter((c) => c.t1.decision.decision === 'continue');
  if (going.length === 0)
    return withDecision(run.report, {
      tier: 1,
      decision: 'skip',
      reason: `All ${candidates.length} merges were skipped at Tier 1; they are logged with the next wiki commit.`,
    });
  // A branch that cannot take the commit (protected, publish-mode commit) is said before any
  // model is paid; nothing is logged, so a later run with a working setup catches up.
  if (run.deps.repo && config.publishMode !== 'dry-run') {
    const refusal = await (await run.workspace()).publishRefusal?.();
    if (refusal) return withDecision(run.report, { tier: 1, decision: 'failed', reason: refusal });
  }
  if (config.maxDailyCostUsd === null || !run.ledger) return null;
  const { spentInLastDay } = await import('./catchup/ledger.js');
  const spent = spentInLastDay(run.ledger, run.now);
  if (spent < config.maxDailyCostUsd) return null;
  const reason = `max-daily-cost-usd reached: log.md records ${money(spent)} spent in the last 24 hours (limit $${config.maxDailyCostUsd}); Tier 3 was not started, and a later run catches up ${going.length === 1 ? 'this merge' : `these ${going.length} merges`}.`;
  for (const c of going)
    c.decision = { ...c.decision, tier: 3, decision: 'deferred', rule: null, reason };
  return withDecision(run.report, { tier: 3, decision: 'skip', reason });
}

/** Tier 2 for every merge Tier 1 let through; returns the first likely page type it names. */
async function triageAll(run: Run): Promise<string | null> {
  const { config, deps } = run;
  // `triage: false` sends every Tier 1 continue straight to Tier 3.
  if (!config.triage) return null;
  const triage = deps.stages?.triage ?? (await import('./triage/stage.js')).runTriage;
  const client = await anthropicClient(config, deps);
  let likelyType: string | null = null;
  for (const c of run.candidates.filter((x) => x.decision.decision === 'process')) {
    const t2 = await triage({
      merge: c.merge,
      config,
      client,
      fileClasses: classesByPath(c.merge, c.t1.files),
      tier1Reason: c.t1.decision.reason,
      ...(run.snapshot ? { wiki: run.snapshot.wiki } : {}),
    });
    const d = t2.decision;
    c.decision = { ...c.decision, tier: 2, decision: d.decision, rule: null, reason: d.reason };
    run.report =
      c.merge === run.primary.merge ? withTriage(run.report, t2) : withOtherTriage(run.report, t2);
    if (d.decision === 'process') likelyType ??= d.likely_type;
  }
  return likelyType;
}

/**
 * Tier 3 over every merge that continues — one agent run, or for a long catch-up one run per
 * batch that fits max-iterations (src/catchup/batches.ts), each over the wiki the batches before
 * it left — then ONE publish of what they wrote. A batch that fails stops the ones after it; what
 * the batches before it wrote is still published, and a later run catches up the rest.
 */
async function ingestAndPublish(
  run: Run,
  going: Candidate[],
  likelyType: string | null,
): Promise<Report> {
  const { config, deps } = run;
  const workspace = await run.workspace();
  const snapshot = run.snapshot ?? (await workspace.loadWiki());
  const skipped = config.logSkips
    ? (await import('./catchup/skips.js')).skipEntries(run.candidates)
    : [];
  const batches = await import('./catchup/batches.js');
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  const client = await anthropicClient(config, deps);
  let report = run.report;
  let current = snapshot;
  let done = null as Parameters<typeof publish>[4] | null;
  // max-cost-usd bounds the run: the batches share it.
  let spent = 0;
  const runs = batches.batchesOf(going, config.maxIterations);
  for (const [i, batch] of runs.entries()) {
    const left = config.maxCostUsd - spent;
    if (left <= 0) {
      const why = `max-cost-usd (${config.maxCostUsd.toFixed(2)}) was spent by the Tier 3 runs before`;
      report = withDecision(report, { tier: 3, decision: 'failed', reason: `Budget ${why}.` });
      defer(runs.slice(i).flat(), why);
      break;
    }
    const newest = batch[batch.length - 1]!.merge;
    const t3 = await ingest({
      merge: newest,
      ...(batch.length > 1 ? { sources: batch.map((c) => c.merge) } : {}),
      ...(i === 0 && skipped.length ? { skipped } : {}),
      config: i === 0 ? config : { ...config, maxCostUsd: left },
      client,
      snapshot: current,
      readSource: workspace.readSource(newest),
      likelyType,
      earlier:
        i === 0
          ? { usage: run.report.usage, cost_usd: run.report.cost_usd }
          : { usage: sumUsage([]), cost_usd: 0 },
      clock: () => run.now,
    });
    report = withIngest(report, t3);
    spent += t3.result.cost_usd ?? 0;
    decideAll(batch, report.decision);
    if (!t3.output) {
      defer(runs.slice(i + 1).flat(), 'an earlier Tier 3 run of this catch-up failed');
      break;
    }
    done = {
      output: done ? batches.combineBatches(done.output, t3.output) : t3.output,
      newest,
      merges: [...(done?.merges ?? []), ...batch],
    };
    current = batches.afterBatch(current, t3.output, config.wikiPath);
  }
  return done ? publish(run, workspace, snapshot, report, done) : report;
}

/** The ONE publish of what the Tier 3 runs finished, and the decisions it settles. */
async function publish(
  run: Run,
  workspace: Workspace,
  snapshot: WikiSnapshot,
  report: Report,
  done: { output: Batched; newest: MergeInfo; merges: Candidate[] },
): Promise<Report> {
  const published = await runPublish(
    workspace,
    done.output,
    done.newest,
    snapshot.base,
    run.config.publishMode,
    run.deps.secrets,
  );
  const failedLater = report.decision.decision === 'failed';
  const out = withPublish(report, published);
  if (!published.ok) decideAll(done.merges, out.decision);
  else if (failedLater)
    return withDecision(out, {
      tier: 3,
      decision: 'failed',
      reason: `${out.decision.reason} The ${done.merges.length} merges of the Tier 3 runs before it were published; a later run catches up the rest.`,
    });
  return out;
}

/** Merges a catch-up's Tier 3 runs did not reach: not started, left to a later run. */
function defer(merges: readonly Candidate[], why: string): void {
  for (const c of merges)
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: 'deferred',
      rule: null,
      reason: `Tier 3 was not started for this merge: ${why}; a later run catches it up.`,
    };
}

/** Every merge of `merges` takes `decision` (Tier 3's outcome for the run that covered it). */
function decideAll(merges: readonly Candidate[], decision: Report['decision']): void {
  for (const c of merges)
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: decision.decision === 'failed' ? 'failed' : 'process',
      rule: null,
      reason: decision.reason,
    };
}

const withDecision = (
  report: Report,
  d: Pick<Report['decision'], 'tier' | 'decision' | 'reason'>,
): Report => ({ ...report, decision: { ...d, rule: null } });

/** The report lists every merge's decision when the run decided more than its own merge. */
const finish = (run: Run, report: Report): Report =>
  run.candidates.length > 1 || !run.own
    ? { ...report, merges: run.candidates.map((c) => c.decision) }
    : report;

async function anthropicClient(config: Config, deps: PipelineDeps): Promise<MessagesClient> {
  return deps.anthropic ?? (await import('./llm/client.js')).createClient(config, deps.env ?? {});
}

async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}
