// The one way through. A run decides a list of merges — one merge is a list of one — Tier 1 and
// Tier 2 per merge, ONE Tier 3 over those that continue, ONE publish, one report. Which merges a
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
import type { RunPlan } from './catchup/plan.js';
import type { RunLedger } from './catchup/run-ledger.js';
import type { Redactor } from './security/redact.js';
import type { MessagesClient } from './llm/messages.js';
import { money } from './llm/usage.js';
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
  /** The ledger (the action): what is decided and spent; it meters every model call. */
  ledger?: RunLedger;
  /** One instant for the whole run: the daily window and the log entry's date. */
  now: Date;
  clock: () => Date;
  /** Replaces secrets in everything a prompt shows; set before the first model call. */
  redactor?: Redactor;
}

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
    const t1 = classifyDetailed(merge, config);
    const report = tier1Report(merge, t1);
    if (t1.decision.decision === 'skip' || deps.lastTier === 1) return report;
    own = { merge, t1, report };
  }
  const run = await openRun(own, config, deps);
  if ('done' in run) return run.done;
  let decided: Report;
  try {
    decided = await decide(run);
  } catch (e) {
    // What the calls so far cost is recorded whatever ends the run.
    await run.ledger?.store.append();
    throw e;
  }
  return record(run, finish(run, decided));
}

/** Tiers 2 and 3 and publishing, for the merges the plan chose. */
async function decide(run: Run): Promise<Report> {
  const stop = await gate(run);
  if (stop) return stop;
  await redactMerges(run);
  const triaged = await triageAll(run);
  if ('stopped' in triaged) return triaged.stopped;
  if (run.deps.lastTier === 2) return run.report;
  const going = run.candidates.filter((c) => c.decision.decision === 'process');
  if (going.length === 0)
    return run.candidates.length === 1
      ? run.report
      : withDecision(run.report, {
          tier: 2,
          decision: 'skip',
          reason: `All ${run.candidates.length} merges were skipped (Tiers 1–2); they are logged with the next wiki commit.`,
        });
  return ingestAndPublish(run, going, triaged.likelyType);
}

/** The wiki, the ledger and the merges to decide; or the finished report when nothing is to do. */
async function openRun(
  own: OwnMerge | null,
  config: Config,
  deps: PipelineDeps,
): Promise<Run | { done: Report }> {
  let workspace: Promise<Workspace> | undefined;
  const workspaceOnce = (): Promise<Workspace> => (workspace ??= workspaceOf(deps));
  const clock = deps.clock ?? (() => new Date());
  // Read before any model call: a wiki that cannot be read stops the run before anything is paid.
  const snapshot = deps.repo ? await (await workspaceOnce()).loadWiki() : undefined;
  const plans = await import('./catchup/plan.js');
  let ledger: RunLedger | undefined;
  let plan: RunPlan | { done: Report };
  if (snapshot && deps.history && deps.lastTier === undefined) {
    const ledgers = await import('./catchup/run-ledger.js');
    const force = deps.force ?? false;
    if (deps.ledger)
      ledger = await ledgers.openLedger(deps.ledger, {
        cap: config.maxDailyCostUsd,
        log: snapshot.existing.log,
        force,
        run: deps.runId ?? `run-${clock().getTime().toString(36)}`,
        clock,
        readOnly: config.publishMode === 'dry-run',
      });
    plan = await plans.catchUpPlan(
      own,
      config,
      deps.history,
      ledger?.view ?? ledgers.noLedger(force),
    );
  } else if (own) {
    plan = plans.ownMergeOnly(own);
  } else
    throw new Error(
      'A run without a merge of its own catches up from the branch history: it needs deps.history and deps.repo.',
    );
  const found = ledger?.warnings.splice(0) ?? [];
  if ('done' in plan)
    return { done: { ...plan.done, warnings: [...found, ...plan.done.warnings] } };
  const primary = plan.primary.report;
  return {
    ...plan,
    config,
    deps,
    own,
    report: { ...primary, warnings: [...primary.warnings, ...found, ...plan.warnings] },
    workspace: workspaceOnce,
    ...(snapshot ? { snapshot } : {}),
    ...(ledger ? { ledger } : {}),
    now: clock(),
    clock,
  };
}

