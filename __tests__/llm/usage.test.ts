import {
  UsageLedger,
  normalizeUsage,
  sumCost,
  sumUsage,
  totalTokens,
} from '../../src/llm/usage.js';
import { PRICES } from '../../src/llm/pricing.js';

/** Usage the API reported in full (every field, writes split by TTL): nothing to fill in. */
const REPORTED_IN_FULL = {
  input_tokens: 10,
  output_tokens: 5,
  cache_creation_input_tokens: 300,
  cache_read_input_tokens: 2000,
  cache_creation: { ephemeral_5m_input_tokens: 100, ephemeral_1h_input_tokens: 200 },
};

describe('usage accounting', () => {
  it('keeps input_tokens as the uncached remainder and splits writes by TTL', () => {
    // A copy in, so the expectation cannot be the object normalizeUsage was handed.
    const u = normalizeUsage(structuredClone(REPORTED_IN_FULL));
    expect(u).toEqual(REPORTED_IN_FULL);
    expect(totalTokens(u)).toBe(2315);
  });

  it('treats null cache fields as zero and attributes an unsplit write to the requested TTL', () => {
    const u = normalizeUsage(
      {
        input_tokens: 7,
        output_tokens: 1,
        cache_creation_input_tokens: 50,
        cache_read_input_tokens: null,
        cache_creation: null,
      },
      '1h',
    );
    expect(u.cache_read_input_tokens).toBe(0);
    expect(u.cache_creation).toEqual({
      ephemeral_5m_input_tokens: 0,
      ephemeral_1h_input_tokens: 50,
    });
  });

  it('sums per tier and per iteration without counting anything twice', () => {
    const ledger = new UsageLedger(PRICES);
    ledger.record(
      2,
      1,
      'claude-haiku-5-5',
      normalizeUsage({ input_tokens: 1000, output_tokens: 100 }),
    );
    ledger.record(
      3,
      1,
      'claude-sonnet-5-5',
      normalizeUsage({ input_tokens: 100, output_tokens: 10, cache_creation_input_tokens: 4000 }),
    );
    ledger.record(
      3,
      2,
      'claude-sonnet-5-5',
      normalizeUsage({ input_tokens: 200, output_tokens: 20, cache_read_input_tokens: 4000 }),
    );
    const t3 = ledger.tier(3);
    expect(t3.usage.input_tokens).toBe(300);
    expect(t3.usage.cache_creation_input_tokens).toBe(4000);
    expect(t3.usage.cache_read_input_tokens).toBe(4000);
    // (100×2 + 10×10 + 4000×2.5) + (200×2 + 20×10 + 4000×0.1) = 10300 + 1000 µ$
    expect(t3.cost_usd).toBeCloseTo(0.0113, 12);
    expect(ledger.total((c) => c.iteration === 2).usage.input_tokens).toBe(200);
    const all = ledger.total();
    expect(totalTokens(all.usage)).toBe(1100 + 4110 + 4220);
    // 1000×0.1 + 100×0.5 = 150 µ$ for triage
    expect(all.cost_usd).toBeCloseTo(0.0113 + 0.00015, 12);
  });

  it('keeps the 5m/1h split summing to the writes when one side reports no split', () => {
    const withSplit = normalizeUsage({
      cache_creation_input_tokens: 30,
      cache_creation: { ephemeral_5m_input_tokens: 10, ephemeral_1h_input_tokens: 20 },
    });
    const bare = {
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 7,
      cache_read_input_tokens: 0,
    };
    expect(sumUsage([withSplit, bare]).cache_creation).toEqual({
      ephemeral_5m_input_tokens: 17,
      ephemeral_1h_input_tokens: 20,
    });
  });

  it('makes a total unknown when one call has no price', () => {
    expect(sumCost([0.1, null, 0.2])).toBeNull();
    expect(sumCost([0.1, 0.2])).toBe(0.3);
    expect(sumUsage([]).input_tokens).toBe(0);
  });
});
