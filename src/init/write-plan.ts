// Writing an init plan: its pages in batches, each one Tier 3 run and one publish through the one
// orchestrator (pipeline.ts runInitBatch), then the free link pass and the plan's one `init` entry
// in log.md (closeInit), which carries every run's pages and spend (the books). Pages that exist
// are never rewritten (a resumed plan skips them; the agent may not change them), and the budget
// is max-cost-usd for the whole run: a batch whose expected cost does not fit what is left is not
// started, and one that hits the limit publishes only the pages it had written and validated
// (nothing when it had none). Each batch knows every page of the plan not written yet (its pages
// may relate and link them), and an overview a batch did not write opens the next one. A batch
// that writes no page stops the run with the agent's tool errors; an interruption (the abort
// signal) stops it after the call in flight, that call booked at its estimate. Either way the run
// stops cleanly, keeping every batch already written, and says how to continue.
import type { Config } from '../config.js';
import type { EarlierInitEntry, InitSlice, PlannedPage } from '../ingest/init-task.js';
import type { EstimatedSpend } from '../log/entry.js';
import { addUsage, emptyUsage } from '../llm/usage.js';
import { money } from '../ledger/money.js';
import { SpendScope } from '../ledger/scope.js';
import { closeInit } from '../run/init-close.js';
import { runInitBatch } from '../run/task.js';
import type { PipelineDeps } from '../ports.js';
import type { Report, ToolRefusal, Usage } from '../types.js';
import type { BookedCalls } from '../llm/booked.js';
import { pageBatches, initForecast } from './forecast.js';
import { OVERVIEW, type InitPlan, type InitRepo } from './plan.js';

/** Pages one batch writes: small enough that a stop loses little, large enough to share a prefix. */
export const BATCH_PAGES = 4;

export interface InitProgress {
  batch: number;
  batches: number;
  /** Slugs this batch created. */
  created: string[];
  /** Pages written by this run so far, and the plan's pages still to write. */
  written: number;
  total: number;
  cost_usd: number;
}

export interface InitRunInput {
  plan: InitPlan;
  repo: Pick<InitRepo, 'files'>;
  config: Config;
  deps: PipelineDeps;
  /** Slugs the wiki holds now: their planned pages are written already (or by a person). */
  existing: ReadonlySet<string>;
  /** Dollars this run has spent before its batches (the plan's call, when it made one). */
  spent: number;
  usage?: Usage;
  /**
   * The plan's books across runs, read when the run closes: every page it wrote and every call's
   * usage and cost (the plan's call included). The log entry states them.
   */
  books: () => { written: string[]; usage: Usage; cost_usd: number; estimated?: EstimatedSpend };
  /** The plan's earlier entry in log.md (an earlier run's), which this run's replaces. */
  earlier?: EarlierInitEntry;
  /** The client wrapper of the run: the agent's tool errors, batch by batch. */
  calls?: Pick<BookedCalls, 'takeToolErrors'>;
  /** Aborted on SIGINT/SIGTERM: the run stops after the batch in flight (its call aborted). */
  signal?: AbortSignal;
  onBatch?: (p: InitProgress) => void | Promise<void>;
  clock?: () => Date;
}

export interface InitOutcome {
  written: string[];
  remaining: string[];
  /** What this run spent, calls never answered included at their estimate. */
  cost_usd: number;
  /** Of `cost_usd`, what calls sent and never answered were booked at (their estimate). */
  estimated_usd: number;
  usage: Usage;
  /** Why the run stopped before the plan's end; null when every page was written. */
  stopped: string | null;
  /** Each batch's report, then the closing one (log.md) when it ran. */
  reports: Report[];
  failed: boolean;
  /** Stopped by the abort signal (SIGINT/SIGTERM). */
  interrupted: boolean;
  /** The agent's tool errors in the batch that wrote no page. */
  toolErrors: string[];
  /** Every tool call refused in the run's batches, in order. */
  refused: ToolRefusal[];
  /** The entry written to log.md; absent when none was (nothing written, or it failed). */
  logged?: string;
}