/** Every merge Tier 3 has not reached waits for a later run: the day's spending limit. */
function deferAll(run: Run, reason: string): Report {
  for (const c of run.candidates.filter((x) => x.decision.decision === 'process'))
    c.decision = { ...c.decision, tier: 3, decision: 'deferred', rule: null, reason };
  return withDecision(run.report, { tier: 3, decision: 'skip', reason });
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
  const spent = spentInLastDay(run.ledger.store.view(), run.now);
  if (spent < config.maxDailyCostUsd) return null;
  return deferAll(
    run,
    `max-daily-cost-usd reached: the ledger records ${money(spent)} spent in the last 24 hours (limit $${config.maxDailyCostUsd}); no model was called, and a later run catches up ${going.length === 1 ? 'this merge' : `these ${going.length} merges`}.`,
  );
}

/**
 * Every merge redacted once, before any model sees it: Tiers 2 and 3 prompt from the redacted
 * merges, and log.md, the commit message and the summary name them by their redacted titles, so a
 * token-shaped title neither reaches a model nor stops the publish check.
 */
async function redactMerges(run: Run): Promise<void> {
  const { Redactor, redactMerge } = await import('./security/redact.js');
  const redactor = (run.redactor = new Redactor(run.deps.secrets));
  for (const c of run.candidates) {
    const redacted = await redactMerge(c.merge, redactor);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: redacted };
      run.report = { ...run.report, merge: { ...run.report.merge, title: redacted.title } };
    }
    c.merge = redacted;
    c.decision = { ...c.decision, title: redacted.title };
  }
}

/**
 * Tier 2 for every merge Tier 1 let through; the first likely page type it names, or the report
 * when the day's spending limit refused a call (every merge Tier 3 has not reached waits).
 */
async function triageAll(run: Run): Promise<{ likelyType: string | null } | { stopped: Report }> {
  const { config, deps } = run;
  // `triage: false` sends every Tier 1 continue straight to Tier 3.
  if (!config.triage) return { likelyType: null };
  const triage = deps.stages?.triage ?? (await import('./triage/stage.js')).runTriage;
  const { SpendRefused } = await import('./llm/spend.js');
  const client = await anthropicClient(run);
  let likelyType: string | null = null;
  for (const c of run.candidates.filter((x) => x.decision.decision === 'process')) {
    let t2;
    try {
      t2 = await triage({
        merge: c.merge,
        config,
        client,
        fileClasses: classesByPath(c.merge, c.t1.files),
      });
    } catch (e) {
      if (!(e instanceof SpendRefused)) throw e;
      return { stopped: deferAll(run, `${e.message}; a later run decides what is left.`) };
    }
    const d = t2.decision;
    c.decision = { ...c.decision, tier: 2, decision: d.decision, rule: null, reason: d.reason };
    c.cost_usd = d.cost_usd;
    run.report =
      c.merge === run.primary.merge ? withTriage(run.report, t2) : withOtherTriage(run.report, t2);
    if (d.decision === 'process') likelyType ??= d.likely_type;
  }
  return { likelyType };
}

