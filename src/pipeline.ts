// The one way through. A run decides a list of merges — one merge is a list of one — Tier 1 and
// Tier 2 per merge, ONE Tier 3 over those that continue, ONE publish, one report; a catch-up longer
// than max-iterations fits is cut into consecutive Tier 3 runs, each with that one publish (see
// src/catchup/batches.ts). Which merges a run decides is catch-up's business (src/catchup/); each
// stage returns a plain result and src/fold.ts folds it into the Report. Tiers 2–3, catch-up and
// the SDK load with `await import()`, so the Tier 1 skip path never loads them.
import type { Config } from './config.js';
import {
  emptyReport,
  tier1Report,
  withIngest,
  withOtherTriage,
  withPublish,
  withLaterRun,
  withRunLabel,
  withTriage,
  type Candidate,
  type OwnMerge,
} from './fold.js';
import type { RunNote, Spent } from './catchup/batches.js';
import type { RunPlan } from './catchup/plan.js';
import type { RunLedger } from './catchup/run-ledger.js';
import { SpendGate, through } from './ledger/gate.js';
import type { Redactor } from './security/redact.js';
import type { MessagesClient } from './llm/messages.js';
import { emptyUsage, money, sumCost } from './llm/usage.js';
import { runPublish } from './publish/stage.js';
import type { IngestResult, PipelineDeps, Tier1Result, WikiSnapshot, Workspace } from './ports.js';
import type { InitCloseMore, InitLogInput, InitSlice } from './ingest/init-task.js';
import type { ArchiveTask } from './ingest/archive-task.js';
import type { IngestInput } from './ingest/stage.js';
import type { PageRepair } from './ingest/finalize.js';
import type { RenameMap } from './lint/renames.js';
import type { Fix } from './lint/fix.js';
import type { TreeListing } from './wiki/provenance.js';
import { capsOf } from './wiki/types.js';
import { classesByPath, classifyDetailed, COVERED_RULES } from './prefilter/rules.js';
import { coversIndexOf } from './wiki/covers-index.js';
import type { GeneratedFiles } from './paths/generated.js';
import type { ClassifiedFile, MergeInfo, Report } from './types.js';
import { mapFileProblem } from './wiki/map-file.js';
import { groupWarnings } from './wiki/warnings.js';

export type { PipelineDeps } from './ports.js';

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
  /** The ledger (the action): what is decided and spent. */
  ledger?: RunLedger;
  /** The run's spend gate: max-cost-usd for everything the run starts, and the day's cap. */
  gate: SpendGate;
  /** One instant for the whole run: the daily window and the log entry's date. */
  now: Date;
  clock: () => Date;
  /** Replaces secrets in everything a prompt shows; set before the first model call. */
  redactor?: Redactor;
  /** The wiki commits the run made (a long catch-up makes one per Tier 3 run), for the ledger. */
  commits: string[];
  /** Which files are generated, decided once before any model call (markGenerated). */
  generated?: GeneratedFiles;
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
  return record(run, finish(run, decided));
}

/**
 * Tier 1 on the run's own merge, and — when it would skip by type or size alone — again with the
 * covers index the edge reads (covered-changes). A failed read lets the skip stand, said.
 */
