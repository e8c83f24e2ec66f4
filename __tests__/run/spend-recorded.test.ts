// What a budget stop says of its spend is what happened to it: recorded in the ledger when the
// run's spend scope (or one above it: an impact preview's) writes there, not recorded in a dry run or
// a run with no ledger — and catch-up's retry is promised only where a ledger remembers the merge.
import { parseConfig } from '../../src/config/parse.js';
import { openSpendScope } from '../../src/ledger/scope.js';
import { LedgerStore } from '../../src/ledger/store.js';
import { spendRecorded } from '../../src/run/report-fold.js';
import { memoryLedger } from '../../test-support/memory-ledger.js';

const NOW = () => new Date('2026-12-05T12:00:00Z');
const store = (readOnly: boolean) =>
  new LedgerStore(memoryLedger(), { readOnly, now: NOW, warn: () => {} });
const overLedger = (readOnly: boolean) =>
  openSpendScope({ budget: 1, day: { store: store(readOnly), cap: 5, run: 'r', now: NOW } });

describe('spendRecorded', () => {
  const action = parseConfig({ 'anthropic-api-key': 'k' });
  const dry = parseConfig({ 'anthropic-api-key': 'k', 'publish-mode': 'dry-run' });

  it.each([
    ['the action over its ledger', action, overLedger(false), 'recorded in the ledger'],
    [
      "a dry run under a preview's recording scope",
      dry,
      overLedger(false).child(1),
      'recorded in the ledger',
    ],
    [
      "a dry run's read-only ledger",
      dry,
      overLedger(true),
      'not recorded: a dry run records nothing',
    ],
    [
      'the CLI, no ledger',
      action,
      openSpendScope({ budget: 1 }),
      'not recorded: this run keeps no ledger',
    ],
  ] as const)('%s', (_, config, gate, said) => {
    expect(spendRecorded(config, gate)).toBe(said);
  });
});