/** ONE Tier 3 run over every merge that continues, then ONE publish of what it wrote. */
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
  const newest = going[going.length - 1]!.merge;
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  const ledgers = run.ledger ? await import('./catchup/run-ledger.js') : undefined;
  const t3 = await ingest({
    merge: newest,
    ...(going.length > 1 ? { sources: going.map((c) => c.merge) } : {}),
    ...(skipped.length ? { skipped } : {}),
    config,
    client: await anthropicClient(run),
    snapshot,
    readSource: workspace.readSource(newest),
    likelyType,
    earlier: { usage: run.report.usage, cost_usd: run.report.cost_usd },
    clock: () => run.now,
    ...(run.redactor ? { redactor: run.redactor } : {}),
    ...(run.ledger && ledgers
      ? { dayLeft: () => ledgers.dayLeft(run.ledger!, config.maxDailyCostUsd, run.clock()) }
      : {}),
  });
  // A daily-limit refusal of Tier 3's first call spent nothing on it: the merges wait.
  if (t3.budget && t3.result.iterations === 0 && !t3.output)
    return deferAll(run, t3.result.reason.replace(/^Budget /, ''));
  let report = withIngest(run.report, t3);
  const overCap =
    t3.output && run.ledger && ledgers
      ? await ledgers.concurrentOverCap(run.ledger, config.maxDailyCostUsd, run.clock())
      : null;
  if (overCap) report = withDecision(report, { tier: 3, decision: 'skip', reason: overCap });
  else if (t3.output)
    report = withPublish(
      report,
      await runPublish(
        workspace,
        t3.output,
        newest,
        snapshot.base,
        config.publishMode,
        deps.secrets,
      ),
    );
  settle(run, going, report, t3, overCap !== null);
  if (going.some((c) => c.outcome === 'budget'))
    report = {
      ...report,
      warnings: [
        ...report.warnings,
        `A budget stopped Tier 3 (${money(t3.result.cost_usd)} spent, recorded in the ledger); catch-up retries ${going.length === 1 ? 'this merge' : 'these merges'} once by itself, and after a second budget stop only a run started by hand (workflow_dispatch) does.`,
      ],
    };
  return report;
}

/** Each merge Tier 3 covered: its decision in the report and its outcome for the ledger. */
function settle(
  run: Run,
  going: Candidate[],
  report: Report,
  t3: { result: { cost_usd: number | null }; budget?: { partial: boolean } },
  refused: boolean,
): void {
  const failed = report.decision.decision === 'failed';
  const published = !failed && !refused;
  const share = t3.result.cost_usd === null ? null : t3.result.cost_usd / going.length;
  for (const c of going) {
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: refused ? 'deferred' : failed ? 'failed' : 'process',
      rule: null,
      reason: report.decision.reason,
    };
    c.cost_usd = c.cost_usd === null || share === null ? null : (c.cost_usd ?? 0) + share;
    c.outcome =
      refused || (t3.budget && !published)
        ? 'budget'
        : !published
          ? 'failed'
          : t3.budget?.partial
            ? 'partial'
            : 'process';
  }
  // Skipped merges are logged with the wiki commit: the ledger records them with it.
  if (published && report.publish?.commit_sha)
    for (const c of run.candidates) if (c.decision.decision === 'skip') c.outcome = 'skip';
}

const withDecision = (
  report: Report,
  d: Pick<Report['decision'], 'tier' | 'decision' | 'reason'>,
): Report => ({ ...report, decision: { ...d, rule: null } });

/** The report lists every merge's decision when the run decided more than its own merge. */
const finish = (run: Run, done: Report): Report => {
  const redactions = run.redactor?.redactions;
  const report = redactions?.total ? { ...done, redactions } : done;
  return run.candidates.length > 1 || !run.own
    ? { ...report, merges: run.candidates.map((c) => c.decision) }
    : report;
};

/**
 * The ledger learns how the run ended (each merge's outcome, the wiki commit, the spend not yet
 * recorded); what it could not write is said in the report.
 */
async function record(run: Run, report: Report): Promise<Report> {
  if (!run.ledger) return report;
  const { outcomeRecords } = await import('./catchup/run-ledger.js');
  const commit = report.decision.decision === 'failed' ? undefined : report.publish?.commit_sha;
  await run.ledger.store.append(
    outcomeRecords(run.candidates, commit, run.ledger.run, run.clock()),
  );
  const problems = run.ledger.warnings.splice(0);
  return problems.length ? { ...report, warnings: [...report.warnings, ...problems] } : report;
}

/** The Messages client for Tiers 2–3, metered by the ledger when there is one. */
async function anthropicClient(run: Run): Promise<MessagesClient> {
  const { config, deps } = run;
  const client =
    deps.anthropic ?? (await import('./llm/client.js')).createClient(config, deps.env ?? {});
  if (!run.ledger) return client;
  return (await import('./llm/spend.js')).metered(client, run.ledger.meter);
}

async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}
