// The ledger as one run moves it: compare-and-swap writes that survive another run writing
// meanwhile, and the daily cap checked before each call with that call's estimate — a call that
// lands exactly on the cap is made, one that would pass it is not.
import { parseLedger } from '../../src/ledger/records.js';
import { openSpendScope } from '../../src/ledger/scope.js';
import { LedgerStore, type LedgerIO } from '../../src/ledger/store.js';
import { SpendRefused } from '../../src/llm/spend.js';
import { memoryLedger } from '../../test-support/memory-ledger.js';

const NOW = new Date('2026-12-03T12:00:00.000Z');

const spend = (cost: number, run: string) =>
  JSON.stringify({ kind: 'spend', cost_usd: cost, model: 'm', at: NOW.toISOString(), run }) + '\n';

const store = (io: LedgerIO, warnings: string[] = []) =>
  new LedgerStore(io, { readOnly: false, now: () => NOW, warn: (w) => warnings.push(w) });

describe('the ledger store', () => {
  it('appends on top of what another run wrote meanwhile, losing neither', async () => {
    const io = memoryLedger();
    const mine = store(io);
    await mine.load();
    await io.write(spend(0.25, 'other'), null);
    await mine.append([{ kind: 'answer', at: NOW.toISOString(), run: 'me' }]);
    const kinds = parseLedger(io.texts.at(-1)!).records.map((r) => r.kind);
    expect(kinds).toEqual(['spend', 'answer']);
  });

  it.each([
    [
      'a run that decided merges',
      'merge',
      /decisions and spend are not recorded, so a later run decides these merges again/,
    ],
    [
      'a run that only spent (a preview)',
      'spend',
      /\. This run's spend is not recorded, so max-daily-cost-usd does not count this run; .*contents: write/,
    ],
  ] as const)(
    'a refused write tells %s what it loses, and never throws',
    async (_who, kind, said) => {
      const io = {
        ...memoryLedger(),
        write: () => Promise.reject(Object.assign(new Error('denied'), { status: 403 })),
      };
      const warnings: string[] = [];
      const at = NOW.toISOString();
      await store(io, warnings).append([
        kind === 'merge'
          ? {
              kind,
              sha: 'a'.repeat(40),
              decision: 'process',
              tier: 3,
              rule: null,
              cost_usd: 0.1,
              at,
              run: 'me',
            }
          : { kind, cost_usd: 0.1, model: 'm', at, run: 'me' },
      ]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('(HTTP 403): denied.');
      expect(warnings[0]).toMatch(said);
    },
  );

  it('a dry run records nothing', async () => {
    const io = memoryLedger();
    const dry = new LedgerStore(io, { readOnly: true, now: () => NOW, warn: () => {} });
    await dry.append([{ kind: 'answer', at: NOW.toISOString(), run: 'me' }]);
    expect(io.texts).toEqual([]);
  });
});

describe("the spend scope's daily cap", () => {
  const meterAt = async (recorded: number, cap: number) => {
    const io = memoryLedger();
    await io.write(spend(recorded, 'earlier'), null);
    return openSpendScope({
      budget: null,
      day: { store: store(io), cap, run: 'me', now: () => NOW },
    });
  };

  it('makes a call whose estimate lands exactly on the cap, refuses one a cent past it', async () => {
    const meter = await meterAt(0.75, 1);
    await expect(meter.before({ model: 'm', estimate: 0.25 })).resolves.toBeUndefined();
    await expect(meter.before({ model: 'm', estimate: 0.26 })).rejects.toThrow(SpendRefused);
    await expect(meter.before({ model: 'm', estimate: 0.26 })).rejects.toThrow(
      /max-daily-cost-usd \(\$1\.00\) would be passed: the ledger records \$0\.75 spent/,
    );
  });

  it('records each call when it returns, so the next check counts it', async () => {
    const meter = await meterAt(0.5, 1);
    await meter.after({
      model: 'm',
      usage: {
        input_tokens: 1,
        output_tokens: 1,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      cost_usd: 0.4,
    });
    expect(meter.spent).toBeCloseTo(0.4);
    await expect(meter.before({ model: 'm', estimate: 0.1 })).resolves.toBeUndefined();
    await expect(meter.before({ model: 'm', estimate: 0.11 })).rejects.toThrow(SpendRefused);
  });

  it('two runs sharing one ledger: the day cap counts what the other spent after this run first read it', async () => {
    const io = memoryLedger();
    const day = (run: string) => ({ store: store(io), cap: 1, run, now: () => NOW });
    const usage = {
      input_tokens: 1,
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    };
    const mine = openSpendScope({ budget: null, day: day('mine') });
    const theirs = openSpendScope({ budget: null, day: day('theirs') });
    // This run reads the ledger (empty) and is let through.
    await expect(mine.before({ model: 'm', estimate: 0.5 })).resolves.toBeUndefined();
    // Meanwhile the other run spends $0.70 and records it.
    await theirs.before({ model: 'm', estimate: 0.7 });
    await theirs.after({ model: 'm', usage, cost_usd: 0.7 });
    // This run's next check reads the ledger again: $0.70 of $1 is gone.
    await expect(mine.before({ model: 'm', estimate: 0.3 })).resolves.toBeUndefined();
    await expect(mine.before({ model: 'm', estimate: 0.31 })).rejects.toThrow(
      /max-daily-cost-usd \(\$1\.00\) would be passed: the ledger records \$0\.70 spent/,
    );
  });
});
