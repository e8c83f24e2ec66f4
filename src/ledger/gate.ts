// What the spend scope (scope.ts) says when it refuses a call, and the day's cap as the ledger
// stands: the sentences a budget stop carries wherever a run stops (Tier 2, a Tier 3 turn, an
// answer, deep lint, an init batch, an archive, a preview), and how a reader tells one.
import type { SpendCall } from '../llm/spend.js';
import { spentInLastDay, type Ledger } from './records.js';
import { usd } from './money.js';

/**
 * The one sentence a run stopped by max-cost-usd says, wherever it stops: which budget, what was
 * spent, what the next call could cost, and that it was not made.
 */
export const budgetStopSentence = (budget: number, spent: number, call: SpendCall): string =>
  `max-cost-usd (${usd(budget)}) would be passed: ${usd(spent)} spent and the next ${call.model} call could cost up to ${usd(call.estimate ?? 0)}, so it was not made`;

/** The sentence a call refused by the day's cap says: the cap, the day's spend, the call. */
export const dayStopSentence = (cap: number, spent: number, call: SpendCall): string =>
  `max-daily-cost-usd (${usd(cap)}) would be passed: the ledger records ${usd(spent)} spent in the last 24 hours and the next ${call.model} call could cost up to ${usd(call.estimate ?? 0)}`;

/** Whether `reason` tells a spend scope's stop (budgetStopSentence, the day's cap, its gate). */
export const saysBudgetStop = (reason: string): boolean =>
  /max-(daily-)?cost-usd \(\$[^)]*\) would be passed|max-daily-cost-usd reached/.test(reason);

/**
 * The day's cap as the ledger stands, asked before a run pays any model (a run's pre-flight check,
 * /wiki's day limit) and by the spend scope: what the ledger records spent in the last 24 hours,
 * whether that reached max-daily-cost-usd, and what it leaves. Null with no cap. The calls that
 * follow are still checked one by one (SpendScope.before).
 */
export function dayCap(
  ledger: Ledger,
  cap: number | null,
  now: Date,
): { spent: number; reached: boolean; left: number } | null {
  if (cap === null) return null;
  const spent = spentInLastDay(ledger, now);
  return { spent, reached: spent >= cap, left: cap - spent };
}
