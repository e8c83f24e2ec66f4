// Limits on /wiki answers, decided before any model call: a question longer than
// ask-max-question-chars, or a day that has used up ask-max-per-day answers or max-daily-cost-usd,
// gets a short polite reply instead of an answer. The day is read from the ledger
// (src/ledger/records.ts), where each answer and each model call's cost is recorded, the spend
// through the spend gate's day check (src/ledger/gate.ts); a question that passes is still
// checked call by call by the gate.
import { dayCap } from '../ledger/gate.js';
import { answersInLastDay, type Ledger } from '../ledger/records.js';

export interface AskLimits {
  /** ask-max-question-chars. */
  maxQuestionChars: number;
  /** ask-max-per-day; null: no limit. */
  maxPerDay: number | null;
  /** max-daily-cost-usd; null: no limit. */
  maxDailyCostUsd: number | null;
}

/** Whether the day's limits need the ledger at all (without them nothing is read or recorded). */
export const needsLedger = (limits: AskLimits): boolean =>
  limits.maxPerDay !== null || limits.maxDailyCostUsd !== null;

const count = (n: number): string => n.toLocaleString('en-US');

/** The polite reply to a question longer than ask-max-question-chars, or null. */
export function tooLong(question: string, limits: AskLimits): string | null {
  const chars = [...question].length;
  if (chars <= limits.maxQuestionChars) return null;
  return `Sorry, this question is ${count(chars)} characters long and the wiki answers questions of at most ${count(limits.maxQuestionChars)} characters (ask-max-question-chars). Please ask a shorter question in a new comment.`;
}

/** The polite reply when the day's answers or spend are used up, or null. */
export function dayUsedUp(ledger: Ledger, now: Date, limits: AskLimits): string | null {
  if (limits.maxPerDay !== null) {
    const answered = answersInLastDay(ledger, now);
    if (answered >= limits.maxPerDay)
      return `Sorry, the wiki has answered its ${count(limits.maxPerDay)} question${limits.maxPerDay === 1 ? '' : 's'} for the last 24 hours (ask-max-per-day). Please ask again later.`;
  }
  if (dayCap(ledger, limits.maxDailyCostUsd, now)?.reached)
    return `Sorry, the wiki's spending limit for the last 24 hours (max-daily-cost-usd) is reached, so no question can be answered now. Please ask again later.`;
  return null;
}
