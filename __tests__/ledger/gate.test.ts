// The spend gate: a call is made only when what was spent plus the most it can cost fits
// max-cost-usd (and the gates above it), so no run spends past its budget, at any multiple of a
// call's cost. Driven in-process, and through the real SDK against the fake Messages API.
import { budgetLeft, gated, SpendGate } from '../../src/ledger/gate.js';
import { runIngestLoop } from '../../src/ingest/loop.js';
import { priceTable } from '../../src/llm/pricing.js';
import { estimateCost, SpendRefused } from '../../src/llm/spend.js';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { ToolHost } from '../../src/tools/toolset.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { toolCall } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';

const usage = {
  input_tokens: 1,
  output_tokens: 1,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};
const paid = (gate: SpendGate, cost_usd: number) => gate.after({ model: 'm', usage, cost_usd });

describe('the spend gate', () => {
  it('makes a call landing exactly on max-cost-usd and refuses one a hair past it', async () => {
    const gate = new SpendGate({ budget: 1 });
    await expect(gate.before({ model: 'm', estimate: 1 })).resolves.toBeUndefined();
    await expect(gate.before({ model: 'm', estimate: 1.0001 })).rejects.toThrow(SpendRefused);
    await paid(gate, 0.4);
    expect(gate.left()).toBeCloseTo(0.6);
    await expect(gate.before({ model: 'm', estimate: 0.6 })).resolves.toBeUndefined();
    await expect(gate.before({ model: 'm', estimate: 0.61 })).rejects.toThrow(
      /^max-cost-usd \(\$1\.00\) would be passed: \$0\.40 spent and the next m call could cost up to \$0\.61, so it was not made$/,
    );
  });

  it('a task gate under the run gate: the tighter refuses, both count the spend', async () => {
    const run = new SpendGate({ budget: 1 });
    await paid(run, 0.7); // what earlier tasks of the run spent
    const { client, gate } = gated({ messages: {} as never, spend: run }, { budget: 1 });
    expect(budgetLeft(client)).toBeCloseTo(0.3);
    await expect(gate.before({ model: 'm', estimate: 0.31 })).rejects.toThrow(/\$0\.70 spent/);
    await paid(gate, 0.2);
    expect(run.spent).toBeCloseTo(0.9);
    expect(gate.left()).toBeCloseTo(0.1);
  });

  it('a call of no known price is not refused (its cost cannot be told)', async () => {
    await expect(
      new SpendGate({ budget: 0.01 }).before({ model: 'x', estimate: null }),
    ).resolves.toBeUndefined();
  });
});

describe('Tier 3 never spends past max-cost-usd', () => {
  let fake: FakeMessagesApi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const MAX_TOKENS = 4000;
  // Every turn writes as much as max_tokens allows: the dearest answer a turn can give.
  const dear = () => ({
    ...toolCall('read_pages', { slugs: ['api/tokens'] }),
    output_tokens: MAX_TOKENS,
  });
  const host: ToolHost = {
    execute: () => ({ content: 'Tokens expire after 30 days. '.repeat(20) }),
  };
  const loop = (maxCostUsd: number) =>
    runIngestLoop({
      client: sdkFor(fake!),
      prices: priceTable(),
      model: 'claude-sonnet-5-5',
      ttl: '5m',
      maxIterations: 12,
      maxCostUsd,
      maxTokens: MAX_TOKENS,
      tools: [],
      system: 'You keep a wiki.',
      firstMessage: 'A merge.',
      host,
    });

  /** The most the first turn can cost, as the gate estimates it from the request it would send. */
  async function firstTurnEstimate(): Promise<number> {
    fake = await startFakeMessagesApi({ replies: () => dear(), minCacheableTokens: 1 });
    await loop(100).then(() => undefined);
    const body = fake.accepted[0]!.body as unknown as MessageCreateParamsNonStreaming;
    await fake.close();
    fake = undefined;
    return estimateCost(body, priceTable(), { ttl: '5m' })!;
  }

  it.each([0.5, 0.999, 1, 1.5, 2, 3.5])('at %s× the first turn\u2019s most cost', async (times) => {
    const first = await firstTurnEstimate();
    fake = await startFakeMessagesApi({ replies: () => dear(), minCacheableTokens: 1 });
    const budget = first * times;
    const r = await loop(budget);
    expect(r.status).toBe('stopped');
    expect(r.reason).toMatch(
      /^Budget max-cost-usd \(\$[\d.e-]+\) would be passed: .*, so it was not made, before iteration \d+$/,
    );
    // What was paid never passes the budget, whatever the multiple.
    expect(r.cost_usd!).toBeLessThanOrEqual(budget + 1e-9);
    // Below one turn's most cost no call is made; at 1× the first turn is.
    if (times < 1) expect(fake.accepted).toHaveLength(0);
    else expect(fake.accepted.length).toBeGreaterThanOrEqual(1);
    expect(r.iterations).toBe(fake.accepted.length);
  });
});
