// Folding stage results into the Report: the one place a Report is built, shared by the one-merge
// pipeline and the catch-up run.
import type { Config } from './config.js';
import type { MessagesClient } from './llm/messages.js';
import { addUsage, emptyUsage, sumCost } from './llm/usage.js';
import type {
  IngestResult,
  PipelineDeps,
  PublishResult,
  Tier1Result,
  TriageResult,
  Workspace,
} from './stages.js';
import type { MergeInfo, Report } from './types.js';

export function tier1Report(merge: MergeInfo, t1: Tier1Result): Report {
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

export function withTriage(report: Report, t2: TriageResult): Report {
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

export function withIngest(report: Report, t3: IngestResult): Report {
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

export function withPublish(report: Report, published: PublishResult): Report {
  if (!published.ok)
    return {
      ...report,
      decision: { tier: 3, decision: 'failed', rule: null, reason: published.reason },
      // What exists even so (a commit on the rolling branch), so the outputs say it.
      ...(published.published?.publish
        ? { changes: published.changes ?? [], publish: published.published.publish }
        : {}),
    };
  const { publish, diffs } = published.published;
  return {
    ...report,
    changes: published.changes,
    ...(publish ? { publish } : {}),
    ...(diffs ? { diffs } : {}),
  };
}

export async function anthropicClient(config: Config, deps: PipelineDeps): Promise<MessagesClient> {
  return deps.anthropic ?? (await import('./llm/client.js')).createClient(config, deps.env ?? {});
}

export async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}
