// Tier 3 end to end, short of publishing: prompt + tools over the wiki, the agent loop, and on
// success the files to publish. Nothing is written here; the caller publishes (or not).
import { SpendScope } from '../ledger/scope.js';
import type { IngestConfig } from '../config.js';
import type { MessagesClient } from '../llm/messages.js';
import { costUsd, priceTable, type PriceTable } from '../llm/pricing.js';
import { sumCost, sumUsage, ZERO_USAGE } from '../llm/usage.js';
import { usd } from '../ledger/money.js';
import type {
  IterationRecord,
  MergeInfo,
  StalePage,
  Tier3Result,
  ToolRefusal,
  Usage,
} from '../types.js';
import { buildMap, tagsToList } from '../wiki/map.js';
import { promptMap, promptTooLongAdvice } from '../wiki/map-view.js';
import { tagsCharBudget, type MapBudget } from '../wiki/folded-map.js';
import { recentlyChanged } from './focus.js';
import type { Wiki } from '../wiki/types.js';
import { Changeset } from '../tools/changeset.js';
import { finalizeChangeset, type PageRepair, type Finalized } from './finalize.js';
import type { SkippedMerge } from '../log/entry.js';
import { runIngestLoop, type LoopResult } from './loop.js';
import { systemPrompt } from './prompt.js';
import { requiredSections } from './required-sections.js';
import type { BlobLookup, SourceReader } from '../tools/source-reader.js';
import type { SourceIndex } from '../tools/find-source.js';
import { createToolHost, toolDefinitions, type ToolContext } from '../tools/toolset.js';
import { secretPathMatcher } from '../tools/source.js';
import type { Redactor } from '../security/redact.js';
import type { Task, TaskKind, TaskScene, TaskSpec } from './task.js';
import { answerTokens, FRAMINGS } from './framing.js';
import { openPagesReminder, stillOpen } from './left-stale.js';
import { outcomeSentence } from '../log/outcome.js';
import { MERGE_TASK, specOf } from './task-specs.js';
import { GeneratedFiles } from '../paths/generated.js';

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
  /** The blobs at the merged commit, to stamp the covers of pages written; absent: not recorded. */
  blobAt?: BlobLookup;
  /** The repository's files at the merged commit, for find_source; absent: it cannot search. */
  sourceIndex?: SourceIndex;
  /** The clock for the log entry's date (tests fix it); it never enters the prompt. */
  now: () => Date;
  existing: { index: string | null; log: string | null };
  /** Usage and cost of the earlier tiers, so log.md states the run's totals. */
  earlier?: { usage: Usage; cost_usd: number | null };
  /** Replaces secrets in what the prompt shows of the wiki and in every tool result. */
  redactor?: Redactor;
  stream?: boolean;
  signal?: AbortSignal;
  /** What the run is for (task.ts); absent: the merges. `merge` names the run whatever it is. */
  task?: Task;
  /** Free repairs with this commit: covers following the run's renames and deletions. */
  repair?: PageRepair;
  /** Which files are generated: never shown, served nor covered. Default: by ignore-paths. */
  generated?: GeneratedFiles;
}

export interface IngestAgentOutcome {
  result: Tier3Result;
  telemetry: IterationRecord[];
  warnings: string[];
  /**
   * The files to publish: when the agent finished, or when a budget stopped it after it had
   * written pages (a partial update: `partial` is set).
   */
  output?: Finalized & { summary: string };
  /** A budget stopped the agent: whether its pages are published as a partial update. */
  budget?: { partial: boolean };
  /** Every tool call that was refused. */
  refused?: ToolRefusal[];
  /** The pages it was asked to check that still carry their old stamp for a changed file. */
  stale?: StalePage[];
  /** The agent's own finish text, when it finished: its words, never the run's reason. */
  said?: string;
}

/** What the spend gate reserves for a turn's output: max_tokens at the ingest model's price. */
function outputReserve(config: IngestConfig, maxTokens: number): number | null {
  const usage = { ...ZERO_USAGE, output_tokens: maxTokens };
  return costUsd(config.ingestModel, usage, priceTable(config.pricing));
}

