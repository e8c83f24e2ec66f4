// Tier 3 end to end, short of publishing: prompt + tools over the wiki, the agent loop, and on
// success the files to publish. Nothing is written here; the caller publishes (or not).
import type { IngestConfig } from '../config.js';
import type { MessagesClient, PriceTable } from '../llm/index.js';
import { sumCost, sumUsage } from '../llm/index.js';
import type { IterationRecord, MergeInfo, Tier3Result, Usage } from '../types.js';
import { oneLine } from '../security/output.js';
import { buildMap } from '../wiki/map.js';
import type { Wiki } from '../wiki/types.js';
import { Changeset } from '../tools/changeset.js';
import { finalizeChangeset, type Finalized } from './finalize.js';
import type { SkippedMerge } from './log-entry.js';
import { runIngestLoop } from './loop.js';
import { firstMessage, systemPrompt } from './prompt.js';
import { requiredSections } from './required-sections.js';
import type { SourceReader } from '../tools/source-reader.js';
import { withholdSecretPatches } from '../security/withhold.js';
import { createToolHost, secretPathMatcher, toolDefinitions } from '../tools/toolset.js';
import { initFirstMessage, readOnlyWiki, stampCovers, type InitSlice } from './init-task.js';

export type { SourceReader, SourceFile } from '../tools/source-reader.js';

export interface IngestAgentInput {
  config: IngestConfig;
  merge: MergeInfo;
  /** Every merge the run covers, oldest first, when it coalesces several (`merge` is the newest). */
  sources?: MergeInfo[];
  /** Merges decided as skips since the last logged one, for log.md's skip entry. */
  skipped?: SkippedMerge[];
  wiki: Wiki;
  likelyType: string | null;
  client: MessagesClient;
  prices: PriceTable;
  readSource: SourceReader;
  /** The clock for the log entry's date (tests fix it); it never enters the prompt. */
  now: () => Date;
  existing: { index: string | null; log: string | null };
  /** Usage and cost of the earlier tiers, so log.md states the run's totals. */
  earlier?: { usage: Usage; cost_usd: number | null };
  stream?: boolean;
  signal?: AbortSignal;
  /** An init batch instead of the merges: its pages to write from the repository's files. */
  init?: InitSlice;
}

export interface IngestAgentOutcome {
  result: Tier3Result;
  telemetry: IterationRecord[];
  warnings: string[];
  /** Present only when the agent finished within its budgets. */
  output?: Finalized & { summary: string };
}

/** The cached prefix parts for a wiki and config: identical bytes for identical inputs. */
export function ingestPrefix(config: IngestConfig, wiki: Wiki) {
  const caps = {
    descriptionChars: config.descriptionChars,
    headingsPerPage: config.headingsPerPage,
    pageCharCap: config.pageCharCap,
  };
  const map = buildMap(wiki.pages, caps);
  const sections = requiredSections(config.pageSections, wiki.schema, config.pageTypes);
  const system = systemPrompt({
    wikiPath: config.wikiPath,
    pageTypes: config.pageTypes,
    requiredSections: sections,
    pageCharCap: config.pageCharCap,
    descriptionChars: config.descriptionChars,
    maxPagesChanged: config.maxPagesChanged,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    schema: wiki.schema,
    map: map.text,
    tags: map.tags,
  });
  const tools = toolDefinitions(
    map.entries.map((e) => e.slug),
    config.pageTypes,
  );
  return { caps, map, sections, system, tools };
}

/** What the run's task gives the agent: the wiki it sees, its first message, what it read. */
interface Task {
  wiki: Wiki;
  first: { text: string; warnings: string[] };
  readSource: SourceReader;
  /** Repository files read_source served (an init batch stamps its pages' covers from them). */
  read: Set<string>;
}

function taskOf(input: IngestAgentInput, isSecretPath: (path: string) => boolean): Task {
  const { config } = input;
  const read = new Set<string>();
  if (input.init) {
    const served: SourceReader = async (path) => {
      const file = await input.readSource(path);
      if (file.kind === 'text') read.add(path);
      return file;
    };
    return {
      wiki: readOnlyWiki(input.wiki),
      first: { text: initFirstMessage(input.init), warnings: [] },
      readSource: served,
      read,
    };
  }
  const first = firstMessage({
    merge: withholdSecretPatches(input.merge, isSecretPath),
    ...(input.sources
      ? { merges: input.sources.map((m) => withholdSecretPatches(m, isSecretPath)) }
      : {}),
    ignorePaths: config.ignorePaths,
    diffChars: config.ingestDiffChars,
    likelyType: input.likelyType,
  });
  return { wiki: input.wiki, first, readSource: input.readSource, read };
}

export async function runIngestAgent(input: IngestAgentInput): Promise<IngestAgentOutcome> {
  const { config } = input;
  const isSecretPath = secretPathMatcher(config.secretPaths);
  const task = taskOf(input, isSecretPath);
  const { caps, map, sections, system, tools } = ingestPrefix(config, task.wiki);
  const first = task.first;
  const changeset = new Changeset(task.wiki);
  const host = createToolHost({
    changeset,
    pageTypes: config.pageTypes,
    requiredSections: sections,
    pageCharCap: config.pageCharCap,
    maxPagesChanged: config.maxPagesChanged,
    readSource: task.readSource,
    isSecretPath,
  });
  const loop = await runIngestLoop({
    client: input.client,
    prices: input.prices,
    model: config.ingestModel,
    ttl: config.cacheTtl,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    stream: input.stream,
    tools,
    system,
    firstMessage: first.text,
    host,
    signal: input.signal,
  });
  const warnings = [...map.warnings, ...first.warnings, ...loop.warnings];
  const result: Tier3Result = {
    tier: 3,
    decision: loop.status === 'finished' ? 'process' : 'failed',
    reason:
      loop.status === 'finished' ? `The agent finished: ${oneLine(loop.reason, 300)}` : loop.reason,
    model: config.ingestModel,
    iterations: loop.iterations,
    usage: loop.usage,
    cost_usd: loop.cost_usd,
  };
  if (loop.status !== 'finished') return { result, telemetry: loop.telemetry, warnings };
  if (input.init)
    for (const { page, action } of changeset.entries())
      if (action === 'create') changeset.put(stampCovers(page, input.init, task.read));
  const earlier = input.earlier ?? { usage: sumUsage([]), cost_usd: 0 };
  const output = finalizeChangeset(changeset, {
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps,
    merge: input.merge,
    ...(input.sources && input.sources.length > 1 ? { sources: input.sources } : {}),
    ...(input.skipped?.length ? { skipped: input.skipped } : {}),
    // An init batch logs nothing: its run appends one `init` entry when it ends.
    ...(input.init ? { log: false } : {}),
    summary: loop.summary ?? '',
    date: input.now(),
    usage: sumUsage([earlier.usage, loop.usage]),
    cost_usd: sumCost([earlier.cost_usd, loop.cost_usd]),
    existing: input.existing,
  });
  return {
    result,
    telemetry: loop.telemetry,
    warnings,
    output: { ...output, summary: loop.summary ?? '' },
  };
}
