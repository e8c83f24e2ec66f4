// One merge through the tiers: Tier 1 here; later tiers plug in as lazily loaded stages so the
// skip path never loads LLM or Markdown code.
import type { Config } from './config.js';
import { classifyDetailed } from './tiers/prefilter.js';
import type { MergeInfo, Report, Usage } from './types.js';

/**
 * A tier after Tier 1: reads the merge, appends its record to `report.tiers`, updates
 * `report.decision`, usage and cost, and says whether the next tier should run.
 */
export type LaterTier = (
  merge: MergeInfo,
  config: Config,
  report: Report,
  deps: PipelineDeps,
) => Promise<'stop' | 'next'>;

export interface PipelineDeps {
  env?: NodeJS.ProcessEnv;
  /** Clients and overrides the later tiers need (Anthropic client, fetch, repo reader…). */
  [key: string]: unknown;
  /** Overrides the stages after Tier 1 (tests); by default they are loaded with `await import()`. */
  laterTiers?: LaterTier[];
}

export const emptyUsage = (): Usage => ({
  input_tokens: 0,
  output_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
});

/**
 * The extension point: Tier 2 (issue 4) and Tier 3 (issue 5) are added here, each through
 * `await import()` so esbuild keeps them in lazy chunks, e.g.
 * `(await import('./tiers/triage.js')).tier2`.
 */
async function loadLaterTiers(config: Config): Promise<LaterTier[]> {
  const tiers: LaterTier[] = [];
  // `triage: false` sends every Tier 1 continue straight to Tier 3.
  if (config.triage) tiers.push((await import('./tiers/tier2.js')).tier2);
  tiers.push((await import('./ingest/stage.js')).tier3);
  return tiers;
}

export async function runPipeline(
  merge: MergeInfo,
  config: Config,
  deps: PipelineDeps = {},
): Promise<Report> {
  const { decision: t1, files } = classifyDetailed(merge, config);
  const report: Report = {
    decision: {
      tier: 1,
      decision: t1.decision === 'skip' ? 'skip' : 'process',
      rule: t1.rule,
      reason: t1.reason,
    },
    tiers: [t1],
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
    files,
  };
  if (t1.decision === 'skip') return report;

  const later = deps.laterTiers ?? (await loadLaterTiers(config));
  for (const tier of later) if ((await tier(merge, config, report, deps)) === 'stop') break;
  return report;
}
