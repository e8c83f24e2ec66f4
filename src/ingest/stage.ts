// Tier 3 as a stage: the agent over the wiki snapshot the edge read. It writes nothing; the
// pipeline hands its output to the publish stage. Loaded with `await import()`, so the skip path
// never loads it.
import { priceTable } from '../llm/pricing.js';
import type { Config } from '../config.js';
import type { MessagesClient } from '../llm/messages.js';
import { readText, type BlobLookup, type SourceReader } from '../tools/source-reader.js';
import { loadGeneratedFiles, type GeneratedFiles } from '../paths/generated.js';
import type { SourceIndex } from '../tools/find-source.js';
import type { MergeInfo, Usage } from '../types.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { SkippedMerge } from '../log/entry.js';
import type { PageRepair } from './finalize.js';
import { runIngestAgent, type IngestAgentOutcome } from './agent.js';
import type { Task } from './task.js';
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
  /** The repository's files at the merged commit, for find_source (absent: it cannot search). */
  sourceIndex?: SourceIndex;
  likelyType: string | null;
  /** Usage and cost of the earlier tiers, so log.md states the run's totals. */
  earlier: { usage: Usage; cost_usd: number | null };
  /** The clock for the log entry's date; it never enters the prompt. */
  clock: () => Date;
  /**
   * What the run is for (task.ts): the merges when absent, else an init batch, an archived /wiki
   * answer or lint-fix's stale pages; `merge` then is the spec's merge-shaped value naming it.
   */
  task?: Task;
  /** Replaces secrets in the wiki text and tool results the agent reads. */
  redactor?: Redactor;
  /** Free repairs with this commit: covers following the run's renames and deletions. */
  repair?: PageRepair;
  /** Which files are generated, as the pipeline decided it; absent: decided here (one read). */
  generated?: GeneratedFiles;
}

/** The agent's outcome, the warnings of the snapshot it read among its own. */
export type IngestResult = IngestAgentOutcome;

export async function runIngest(input: IngestInput): Promise<IngestResult> {
  const { snapshot, clock, ...task } = input;
  const generated =
    input.generated ??
    (await loadGeneratedFiles(input.config.ignorePaths, readText(input.readSource)));
  const out = await runIngestAgent({
    ...task,
    generated,
    wiki: snapshot.wiki,
    prices: priceTable(input.config.pricing),
    now: clock,
    existing: snapshot.existing,
  });
  return { ...out, warnings: [...snapshot.wiki.warnings, ...out.warnings] };
}