async function tier1(
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

/** Tiers 2 and 3 and publishing, for the merges the plan chose. */
async function decide(run: Run): Promise<Report> {
  const stop = await gate(run);
  if (stop) return stop;
  await markGeneratedFiles(run);
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
  const refused = snapshot && (missingWiki(snapshot, config) ?? foreignMap(snapshot, config));
  // A skip that only wanted to be written stays a skip: what stopped the write is said.
  if (refused && own?.t1.decision.decision === 'skip')
    return {
      done: {
        ...own.report,
        warnings: [...own.report.warnings, `The skip was not written: ${refused.reason}`],
      },
    };
  if (refused && own) return { done: withDecision(own.report, refused) };
  if (refused)
    return { done: { ...emptyReport(refused.reason, []), decision: { ...refused, rule: null } } };
  const plans = await import('./catchup/plan.js');
  let ledger: RunLedger | undefined;
  let plan: RunPlan | { done: Report };
  const history = snapshot && deps.lastTier === undefined ? deps.history : undefined;
  // The ledger is opened for a re-ingest too: its spend counts against the day like any other.
  if (snapshot && history) ledger = await openRunLedger(snapshot, config, deps, clock);
  if (history && !deps.reingest) {
    const { noLedger } = await import('./catchup/run-ledger.js');
    const view = ledger?.view ?? noLedger(deps.force ?? false);
    // The merges caught up with are seen against the wiki just read (covered-changes).
    const covered = snapshot
      ? { mode: config.coveredChanges, index: coversIndexOf(snapshot.wiki.pages) }
      : undefined;
    plan = await plans.catchUpPlan(own, config, history, view, covered);
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
    gate: ledger?.gate ?? runGate(config, deps),
    now: clock(),
    clock,
    commits: [],
  };
}

/** The action's ledger, when the edge gives one: what was decided and spent, for catch-up and the cap. */
async function openRunLedger(
  snapshot: WikiSnapshot,
  config: Config,
  deps: PipelineDeps,
  clock: () => Date,
): Promise<RunLedger | undefined> {
  if (!deps.ledger) return undefined;
  const ledgers = await import('./catchup/run-ledger.js');
  return ledgers.openLedger(deps.ledger, {
    cap: config.maxDailyCostUsd,
    budget: config.maxCostUsd,
    ...(deps.anthropic?.spend ? { parent: deps.anthropic.spend } : {}),
    log: snapshot.existing.log,
    force: deps.force ?? false,
    run: deps.runId ?? `run-${clock().getTime().toString(36)}`,
    clock,
    readOnly: config.publishMode === 'dry-run',
  });
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
  const { spentInLastDay } = await import('./ledger/records.js');
  const spent = spentInLastDay(run.ledger.store.view(), run.now);
  if (spent < config.maxDailyCostUsd) return null;
  return deferAll(
    run,
    `max-daily-cost-usd reached: the ledger records ${money(spent)} spent in the last 24 hours (limit $${config.maxDailyCostUsd}); no model was called, and a later run catches up ${going.length === 1 ? 'this merge' : `these ${going.length} merges`}.`,
  );
}

/**
 * Which files are generated, decided once for the run — ignore-paths, the root .gitattributes at
 * the newest merge (one read through the workspace's file reader), content signs — and every
 * merge's generated files stripped of their patch before anything reads it (redaction, every
 * prompt); the report's files table says which rule made each one generated.
 */
async function markGeneratedFiles(run: Run): Promise<void> {
  const { loadGeneratedFiles, markGenerated } = await import('./paths/generated.js');
  const { readText } = await import('./tools/source-reader.js');
  const newest = run.candidates[run.candidates.length - 1]!.merge;
  const reader = run.deps.repo ? readText((await run.workspace()).readSource(newest)) : null;
  let unread: string | null = null;
  const read = async (path: string): Promise<string | null> => {
    if (!reader) return null;
    try {
      return await reader(path);
    } catch (e) {
      unread = e instanceof Error ? e.message : String(e);
      return null;
    }
  };
  const generated = (run.generated = await loadGeneratedFiles(run.config.ignorePaths, read));
  if (unread !== null)
    run.report = {
      ...run.report,
      warnings: [
        ...run.report.warnings,
        `The repository's .gitattributes could not be read (${unread}); only ignore-paths and what each file holds decided which files are generated.`,
      ],
    };
  for (const c of run.candidates) {
    const marked = markGenerated(c.merge, generated);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: marked };
      if (run.report.files)
        run.report = { ...run.report, files: withGenerated(run.report.files, marked) };
    }
    c.merge = marked;
  }
}

/** Tier 1's file classes with the rule that made each generated file so (1:1 with the merge's files). */
const withGenerated = (files: readonly ClassifiedFile[], merge: MergeInfo): ClassifiedFile[] =>
  files.map((f, i) => {
    const rule = merge.files[i]?.generated;
    return rule === undefined ? f : { ...f, generated: rule };
  });

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
  if (!config.triage || deps.reingest) return { likelyType: null };
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
        tier1Reason: c.t1.decision.reason,
        ...(run.snapshot ? { wiki: run.snapshot.wiki } : {}),
        ...(run.generated ? { generated: run.generated } : {}),
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

/** What one Tier 3 run of a catch-up is given beside its merges. */
interface BatchAt {
  index: number;
  of: number;
  /** What it is called in the report when there are several: `Tier 3 run 2 of 3 (merges 8–14)`. */
  label: string;
  client: MessagesClient;
  likelyType: string | null;
}

/** How a Tier 3 run of a catch-up ended. */
interface BatchStep {
  /** The report with the run folded in (unchanged when its first call was refused). */
  report: Report;
  /** Whether a model call was made: a run refused before its first call has nothing to fold. */
  ran: boolean;
  /** Its files were published: the next run may start. */
  published: boolean;
  cost_usd: number | null;
  /** What it published, or why nothing, for the run's reason. */
  said: string;
}

/**
 * The merges that continue, in consecutive Tier 3 runs that fit max-iterations (the rule is
 * src/catchup/batches.ts's; one merge, or a catch-up that fits, is one run), each followed by the
 * one publish before the next starts. A run that publishes nothing, or that what the runs before it
 * left of the budgets cannot pay for, stops the catch-up there: its merges and the later ones wait.
 */
