// The line after each turn's tool results, in the spend scope's own terms: how many more calls
// what max-cost-usd (and the day's cap) leave allows (src/ledger/calls-left.ts counts them), or
// that the call reading it is the last one the budgets allow, so the model finishes before the
// scope refuses and nothing it meant to publish is lost. Pure: the loop hands in what it measured.
import { callsAfterNext, type BudgetView } from '../ledger/calls-left.js';
import { usd } from '../ledger/money.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The line itself: the calls left (and which budget binds), the pages; or finish now. */
export function budgetLine(v: BudgetView): string {
  const more = callsAfterNext(v);
  const pages = v.pagesLeft === undefined ? '' : ` ${plural(v.pagesLeft, 'page')} left to change.`;
  if (more === 0)
    return `[Budget: this is the last call the budget allows: finish now. Call finish in this answer, beside your last writes; the pages already written and validated are kept.${pages}]`;
  const byTurns = v.costLeft === null || v.reserve === null || more === v.turnsAfter;
  const why = byTurns
    ? 'max-iterations'
    : `${usd(Math.max(0, v.costLeft!))} of max-cost-usd left; the gate reserves about ${usd(v.reserve!)} before each call`;
  return `[Budget: room for about ${plural(more, 'more call')} after this one (${why}).${pages}]`;
}