/**
 * The cached prefix parts for a wiki, config and task kind: identical bytes for identical inputs.
 * `log` is the wiki's log.md: past map-token-budget, the pages it says changed recently are shown
 * in full. `maxTokens` is the task's turns' max_tokens, which the prompt states.
 */
export function ingestPrefix(
  config: IngestConfig,
  wiki: Wiki,
  log: string | null = null,
  kind: TaskKind = 'merge',
) {
  const framing = FRAMINGS[kind];
  const maxTokens = answerTokens(framing, config.pageCharCap);
  const caps = {
    descriptionChars: config.descriptionChars,
    headingsPerPage: config.headingsPerPage,
    pageCharCap: config.pageCharCap,
  };
  const map = buildMap(wiki.pages, caps);
  const view = promptMap(map, wiki.pages, config.mapTokenBudget, recentlyChanged(log));
  const sections = requiredSections(config.pageSections, wiki.schema, config.pageTypes);
  const listed = tagsToList(wiki.pages, tagsCharBudget(config.mapTokenBudget));
  const system = systemPrompt({
    wikiPath: config.wikiPath,
    pageTypes: config.pageTypes,
    requiredSections: sections,
    pageCharCap: config.pageCharCap,
    descriptionChars: config.descriptionChars,
    maxPagesChanged: config.maxPagesChanged,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    maxTokens,
    outputReserveUsd: outputReserve(config, maxTokens),
    framing,
    schema: wiki.schema,
    map: view.text,
    tags: listed.tags,
    ...(listed.more ? { moreTags: listed.more } : {}),
    language: config.language,
    ...(view.folded ? { folded: true } : {}),
  });
  const archive = kind === 'archive';
  const tools = toolDefinitions(
    view.enumSlugs,
    config.pageTypes,
    view.folded,
    archive,
    framing.finish,
  );
  return { caps, map, view, sections, system, tools, maxTokens };
}

/** A failure's reason, with the map's size, its budget and the fix when the prompt was too long. */
function withAdvice(reason: string, mapBudget: MapBudget): string {
  const advice = promptTooLongAdvice(reason, mapBudget);
  return advice ? `${reason} ${advice}` : reason;
}

/**
 * The Tier 3 result of a loop: a budget stop keeps the pages already validated (`partial`: they
 * are published as a partial update); otherwise a stop or a failure publishes nothing.
 */
function verdict(
  loop: LoopResult,
  slugs: readonly string[],
  model: string,
  mapBudget: MapBudget,
): { result: Tier3Result; partial: boolean } {
  const pages = slugs.length;
  const partial = loop.status === 'stopped' && pages > 0;
  const written = `${pages} page${pages === 1 ? '' : 's'}`;
  // A finished run's reason is what it did (outcomeSentence, once its files are known), never the
  // agent's account of it.
  const reason =
    loop.status === 'finished'
      ? 'The agent finished.'
      : loop.status === 'failed'
        ? withAdvice(loop.reason, mapBudget)
        : partial
          ? `Partial: ${loop.reason}; the ${written} the agent had written and validated are published (${slugs.join(', ')}), the rest of its work is not.`
          : `${loop.reason}; nothing was published.`;
  return {
    result: {
      tier: 3,
      decision: loop.status === 'finished' || partial ? 'process' : 'failed',
      reason,
      model,
      iterations: loop.iterations,
      usage: loop.usage,
      cost_usd: loop.cost_usd,
    },
    partial,
  };
}

/** What the task stamps on the pages written (an init batch, covers; an archive, related). */
function stampTask(changeset: Changeset, task: Task, read: ReadonlySet<string>): void {
  const stamp = specOf(task).stamp;
  if (stamp)
    for (const { page, action } of changeset.entries())
      changeset.put(stamp(page, action, task, read));
}

/**
 * What the run's config and edge say the tools may do: caps, page types, files never shown, the
 * repository find_source searches (the changed files first), an archive's finish.
 */
