// Tier 3 as a pipeline stage: runs the agent, and only when it finished within its budgets hands
// the files to the publisher the edge chose (GitHub commit / rolling PR / dry run, or the CLI's
// working tree). Loaded with `await import()`, so the skip path never loads it.
import type { Config } from '../config.js';
import { createClient } from '../llm/client.js';
import type { MessagesClient } from '../llm/messages.js';
import { priceTable } from '../llm/pricing.js';
import { addUsage, sumCost } from '../llm/usage.js';
import type { LaterTier, PipelineDeps } from '../pipeline.js';
import type { MergeInfo, Report, Tier2Decision } from '../types.js';
import type { Wiki } from '../wiki/types.js';
import type { Finalized } from './finalize.js';
import { runTier3 } from './index.js';
import type { SourceReader } from './source-reader.js';

export interface WikiSnapshot {
  wiki: Wiki;
  /** Current `<wiki>/index.md` and `<wiki>/log.md`, null when absent. */
  existing: { index: string | null; log: string | null };
  /**
   * The exact commit this wiki was read at, when known (the action's branch head; not the CLI's
   * working tree). Publishing refuses to overwrite wiki changes made on the branch after it.
   */
  base?: string;
}

/** What the edge (action or CLI) gives Tier 3 through `deps.ingest`. */
export interface IngestEnv {
  loadWiki: () => Promise<WikiSnapshot>;
  readSource: (merge: MergeInfo) => SourceReader;
  /**
   * Writes the files (or shows them, for a dry run); called once, after a successful loop, with
   * the snapshot's `base`.
   */
  publish: (
    out: Finalized,
    merge: MergeInfo,
    base?: string,
  ) => Promise<Pick<Report, 'publish' | 'diffs'>>;
  now?: () => Date;
  stream?: boolean;
}

/** `deps.ingest` is the env itself or a factory for it (so the edge can build it lazily). */
async function ingestEnv(deps: PipelineDeps): Promise<IngestEnv> {
  const env = deps.ingest as IngestEnv | (() => Promise<IngestEnv>) | undefined;
  if (!env) throw new Error('Tier 3 needs deps.ingest (wiki loader, source reader, publisher).');
  return typeof env === 'function' ? env() : env;
}

export const tier3: LaterTier = async (
  merge: MergeInfo,
  config: Config,
  report: Report,
  deps: PipelineDeps,
) => {
  const env = await ingestEnv(deps);
  const client =
    (deps.anthropic as MessagesClient | undefined) ?? createClient(config, deps.env ?? {});
  const snapshot = await env.loadWiki();
  const t2 = report.tiers.find((t): t is Tier2Decision => t.tier === 2);
  const out = await runTier3({
    config,
    merge,
    wiki: snapshot.wiki,
    likelyType: t2?.likely_type ?? null,
    client,
    prices: priceTable(config.pricing),
    readSource: env.readSource(merge),
    now: env.now ?? (() => new Date()),
    existing: snapshot.existing,
    earlier: { usage: report.usage, cost_usd: report.cost_usd },
    ...(env.stream ? { stream: true } : {}),
  });
  report.tiers.push(out.result);
  report.decision = {
    tier: 3,
    decision: out.result.decision,
    rule: null,
    reason: out.result.reason,
  };
  report.iterations = out.result.iterations;
  report.usage = addUsage(report.usage, out.result.usage);
  report.cost_usd = sumCost([report.cost_usd, out.result.cost_usd]);
  report.telemetry = out.telemetry;
  report.warnings.push(...snapshot.wiki.warnings, ...out.warnings);
  if (!out.output) return 'stop';
  let published;
  try {
    published = await env.publish(out.output, merge, snapshot.base);
  } catch (e) {
    // The agent's work is lost, but nothing was half-written: say so plainly.
    report.decision = {
      tier: 3,
      decision: 'failed',
      rule: null,
      reason: `Publishing failed (${config.publishMode}): ${(e instanceof Error ? e.message : String(e)).replace(/\.$/, '')}. Nothing was written.`,
    };
    return 'stop';
  }
  report.changes = out.output.changes;
  if (published.publish) report.publish = published.publish;
  if (published.diffs) report.diffs = published.diffs;
  return 'stop';
};