/** The pages a batch's report says it created, as slugs. */
function createdSlugs(report: Report, config: Config): string[] {
  const prefix = `${config.wikiPath}/`;
  return report.changes
    .filter((c) => c.action === 'create' && c.path.startsWith(prefix) && c.path.endsWith('.md'))
    .map((c) => c.path.slice(prefix.length, -3))
    .filter((slug) => slug !== config.mapFile.replace(/\.md$/i, '') && slug !== 'log');
}

/**
 * The slice of the plan a batch writes: its pages, the blobs their covers are stamped with, and
 * every other page of the plan not written yet (a later batch's, or one an earlier batch left),
 * which its pages may link and relate as planned.
 */
function sliceOf(
  pages: PlannedPage[],
  others: PlannedPage[],
  at: { batch: number; batches: number },
  plan: InitPlan,
  blobs: Map<string, string>,
): InitSlice {
  const stamps: Record<string, string> = {};
  for (const path of pages.flatMap((p) => p.covers)) {
    const blob = blobs.get(path);
    if (blob) stamps[path] = blob;
  }
  return {
    pages,
    head: plan.head,
    blobs: stamps,
    ...at,
    later: others.map((p) => p.slug),
    planned: others.map(({ slug, title, scope }) => ({ slug, title, scope: scope ?? '' })),
  };
}

/**
 * The pages batch `i` writes: its own, and the overview first when an earlier batch of this run
 * did not write it (the pass that links every page needs it, so the next batch tries again).
 */
function batchAt(batches: PlannedPage[][], i: number, written: readonly string[]): PlannedPage[] {
  const own = batches[i]!;
  const overview = batches
    .slice(0, i)
    .flat()
    .find((p) => p.slug === OVERVIEW && !written.includes(p.slug));
  return overview ? [overview, ...own] : own;
}

export async function runInitPlan(input: InitRunInput): Promise<InitOutcome> {
  const { plan, config } = input;
  // The edge's one spend scope holds every batch (src/ledger/scope.ts): max-cost-usd for the run.
  const { deps } = input;
  const scope = SpendScope.of(deps.anthropic!);
  const todo = plan.pages.filter((p) => !input.existing.has(p.slug));
  const batches = pageBatches(todo, Math.min(BATCH_PAGES, config.maxPagesChanged));
  const forecast = initForecast(batches, input.repo.files, input.existing.size, config, {
    input_tokens: 0,
    cost_usd: 0,
  });
  const blobs = new Map(input.repo.files.map((f) => [f.path, f.blob]));
  const estimatedAt = () => input.books().estimated?.cost_usd ?? 0;
  const before = estimatedAt();
  const estimatedSince = () => estimatedAt() - before;
  const out: InitOutcome = {
    written: [],
    remaining: todo.map((p) => p.slug),
    cost_usd: input.spent,
    estimated_usd: 0,
    usage: input.usage ?? emptyUsage(),
    stopped: null,
    reports: [],
    failed: false,
    interrupted: false,
    toolErrors: [],
    refused: [],
  };
  for (let i = 0; i < batches.length; i++) {
    if (input.signal?.aborted) {
      out.interrupted = true;
      out.stopped = `interrupted before batch ${i + 1} of ${batches.length}.`;
      break;
    }
    const expected = forecast.batches[i]!.expected;
    const miss = scope.fits(expected);
    if (miss) {
      out.stopped = `max-cost-usd (${money(config.maxCostUsd)}) would not cover batch ${i + 1} of ${batches.length} (about ${money(expected)}, ${money(miss.left)} left); run init again to continue the plan.`;
      break;
    }
    const pages = batchAt(batches, i, out.written);
    const others = todo.filter((p) => !pages.includes(p) && !out.written.includes(p.slug));
    const slice = sliceOf(pages, others, { batch: i + 1, batches: batches.length }, plan, blobs);
    // Each planned file is one read_source call at most, each page one create_page: a batch may
    // need more turns than a merge's max-iterations allows; cost stays bound by max-cost-usd.
    const turns = pages.flatMap((p) => p.covers).length + pages.length + 2;
    const batchConfig = { ...config, maxIterations: Math.max(config.maxIterations, turns) };
    const report = await runInitBatch(slice, batchConfig, deps);
    out.reports.push(report);
    out.refused.push(...(report.refused ?? []));
    // Calls the batch sent and never got an answer to are in the books at their estimate.
    const estimated = estimatedSince();
    out.cost_usd += (report.cost_usd ?? 0) + estimated - out.estimated_usd;
    out.estimated_usd = estimated;
    out.usage = addUsage(out.usage, report.usage);
    const made = new Set(createdSlugs(report, config));
    // In plan order; a page the agent added beyond the slice is still listed (and logged).
    const planned = pages.map((p) => p.slug).filter((s) => made.has(s));
    const created = [...planned, ...[...made].filter((s) => !planned.includes(s))];
    out.written.push(...created);
    out.remaining = out.remaining.filter((s) => !created.includes(s));
    await input.onBatch?.({
      batch: i + 1,
      batches: batches.length,
      created,
      written: out.written.length,
      total: todo.length,
      cost_usd: out.cost_usd,
    });
    if (stopsAfter(out, input, report, created, { batch: i + 1, batches: batches.length })) break;
  }
  return close(out, input, plan.pages);
}

