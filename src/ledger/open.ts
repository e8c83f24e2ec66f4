// A spend scope over the ledger for a run that decides no merge (lint-fix, an impact preview): its
// calls checked against max-cost-usd and the day's cap, and recorded like every other run's. It
// never begins the ledger (no `start` record: only a merge run says what log.md held), and a run
// without a ledger (the CLI) gets the scope alone.
import type { MessagesClient } from '../llm/messages.js';
import { openSpendScope, type SpendScope } from './scope.js';
import { LedgerStore, type LedgerIO } from './store.js';

export interface SpendLedger {
  scope: SpendScope;
  /** Writes what is not written yet; the warnings of what reading or writing could not do. */
  close: () => Promise<string[]>;
}

/** The scope of a run that decides no merge; `given`: the client of what started it, if any. */
export function openSpendLedger(
  io: LedgerIO | undefined,
  o: {
    budget: number;
    cap: number | null;
    run: string;
    now: () => Date;
    readOnly: boolean;
  },
  given?: MessagesClient,
): SpendLedger {
  if (!io) return { scope: openSpendScope({ budget: o.budget }, given), close: async () => [] };
  const warnings: string[] = [];
  const store = new LedgerStore(io, {
    readOnly: o.readOnly,
    now: o.now,
    warn: (w) => warnings.push(w),
  });
  const day = { store, cap: o.cap, run: o.run, now: o.now };
  return {
    scope: openSpendScope({ budget: o.budget, day }, given),
    close: async () => {
      await store.append();
      return warnings;
    },
  };
}
