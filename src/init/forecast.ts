// What an init plan will cost before a page is written: each batch priced as one agent run (the
// Tier 3 profile of src/llm/forecast.ts) whose conversation grows by the files it reads and the
// pages it writes, at the plan's own models and prices. Low to high, like simulate's month; a high
// figure past max-cost-usd is said before anything is written (budgetWarning).
import type { Config } from '../config.js';
import type { PlannedPage } from '../ingest/init-task.js';
import { agentRunUsage, MAP_TOKENS_PER_PAGE, type CostRange } from '../llm/forecast.js';
import { costUsd, priceTable } from '../llm/pricing.js';
import { money } from '../ledger/money.js';
import { SOURCE_CHAR_CAP } from '../tools/source-reader.js';
import type { RepoFile } from '../types.js';

export interface InitForecast {
  /** Model calls: the plan's one, and the batches' expected ones. */
  calls: number;
  /** Prompt tokens of every call, expected (cache reads and writes included). */
  input_tokens: number;
  cost_usd: CostRange;
}

/** Tools, system prompt and instructions before the map (the bench's prefix less its map). */
const PREFIX_TOKENS = 6_000;
/** The first message's line per page to write. */
const FIRST_MESSAGE_TOKENS_PER_PAGE = 60;
/** A page body the agent writes, in output tokens. */
const PAGE_OUTPUT: CostRange = { low: 800, expected: 1_500, high: 3_000 };

const tokensOfFile = (f: RepoFile | undefined): number =>
  Math.ceil(Math.min(f?.size ?? 0, SOURCE_CHAR_CAP) / 4) + 30;

/** One batch, low to high, with its expected calls and prompt tokens. */
function batchCost(
  pages: PlannedPage[],
  files: Map<string, RepoFile>,
  mapPages: number,
  config: Config,
): { cost: CostRange; calls: number; input: number } {
  const reads = pages.flatMap((p) => p.covers);
  const readTokens = reads.reduce((n, path) => n + tokensOfFile(files.get(path)), 0);
  const first =
    PREFIX_TOKENS + mapPages * MAP_TOKENS_PER_PAGE + pages.length * FIRST_MESSAGE_TOKENS_PER_PAGE;
  const calls: CostRange = {
    low: Math.ceil(reads.length / 3) + Math.ceil(pages.length / 2) + 1,
    expected: reads.length + pages.length + 1,
    high: 2 * (reads.length + pages.length) + 2,
  };
  const prices = priceTable(config.pricing);
  const at = (k: keyof CostRange) => {
    const output = pages.length * PAGE_OUTPUT[k];
    const turn = Math.ceil((readTokens + output) / Math.max(1, calls[k] - 1));
    return agentRunUsage(first, turn, calls[k], output);
  };
  const cost = (k: keyof CostRange): number => costUsd(config.ingestModel, at(k), prices) ?? 0;
  const u = at('expected');
  return {
    cost: { low: cost('low'), expected: cost('expected'), high: cost('high') },
    calls: calls.expected,
    input: u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens,
  };
}

/**
 * The batches' cost on top of `spent` (the plan's call): the map grows by each batch's pages, so
 * later batches carry a longer prefix.
 */
export function initForecast(
  batches: PlannedPage[][],
  files: readonly RepoFile[],
  wikiPages: number,
  config: Config,
  planned: { input_tokens: number; cost_usd: number },
): InitForecast & { batches: CostRange[] } {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const out = {
    calls: 1,
    input_tokens: planned.input_tokens,
    cost_usd: { low: planned.cost_usd, expected: planned.cost_usd, high: planned.cost_usd },
    batches: [] as CostRange[],
  };
  let mapPages = wikiPages;
  for (const pages of batches) {
    const b = batchCost(pages, byPath, mapPages, config);
    out.calls += b.calls;
    out.input_tokens += b.input;
    for (const k of ['low', 'expected', 'high'] as const) out.cost_usd[k] += b.cost[k];
    out.batches.push(b.cost);
    mapPages += pages.length;
  }
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  out.cost_usd = {
    low: round(out.cost_usd.low),
    expected: round(out.cost_usd.expected),
    high: round(out.cost_usd.high),
  };
  return out;
}

/** The most max-cost-usd may be (its input's range). */
const MAX_BUDGET = 100;

/**
 * What the forecast says against max-cost-usd when its high figure passes it (null when it does
 * not): both figures, what a run does then — stops before the batch the budget would not cover,
 * keeping what it wrote, for the next init to continue — and the flag that covers the high figure.
 */
export function budgetWarning(f: InitForecast, maxCostUsd: number): string | null {
  const high = f.cost_usd.high;
  if (high <= maxCostUsd) return null;
  // Up to the cent; 1.47 × 100 landing a hair past 147 in floating point stays 1.47.
  const cover = Math.min(MAX_BUDGET, Math.ceil(high * 100 - 1e-9) / 100);
  const raise =
    cover > maxCostUsd
      ? `pass --max-cost-usd ${cover.toFixed(2)} to cover it`
      : `--max-cost-usd is at its most (${MAX_BUDGET})`;
  return `The forecast's high figure, ${money(high)}, passes max-cost-usd (${money(maxCostUsd)}): the run may stop part-way on the budget, keeping what it wrote (run init again to continue); ${raise}.`;
}

/** The plan's pages in batches of `size`, in plan order. */
export function pageBatches(pages: readonly PlannedPage[], size: number): PlannedPage[][] {
  const out: PlannedPage[][] = [];
  for (let i = 0; i < pages.length; i += size) out.push(pages.slice(i, i + size));
  return out;
}
