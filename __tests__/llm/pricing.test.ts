import { loadConfig, parseConfig } from '../../src/config/parse.js';
import { PRICES, PRICES_AS_OF, costUsd, priceTable } from '../../src/llm/pricing.js';
import type { Usage } from '../../src/types.js';
import { emptyUsage } from '../../src/llm/usage.js';

/** A call's usage: uncached input, output, cache reads and cache writes at each TTL. */
const usage = ({ input = 0, output = 0, read = 0, w5m = 0, w1h = 0 }): Usage => ({
  input_tokens: input,
  output_tokens: output,
  cache_creation_input_tokens: w5m + w1h,
  cache_read_input_tokens: read,
  cache_creation: { ephemeral_5m_input_tokens: w5m, ephemeral_1h_input_tokens: w1h },
});

describe('price table', () => {
  it('carries the date it was taken', () => {
    expect(PRICES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const price of Object.values(PRICES)) expect(price.as_of).toBe(PRICES_AS_OF);
    expect(Object.keys(PRICES)).toEqual(
      expect.arrayContaining(['claude-haiku-5-5', 'claude-sonnet-5-5']),
    );
  });

  it('prices Haiku 5.5 writes at both TTLs, reads and output (short prompt)', () => {
    // 1000×0.10 + 2000×0.125 + 3000×0.20 + 10000×0.01 + 500×0.50 = 1300 µ$
    const u = usage({ input: 1000, w5m: 2000, w1h: 3000, read: 10000, output: 500 });
    expect(costUsd('claude-haiku-5-5', u)).toBeCloseTo(0.0013, 12);
  });

  it('bills a Haiku 5.5 prompt over 100k tokens at the long-prompt rates, output included', () => {
    // prompt = 50000 + 60000 = 110000 > 100000: 50000×0.50 + 60000×0.05 + 1000×2.50 = 30500 µ$
    const u = usage({ input: 50000, read: 60000, output: 1000 });
    expect(costUsd('claude-haiku-5-5', u)).toBeCloseTo(0.0305, 12);
    // cache writes count toward the prompt length: 40000 + 61000 (1h) = 101000
    const w = usage({ input: 40000, w1h: 61000 });
    expect(costUsd('claude-haiku-5-5', w)).toBeCloseTo((40000 * 0.5 + 61000 * 1) / 1e6, 12);
  });

  it('keeps exactly 100k prompt tokens in the lower tier', () => {
    expect(costUsd('claude-haiku-5-5', usage({ input: 100000 }))).toBeCloseTo(0.01, 12);
  });

  it('prices Sonnet 5.5 with its $0.10 cache reads and both write TTLs', () => {
    // 2000×2 + 10000×2.5 + 50000×0.1 + 800×10 = 42000 µ$
    const u = usage({ input: 2000, w5m: 10000, read: 50000, output: 800 });
    expect(costUsd('claude-sonnet-5-5', u)).toBeCloseTo(0.042, 12);
    expect(costUsd('claude-sonnet-5-5', usage({ w1h: 10000 }))).toBeCloseTo(0.04, 12);
  });

  it('returns null for an unknown model rather than a made-up number', () => {
    expect(costUsd('some-other-model', usage({ input: 1000 }))).toBeNull();
  });

  it('prices dated ids like their model', () => {
    expect(costUsd('claude-haiku-4-5-20251001', usage({ input: 1_000_000 }))).toBe(1);
    expect(costUsd('claude-haiku-4-5x', usage({ input: 1 }))).toBeNull();
  });

  it('treats unsplit cache writes as 5-minute writes', () => {
    const u: Usage = { ...emptyUsage(), cache_creation_input_tokens: 1000 };
    expect(costUsd('claude-sonnet-5-5', u)).toBeCloseTo(0.0025, 12);
  });

  it('applies a user override from the pricing input, deriving missing cache rates', () => {
    const config = parseConfig({
      pricing:
        '{"my-model": {"input": 1, "output": 5}, "claude-sonnet-5-5": {"input": 3, "output": 15, "cache_read": 0.3}}',
    });
    const table = priceTable(config.pricing);
    expect(table['my-model']).toMatchObject({ as_of: 'pricing input', cache_write_1h: 2 });
    // 1000×1 + 1000×1.25 + 1000×2 + 1000×0.1 + 1000×5 = 9350 µ$
    const u = usage({ input: 1000, w5m: 1000, w1h: 1000, read: 1000, output: 1000 });
    expect(costUsd('my-model', u, table)).toBeCloseTo(0.00935, 12);
    // 1000×3 + 1000×3.75 + 1000×6 + 1000×0.3 + 1000×15 = 28050 µ$
    expect(costUsd('claude-sonnet-5-5', u, table)).toBeCloseTo(0.02805, 12);
    // the built-in table is untouched
    expect(costUsd('claude-sonnet-5-5', u)).toBeCloseTo(
      (2000 + 2500 + 4000 + 100 + 10000) / 1e6,
      12,
    );
  });

  it('accepts a long-prompt tier in an override', () => {
    const config = parseConfig({
      pricing: JSON.stringify({
        m: { input: 1, output: 1, long_prompt: { threshold_tokens: 10, input: 2, output: 2 } },
      }),
    });
    const table = priceTable(config.pricing);
    expect(costUsd('m', usage({ input: 10, output: 10 }), table)).toBeCloseTo(20 / 1e6, 12);
    expect(costUsd('m', usage({ input: 11, output: 10 }), table)).toBeCloseTo(42 / 1e6, 12);
  });

  it('names the input when the pricing JSON is wrong', async () => {
    await expect(loadConfig({ pricing: '{"m": {"input": "cheap"}}' })).rejects.toThrow(
      /Input "pricing"/,
    );
  });
});
