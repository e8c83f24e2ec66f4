// The pulse's ask section: the /wiki answer comments of a window folded per UTC week and in
// total — questions answered, the share that read a page, first-token and full latency (p50/p90,
// nearest rank) with and without a page read, cost per answer, 👍 / 👎 and the latency of the
// answers that got a 👎. Read from the comments' hidden telemetry (src/answer-marker.ts) and
// their reaction counts: the comments are the ledger, nothing else is stored. Pure.
import { readTelemetry, type AnswerTelemetry } from '../answer-marker.js';
import type { AnswerComment } from '../github/answer-comments.js';
import { isoWeek, weekStart } from './pulse.js';

/** The fields of an answer comment the fold reads, as the listing gives them. */
export type AskComment = Pick<
  AnswerComment,
  'createdAt' | 'body' | 'authorType' | 'association' | 'up' | 'down'
>;

/** Only a bot's or a writer's comment can be an answer: anyone else could forge the marker. */
const WRITERS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
const trusted = (c: AskComment): boolean => c.authorType === 'Bot' || WRITERS.has(c.association);

interface Answer {
  at: Date;
  t: AnswerTelemetry | null;
  up: number;
  down: number;
}

export interface AskFold {
  answers: Answer[];
}

export interface AskWeek extends AskFold {
  week: string;
  start: string;
}

export interface AskPulse {
  weeks: AskWeek[];
  total: AskFold;
}

const DAY = 24 * 60 * 60 * 1000;

/** The answers from `since` to `until` (inclusive), per week (the pulse's weeks) and in total. */
export function askPulseOf(comments: readonly AskComment[], since: Date, until: Date): AskPulse {
  const weeks: AskWeek[] = [];
  const byStart = new Map<number, AskWeek>();
  for (let t = weekStart(since).getTime(); t <= until.getTime(); t += 7 * DAY) {
    const week = { week: isoWeek(new Date(t)), start: new Date(t).toISOString().slice(0, 10) };
    const fold = { ...week, answers: [] };
    weeks.push(fold);
    byStart.set(t, fold);
  }
  const total: AskFold = { answers: [] };
  for (const c of comments) {
    const at = new Date(c.createdAt);
    if (!trusted(c) || !(at >= since && at <= until)) continue;
    const answer = { at, t: readTelemetry(c.body), up: c.up, down: c.down };
    total.answers.push(answer);
    byStart.get(weekStart(at).getTime())?.answers.push(answer);
  }
  return { weeks, total };
}

/** Nearest-rank percentile (the value at rank ⌈p·n⌉ of the sorted list); null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

const spread = (values: number[]) => ({
  p50: percentile(values, 0.5),
  p90: percentile(values, 0.9),
});

function latencies(ts: AnswerTelemetry[]) {
  return {
    first_token: spread(
      ts.flatMap((t) => (t.latency_ms.first_token === null ? [] : [t.latency_ms.first_token])),
    ),
    full: spread(ts.map((t) => t.latency_ms.full)),
  };
}

const round = (n: number, digits: number): number => Number(n.toFixed(digits));

/** One fold as `pulse --json` says it. */
export function askPulseJson(fold: AskFold) {
  const ts = fold.answers.flatMap((a) => (a.t ? [a.t] : []));
  const read = ts.filter((t) => t.read_page);
  const priced = ts.flatMap((t) => (t.cost_usd === null ? [] : [t.cost_usd]));
  const cost = priced.reduce((a, b) => a + b, 0);
  const downs = fold.answers.filter((a) => a.down > 0);
  return {
    answered: fold.answers.length,
    with_telemetry: ts.length,
    read_share: ts.length ? round(read.length / ts.length, 4) : 0,
    latency_ms: {
      with_read: latencies(read),
      without_read: latencies(ts.filter((t) => !t.read_page)),
    },
    cost_usd: round(cost, 6),
    cost_per_answer_usd: priced.length ? round(cost / priced.length, 6) : null,
    unpriced_answers: ts.length - priced.length,
    reactions: {
      up: fold.answers.reduce((n, a) => n + a.up, 0),
      down: fold.answers.reduce((n, a) => n + a.down, 0),
    },
    answers_down: downs.length,
    down_latency_ms: latencies(downs.flatMap((a) => (a.t ? [a.t] : []))),
  };
}

export type AskPulseJson = ReturnType<typeof askPulseJson>;

/** `pulse --json` with the ask section: `ask` in each week (the same weeks) and in the total. */
export function withAskJson(json: Record<string, unknown>, ask: AskPulse): Record<string, unknown> {
  const weeks = (json.weeks as Record<string, unknown>[]).map((w, i) => ({
    ...w,
    ask: askPulseJson(ask.weeks[i] ?? { answers: [] }),
  }));
  return { ...json, weeks, total: { ...(json.total as object), ask: askPulseJson(ask.total) } };
}
