// The ledger as a /wiki answer uses it, only when a daily limit is set (ask-max-per-day,
// max-daily-cost-usd): read to refuse a question the day has no room for, the Messages client
// metered so every call is checked against the cap before it is made and recorded when it
// returns, and the answer recorded once posted. Without a limit nothing is read or written, so
// the /wiki workflow keeps needing only contents: read.
import { LedgerStore, SpendMeter } from '../catchup/ledger-store.js';
import { metered } from '../llm/spend.js';
import type { MessagesClient } from '../llm/messages.js';
import type { LedgerIO } from '../ports.js';
import { dayUsedUp, needsLedger, tooLong, type AskLimits } from './limits.js';

export interface AnswerLedger {
  /** The refusal for a question (too long, or no room left in the day), or null. */
  refuse: (question: string) => Promise<string | null>;
  /** The client every call of this answer goes through. */
  client: MessagesClient;
  /** Records the answer (when one was posted) and any spend not recorded yet. */
  close: (answered: boolean) => Promise<void>;
  /** What reading or writing the ledger could not do. */
  warnings: string[];
}

export function answerLedger(
  limits: AskLimits,
  client: MessagesClient,
  options: { io: () => LedgerIO; run: string; clock: () => Date },
): AnswerLedger {
  const warnings: string[] = [];
  if (!needsLedger(limits))
    return {
      refuse: async (q) => tooLong(q, limits),
      client,
      close: async () => {},
      warnings,
    };
  const store = new LedgerStore(options.io(), {
    readOnly: false,
    now: options.clock,
    warn: (w) => warnings.push(w),
  });
  const meter = new SpendMeter(store, {
    cap: limits.maxDailyCostUsd,
    run: options.run,
    now: options.clock,
  });
  return {
    refuse: async (q) =>
      tooLong(q, limits) ?? dayUsedUp(await store.load(), options.clock(), limits),
    client: metered(client, meter),
    close: async (answered) =>
      store.append(
        answered ? [{ kind: 'answer', at: options.clock().toISOString(), run: options.run }] : [],
      ),
    warnings,
  };
}