async function ingestAndPublish(
  run: Run,
  going: Candidate[],
  likelyType: string | null,
): Promise<Report> {
  const { config } = run;
  const plan = await import('./catchup/batches.js');
  const batches = plan.batchesOf(going, config);
  const client = await anthropicClient(run);
  const notes: RunNote[] = [];
  const spent: Spent = { merges: 0, cost_usd: 0 };
  let report = run.report;
  let stop: string | null = null;
  let published = 0;
  for (const [index, batch] of batches.entries()) {
    const from = batches.slice(0, index).flat().length + 1;
    const span = { from, to: from + batch.length - 1 };
    const label = plan.runLabel(span, index, batches.length);
    stop ??=
      index === 0
        ? null
        : plan.startRefusal(batch.length, spent, {
            maxCostUsd: config.maxCostUsd,
            runLeft: run.gate.left(),
            dayLeft: await dayLeftNow(run),
          });
    if (stop) {
      plan.deferMerges(batch, `${label} was not started: ${stop}`);
      notes.push({ ...span, said: 'not started, deferred' });
      continue;
    }
    const at = { index, of: batches.length, label, client, likelyType };
    const step = await ingestBatch(run, batch, at, report);
    if (batches.length === 1 || (index === 0 && !step.ran)) return step.report;
    report = index > 0 && step.ran ? withLaterRun(report, step.report) : step.report;
    spent.merges += batch.length;
    spent.cost_usd = sumCost([spent.cost_usd, step.cost_usd]);
    notes.push({ ...span, said: step.said });
    if (step.published) published++;
    else stop = `${label} published nothing`;
  }
  const failed = going.some((c) => c.decision.decision === 'failed');
  return withDecision(report, {
    tier: 3,
    decision: failed ? 'failed' : published > 0 ? 'process' : report.decision.decision,
    reason: plan.catchUpReason(notes, config),
  });
}

/**
 * One Tier 3 run over `batch`, then the one publish of what it wrote. The first run works on the
 * wiki the run read before any call and carries the skip entries; a later one reads the wiki again,
 * so it works on (and its publish guards against) the commit the run before it made.
 */
async function ingestBatch(
  run: Run,
  batch: Candidate[],
  at: BatchAt,
  base: Report,
): Promise<BatchStep> {
  const { config, deps } = run;
  const later = at.index > 0;
  const workspace = await run.workspace();
  const snapshot = later || !run.snapshot ? await workspace.loadWiki() : run.snapshot;
  const skipped =
    !later && config.logSkips
      ? (await import('./catchup/skips.js')).skipEntries(run.candidates, snapshot.wiki.pages)
      : [];
  const newest = batch[batch.length - 1]!.merge;
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  const ledgers = run.ledger ? await import('./catchup/run-ledger.js') : undefined;
  const t3 = await ingest({
    merge: newest,
    ...(batch.length > 1 ? { sources: batch.map((c) => c.merge) } : {}),
    ...(skipped.length ? { skipped } : {}),
    // The client's gate holds what the runs before it left of max-cost-usd; its prompt says so.
    config,
    client: at.client,
    snapshot,
    readSource: workspace.readSource(newest),
    ...(workspace.blobAt ? { blobAt: workspace.blobAt(newest) } : {}),
    ...(workspace.sourceIndex ? { sourceIndex: workspace.sourceIndex(newest) } : {}),
    ...(run.generated ? { generated: run.generated } : {}),
    likelyType: at.likelyType,
    // Each log.md entry states what its own run cost (the first one the triage too): summed, the
    // entries give the whole run's spend, never counting a call twice.
    earlier: later
      ? { usage: emptyUsage(), cost_usd: 0 }
      : { usage: base.usage, cost_usd: base.cost_usd },
    clock: () => run.now,
    ...(run.redactor ? { redactor: run.redactor } : {}),
    ...(run.ledger && ledgers
      ? { dayLeft: () => ledgers.dayLeft(run.ledger!, config.maxDailyCostUsd, run.clock()) }
      : {}),
    // The first run's commit logs the skips too: their renames and deletions move covers with it.
    repair: await followInput(
      later
        ? batch
        : run.candidates.filter((c) => batch.includes(c) || c.decision.decision === 'skip'),
      run,
    ),
  });
  return publishBatch(run, batch, at, base, { t3, snapshot, workspace, newest });
}

