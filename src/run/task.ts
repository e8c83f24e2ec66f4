// Tier 3 tasks other than merges — an init batch, an archived `/wiki` answer — through the same
// stage and the same publish.
import type { Config } from '../config.js';
import { withIngest } from '../fold.js';
import type { Redactor } from '../security/redact.js';
import type { PipelineDeps } from '../ports.js';
import type { InitSlice } from '../ingest/init-task.js';
import type { ArchiveTask } from '../ingest/archive-task.js';
import type { IngestInput } from '../ingest/stage.js';
import type { Report } from '../types.js';
import { groupWarnings } from '../wiki/warnings.js';
import { anthropicClient, runGate, workspaceOf } from './client.js';
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
  const { initMerge } = await import('../ingest/init-task.js');
  // What the agent reads of the repository is redacted as on a merge's run.
  const redactor = new (await import('../security/redact.js')).Redactor(deps.secrets);
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
  const { archiveMerge } = await import('../ingest/archive-task.js');
  // The thread's text reaches the prompt, the page, the commit and the PR title: redacted first.
  const redactor = new (await import('../security/redact.js')).Redactor(deps.secrets);
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
  const ingest = deps.stages?.ingest ?? (await import('../ingest/stage.js')).runIngest;
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
