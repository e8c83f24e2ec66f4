// Tier 2 as a pipeline stage: builds the client at the edge, runs triage, folds the decision,
// its tokens and its cost into the report. Loaded with `await import()` so the SDK stays off the
// Tier 1 skip path.
import type { Config } from '../config.js';
import { createClient } from '../llm/client.js';
import type { MessagesClient } from '../llm/messages.js';
import { priceTable } from '../llm/pricing.js';
import { addUsage, sumCost } from '../llm/usage.js';
import type { LaterTier, PipelineDeps } from '../pipeline.js';
import type { MergeInfo, Report } from '../types.js';
import { triage } from './triage.js';
import type { FileClass } from './prefilter.js';

/** A client injected through the pipeline deps (tests, the CLI's `run`), else one from config. */
export function anthropicFrom(config: Config, deps: PipelineDeps): MessagesClient {
  return (deps.anthropic as MessagesClient | undefined) ?? createClient(config, deps.env ?? {});
}

export const tier2: LaterTier = async (
  merge: MergeInfo,
  config: Config,
  report: Report,
  deps: PipelineDeps,
) => {
  const classes = report.files
    ? new Map<string, FileClass>(report.files.map((f) => [f.path, f.class]))
    : undefined;
  const decision = await triage(merge, config, {
    client: anthropicFrom(config, deps),
    prices: priceTable(config.pricing),
    warn: (w) => report.warnings.push(w),
    ...(classes ? { fileClasses: classes } : {}),
  });
  report.tiers.push(decision);
  report.decision = { tier: 2, decision: decision.decision, rule: null, reason: decision.reason };
  report.usage = addUsage(report.usage, decision.usage);
  report.cost_usd = sumCost([report.cost_usd, decision.cost_usd]);
  return decision.decision === 'skip' ? 'stop' : 'next';
};
