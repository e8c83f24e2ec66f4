// The spend scope: a call is made only when what was spent plus the most it can cost fits
// max-cost-usd (and the scopes above it), so no run spends past its budget, at any multiple of a
// call's cost; and it alone says what is left (the day's cap included) and whether a spend fits.
// Driven in-process, and through the real SDK against the fake Messages API.
import { openSpendScope, SpendScope } from '../../src/ledger/scope.js';
import { LedgerStore } from '../../src/ledger/store.js';
import { memoryLedger } from '../../test-support/memory-ledger.js';
import { runIngestLoop } from '../../src/ingest/loop.js';
import { priceTable } from '../../src/llm/pricing.js';
import { estimateCost, SpendRefused } from '../../src/llm/spend.js';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { ToolHost } from '../../src/tools/types.js';
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
const paid = (scope: SpendScope, cost_usd: number) => scope.after({ model: 'm', usage, cost_usd });

describe('the spend scope', () => {
  it('makes a call landing exactly on max-cost-usd and refuses one a hair past it', async () => {
    const gate = openSpendScope({ budget: 1 });
    await expect(gate.before({ model: 'm', estimate: 1 })).resolves.toBeUndefined();
    await expect(gate.before({ model: 'm', estimate: 1.0001 })).rejects.toThrow(SpendRefused);
    await paid(gate, 0.4);
    expect(gate.runLeft()).toBeCloseTo(0.6);
    expect(gate.left()).toBeCloseTo(0.6);
    await expect(gate.before({ model: 'm', estimate: 0.6 })).resolves.toBeUndefined();
    await expect(gate.before({ model: 'm', estimate: 0.61 })).rejects.toThrow(
      /^max-cost-usd \(\$1\.00\) would be passed: \$0\.40 spent and the next m call could cost up to \$0\.61, so it was not made$/,
    );
  });

  it("a task's child of the run's scope: the tighter refuses, both count the spend", async () => {
    const run = openSpendScope({ budget: 1 });
    await paid(run, 0.7); // what earlier tasks of the run spent
    const client = run.through({ messages: {} as never });
    const gate = SpendScope.of(client).child(1);
    expect(SpendScope.of(client)).toBe(run);
    expect(SpendScope.of(gate.through(client)).runLeft()).toBeCloseTo(0.3);
    await expect(gate.before({ model: 'm', estimate: 0.31 })).rejects.toThrow(/\$0\.70 spent/);
    await paid(gate, 0.2);
    expect(run.spent).toBeCloseTo(0.9);
    expect(gate.runLeft()).toBeCloseTo(0.1);
  });

  it("a scope opened under a client it was given is that client scope's child", async () => {
    const sweep = openSpendScope({ budget: 1 });
    await paid(sweep, 0.6);
    const archive = openSpendScope({ budget: 1 }, sweep.through({ messages: {} as never }));
    expect(archive.runLeft()).toBeCloseTo(0.4);
    await paid(archive, 0.1);
    expect(sweep.spent).toBeCloseTo(0.7);
    // A client with no scope of its own: a scope of no limit over nothing.
    expect(SpendScope.of({ messages: {} as never }).left()).toBeNull();
  });

  it('a call of no known price is not refused (its cost cannot be told)', async () => {
    await expect(
      openSpendScope({ budget: 0.01 }).before({ model: 'x', estimate: null }),
    ).resolves.toBeUndefined();
  });

  it("says what is left with the day's cap, whether a spend fits, and which limit it passes", async () => {
    const now = () => new Date('2026-03-01T12:00:00Z');
    const store = new LedgerStore(memoryLedger(), { readOnly: false, now, warn: () => {} });
    await store.load();
    const run = openSpendScope({ budget: 1, day: { store, cap: 0.5, run: 'r', now } });
    const task = run.child(1);
    expect(task.dayLeft()).toBeCloseTo(0.5);
    expect(task.left()).toBeCloseTo(0.5);
    await paid(task, 0.2);
    // The day's spend is the ledger's, this run's calls included; max-cost-usd is the run's.
    expect(task.runLeft()).toBeCloseTo(0.8);
    expect(task.dayLeft()).toBeCloseTo(0.3);
    expect(task.left()).toBeCloseTo(0.3);
    expect(task.fits(0.3)).toBeNull();
    expect(task.fits(0.31)).toEqual({ limit: 'day', left: expect.closeTo(0.3) });
    expect(run.fits(0.81)).toEqual({ limit: 'run', left: expect.closeTo(0.8) });
    await paid(task, 0.9);
    // Spent past the cap: nothing fits, and what is left is never said below 0.
    expect(task.fits(0)).toEqual({ limit: 'run', left: 0 });
  });

  it('says what earlier calls left of max-cost-usd only once they spent a visible part of it', async () => {
    const run = openSpendScope({ budget: 0.5 });
    await paid(run, 0.004);
    expect(run.partLeft(0.5)).toBeNull();
    await paid(run, 0.2);
    expect(run.partLeft(0.5)).toBeCloseTo(0.296);
    await paid(run, 0.4);
    expect(run.partLeft(0.5)).toBe(0);
    expect(openSpendScope({ budget: null }).partLeft(0.5)).toBeNull();
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
