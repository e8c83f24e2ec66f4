// The rule a long catch-up is cut by, and when a later Tier 3 run may start: pure functions.
import { batchesOf, catchUpReason, mergesPerRun, startRefusal } from '../../src/catchup/batches.js';
import { openSpendScope } from '../../src/ledger/scope.js';
import { emptyUsage } from '../../src/llm/usage.js';

/** The default budgets but `maxIterations` (max-pages-changed 10 unless given). */
const limits = (maxIterations: number, maxPagesChanged = 10) => ({
  maxIterations,
  maxPagesChanged,
});

const sizes = (n: number, maxIterations: number, maxPagesChanged = 10): number[] =>
  batchesOf(
    Array.from({ length: n }, (_, i) => i),
    limits(maxIterations, maxPagesChanged),
  ).map((b) => b.length);

describe('the Tier 3 runs of a catch-up', () => {
  it('fit three calls a merge and a finish into max-iterations, a page a merge into max-pages-changed', () => {
    expect(mergesPerRun(limits(25))).toBe(8);
    expect(mergesPerRun(limits(7))).toBe(2);
    // However few the turns, a run takes one merge (one merge is the single-merge path).
    expect(mergesPerRun(limits(1))).toBe(1);
    expect(mergesPerRun(limits(200))).toBe(10);
    expect(mergesPerRun(limits(200, 100))).toBe(66);
    expect(mergesPerRun(limits(25, 3))).toBe(3);
  });

  it('are as few as the rule allows, oldest first, their sizes balanced', () => {
    expect(sizes(1, 25)).toEqual([1]);
    expect(sizes(8, 25)).toEqual([8]);
    expect(sizes(9, 25)).toEqual([5, 4]);
    expect(sizes(20, 25)).toEqual([7, 7, 6]);
    expect(sizes(100, 25)).toEqual([8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7]);
    expect(sizes(0, 25)).toEqual([]);
    expect(sizes(20, 25, 4)).toEqual([4, 4, 4, 4, 4]);
    expect(batchesOf(['a', 'b', 'c'], limits(4))).toEqual([['a'], ['b'], ['c']]);
    for (const n of [1, 7, 20, 57, 100])
      for (const it of [1, 4, 10, 25, 61])
        expect(Math.max(...sizes(n, it))).toBeLessThanOrEqual(mergesPerRun(limits(it)));
  });

  it('start only when what max-cost-usd and the day leave covers the runs before it per merge', () => {
    // What the run's spend scope leaves: max-cost-usd less everything the run spent.
    const left = (spent: number, day: number | null = null) => {
      // The day's cap, as the scope above the run's says it.
      const above = { before: async () => {}, after: async () => {}, dayLeft: () => day };
      const scope = openSpendScope({ budget: 1 }, { messages: {} as never, spend: above });
      void scope.after({ model: 'm', usage: emptyUsage(), cost_usd: spent });
      return { maxCostUsd: 1, scope };
    };
    // 7 merges cost $0.35: 6 more are expected at $0.30, and $0.65 is left.
    expect(startRefusal(6, { merges: 7, cost_usd: 0.35 }, left(0.35))).toBeNull();
    expect(startRefusal(7, { merges: 7, cost_usd: 0.6 }, left(0.6))).toBe(
      'max-cost-usd ($1.00, shared by the Tier 3 runs of a catch-up) leaves $0.40, less than this run would cost (about $0.60 at the $0.0857 a merge of the runs before it)',
    );
    expect(startRefusal(1, { merges: 7, cost_usd: 1.2 }, left(1.2))).toMatch(/leaves \$0\.00,/);
    // Tier 2 spent from the same budget: the scope says what is left, not the runs alone.
    expect(startRefusal(6, { merges: 7, cost_usd: 0.35 }, left(0.75))).toMatch(/leaves \$0\.25,/);
    expect(startRefusal(6, { merges: 7, cost_usd: 0.35 }, left(0.35, 0.1))).toBe(
      'max-daily-cost-usd leaves $0.10 today, less than this run would cost (about $0.30 at the $0.05 a merge of the runs before it)',
    );
    // No known price: nothing to forecast from, the loop's own checks still apply.
    expect(startRefusal(6, { merges: 7, cost_usd: null }, left(0))).toBeNull();
  });

  it('are said in the run reason with what each published', () => {
    expect(
      catchUpReason(
        [
          { from: 1, to: 5, said: 'published 5 pages in commit abc1234' },
          { from: 6, to: 9, said: 'not started, deferred' },
        ],
        limits(25),
      ),
    ).toBe(
      '9 merges reached Tier 3: 2 Tier 3 runs of at most 8 merges (3 calls a merge and a finish within max-iterations 25, a page a merge within max-pages-changed 10), each published before the next — run 1 (merges 1–5): published 5 pages in commit abc1234; run 2 (merges 6–9): not started, deferred.',
    );
  });
});