/** Tier 3's result for a batch, checked against the day and published; its merges settled. */
async function publishBatch(
  run: Run,
  batch: Candidate[],
  at: BatchAt,
  base: Report,
  done: { t3: IngestResult; snapshot: WikiSnapshot; workspace: Workspace; newest: MergeInfo },
): Promise<BatchStep> {
  const { config } = run;
  const { t3, snapshot, workspace, newest } = done;
  const later = at.index > 0;
  const cost_usd = t3.result.cost_usd;
  const batches = await import('./catchup/batches.js');
  // A daily-limit refusal of Tier 3's first call spent nothing on it: the merges wait (the day
  // moves on). max-cost-usd refusing it is a budget stop like any other, retried once.
  const dayRefused = /^Budget max-daily-cost-usd/.test(t3.result.reason);
  if (t3.budget && t3.result.iterations === 0 && !t3.output && dayRefused) {
    const why = t3.result.reason.replace(/^Budget /, '');
    if (!later)
      return { report: deferAll(run, why), ran: false, published: false, cost_usd, said: '' };
    batches.deferMerges(batch, `${at.label}: ${why}`);
    return { report: base, ran: false, published: false, cost_usd, said: `not started (${why})` };
  }
  // With several Tier 3 runs, each one's row in the report's tiers says which run it was.
  let report = withIngest(base, at.of > 1 ? withRunLabel(t3, at.label) : t3);
  const ledgers = run.ledger ? await import('./catchup/run-ledger.js') : undefined;
  const overCap =
    t3.output && run.ledger && ledgers
      ? await ledgers.concurrentOverCap(run.ledger, config.maxDailyCostUsd, run.clock())
      : null;
  if (overCap) report = withDecision(report, { tier: 3, decision: 'skip', reason: overCap });
  else if (t3.output) report = await publish(report, workspace, t3.output, newest, snapshot, run);
  const stopped =
    overCap !== null || (t3.budget !== undefined && report.decision.decision === 'failed');
  // A later run stopped by a budget had only what the runs before it left: its merges wait for a
  // catch-up where they come first, and are not counted as budget stops of their own.
  if (later && stopped) {
    const why = `${at.label} was stopped by a budget (${money(cost_usd)} spent, ${spendRecorded(config)}) with nothing published: ${overCap ?? t3.result.reason}`;
    batches.deferMerges(batch, why);
    return {
      report,
      ran: true,
      published: false,
      cost_usd,
      said: `stopped, ${money(cost_usd)} spent, nothing published; deferred`,
    };
  }
  const published = settle(run, batch, report, t3, overCap !== null, !later);
  const sha = published ? report.publish?.commit_sha : undefined;
  if (sha) run.commits.push(sha);
  if (batch.some((c) => c.outcome === 'budget'))
    report = {
      ...report,
      warnings: [
        ...report.warnings,
        `A budget stopped Tier 3 (${money(t3.result.cost_usd)} spent, ${spendRecorded(config)}); catch-up retries ${batch.length === 1 ? 'this merge' : 'these merges'} once by itself, and after a second budget stop only a run started by hand (workflow_dispatch) does.`,
      ],
    };
  return { report, ran: true, published, cost_usd, said: batches.runSaid(report, t3, published) };
}

/** The repair a wiki commit makes for `candidates`: covers follow their renames and deletions. */
async function followInput(
  candidates: readonly Candidate[],
  run: Pick<Run, 'config' | 'generated'>,
): Promise<PageRepair> {
  const [{ coverablePath }, { coverRepair }] = await Promise.all([
    import('./prefilter/coverable.js'),
    import('./ingest/finalize.js'),
  ]);
  return coverRepair(
    candidates.flatMap((c) => c.merge.files),
    coverablePath(run.config, run.generated),
  );
}

/**
 * A run that decided only skips writes a wiki commit of its own when a skipped merge renamed or
 * deleted a covered file (its covers follow, and the skips are logged with it), or when the edge
 * logs skips at once (the CLI). A commit that fails is said; the skips wait for the next one.
 */
async function publishSkips(run: Run, report: Report): Promise<Report> {
  const { config, snapshot } = run;
  const follows = run.candidates.some((c) => c.t1.follows === true);
  if (!snapshot || !(follows || run.deps.writeSkips)) return report;
  // A cover moves only onto a path no rule makes generated: .gitattributes is read for it.
  const warned = run.report.warnings.length;
  if (follows && !run.generated) await markGeneratedFiles(run);
  const read = run.report.warnings.slice(warned);
  const [{ skipOnlyOutput }, { coverablePath }] = await Promise.all([
    import('./catchup/skip-commit.js'),
    import('./prefilter/coverable.js'),
  ]);
  const out = skipOnlyOutput({
    snapshot,
    candidates: run.candidates,
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps: capsOf(config),
    logSkips: config.logSkips,
    date: run.now,
    coverable: coverablePath(config, run.generated),
  });
  if (!out) return report;
  const noted: Report = {
    ...report,
    warnings: [...report.warnings, ...read, ...(out.warnings ?? [])],
    ...(out.stale.length ? { stale: out.stale } : {}),
  };
  const published = await runPublish(
    await run.workspace(),
    out,
    run.primary.merge,
    snapshot.base,
    config.publishMode,
    run.deps.secrets,
  );
  if (!published.ok)
    return {
      ...noted,
      warnings: [
        ...noted.warnings,
        `The skip-only wiki commit (${out.summary}) was not written: ${published.reason} The skips are logged, and the covers moved, by the next wiki commit (or wiki-ingest lint --fix).`,
      ],
    };
  const done = withPublish(noted, published);
  const sha = done.publish?.commit_sha;
  if (sha) {
    run.commits.push(sha);
    for (const c of run.candidates) if (c.decision.decision === 'skip') c.outcome = 'skip';
  }
  const mode = done.publish?.mode;
  const said =
    mode === 'dry-run'
      ? 'not written, dry run'
      : sha
        ? `written in wiki commit ${sha.slice(0, 12)}`
        : 'written to the working tree';
  return {
    ...done,
    decision: { ...done.decision, reason: `${done.decision.reason} (${out.summary}: ${said}.)` },
  };
}

