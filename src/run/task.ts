// Tier 3 tasks other than merges — an init batch, an archived `/wiki` answer, lint-fix's stale
// pages — through one runner: the same stage and the same publish, what differs said by the
// task's spec (src/ingest/task-specs.ts).
import type { Config } from '../config.js';
import { withIngest } from '../fold.js';
import type { Redactor } from '../security/redact.js';
import type { PipelineDeps, Workspace } from '../ports.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { InitSlice } from '../ingest/init-task.js';
import type { ArchiveTask } from '../ingest/archive-task.js';
import type { PageRepair } from '../ingest/finalize.js';
import type { Task } from '../ingest/task.js';
import type { GeneratedFiles } from '../paths/generated.js';
import type { Report } from '../types.js';
import { groupWarnings } from '../wiki/warnings.js';
import { anthropicClient, runScope, taskLedger, workspaceOf } from './client.js';
import { publish } from './publish.js';
import { withDecision, foreignMap, initReport } from './report-fold.js';

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
  // What the agent reads of the repository is redacted as on a merge's run.
  const redactor = new (await import('../security/redact.js')).Redactor(deps.secrets);
  return runTask({ kind: 'init-batch', init: slice }, config, deps, { redactor });
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
): Promise<TaskReport> {
  // Never a direct commit: an archive waits for review on a pull request of its own.
  if (config.publishMode !== 'pull-request' || !config.prBranch.startsWith('wiki-ingest/archive/'))
    throw new Error(
      'An archive publishes only to its own pull request (wiki-ingest/archive/<id>).',
    );
  // The thread's text reaches the prompt, the page, the commit and the PR title: redacted first.
  const redactor = new (await import('../security/redact.js')).Redactor(deps.secrets);
  const redact = (t: string) => redactor.redact(t);
  const archive: ArchiveTask = {
    ...task,
    topic: await redact(task.topic),
    question: await redact(task.question),
    answer: await redact(task.answer),
  };
  return runTask({ kind: 'archive', archive }, config, deps, { redactor, earlier });
}

/** A task's report, and whether a budget stopped its Tier 3 (its pages published as partial or not). */
export type TaskReport = Report & { budgetStop?: { partial: boolean } };

/** What a task's run takes besides the task. */
export interface TaskRun {
  /** Replaces secrets in what the agent reads (and, for an archive, in its first message). */
  redactor: Redactor;
  /** What earlier tiers spent (an archive's triage), for log.md's totals; absent: nothing. */
  earlier?: Pick<Report, 'usage' | 'cost_usd'>;
  /** Its spend is recorded in the ledger (lint-fix), not only held to max-cost-usd. */
  recorded?: boolean;
  /** Free repairs published with the same commit. */
  repair?: PageRepair;
  /** Which files are generated, as the run decided it. */
  generated?: GeneratedFiles;
  /** The workspace and the wiki, when the run read them already (lint-fix, to find stale pages). */
  read?: { workspace: Workspace; snapshot: WikiSnapshot };
  /** Said in the report whatever Tier 3 does (lint-fix: the stale pages left for a later run). */
  warnings?: string[];
}

/**
 * A task other than merges: the wiki read afresh (so it sees what earlier tasks wrote) unless the
 * run read it already; the same Tier 3 stage; the same publish, worded as the task's spec says.
 * A map-file a person wrote stops it before any call.
 */
export async function runTask(
  task: Exclude<Task, { kind: 'merge' }>,
  config: Config,
  deps: PipelineDeps,
  run: TaskRun,
): Promise<TaskReport> {
  const { specOf, taskMerge } = await import('../ingest/task-specs.js');
  const spec = specOf(task);
  const merge = taskMerge(task);
  const workspace = run.read?.workspace ?? (await workspaceOf(deps));
  const snapshot = run.read?.snapshot ?? (await workspace.loadWiki());
  const base = { ...initReport(merge, snapshot), ...run.earlier };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(base, refused);
  const ingest = deps.stages?.ingest ?? (await import('../ingest/stage.js')).runIngest;
  // lint-fix's spend goes through a scope over the ledger: max-cost-usd, the day's cap, recorded.
  const spend = run.recorded ? await taskLedger(config, deps) : null;
  const t3 = await ingest({
    merge,
    task,
    ...(run.repair ? { repair: run.repair } : {}),
    ...(run.generated ? { generated: run.generated } : {}),
    config,
    client: await anthropicClient({ config, deps, scope: spend?.scope ?? runScope(config, deps) }),
    snapshot,
    readSource: workspace.readSource(merge),
    ...(spec.search && workspace.sourceIndex ? { sourceIndex: workspace.sourceIndex(merge) } : {}),
    ...(spec.covers && workspace.blobAt ? { blobAt: workspace.blobAt(merge) } : {}),
    redactor: run.redactor,
    likelyType: null,
    earlier: run.earlier ?? { usage: base.usage, cost_usd: 0 },
    clock: deps.clock ?? (() => new Date()),
  }).catch(async (e: unknown) => {
    // A run that fails after its calls still records what they cost.
    await spend?.close().catch(() => []);
    throw e;
  });
  const recorded = spend ? await spend.close() : [];
  const said = [...(run.warnings ?? []), ...recorded];
  let report = withIngest(
    said.length ? { ...base, warnings: [...base.warnings, ...said] } : base,
    t3,
  );
  if (t3.output) {
    const output = { ...t3.output, wording: spec.wording(task) };
    report = await publish(report, workspace, output, merge, snapshot, { config, deps });
  }
  return {
    ...report,
    warnings: groupWarnings(report.warnings),
    ...(t3.budget ? { budgetStop: t3.budget } : {}),
  };
}
