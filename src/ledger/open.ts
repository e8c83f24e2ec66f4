// A spend gate over the ledger for a run that decides no merge (lint-fix, an impact preview): its
// calls checked against max-cost-usd and the day's cap, and recorded like every other run's. It
// never begins the ledger (no `start` record: only a merge run says what log.md held), and a run
// without a ledger (the CLI) gets the gate alone.
import { SpendGate } from './gate.js';
import { LedgerStore, type LedgerIO } from './store.js';
import type { SpendHook } from '../llm/spend.js';

export interface SpendLedger {
  gate: SpendGate;
  /** Writes what is not written yet; the warnings of what reading or writing could not do. */
  close: () => Promise<string[]>;
}

export function spendLedger(
  io: LedgerIO | undefined,
  o: {
    budget: number;
    cap: number | null;
    run: string;
    now: () => Date;
    readOnly: boolean;
    parent?: SpendHook;
  },
): SpendLedger {
  const parent = o.parent ? { parent: o.parent } : {};
  if (!io) return { gate: new SpendGate({ budget: o.budget, ...parent }), close: async () => [] };
  const warnings: string[] = [];
  const store = new LedgerStore(io, {
    readOnly: o.readOnly,
    now: o.now,
    warn: (w) => warnings.push(w),
  });
  const day = { store, cap: o.cap, run: o.run, now: o.now };
  return {
    gate: new SpendGate({ budget: o.budget, ...parent, day }),
    close: async () => {
      await store.append();
      return warnings;
    },
  };
}