/** Where a run's spend went: the ledger, except in a dry run, which records nothing. */
const spendRecorded = (config: Config): string =>
  config.publishMode === 'dry-run'
    ? 'not recorded: a dry run records nothing'
    : 'recorded in the ledger';

/** What the day's cap still allows, as the ledger says now; null without a cap or a ledger. */
async function dayLeftNow(run: Run): Promise<number | null> {
  if (!run.ledger) return null;
  const { dayLeft } = await import('./catchup/run-ledger.js');
  return dayLeft(run.ledger, run.config.maxDailyCostUsd, run.clock());
}

/**
 * Each merge a Tier 3 run covered: its decision in the report and its outcome for the ledger; true
 * when the run's files were published. `logsSkips`: the run whose commit carried the skip entries.
 */
function settle(
  run: Run,
  going: Candidate[],
  report: Report,
  t3: { result: { cost_usd: number | null }; budget?: { partial: boolean } },
  refused: boolean,
  logsSkips: boolean,
): boolean {
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
  // Skipped merges are logged with the (first) wiki commit: the ledger records them with it.
  if (logsSkips && published && report.publish?.commit_sha)
    for (const c of run.candidates) if (c.decision.decision === 'skip') c.outcome = 'skip';
  return published;
}

/**
 * A wiki folder the head does not hold fails the run before any model is paid: a wrong wiki-path
 * would otherwise pay Tiers 2–3 to start a second wiki beside the real one.
 */
function missingWiki(
  snapshot: WikiSnapshot,
  config: Config,
): Pick<Report['decision'], 'tier' | 'decision' | 'reason'> | null {
  const at = snapshot.base;
  if (!at || at.tree !== null) return null;
  return {
    tier: 1,
    decision: 'failed',
    reason: `The wiki folder "${config.wikiPath}" is not in commit ${at.commit.slice(0, 12)}, so no model was called. Start the wiki with "wiki-ingest init" (the CLI, on a clone; commit what it writes), or set wiki-path to the folder that holds it.`,
  };
}