function toolPolicy(
  input: IngestAgentInput,
  isSecretPath: (path: string) => boolean,
  generated: GeneratedFiles,
  task: Task,
): Omit<ToolContext, 'changeset' | 'requiredSections' | 'readSource'> {
  const { config } = input;
  const spec: TaskSpec = specOf(task);
  return {
    pageTypes: config.pageTypes,
    pageCharCap: config.pageCharCap,
    maxPagesChanged: config.maxPagesChanged,
    isSecretPath,
    wikiPath: config.wikiPath,
    generated: (path, text) => generated.of(path, text),
    ...(input.blobAt ? { blobAt: input.blobAt } : {}),
    ...(input.sourceIndex ? { sourceIndex: input.sourceIndex } : {}),
    changedFiles: (input.sources ?? [input.merge]).flatMap((m) => m.files.map((f) => f.path)),
    ...spec.tools(task),
  };
}

/**
 * The first message says what max-cost-usd still leaves when earlier calls of the run spent part
 * of it (a later Tier 3 run of a catch-up): the system prompt, cached, says max-cost-usd itself, so
 * its bytes stay the same for the same wiki and config whatever the run spent before.
 */
function withBudgetLeft<M extends { text: string }>(said: M, input: IngestAgentInput): M {
  const left = SpendScope.of(input.client).partLeft(input.config.maxCostUsd);
  if (left === null) return said;
  return {
    ...said,
    text: `${said.text}\n\nBudget: earlier calls of this run spent part of max-cost-usd; ${usd(left)} is left for this task.`,
  };
}

/** The pages a task shows locked that their maintainers did not lock: read-only in this task. */
function readOnlyInTask(wiki: Wiki, seen: Wiki): ReadonlySet<string> {
  const locked = new Set(wiki.pages.filter((p) => p.locked).map((p) => p.slug));
  return new Set(seen.pages.filter((p) => p.locked && !locked.has(p.slug)).map((p) => p.slug));
}

/** The agent's tools and first words for the task: the prompt, the first message, the tool host. */
async function setUp(input: IngestAgentInput, task: Task) {
  const { config } = input;
  const spec: TaskSpec = specOf(task);
  const isSecretPath = secretPathMatcher(config.secretPaths);
  // The prompt's map shows the wiki as it is (a "locked" page is one its maintainers locked); the
  // pages the task may not change are read-only in the changeset, and said so when refused.
  const wiki = spec.seenWiki(input.wiki, task);
  const prefix = ingestPrefix(config, input.wiki, input.existing.log, task.kind);
  const { view, sections } = prefix;
  const generated = input.generated ?? new GeneratedFiles(config.ignorePaths);
  const scene: TaskScene = { ...input, isSecretPath, view, generated };
  const said = withBudgetLeft(spec.firstMessage(task, scene), input);
  // SCHEMA.md and the map are page text a person wrote: redacted like any other (the same bytes
  // for the same wiki, so the cached prefix stays byte-identical).
  const redact = input.redactor ? (t: string) => input.redactor!.redact(t) : undefined;
  const system = redact ? await redact(prefix.system) : prefix.system;
  const first = spec.redactFirst && redact ? { ...said, text: await redact(said.text) } : said;
  const changeset = new Changeset(wiki);
  const host = createToolHost({
    ...toolPolicy(input, isSecretPath, generated, task),
    readOnly: readOnlyInTask(input.wiki, wiki),
    finish: spec.framing.finish,
    changeset,
    requiredSections: sections,
    readSource: input.readSource,
    ...(first.shown ? { shown: first.shown } : {}),
    ...(view.outline ? { find: { outline: view.outline, pages: input.wiki.pages } } : {}),
  });
  return { prefix, system, first, changeset, host, redact };
}

