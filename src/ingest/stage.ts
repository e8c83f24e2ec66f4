// Tier 3 as a stage: the agent over the wiki snapshot the edge read. It writes nothing; the
// pipeline hands its output to the publish stage. Loaded with `await import()`, so the skip path
// never loads it.
import { priceTable } from '../llm/pricing.js';
import type { Config } from '../config.js';
import type { MessagesClient } from '../llm/messages.js';
import type { BlobLookup, SourceReader } from '../tools/source-reader.js';
import type { IterationRecord, MergeInfo, Tier3Result, Usage } from '../types.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { Finalized } from './finalize.js';
import type { SkippedMerge } from './log-entry.js';
import { runIngestAgent } from './agent.js';
import type { InitSlice } from './init-task.js';
import type { Redactor } from '../security/redact.js';

export interface IngestInput {
  merge: MergeInfo;
  /** Every merge this Tier 3 run covers, oldest first, when it coalesces several. */
  sources?: MergeInfo[];
  /** Merges decided as skips since the last logged one, written to log.md with this commit. */
  skipped?: SkippedMerge[];
  config: Config;
  client: MessagesClient;
  snapshot: WikiSnapshot;
  readSource: SourceReader;
  /** The blobs at the merged commit, to stamp covers with (absent: covers are not recorded). */
  blobAt?: BlobLookup;
  likelyType: string | null;
  /** Usage and cost of the earlier tiers, so log.md states the run's totals. */
  earlier: { usage: Usage; cost_usd: number | null };
  /** The clock for the log entry's date; it never enters the prompt. */
  clock: () => Date;
  /**
   * The task when it is not the merges: an init batch (its pages, from the repository's files).
   * `merge` then names the init (initMerge) for the pages' sources and the commit message.
   */
  init?: InitSlice;
  /** Replaces secrets in the wiki text and tool results the agent reads. */
  redactor?: Redactor;
  /** Dollars the day still allows (max-daily-cost-usd), for the budget line; null: no cap. */
  dayLeft?: () => number | null;
}

export interface IngestResult {
  result: Tier3Result;
  telemetry: IterationRecord[];
  warnings: string[];
  /** The files to publish: the agent finished, or a budget stopped it after it wrote pages. */
  output?: Finalized & { summary: string };
  /** A budget stopped the agent; `partial`: the pages it had written are in `output`. */
  budget?: { partial: boolean };
}

export async function runIngest(input: IngestInput): Promise<IngestResult> {
  const { snapshot } = input;
  const out = await runIngestAgent({
    config: input.config,
    merge: input.merge,
    ...(input.sources ? { sources: input.sources } : {}),
    ...(input.skipped ? { skipped: input.skipped } : {}),
    wiki: snapshot.wiki,
    likelyType: input.likelyType,
    client: input.client,
    prices: priceTable(input.config.pricing),
    readSource: input.readSource,
    ...(input.blobAt ? { blobAt: input.blobAt } : {}),
    now: input.clock,
    existing: snapshot.existing,
    earlier: input.earlier,
    ...(input.init ? { init: input.init } : {}),
    ...(input.redactor ? { redactor: input.redactor } : {}),
    ...(input.dayLeft ? { dayLeft: input.dayLeft } : {}),
  });
  return { ...out, warnings: [...snapshot.wiki.warnings, ...out.warnings] };
}
