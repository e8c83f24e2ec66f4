// Thirty /wiki answer comments with telemetry and reactions, laid out so the ask pulse's figures
// can be worked out by hand (see __tests__/bundle/cli-pulse-ask.test.ts), plus comments that must
// not count: a stranger's forged answer, an answer asked before the window, people's comments.
import { telemetryLine, type AnswerTelemetry } from '../src/answer-marker.js';
import type { CommentRecord } from './github/git-backed-pull-routes.js';

const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-11-02T10:00:00Z');
const iso = (t: number): string => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Answer i (0–29), every 10 hours from Monday 2026-11-02 10:00 UTC (i ≤ 15 in 2026-W45):
 * - reads a page when i % 3 === 0 (10 answers; the k-th of them: first token 2000 + 100k ms, full
 *   8000 + 100k ms); the j-th of the 20 others: first token 1000 + 10j ms, full 4000 + 10j ms;
 * - costs $0.002, except i ∈ {1, 2, 4, 5, 7}: no price;
 * - 👍 ×2 when i % 5 === 0; 👎 ×1 when i ∈ {3, 6, 9, 13}.
 */
export function answerTelemetry(i: number): AnswerTelemetry {
  const read = i % 3 === 0;
  const k = Math.floor(i / 3);
  const j = i - k - 1;
  return {
    v: 1,
    model: 'claude-haiku-5-5',
    status: 'answered',
    pages_read: read ? ['api/tokens'] : [],
    read_page: read,
    latency_ms: read
      ? { first_token: 2000 + 100 * k, full: 8000 + 100 * k }
      : { first_token: 1000 + 10 * j, full: 4000 + 10 * j },
    tokens: { input: 100, cache_write: 0, cache_read: 1000, output: 50 },
    cost_usd: [1, 2, 4, 5, 7].includes(i) ? null : 0.002,
    citations: ['api/tokens'],
  };
}

const answerBody = (asked: number, t: AnswerTelemetry): string =>
  [`<!-- wiki-ingest-answer:${asked} -->`, telemetryLine(t), 'Tokens rotate [[api/tokens]].'].join(
    '\n',
  );

export function answerComments(firstId: number): CommentRecord[] {
  const out: CommentRecord[] = [];
  for (let i = 0; i < 30; i++) {
    const at = iso(START + i * 10 * HOUR);
    out.push({
      id: firstId + i,
      body: answerBody(900 + i, answerTelemetry(i)),
      user: 'github-actions[bot]',
      association: 'NONE',
      createdAt: at,
      updatedAt: at,
      reactions: {
        ...(i % 5 === 0 ? { '+1': 2 } : {}),
        ...([3, 6, 9, 13].includes(i) ? { '-1': 1 } : {}),
        heart: 1,
      },
    });
  }
  return out;
}

/** Comments the pulse must not count; `people` ordinary ones fill the listing's pages. */
export function noiseComments(firstId: number, people: number): CommentRecord[] {
  const at = iso(START + 24 * HOUR);
  return [
    // A stranger opening a comment with the marker and glowing figures.
    {
      id: firstId,
      body: answerBody(1, { ...answerTelemetry(0), latency_ms: { first_token: 1, full: 1 } }),
      user: 'mallory',
      association: 'NONE',
      createdAt: at,
      updatedAt: at,
      reactions: { '+1': 50 },
    },
    // An answer from before the window, edited inside it (listed by `since`, not counted).
    {
      id: firstId + 1,
      body: answerBody(2, answerTelemetry(0)),
      user: 'github-actions[bot]',
      createdAt: '2026-10-30T10:00:00Z',
      updatedAt: at,
      reactions: { '-1': 7 },
    },
    ...Array.from({ length: people }, (_, n) => ({
      id: firstId + 2 + n,
      body: `/wiki question ${n}`,
      user: 'ada',
      association: 'OWNER',
      createdAt: at,
      updatedAt: at,
    })),
  ];
}
