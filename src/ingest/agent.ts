// Tier 3 end to end, short of publishing: prompt + tools over the wiki, the agent loop, and on
// success the files to publish. Nothing is written here; the caller publishes (or not).
import type { IngestConfig } from '../config.js';
import type { MessagesClient, PriceTable } from '../llm/index.js';
import { sumCost, sumUsage } from '../llm/index.js';
import type { IterationRecord, MergeInfo, Tier3Result, Usage } from '../types.js';
import { oneLine } from '../security/output.js';
import { buildMap } from '../wiki/map.js';
import { promptMap, promptTooLongAdvice, type PromptMap } from '../wiki/map-view.js';
import { pagesCoveringChanges, recentlyChanged } from './focus.js';
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
}

export interface IngestAgentOutcome {
  result: Tier3Result;
  telemetry: IterationRecord[];
  warnings: string[];
  /** Present only when the agent finished within its budgets. */
  output?: Finalized & { summary: string };
}

/**
 * The cached prefix parts for a wiki and config: identical bytes for identical inputs. `log` is
 * the wiki's log.md: past map-token-budget, the pages it says changed recently are shown in full.
 */
export function ingestPrefix(config: IngestConfig, wiki: Wiki, log: string | null = null) {
  const caps = {
    descriptionChars: config.descriptionChars,
    headingsPerPage: config.headingsPerPage,
    pageCharCap: config.pageCharCap,
  };
  const map = buildMap(wiki.pages, caps);
  const view = promptMap(map, wiki.pages, config.mapTokenBudget, recentlyChanged(log));
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
    map: view.text,
    tags: map.tags,
    ...(view.folded ? { folded: true } : {}),
  });
  const tools = toolDefinitions(view.enumSlugs, config.pageTypes, view.folded);
  return { caps, map, view, sections, system, tools };
}

/** With a folded map, the map lines of the pages covering what the merges changed. */
function coveringLines(view: PromptMap, wiki: Wiki, merges: readonly MergeInfo[]) {
  const outline = view.outline;
  if (!outline) return {};
  const slugs = pagesCoveringChanges(wiki.pages, merges);
  return { covering: slugs.flatMap((s) => outline.entries.get(s)?.line ?? []) };
}

export async function runIngestAgent(input: IngestAgentInput): Promise<IngestAgentOutcome> {
  const { config } = input;
  const { caps, map, view, sections, system, tools } = ingestPrefix(
    config,
    input.wiki,
    input.existing.log,
  );
  const isSecretPath = secretPathMatcher(config.secretPaths);
  const first = firstMessage({
    merge: withholdSecretPatches(input.merge, isSecretPath),
    ...(input.sources
      ? { merges: input.sources.map((m) => withholdSecretPatches(m, isSecretPath)) }
      : {}),
    ignorePaths: config.ignorePaths,
    diffChars: config.ingestDiffChars,
    likelyType: input.likelyType,
    ...coveringLines(view, input.wiki, input.sources ?? [input.merge]),
  });
  const changeset = new Changeset(input.wiki);
  const host = createToolHost({
    changeset,
    pageTypes: config.pageTypes,
    requiredSections: sections,
    pageCharCap: config.pageCharCap,
    maxPagesChanged: config.maxPagesChanged,
    readSource: input.readSource,
    isSecretPath,
    ...(view.outline ? { find: { outline: view.outline, pages: input.wiki.pages } } : {}),
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
  const advice = loop.status === 'finished' ? null : promptTooLongAdvice(loop.reason, view.budget);
  const result: Tier3Result = {
    tier: 3,
    decision: loop.status === 'finished' ? 'process' : 'failed',
    reason:
      loop.status === 'finished'
        ? `The agent finished: ${oneLine(loop.reason, 300)}`
        : `${loop.reason}${advice ? ` ${advice}` : ''}`,
    model: config.ingestModel,
    iterations: loop.iterations,
    usage: loop.usage,
    cost_usd: loop.cost_usd,
  };
  if (loop.status !== 'finished') return { result, telemetry: loop.telemetry, warnings };
  const earlier = input.earlier ?? { usage: sumUsage([]), cost_usd: 0 };
  const output = finalizeChangeset(changeset, {
    wikiPath: config.wikiPath,
    caps,
    merge: input.merge,
    ...(input.sources && input.sources.length > 1 ? { sources: input.sources } : {}),
    ...(input.skipped?.length ? { skipped: input.skipped } : {}),
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