/**
 * Whether the run stops after a batch (said in `out`): interrupted, or the batch wrote no page
 * (its tool errors kept for the report) or could not publish.
 */
function stopsAfter(
  out: InitOutcome,
  input: InitRunInput,
  report: Report,
  created: string[],
  at: { batch: number; batches: number },
): boolean {
  const errors = input.calls?.takeToolErrors() ?? [];
  if (input.signal?.aborted) {
    out.interrupted = true;
    out.stopped = `interrupted during batch ${at.batch} of ${at.batches}${created.length ? '' : ' (its pages were not written)'}.`;
    return true;
  }
  if (created.length && report.decision.decision !== 'failed') return false;
  out.stopped = `batch ${at.batch} of ${at.batches} wrote ${created.length ? 'nothing it could publish' : 'no page'}: ${report.decision.reason}`;
  out.failed = !/max-cost-usd/.test(report.decision.reason);
  out.toolErrors = errors;
  return true;
}

/**
 * The free link pass and the plan's `init` entry in log.md, with every run's pages and spend; none
 * when the plan has written no page yet (its spend stays in the books for the run that does).
 */
async function close(
  out: InitOutcome,
  input: InitRunInput,
  plan: PlannedPage[],
): Promise<InitOutcome> {
  const { config, deps } = input;
  const books = input.books();
  if (books.written.length === 0) return out;
  const n = books.written.length;
  const pages = `${n} page${n === 1 ? '' : 's'}`;
  const left = out.remaining.length;
  const summary = out.stopped
    ? `Wrote ${pages} of the plan, then stopped: ${out.stopped} ${left} remain; run wiki-ingest init again to continue.`
    : left
      ? `Wrote ${pages} of the plan; ${left} remain (not written by their batch); run wiki-ingest init again to write them.`
      : `Wrote ${pages}; the plan is complete.`;
  const closing = await closeInit(
    {
      date: (input.clock ?? (() => new Date()))(),
      head: input.plan.head,
      created: books.written,
      remaining: out.remaining,
      summary,
      usage: books.usage,
      cost_usd: books.cost_usd,
      ...(books.estimated ? { estimated: books.estimated } : {}),
    },
    config,
    deps,
    {
      ...(input.earlier ? { earlier: input.earlier } : {}),
      linking: { plan, mine: books.written, overview: OVERVIEW, complete: left === 0 },
    },
  );
  out.reports.push(closing);
  if (closing.decision.decision === 'failed') {
    out.failed = true;
    out.stopped = closing.decision.reason;
  } else if (closing.logged) out.logged = closing.logged;
  return out;
}
