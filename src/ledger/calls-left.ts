// How many more agent calls what the spend scope leaves allows, in the scope's own terms: it lets a
// call through only while what max-cost-usd (and the day's cap) leave holds the most that call can
// cost — its prompt priced as a cache write plus max_tokens of output — so dollars left say little
// by themselves. Tier 3's budget line (src/ingest/budget-line.ts) words the answer. Pure: the
// loop hands in what it measured.

export interface BudgetView {
  /** What max-cost-usd and the day's cap leave now (the tighter); null: unknown (no price). */
  costLeft: number | null;
  /** What the scope will reserve for the next call, the one that reads the line; null: unknown. */
  reserve: number | null;
  /** What the turns so far cost, oldest first (null: no price). */
  turnCosts: readonly (number | null)[];
  /** How much the reservation grew since the call before (the conversation grows each turn). */
  growth: number;
  /** Turns max-iterations allows after the next call. */
  turnsAfter: number;
  /** Pages max-pages-changed still allows; absent: not said. */
  pagesLeft?: number;
}

/**
 * What a call is expected to cost, with a margin: the dearer of the last turn and the mean of the
 * turns after the first (whose cache write of the whole prefix no later turn repeats), half again.
 */
function expectedCall(costs: readonly (number | null)[]): number | null {
  const known = costs.filter((c): c is number => c !== null);
  if (known.length === 0) return null;
  const later = known.length > 1 ? known.slice(1) : known;
  const mean = later.reduce((a, b) => a + b, 0) / later.length;
  return Math.max(known.at(-1)!, mean) * 1.5;
}

/**
 * How many calls the budgets allow after the next one: the scope admits each while what is left
 * after the calls before it (each at its expected cost) still holds its reservation (the next
 * one's, grown each turn). 0: the next call is the last.
 */
export function callsAfterNext(v: BudgetView): number {
  const turns = Math.max(0, v.turnsAfter);
  if (v.costLeft === null || v.reserve === null) return turns;
  const call = expectedCall(v.turnCosts);
  if (v.costLeft < v.reserve) return 0;
  // Call k after the next is admitted while costLeft less k calls' cost holds its reservation.
  const step = Math.min(v.reserve, call ?? v.reserve) + Math.max(0, v.growth);
  const byCost = step > 0 ? Math.floor((v.costLeft - v.reserve) / step) : turns;
  return Math.max(0, Math.min(turns, byCost));
}

/** Whether the call after the next still fits: the scope holds the next one's reservation. */
export const holdsReserve = (v: Pick<BudgetView, 'costLeft' | 'reserve'>): boolean =>
  v.reserve === null || v.costLeft === null || v.costLeft >= v.reserve;
