// What the wiki will cost before anything is spent: per-run token profiles measured by the bench
// (bench/RESULTS.md: "Tier 2 triage", "Tier 3 prompt cache", "20 wiki"), priced with the same
// table every run uses. `simulate` turns them into a monthly forecast from the history's pace;
// `init` prices its batches with the Tier 3 profile. A forecast is a range (low, expected, high),
// never a promise: the share of merges Tier 2 sends on and the length of each agent run vary.
import { costUsd, PRICES, type PriceTable } from './pricing.js';
import type { Usage } from '../types.js';

export interface CostRange {
  low: number;
  expected: number;
  high: number;
}

/** One Tier 2 triage prompt: its diff cut at triage-diff-chars (3,507 tokens at 12,000 chars). */
export const TRIAGE_PROMPT_TOKENS: CostRange = { low: 900, expected: 2000, high: 3507 };
export const TRIAGE_OUTPUT_TOKENS = 60;

/**
 * One Tier 3 run, as the scripted 10-call run of the bench: the cached prefix (tools, system, a
 * small map) and the first message make the first prompt; each later call adds one turn.
 */
export const TIER3_PROFILE = {
  /** Tools + system + the bench wiki's map (≈ 6,462) and the first message (≈ 8,411). */
  firstPromptTokens: 15_010,
  /** What one call adds to the conversation (a tool call and its result), on average. */
  turnTokens: 1_978,
  calls: { low: 5, expected: 10, high: 20 } as CostRange,
  outputTokens: { low: 1_000, expected: 2_000, high: 4_000 } as CostRange,
};

/** Map tokens per page (the 45-page test wiki: 7,322 map characters, ≈ 41 tokens a page). */
export const MAP_TOKENS_PER_PAGE = 41;

/** The share of the merges Tier 2 sees that it sends on to Tier 3 (the bench's month table). */
export const TIER3_SHARE: CostRange = { low: 0.25, expected: 0.5, high: 1 };

/**
 * The usage of one agent run of `calls` calls whose first prompt is `first` tokens and each call
 * adds `turn`: every prompt but the last is read back from the cache by the next call, and what
 * each call adds is written once (the cache's best case, which the bench measures at 1.000×).
 */
export function agentRunUsage(first: number, turn: number, calls: number, output: number): Usage {
  const prompt = (k: number): number => first + (k - 1) * turn;
  let reads = 0;
  for (let k = 1; k < calls; k++) reads += prompt(k);
  return {
    input_tokens: 0,
    cache_creation_input_tokens: prompt(calls),
    cache_read_input_tokens: reads,
    output_tokens: output,
  };
}

const price = (model: string, usage: Usage, table: PriceTable): number =>
  costUsd(model, usage, table) ?? 0;

/** One Tier 3 run over a wiki of `pages` pages, low to high. */
export function tier3RunCost(model: string, pages: number, table: PriceTable = PRICES): CostRange {
  const first = TIER3_PROFILE.firstPromptTokens + pages * MAP_TOKENS_PER_PAGE;
  const at = (k: keyof CostRange): number =>
    price(
      model,
      agentRunUsage(
        first,
        TIER3_PROFILE.turnTokens,
        TIER3_PROFILE.calls[k],
        TIER3_PROFILE.outputTokens[k],
      ),
      table,
    );
  return { low: at('low'), expected: at('expected'), high: at('high') };
}

/** One Tier 2 triage, low to high. */
export function triageCost(model: string, table: PriceTable = PRICES): CostRange {
  const at = (k: keyof CostRange): number =>
    price(
      model,
      {
        input_tokens: TRIAGE_PROMPT_TOKENS[k],
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: TRIAGE_OUTPUT_TOKENS,
      },
      table,
    );
  return { low: at('low'), expected: at('expected'), high: at('high') };
}

export interface MonthInput {
  mergesPerMonth: number;
  /** The share of merges Tier 1 lets through to Tier 2 (from simulate). */
  reachTier2: number;
  /** Pages in the wiki now: the map rides in every Tier 3 prompt. */
  pages: number;
  triageModel: string;
  ingestModel: string;
  /** false: every merge Tier 1 lets through goes to Tier 3. */
  triage: boolean;
  prices?: PriceTable;
}

/** Dollars per month, low to high: Tier 2 on what Tier 1 lets through, Tier 3 on a share of it. */
export function monthlyCost(m: MonthInput): CostRange {
  const table = m.prices ?? PRICES;
  const t2 = m.triage ? triageCost(m.triageModel, table) : { low: 0, expected: 0, high: 0 };
  const t3 = tier3RunCost(m.ingestModel, m.pages, table);
  const share = m.triage ? TIER3_SHARE : { low: 1, expected: 1, high: 1 };
  const at = (k: keyof CostRange): number =>
    m.mergesPerMonth * m.reachTier2 * (t2[k] + share[k] * t3[k]);
  return { low: at('low'), expected: at('expected'), high: at('high') };
}
