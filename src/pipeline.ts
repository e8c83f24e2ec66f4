// One merge through the stages, in plain sequential code: Tier 1 → Tier 2 → Tier 3 → publish.
// Each stage returns a plain result; only this module folds them into the Report. Tiers 2–3 and
// the SDK load with `await import()`, so the Tier 1 skip path never loads LLM or Markdown code.
import type { Config } from './config.js';
import {
  anthropicClient,
  tier1Report,
  withIngest,
  withPublish,
  withTriage,
  workspaceOf,
} from './fold.js';
import { runPublish } from './publish/stage.js';
import type { PipelineDeps, Workspace } from './stages.js';
import { classesByPath, classifyDetailed } from './tiers/prefilter.js';
import type { MergeInfo, Report } from './types.js';

export type { PipelineDeps } from './stages.js';

export async function runPipeline(
  merge: MergeInfo,
  config: Config,
  deps: PipelineDeps = {},
): Promise<Report> {
  const t1 = classifyDetailed(merge, config);
  let report = tier1Report(merge, t1);
  if (t1.decision.decision === 'skip' || deps.lastTier === 1) return report;
  // With the branch history (the action), the run also catches up with every merge not logged yet.
  if (deps.history && deps.repo && deps.lastTier === undefined)
    return (await import('./catchup/run.js')).catchUp({ merge, t1, report }, config, {
      ...deps,
      history: deps.history,
    });

  let workspace: Workspace | undefined;
  const workspaceOnce = async (): Promise<Workspace> => (workspace ??= await workspaceOf(deps));
  if (deps.repo && config.publishMode !== 'dry-run') {
    const refusal = await (await workspaceOnce()).publishRefusal?.();
    if (refusal)
      return { ...report, decision: { tier: 1, decision: 'failed', rule: null, reason: refusal } };
  }

  let likelyType: string | null = null;
  // `triage: false` sends every Tier 1 continue straight to Tier 3.
  if (config.triage) {
    const triage = deps.stages?.triage ?? (await import('./tiers/tier2.js')).runTriage;
    const t2 = await triage({
      merge,
      config,
      client: await anthropicClient(config, deps),
      fileClasses: classesByPath(merge, t1.files),
    });
    report = withTriage(report, t2);
    if (t2.decision.decision === 'skip' || deps.lastTier === 2) return report;
    likelyType = t2.decision.likely_type;
  }

  const client = await anthropicClient(config, deps);
  const snapshot = await (await workspaceOnce()).loadWiki();
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  const t3 = await ingest({
    merge,
    config,
    client,
    snapshot,
    readSource: (await workspaceOnce()).readSource(merge),
    likelyType,
    earlier: { usage: report.usage, cost_usd: report.cost_usd },
    clock: deps.clock ?? (() => new Date()),
  });
  report = withIngest(report, t3);
  if (!t3.output) return report;

  const published = await runPublish(
    await workspaceOnce(),
    t3.output,
    merge,
    snapshot.base,
    config.publishMode,
    deps.secrets,
  );
  return withPublish(report, published);
}
