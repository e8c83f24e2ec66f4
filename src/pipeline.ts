// One merge through the stages, in plain sequential code: Tier 1 → Tier 2 → Tier 3 → publish.
// Each stage returns a plain result; only this module folds them into the Report. Tiers 2–3 and
// the SDK load with `await import()`, so the Tier 1 skip path never loads LLM or Markdown code.
import type { Config } from './config.js';
import type { MessagesClient } from './llm/messages.js';
import { addUsage, emptyUsage, sumCost } from './llm/usage.js';
import { runPublish } from './publish/stage.js';
import type {
  IngestResult,
  PipelineDeps,
  PublishResult,
  Tier1Result,
  TriageResult,
  Workspace,
} from './stages.js';
import { classesByPath, classifyDetailed } from './tiers/prefilter.js';
import type { MergeInfo, Report } from './types.js';

export type { PipelineDeps } from './stages.js';

function tier1Report(merge: MergeInfo, t1: Tier1Result): Report {
  return {
    decision: {
      tier: 1,
      decision: t1.decision.decision === 'skip' ? 'skip' : 'process',
      rule: t1.decision.rule,
      reason: t1.decision.reason,
    },
    tiers: [t1.decision],
    iterations: 0,
    changes: [],
    usage: emptyUsage(),
    // Nothing has been spent yet; a later tier sets null when a model has no known price.
    cost_usd: 0,
    warnings: [],
    merge: {
      title: merge.title,
      ...(merge.sha ? { sha: merge.sha } : {}),
      ...(merge.pr !== undefined ? { pr: merge.pr } : {}),
      ...(merge.url ? { url: merge.url } : {}),
    },
    files: t1.files,
  };
}

function withTriage(report: Report, t2: TriageResult): Report {
  const d = t2.decision;
  return {
    ...report,
    decision: { tier: 2, decision: d.decision, rule: null, reason: d.reason },
    tiers: [...report.tiers, d],
    usage: addUsage(report.usage, d.usage),
    cost_usd: sumCost([report.cost_usd, d.cost_usd]),
    warnings: [...report.warnings, ...t2.warnings],
  };
}

function withIngest(report: Report, t3: IngestResult): Report {
  const r = t3.result;
  return {
    ...report,
    decision: { tier: 3, decision: r.decision, rule: null, reason: r.reason },
    tiers: [...report.tiers, r],
    iterations: r.iterations,
    usage: addUsage(report.usage, r.usage),
    cost_usd: sumCost([report.cost_usd, r.cost_usd]),
    telemetry: t3.telemetry,
    warnings: [...report.warnings, ...t3.warnings],
  };
}

function withPublish(report: Report, published: PublishResult): Report {
  if (!published.ok)
    return {
      ...report,
      decision: { tier: 3, decision: 'failed', rule: null, reason: published.reason },
    };
  const { publish, diffs } = published.published;
  return {
    ...report,
    changes: published.changes,
    ...(publish ? { publish } : {}),
    ...(diffs ? { diffs } : {}),
  };
}

async function anthropicClient(config: Config, deps: PipelineDeps): Promise<MessagesClient> {
  return deps.anthropic ?? (await import('./llm/client.js')).createClient(config, deps.env ?? {});
}

async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}

export async function runPipeline(
  merge: MergeInfo,
  config: Config,
  deps: PipelineDeps = {},
): Promise<Report> {
  const t1 = classifyDetailed(merge, config);
  let report = tier1Report(merge, t1);
  if (t1.decision.decision === 'skip' || deps.lastTier === 1) return report;

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
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const ingest = deps.stages?.ingest ?? (await import('./ingest/stage.js')).runIngest;
  const t3 = await ingest({
    merge,
    config,
    client,
    snapshot,
    readSource: workspace.readSource(merge),
    likelyType,
    earlier: { usage: report.usage, cost_usd: report.cost_usd },
    clock: deps.clock ?? (() => new Date()),
  });
  report = withIngest(report, t3);
  if (!t3.output) return report;

  const published = await runPublish(
    workspace,
    t3.output,
    merge,
    snapshot.base,
    config.publishMode,
    deps.secrets,
  );
  return withPublish(report, published);
}
