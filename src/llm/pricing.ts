// Model prices as data (USD per million tokens), with the date they were read from the provider.
import type { PriceOverride } from '../config/pricing.js';
import type { Usage } from '../types.js';

export interface Rates {
  input: number;
  output: number;
  cache_write_5m: number;
  cache_write_1h: number;
  cache_read: number;
}

/** A model's rates; `long_prompt` applies to a whole request whose prompt exceeds its threshold. */
export interface ModelPrice extends Rates {
  long_prompt?: Rates & { threshold_tokens: number };
  /** When the rates were read from the provider's price list (YYYY-MM-DD), or `pricing input`. */
  as_of: string;
}

export type PriceTable = Readonly<Record<string, ModelPrice>>;

/** When the built-in table was checked against https://platform.claude.com/docs/en/about-claude/pricing. */
export const PRICES_AS_OF = '2026-12-02';

/**
 * Built-in prices. Haiku 5.5 bills a request whose prompt (input + cache writes + cache reads)
 * is over 100,000 tokens at 5× on every token of that request, output included (model overview
 * page, checked on PRICES_AS_OF). Sonnet 5.5 cache reads are $0.10 since 2026-10-07.
 */
const AS_OF = { as_of: PRICES_AS_OF };

export const PRICES: PriceTable = {
  'claude-haiku-5-5': {
    ...AS_OF,
    input: 0.1,
    output: 0.5,
    cache_write_5m: 0.125,
    cache_write_1h: 0.2,
    cache_read: 0.01,
    long_prompt: {
      threshold_tokens: 100_000,
      input: 0.5,
      output: 2.5,
      cache_write_5m: 0.625,
      cache_write_1h: 1,
      cache_read: 0.05,
    },
  },
  'claude-sonnet-5-5': {
    ...AS_OF,
    input: 2,
    output: 10,
    cache_write_5m: 2.5,
    cache_write_1h: 4,
    cache_read: 0.1,
  },
  'claude-haiku-4-5': {
    ...AS_OF,
    input: 1,
    output: 5,
    cache_write_5m: 1.25,
    cache_write_1h: 2,
    cache_read: 0.1,
  },
  'claude-sonnet-4-6': {
    ...AS_OF,
    input: 3,
    output: 15,
    cache_write_5m: 3.75,
    cache_write_1h: 6,
    cache_read: 0.3,
  },
};

/**
 * The shortest prompt prefix, in tokens, each model caches; a breakpoint on a shorter prefix
 * caches nothing (and raises no error). Read beside the prices on PRICES_AS_OF: Sonnet 4.6 2,048,
 * Haiku 4.5 4,096, Sonnet 5-class 1,024 as gateways document it. Haiku 5.5 has no published
 * figure; Haiku 4.5's is assumed: if the real one is lower, a prefix between the two goes
 * unmarked (paid in full, never written) until the figure here is corrected.
 */
export const MIN_CACHEABLE_TOKENS: Readonly<Record<string, number>> = {
  'claude-haiku-5-5': 4096,
  'claude-sonnet-5-5': 1024,
  'claude-haiku-4-5': 4096,
  'claude-sonnet-4-6': 2048,
};

/** For a model without a figure: the lowest any current model has (a marker below it costs nothing). */
export const DEFAULT_MIN_CACHEABLE_TOKENS = 1024;

/**
 * The Anthropic id of the model family an id names, whichever provider spells it: a dated id
 * (`claude-haiku-4-5-20251001`), a Bedrock id or inference profile
 * (`us.anthropic.claude-sonnet-5-5`, `anthropic.claude-haiku-4-5-20251001-v1:0`) or a Vertex id
 * (`claude-haiku-4-5@20251001`) all price as the undated Anthropic id.
 */
export function modelFamily(model: string): string {
  return model
    .replace(/^(?:[a-z]{2,6}(?:-[a-z]+)?\.)?anthropic\./, '')
    .replace(/-v\d+(?::\d+)?$/, '')
    .replace(/[@-]\d{8}$/, '');
}

/** The value for `model` in a table keyed by model: its own entry, else its family's. */
function byModel<T>(table: Readonly<Record<string, T>>, model: string): T | undefined {
  if (Object.hasOwn(table, model)) return table[model];
  const family = modelFamily(model);
  return Object.hasOwn(table, family) ? table[family] : undefined;
}

/** A model's minimum cacheable prefix in tokens, also for dated and provider ids. */
export function minCacheableTokens(model: string): number {
  return byModel(MIN_CACHEABLE_TOKENS, model) ?? DEFAULT_MIN_CACHEABLE_TOKENS;
}

/** Cache rates the provider derives from the input rate, used when an override omits them. */
function completeRates(p: { input: number; output: number } & Partial<Rates>): Rates {
  return {
    input: p.input,
    output: p.output,
    cache_write_5m: p.cache_write_5m ?? p.input * 1.25,
    cache_write_1h: p.cache_write_1h ?? p.input * 2,
    cache_read: p.cache_read ?? p.input * 0.1,
  };
}

/**
 * The built-in table with the `pricing` input applied. A user entry replaces the model's whole
 * entry (including any long-prompt tier it does not restate); missing cache rates are derived
 * from its input rate (5m write 1.25×, 1h write 2×, read 0.1×).
 */
export function priceTable(overrides: Readonly<Record<string, PriceOverride>> = {}): PriceTable {
  const table: Record<string, ModelPrice> = { ...PRICES };
  for (const model of Object.keys(overrides).sort()) {
    const o = overrides[model]!;
    const entry: ModelPrice = { ...completeRates(o), as_of: o.as_of ?? 'pricing input' };
    if (o.long_prompt)
      entry.long_prompt = {
        threshold_tokens: o.long_prompt.threshold_tokens,
        ...completeRates(o.long_prompt),
      };
    table[model] = entry;
  }
  return table;
}

/**
 * The price of a model id: its own entry (a `pricing` input entry for the exact id wins), else its
 * family's (modelFamily), so dated, Bedrock and Vertex ids price as the Anthropic model.
 */
export function findPrice(model: string, table: PriceTable): ModelPrice | undefined {
  return byModel(table, model);
}

/** Everything the request sent: the uncached remainder plus cache writes plus cache reads. */
export function promptTokens(u: Usage): number {
  return u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
}

/** Cost of one call in USD, or null when the model has no known price (never a guess). */
export function costUsd(model: string, usage: Usage, table: PriceTable = PRICES): number | null {
  const price = findPrice(model, table);
  if (!price) return null;
  const long = price.long_prompt;
  const r: Rates = long && promptTokens(usage) > long.threshold_tokens ? long : price;
  // Writes the service did not split by TTL are billed as 5-minute writes (its default TTL).
  const w1h = usage.cache_creation?.ephemeral_1h_input_tokens ?? 0;
  const w5m = usage.cache_creation_input_tokens - w1h;
  const micro =
    usage.input_tokens * r.input +
    w5m * r.cache_write_5m +
    w1h * r.cache_write_1h +
    usage.cache_read_input_tokens * r.cache_read +
    usage.output_tokens * r.output;
  return roundUsd(micro / 1_000_000);
}

/** Rounds away float noise (0.1 + 0.2) without hiding any real fraction of a cent. */
export function roundUsd(usd: number): number {
  return Math.round(usd * 1e10) / 1e10;
}