/** A merge named by hand to re-ingest: Tier 1 says what it would have decided, and lets it through. */
function reingestTier1(merge: MergeInfo, config: Config): Tier1Result {
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

/** A map-file a person wrote is never overwritten: said before any model is paid. */
function foreignMap(
  snapshot: WikiSnapshot,
  config: Config,
): Pick<Report['decision'], 'tier' | 'decision' | 'reason'> | null {
  const problem = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
  return problem
    ? { tier: 1, decision: 'failed', reason: `${problem} No model was called.` }
    : null;
}

/** The one publish: what Tier 3 produced (or an init's closing files), checked and written. */
async function publish(
  report: Report,
  workspace: Workspace,
  output: NonNullable<IngestResult['output']>,
  merge: MergeInfo,
  snapshot: WikiSnapshot,
  run: Pick<Run, 'config' | 'deps'>,
): Promise<Report> {
  const { config, deps } = run;
  let files = output;
  let base = snapshot.base;
  const warnings: string[] = [];
  // agents-md: the block rides in the same commit or pull request as the wiki, guarded like it.
  if (config.agentsMd) {
    const { withAgentsMd } = await import('./publish/agents-md.js');
    const kept = await withAgentsMd(output, {
      path: config.agentsMd,
      wikiPath: config.wikiPath,
      mapFile: config.mapFile,
      snapshot,
      ...(workspace.fileAt ? { fileAt: workspace.fileAt } : {}),
    });
    if ('output' in kept) ({ output: files, base } = kept);
    else if ('warning' in kept) warnings.push(kept.warning);
  }
  const published = withPublish(
    report,
    await runPublish(workspace, files, merge, base, config.publishMode, deps.secrets),
  );
  return warnings.length
    ? { ...published, warnings: [...published.warnings, ...warnings] }
    : published;
}

/**
 * One batch of `wiki-ingest init`: the same Tier 3 stage over a slice of the plan (the same
 * tools, validation and secret checks), then the same publish. The wiki is read afresh, so each
 * batch sees the pages the earlier ones wrote. A map-file a person wrote stops it before any call.
 */
export async function runInitBatch(
  slice: InitSlice,
  config: Config,
  deps: PipelineDeps,
): Promise<Report> {
  const { initMerge } = await import('./ingest/init-task.js');
  // What the agent reads of the repository is redacted as on a merge's run.
  const redactor = new (await import('./security/redact.js')).Redactor(deps.secrets);
  return runTask({ merge: initMerge(slice), init: slice }, config, deps, redactor, null);
}

/**
 * `/wiki save`'s Tier 3: the answer Tiers 1–2 (src/ask/archive-answer.ts) chose to archive, through the
 * same Tier 3 stage (the same agent, tools, validation and secret checks) and the same publish.
 * The edge's workspace publishes to the archive's own pull request (publish-mode pull-request on
 * its own branch, whatever the input says); `earlier` is what Tier 2 spent, for log.md's totals.
 */
export async function runArchive(
  task: ArchiveTask,
  config: Config,
  deps: PipelineDeps,
  earlier: Pick<Report, 'usage' | 'cost_usd'>,
): Promise<Report> {
  // Never a direct commit: an archive waits for review on a pull request of its own.
  if (config.publishMode !== 'pull-request' || !config.prBranch.startsWith('wiki-ingest/archive/'))
    throw new Error(
      'An archive publishes only to its own pull request (wiki-ingest/archive/<id>).',
    );
  const { archiveMerge } = await import('./ingest/archive-task.js');
  // The thread's text reaches the prompt, the page, the commit and the PR title: redacted first.
  const redactor = new (await import('./security/redact.js')).Redactor(deps.secrets);
  const redact = (t: string) => redactor.redact(t);
  const archive: ArchiveTask = {
    ...task,
    topic: await redact(task.topic),
    question: await redact(task.question),
    answer: await redact(task.answer),
  };
  return runTask({ merge: archiveMerge(archive), archive }, config, deps, redactor, earlier);
}

/**
 * A task other than merges (an init batch, an archived answer): the wiki read afresh, so it sees
 * what earlier tasks wrote; the same Tier 3 stage; the same publish. A map-file a person wrote
 * stops it before any call.
 */
async function runTask(
  task: Pick<IngestInput, 'merge' | 'init' | 'archive'>,
  config: Config,
  deps: PipelineDeps,
  redactor: Redactor,
  earlier: Pick<Report, 'usage' | 'cost_usd'> | null,
): Promise<Report> {
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const base = { ...initReport(task.merge, snapshot), ...earlier };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(base, refused);
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  const t3 = await ingest({
    ...task,
    config,
    client: await anthropicClient({ config, deps, gate: runGate(config, deps) }),
    snapshot,
    readSource: workspace.readSource(task.merge),
    ...(workspace.sourceIndex ? { sourceIndex: workspace.sourceIndex(task.merge) } : {}),
    // An init batch stamps the covers its pages declare; an archive's page covers no file.
    ...(task.init && workspace.blobAt ? { blobAt: workspace.blobAt(task.merge) } : {}),
    redactor,
    likelyType: null,
    earlier: earlier ?? { usage: base.usage, cost_usd: 0 },
    clock: deps.clock ?? (() => new Date()),
  });
  let report = withIngest(base, t3);
  if (t3.output)
    report = await publish(report, workspace, t3.output, task.merge, snapshot, { config, deps });
  return { ...report, warnings: groupWarnings(report.warnings) };
}

/** What the lint mode read for a lint-fix run: the branch head's files and where gone ones went. */
export interface LintFixInput {
  /** The default branch's head. */
  head: string;
  /** Its files (path → object id). */
  tree: TreeListing;
  /** Missing covered files history shows renamed (to a path the head holds) or deleted. */
  renames: RenameMap;
  deleted: ReadonlyMap<string, string>;
  /** Which files are generated at the head (a cover never moves onto one). */
  generated?: GeneratedFiles;
}

/**
 * `mode: lint` with `lint-fix: true`: the free repairs of `lint --fix` and one Tier 3 run over the
 * stale pages (at most max-pages-changed of them, within max-cost-usd), published together as one
 * commit on the rolling pull request — never a direct commit. The wiki is read where that pull
 * request builds (its branch, else the default branch); a map-file a person wrote stops it before
 * any call. Without a stale page, no model is called.
 */
export async function runLintFix(
  input: LintFixInput,
  config: Config,
  deps: PipelineDeps,
): Promise<Report> {
  if (config.publishMode !== 'pull-request' && config.publishMode !== 'dry-run')
    throw new Error('A lint-fix run publishes only to the rolling pull request (pr-branch).');
  const [{ lintRepair }, lintFix, { coverablePath }, { staleness }] = await Promise.all([
    import('./lint/fix.js'),
    import('./ingest/lint-fix-task.js'),
    import('./prefilter/coverable.js'),
    import('./wiki/provenance.js'),
  ]);
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const said: { fixes: Fix[]; refused: string[] } = { fixes: [], refused: [] };
  const repair = lintRepair({ ...input, coverable: coverablePath(config, input.generated) }, said);
  // Stale as the free repairs leave the pages: a moved cover keeps its stamp.
  const after = new Map(repair(snapshot.wiki.pages).pages.map((p) => [p.slug, p]));
  const stale = staleness(
    snapshot.wiki.pages.map((p) => after.get(p.slug) ?? p),
    input.tree,
  ).filter((s) => s.stale.length > 0);
  const taken = stale.slice(0, config.maxPagesChanged);
  const task = {
    head: input.head,
    stale: taken.map((s) => ({
      slug: s.slug,
      files: s.stale.map((c) => ({ path: c.path, stamp: c.blob, now: c.now })),
    })),
    fixes: said.fixes.map((f) => `${f.page}: ${f.detail}`),
  };
  const merge = lintFixMerge(lintFix, task, said.fixes.length);
  const base = initReport(merge, snapshot);
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(base, refused);
  const left = stale.length - taken.length;
  const note = left
    ? [
        `${left} more stale page${left === 1 ? '' : 's'} than max-pages-changed (${config.maxPagesChanged}) allows in one run: a later run takes ${left === 1 ? 'it' : 'them'}.`,
      ]
    : [];
  if (taken.length === 0)
    return repairOnly(base, {
      snapshot,
      workspace,
      merge,
      repair,
      config,
      deps,
      fixes: said.fixes.length,
    });
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  // Its spend goes through a gate over the ledger: max-cost-usd, the day's cap, recorded.
  const spend = await taskLedger(config, deps);
  const t3 = await ingest({
    merge,
    lintFix: task,
    repair,
    ...(input.generated ? { generated: input.generated } : {}),
    config,
    client: await anthropicClient({ config, deps, gate: spend.gate }),
    snapshot,
    readSource: workspace.readSource(merge),
    ...(workspace.blobAt ? { blobAt: workspace.blobAt(merge) } : {}),
    redactor: new (await import('./security/redact.js')).Redactor(deps.secrets),
    likelyType: null,
    earlier: { usage: base.usage, cost_usd: 0 },
    clock: deps.clock ?? (() => new Date()),
  });
  const recorded = await spend.close();
  let report = withIngest({ ...base, warnings: [...base.warnings, ...note, ...recorded] }, t3);
  if (t3.output)
    report = await publish(report, workspace, t3.output, merge, snapshot, { config, deps });
  return { ...report, warnings: groupWarnings(report.warnings) };
}

/** The merge-shaped value naming a lint-fix run (its title counts the free repairs too). */
function lintFixMerge(
  mod: typeof import('./ingest/lint-fix-task.js'),
  task: Parameters<typeof mod.lintFixMerge>[0],
  fixes: number,
): MergeInfo {
  const m = mod.lintFixMerge(task);
  return fixes ? { ...m, title: `${m.title}, ${fixes} free repair${fixes === 1 ? '' : 's'}` } : m;
}

/** A lint-fix run with no stale page to check: the free repairs alone, if any, published. */
async function repairOnly(
  base: Report,
  o: {
    snapshot: WikiSnapshot;
    workspace: Workspace;
    merge: MergeInfo;
    repair: PageRepair;
    config: Config;
    deps: PipelineDeps;
    fixes: number;
  },
): Promise<Report> {
  const { config } = o;
  const { repairOnlyOutput } = await import('./ingest/lint-fix-task.js');
  const summary = `${o.fixes} free repair${o.fixes === 1 ? '' : 's'}; no stale page to check`;
  const out = repairOnlyOutput(
    o.snapshot,
    { wikiPath: config.wikiPath, mapFile: config.mapFile, caps: capsOf(config) },
    { merge: o.merge, repair: o.repair, summary, date: (o.deps.clock ?? (() => new Date()))() },
  );
  const done = withDecision(base, {
    tier: 1,
    decision: out ? 'process' : 'skip',
    reason: out
      ? `lint-fix: ${summary}; no model was called.`
      : 'lint-fix: nothing to repair and no stale page; nothing was written.',
  });
  if (!out) return done;
  const warned = { ...done, warnings: [...done.warnings, ...(out.warnings ?? [])] };
  return publish(warned, o.workspace, out, o.merge, o.snapshot, o);
}

/**
 * The end of an init run: the free link pass over the plan's pages, its one `init` entry in log.md
 * (replacing the plan's earlier one) and a current map, published once; `logged` is the entry.
 */
export async function closeInit(
  entry: InitLogInput,
  config: Config,
  deps: PipelineDeps,
  more: InitCloseMore = {},
): Promise<Report & { logged?: string }> {
  const { initCloseOutput, initMerge } = await import('./ingest/init-task.js');
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const merge = { ...initMerge({ head: entry.head, batch: 1, batches: 1 }), title: 'initial wiki' };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(initReport(merge, snapshot), refused);
  const output = initCloseOutput(
    snapshot,
    { wikiPath: config.wikiPath, mapFile: config.mapFile, caps: capsOf(config) },
    entry,
    more,
  );
  const base = withDecision(initReport(merge, snapshot), {
    tier: 3,
    decision: 'process',
    reason: entry.summary,
  });
  const report = await publish(base, workspace, output, merge, snapshot, { config, deps });
  return report.decision.decision === 'failed' ? report : { ...report, logged: output.entry };
}

const withoutMerges = ({ merges: _decided, ...report }: Report): Report => report;

/** The report an init batch starts from: no tier has run, nothing is spent. */
const initReport = (merge: MergeInfo, snapshot: WikiSnapshot): Report => ({
  ...withoutMerges(emptyReport(merge.title, [...snapshot.wiki.warnings])),
  merge: { title: merge.title, ...(merge.sha ? { sha: merge.sha } : {}) },
});

const withDecision = (
  report: Report,
  d: Pick<Report['decision'], 'tier' | 'decision' | 'reason'>,
): Report => ({ ...report, decision: { ...d, rule: null } });

/**
 * The report lists every merge's decision when the run decided more than its own merge; its
 * warnings are said once each, the same cut on many pages as one line.
 */
const finish = (run: Run, done: Report): Report => {
  const redactions = run.redactor?.redactions;
  const grouped = { ...done, warnings: groupWarnings(done.warnings) };
  const report = redactions?.total ? { ...grouped, redactions } : grouped;
  return run.candidates.length > 1 || !run.own
    ? { ...report, merges: run.candidates.map((c) => c.decision) }
    : report;
};

/**
 * The ledger learns how the run ended (each merge's outcome, the wiki commits, the spend not yet
 * recorded); what it could not write is said in the report.
 */
async function record(run: Run, report: Report): Promise<Report> {
  if (!run.ledger) return report;
  const { outcomeRecords } = await import('./catchup/run-ledger.js');
  await run.ledger.store.append(
    outcomeRecords(run.candidates, run.commits, run.ledger.run, run.clock()),
  );
  const problems = run.ledger.warnings.splice(0);
  return problems.length ? { ...report, warnings: [...report.warnings, ...problems] } : report;
}

/** The Messages client for Tiers 2–3, through the run's spend gate. */
async function anthropicClient(
  run: Pick<Run, 'config' | 'deps' | 'gate'>,
): Promise<MessagesClient> {
  const { config, deps } = run;
  const client =
    deps.anthropic ??
    (await (await import('./llm/client.js')).createClient(config, deps.env ?? {}, deps.secrets));
  return through(client, run.gate);
}

/**
 * A spend gate for a run without a ledger (the CLI, an init batch, an archive, lint-fix):
 * max-cost-usd for what it starts, under the gate of the client it was given (a sweep's, init's).
 */
const runGate = (config: Config, deps: PipelineDeps): SpendGate =>
  new SpendGate({
    budget: config.maxCostUsd,
    ...(deps.anthropic?.spend ? { parent: deps.anthropic.spend } : {}),
  });

/** A gate over the ledger for a run that decides no merge (lint-fix): its spend recorded too. */
async function taskLedger(config: Config, deps: PipelineDeps) {
  return (await import('./ledger/open.js')).spendLedger(deps.ledger, {
    budget: config.maxCostUsd,
    cap: config.maxDailyCostUsd,
    run: deps.runId ?? 'local-1',
    now: deps.clock ?? (() => new Date()),
    readOnly: config.publishMode === 'dry-run',
    ...(deps.anthropic?.spend ? { parent: deps.anthropic.spend } : {}),
  });
}

/**
 * `deps` with a Messages client behind one spend gate of max-cost-usd, for an edge that starts
 * several tasks in one run (init's batches, a reactions sweep's archives): they share the budget.
 */
export async function withRunBudget(config: Config, deps: PipelineDeps): Promise<PipelineDeps> {
  const gate = runGate(config, deps);
  return { ...deps, anthropic: await anthropicClient({ config, deps, gate }) };
}

async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}
