// Token accounting: one Usage per call, recorded per tier and iteration, summed into a run total.
import type { Usage } from '../types.js';
import { costUsd, roundUsd, type PriceTable } from './pricing.js';

/** The usage of a run that has made no call yet. */
export const emptyUsage = (): Usage => ({
  input_tokens: 0,
  output_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
});

export const ZERO_USAGE: Usage = Object.freeze(emptyUsage());

/** The SDK's usage shape, where every cache field may be null or absent. */
export interface RawUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: {
    ephemeral_5m_input_tokens?: number | null;
    ephemeral_1h_input_tokens?: number | null;
  } | null;
}

/**
 * Normalizes the API's usage. `input_tokens` stays the uncached remainder (never re-add cache
 * tokens to it). Writes the service did not split by TTL are attributed to `ttl`, the TTL asked for.
 */
export function normalizeUsage(raw: RawUsage | null | undefined, ttl: '5m' | '1h' = '5m'): Usage {
  const n = (v: number | null | undefined): number => (typeof v === 'number' && v > 0 ? v : 0);
  const writes = n(raw?.cache_creation_input_tokens);
  const split = raw?.cache_creation;
  let w5m = n(split?.ephemeral_5m_input_tokens);
  let w1h = n(split?.ephemeral_1h_input_tokens);
  if (w5m + w1h !== writes) {
    // No (or an inconsistent) split: trust the total, attribute it to the TTL requested.
    w5m = ttl === '5m' ? writes : 0;
    w1h = ttl === '1h' ? writes : 0;
  }
  return {
    input_tokens: n(raw?.input_tokens),
    output_tokens: n(raw?.output_tokens),
    cache_creation_input_tokens: writes,
    cache_read_input_tokens: n(raw?.cache_read_input_tokens),
    cache_creation: { ephemeral_5m_input_tokens: w5m, ephemeral_1h_input_tokens: w1h },
  };
}

/** The 5m/1h split of a usage; writes reported without one count as 5-minute writes, as in costUsd. */
function split(u: Usage): { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number } {
  const w1h = u.cache_creation?.ephemeral_1h_input_tokens ?? 0;
  return {
    ephemeral_5m_input_tokens: u.cache_creation_input_tokens - w1h,
    ephemeral_1h_input_tokens: w1h,
  };
}

export function addUsage(a: Usage, b: Usage): Usage {
  const sa = split(a);
  const sb = split(b);
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
    cache_creation: {
      ephemeral_5m_input_tokens: sa.ephemeral_5m_input_tokens + sb.ephemeral_5m_input_tokens,
      ephemeral_1h_input_tokens: sa.ephemeral_1h_input_tokens + sb.ephemeral_1h_input_tokens,
    },
  };
}

export function sumUsage(usages: readonly Usage[]): Usage {
  return usages.reduce(addUsage, ZERO_USAGE);
}

/** A sum of costs is unknown as soon as one of them is: a partial total would understate. */
export function sumCost(costs: readonly (number | null)[]): number | null {
  let total = 0;
  for (const c of costs) {
    if (c === null) return null;
    total += c;
  }
  return roundUsd(total);
}

/** Total tokens of a usage, every category counted once. */
export function totalTokens(u: Usage): number {
  return (
    u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens
  );
}

export interface CallRecord {
  tier: 2 | 3;
  /** 1-based turn of the tier's loop (always 1 for triage). */
  iteration: number;
  model: string;
  usage: Usage;
  cost_usd: number | null;
}

/** Every LLM call of a run, in order; totals per tier, per iteration and for the run. */
export class UsageLedger {
  readonly calls: CallRecord[] = [];

  constructor(private readonly prices: PriceTable) {}

  record(tier: 2 | 3, iteration: number, model: string, usage: Usage): CallRecord {
    const rec: CallRecord = {
      tier,
      iteration,
      model,
      usage,
      cost_usd: costUsd(model, usage, this.prices),
    };
    this.calls.push(rec);
    return rec;
  }

  total(filter: (c: CallRecord) => boolean = () => true): {
    usage: Usage;
    cost_usd: number | null;
  } {
    const calls = this.calls.filter(filter);
    return {
      usage: sumUsage(calls.map((c) => c.usage)),
      cost_usd: sumCost(calls.map((c) => c.cost_usd)),
    };
  }

  tier(tier: 2 | 3): { usage: Usage; cost_usd: number | null } {
    return this.total((c) => c.tier === tier);
  }
}

/** Share of the prompt read from the cache: cache_read / (input + cache writes + cache reads). */
export function cacheReadShare(u: Usage): number {
  const prompt = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
  return prompt === 0 ? 0 : u.cache_read_input_tokens / prompt;
}
