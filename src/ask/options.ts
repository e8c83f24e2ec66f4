// The ask options: the `ask-model`, `ask-cache-ttl` and `ask-max-iterations` inputs (defaults in
// src/config.ts), the shared budgets and caps, and what only asking sets (max_tokens).
import type { AskConfig } from '../config.js';
import { ConfigError } from '../config/errors.js';
import type { CacheTtl } from '../llm/cache.js';

export interface AskOptions {
  /** Answering from a map is a small-model job: the triage model by default. */
  model: string;
  /** Questions come in bursts: a 1-hour prefix is written once and read by every question. */
  cacheTtl: CacheTtl;
  /** Messages API calls per question (each read is one more round trip). */
  maxIterations: number;
  /** Spend per question; past it the conversation stops reading and says so. */
  maxCostUsd: number;
  /** Output tokens per call: an answer plus adaptive thinking. */
  maxTokens: number;
  /** Code points of a page served by read_pages (the page-char-cap input). */
  pageCharCap: number;
}

export const ASK_DEFAULTS = {
  maxTokens: 8000,
} as const satisfies Partial<AskOptions>;

/** The options for a conversation: the config's, with explicit values (tests, bench) over them. */
export function askOptions(config: AskConfig, given: Partial<AskOptions> = {}): AskOptions {
  const options: AskOptions = {
    model: given.model?.trim() || config.askModel,
    cacheTtl: given.cacheTtl ?? config.askCacheTtl,
    maxIterations: given.maxIterations ?? config.askMaxIterations,
    maxCostUsd: given.maxCostUsd ?? config.maxCostUsd,
    maxTokens: given.maxTokens ?? ASK_DEFAULTS.maxTokens,
    pageCharCap: given.pageCharCap ?? config.pageCharCap,
  };
  if (options.cacheTtl !== '5m' && options.cacheTtl !== '1h')
    throw new ConfigError(
      `Ask option "ask-cache-ttl": "${String(options.cacheTtl)}" is not a cache TTL; use 5m or 1h.`,
    );
  if (!Number.isInteger(options.maxIterations) || options.maxIterations < 1)
    throw new ConfigError(
      `Ask option "ask-max-iterations": ${options.maxIterations} is not a whole number ≥ 1; use e.g. 4.`,
    );
  if (!(options.maxCostUsd > 0))
    throw new ConfigError(
      `Ask option "max-cost-usd": ${options.maxCostUsd} must be a number above 0, e.g. 0.25.`,
    );
  return options;
}