export async function runIngestAgent(input: IngestAgentInput): Promise<IngestAgentOutcome> {
  const { config } = input;
  const task = input.task ?? MERGE_TASK;
  const spec: TaskSpec = specOf(task);
  const { prefix, system, first, changeset, host, redact } = await setUp(input, task);
  const { map, view, tools } = prefix;
  // The pages it is asked to check and has not closed: told once before it finishes, then reported.
  const open = () => stillOpen(first.covering ?? [], changeset, input.sources ?? [input.merge]);
  const loop = await runIngestLoop({
    client: input.client,
    prices: input.prices,
    model: config.ingestModel,
    ttl: config.cacheTtl,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    maxTokens: prefix.maxTokens,
    stream: input.stream,
    tools,
    system,
    firstMessage: first.text,
    host,
    ...(redact ? { redact } : {}),
    pagesLeft: () => Math.max(0, config.maxPagesChanged - changeset.size),
    // Told of the pages it has neither updated nor confirmed, and only when it can close them:
    // without the blobs, no page can be re-stamped.
    ...(first.covering?.length && input.blobAt
      ? {
          beforeFinish: () => openPagesReminder(open().filter((c) => !changeset.isChanged(c.slug))),
        }
      : {}),
    signal: input.signal,
  });
  const told: Told = {
    refused: loop.refused,
    stale: open(),
    ...(loop.status === 'finished' && loop.summary ? { said: loop.summary } : {}),
  };
  const warnings = [...map.warnings, ...first.warnings, ...loop.warnings];
  const written = changeset.entries().map((e) => e.page.slug);
  const { result, partial } = verdict(loop, written, config.ingestModel, view.budget);
  const budget = loop.status === 'stopped' ? { budget: { partial } } : {};
  const done = { telemetry: loop.telemetry, warnings, ...budget, ...told };
  // Nothing to publish; nor for a task that needs pages and wrote none (not even a map of none).
  if ((loop.status !== 'finished' && !partial) || (spec.needsPages && changeset.size === 0))
    return { result: withOutcome(result, loop, [], told), ...done };
  if (partial) warnings.push(result.reason);
  // An init batch stamps the planned files its pages' agent read whole.
  stampTask(changeset, task, new Set(host.sources.paths()));
  const summary = partial
    ? `Partial update: ${loop.reason}. The pages written before it are published: ${written.join(', ')}.`
    : (loop.summary ?? '');
  const output = finalize(input, changeset, prefix.caps, { summary, partial, loop, told, spec });
  warnings.push(...(output.warnings ?? []));
  return {
    result: withOutcome(result, loop, output.changes, told),
    ...done,
    output: { ...output, summary, ...(loop.unverified ? { unverified: loop.unverified } : {}) },
  };
}

/** What a run tells beside its files: the refused calls, the pages left stale, the agent's words. */
type Told = { refused: ToolRefusal[]; stale: StalePage[]; said?: string };

/** A finished run's reason: what it did to the pages, what was refused and what it left stale. */
function withOutcome(
  result: Tier3Result,
  loop: LoopResult,
  changes: Finalized['changes'],
  told: Told,
): Tier3Result {
  if (loop.status !== 'finished') return result;
  return { ...result, reason: outcomeSentence(changes, told.refused, told.stale) };
}

/** The run's files: its pages, the map, and (a merge) the log entry. */
function finalize(
  input: IngestAgentInput,
  changeset: Changeset,
  caps: ReturnType<typeof ingestPrefix>['caps'],
  o: { summary: string; partial: boolean; loop: LoopResult; told: Told; spec: TaskSpec },
): Finalized {
  const { config } = input;
  return finalizeChangeset(changeset, {
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps,
    merge: input.merge,
    ...(input.sources && input.sources.length > 1 ? { sources: input.sources } : {}),
    ...(input.skipped?.length ? { skipped: input.skipped } : {}),
    ...(o.spec.log ? {} : { log: false }),
    summary: o.summary,
    refused: o.told.refused,
    stale: o.told.stale,
    ...(o.partial ? { partial: true } : {}),
    date: input.now(),
    usage: sumUsage([input.earlier?.usage ?? sumUsage([]), o.loop.usage]),
    cost_usd: sumCost([input.earlier?.cost_usd ?? 0, o.loop.cost_usd]),
    existing: input.existing,
    ...(input.repair ? { repair: input.repair } : {}),
  });
}
