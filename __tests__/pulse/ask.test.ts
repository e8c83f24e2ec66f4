// The ask section's pure fold: nearest-rank percentiles, who counts as an answer's author, the
// window's edges, and answers from before the telemetry line (counted, without figures).
import { telemetryLine } from '../../src/answer-marker.js';
import { askPulseJson, askPulseOf, percentile, type AskComment } from '../../src/pulse/ask.js';
import { answerTelemetry } from '../../test-support/ask-answers.js';

const comment = (createdAt: string, extra: Partial<AskComment> = {}): AskComment => ({
  createdAt,
  body: `<!-- wiki-ingest-answer:1 -->\n${telemetryLine(answerTelemetry(0))}\nText.`,
  authorType: 'Bot',
  association: 'NONE',
  up: 0,
  down: 0,
  ...extra,
});

describe('percentile (nearest rank)', () => {
  it.each([
    [[], 0.5, null],
    [[7], 0.9, 7],
    [[4, 1, 3, 2], 0.5, 2],
    [[4, 1, 3, 2], 0.9, 4],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9, 90],
  ])('%j at %d is %j', (values, p, expected) => expect(percentile(values, p)).toBe(expected));
});

describe('askPulseOf', () => {
  const since = new Date('2026-11-02T00:00:00Z');
  const until = new Date('2026-11-08T23:59:59.999Z');

  it('counts bots and writers, inside the window edges; a stranger never', () => {
    const pulse = askPulseOf(
      [
        comment('2026-11-02T00:00:00Z'),
        comment('2026-11-08T23:59:59Z', { authorType: 'User', association: 'MEMBER', up: 1 }),
        comment('2026-11-03T00:00:00Z', { authorType: 'User', association: 'CONTRIBUTOR', up: 9 }),
        comment('2026-11-01T23:59:59Z'),
        comment('2026-11-09T00:00:00Z'),
      ],
      since,
      until,
    );
    expect(pulse.weeks.map((w) => w.answers.length)).toEqual([2]);
    expect(askPulseJson(pulse.total)).toMatchObject({ answered: 2, reactions: { up: 1, down: 0 } });
  });

  it('an answer without telemetry is answered, but in no figure; empty figures are null', () => {
    const j = askPulseJson(
      askPulseOf(
        [comment('2026-11-03T00:00:00Z', { body: '<!-- wiki-ingest-answer:1 -->\nOld.', down: 1 })],
        since,
        until,
      ).total,
    );
    expect(j).toMatchObject({
      answered: 1,
      with_telemetry: 0,
      read_share: 0,
      cost_per_answer_usd: null,
      reactions: { up: 0, down: 1 },
      answers_down: 1,
      down_latency_ms: { full: { p50: null, p90: null } },
    });
  });
});
