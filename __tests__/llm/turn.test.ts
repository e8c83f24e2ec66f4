// One agent turn with the real SDK against the loopback fake Messages API: the breakpoints it
// places, the call (plain or streamed), the telemetry record and the stop_reason verdict.
import type { Message, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import { priceTable } from '../../src/llm/pricing.js';
import {
  noPriceWarning,
  runTurn,
  toolResult,
  turnTotals,
  verdictOf,
  type TurnRequest,
} from '../../src/llm/turn.js';
import type { IterationRecord } from '../../src/types.js';
import {
  countCacheControls,
  startFakeMessagesApi,
  type FakeMessagesApi,
  type Script,
} from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const request = (over: Partial<TurnRequest> = {}): TurnRequest => ({
  prompt: {
    tools: [
      { name: 'look', description: 'Looks.', input_schema: { type: 'object', properties: {} } },
    ],
    system: 'You look things up. '.repeat(40),
    messages: [{ role: 'user', content: 'What is there?' }],
  },
  model: 'claude-haiku-5-5',
  maxTokens: 512,
  ttl: '1h',
  prices: priceTable(),
  iteration: 3,
  ...over,
});

async function turnWith(reply: Script, over: Partial<TurnRequest> = {}) {
  fake = await startFakeMessagesApi({ replies: [reply], minCacheableTokens: 1 });
  return runTurn(sdkFor(fake), request(over));
}

describe('runTurn', () => {
  it('places the breakpoints, calls once and records the turn', async () => {
    const turn = await turnWith({
      content: [
        { type: 'text', text: 'Let me look.' },
        { type: 'tool_use', id: 'tu_1', name: 'look', input: {} },
      ],
    });
    const body = fake!.accepted[0]!.body!;
    expect(body.stream).toBeUndefined();
    expect(body.max_tokens).toBe(512);
    expect(countCacheControls(body.tools)).toBe(1);
    expect(countCacheControls(body.system)).toBe(1);
    expect(countCacheControls(body.messages)).toBe(1);
    expect(JSON.stringify(body.system)).toContain('"ttl":"1h"');

    expect(turn.verdict).toEqual({ kind: 'tool_calls', calls: [turn.toolUses[0]] });
    expect(turn.toolUses.map((u) => u.id)).toEqual(['tu_1']);
    const billed = fake!.accepted[0]!.usage!;
    expect(turn.record).toMatchObject({
      iteration: 3,
      stop_reason: 'tool_use',
      tool_calls: ['look'],
      usage: { input_tokens: billed.input_tokens, output_tokens: billed.output_tokens },
    });
    expect(turn.record.cost_usd).toBeGreaterThan(0);
  });

  it('streams the text to onText as it arrives, and the message is the same', async () => {
    const pieces: string[] = [];
    const turn = await turnWith(
      { content: [{ type: 'text', text: 'An answer long enough to arrive in several pieces.' }] },
      { onText: (t) => pieces.push(t) },
    );
    expect(fake!.accepted[0]!.body!.stream).toBe(true);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('An answer long enough to arrive in several pieces.');
    expect(turn.verdict).toEqual({ kind: 'ended' });
  });

  it('prices nothing for a model without a price', async () => {
    const turn = await turnWith({ content: [{ type: 'text', text: 'Hi.' }] }, { model: 'm-x' });
    expect(turn.record.cost_usd).toBeNull();
  });

  it('throws what the client throws', async () => {
    await expect(turnWith({ status: 400, message: 'bad request' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('verdictOf', () => {
  const message = (stop_reason: string | null) =>
    ({ stop_reason, content: [] }) as unknown as Message;
  const use = { type: 'tool_use', id: 'tu', name: 'x', input: {} } as ToolUseBlock;

  it.each([
    ['pause_turn', { kind: 'paused' }],
    ['end_turn', { kind: 'ended' }],
    ['stop_sequence', { kind: 'ended' }],
    ['max_tokens', { kind: 'max_tokens' }],
    ['refusal', { kind: 'refused' }],
    ['model_context_window_exceeded', { kind: 'context_window_exceeded' }],
    ['something_new', { kind: 'unknown', stop_reason: 'something_new' }],
    [null, { kind: 'unknown', stop_reason: 'null' }],
  ])('%s → %j', (reason, verdict) => {
    expect(verdictOf(message(reason), [])).toEqual(verdict);
  });

  it('tool_use carries the calls to run', () => {
    expect(verdictOf(message('tool_use'), [use])).toEqual({ kind: 'tool_calls', calls: [use] });
  });
});

describe('turnTotals', () => {
  const record = (cost: number | null, input = 10): IterationRecord => ({
    iteration: 1,
    stop_reason: 'end_turn',
    usage: {
      input_tokens: input,
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
    cache_read_share: 0,
    cost_usd: cost,
    tool_calls: [],
  });

  it('sums tokens and dollars', () => {
    const t = turnTotals('m', [record(0.1), record(0.2, 5)]);
    expect(t.cost_usd).toBe(0.3);
    expect(t.usage.input_tokens).toBe(15);
    expect(t.warnings).toEqual([]);
  });

  it('a call without a price makes the total unknown and warns once', () => {
    const t = turnTotals('m-x', [record(0.1), record(null), record(null)]);
    expect(t.cost_usd).toBeNull();
    expect(t.warnings).toEqual([noPriceWarning('m-x')]);
    expect(t.warnings[0]).toBe(
      'No price is known for model "m-x", so max-cost-usd cannot be enforced; add it to the pricing input.',
    );
  });
});

describe('toolResult', () => {
  it('marks errors only when there is one', () => {
    expect(toolResult({ id: 'a' }, { content: 'ok', is_error: false })).toEqual({
      type: 'tool_result',
      tool_use_id: 'a',
      content: 'ok',
    });
    expect(toolResult({ id: 'b' }, { content: 'no', is_error: true })).toMatchObject({
      is_error: true,
    });
  });
});
