// What every /wiki answer carries hidden below its marker line: the answer's telemetry as data
// (model, pages read, first-token and full latency, tokens by kind, cost, citations), so the
// answer comments themselves are the ask side's ledger — `wiki-ingest pulse` reads them back and
// nothing else is stored. It never holds the question's text. Written by src/ask/reply.ts, read
// by src/pulse/ask.ts; a contract like the trailer, so it sits at the ground.
// The namespace import: zod/mini's `z` object would keep all of zod (and every locale).
import * as z from './zod.js';

/** The line's opening; the JSON follows on the same line, then ` -->`. */
export const TELEMETRY_PREFIX = '<!-- wiki-ingest-telemetry ';

/** The first line of every answer names the comment it answers: `<!-- wiki-ingest-answer:<id> -->`. */
export const ANSWER_MARKER_LINE = /^<!-- wiki-ingest-answer:(\d+) -->/;

const count = () => z.int().check(z.nonnegative());
const slugs = (max: number) => z.array(z.string().check(z.maxLength(300))).check(z.maxLength(max));

export const answerTelemetrySchema = z.object({
  v: z.literal(1),
  model: z.string().check(z.maxLength(200)),
  status: z.enum(['answered', 'stopped']),
  pages_read: slugs(50),
  read_page: z.boolean(),
  latency_ms: z.object({ first_token: z.nullable(count()), full: count() }),
  tokens: z.object({ input: count(), cache_write: count(), cache_read: count(), output: count() }),
  cost_usd: z.nullable(z.number().check(z.nonnegative())),
  citations: slugs(200),
});

export type AnswerTelemetry = z.infer<typeof answerTelemetrySchema>;

/**
 * The telemetry as one hidden line. Every `<`, `>` and `&` in the JSON is written as a `\u` escape
 * (JSON.parse reads them back unchanged), so no text in it — a model name, a page's slug — can
 * close the HTML comment or open another; newlines are escaped by JSON itself.
 */
export function telemetryLine(t: AnswerTelemetry): string {
  const json = JSON.stringify(t).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${TELEMETRY_PREFIX}${json} -->`;
}

/** The telemetry of an answer comment's body; null when it has none or it does not validate. */
export function readTelemetry(body: string): AnswerTelemetry | null {
  for (const line of body.split('\n', 4)) {
    if (!line.startsWith(TELEMETRY_PREFIX) || !line.endsWith(' -->')) continue;
    try {
      const parsed = answerTelemetrySchema.safeParse(
        JSON.parse(line.slice(TELEMETRY_PREFIX.length, -' -->'.length)),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}
