// An unanswered call — sent, never answered — is booked at an estimate (an HTTP error is the
// API's answer, a refused connection never reached it); the estimate, held against the fake
// Messages API's own accounting of the same prompts: what the calls answered before it cached is read, the rest written, at the tokens per
// character the API last counted; past the cache's TTL nothing is read; the output is the last
// answered one at the same turn of the same kind of conversation.
import Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import { unanswered } from '../../src/llm/messages.js';
import { placeCacheBreakpoints } from '../../src/llm/cache.js';
import { PromptMemory } from '../../src/llm/prompt-memory.js';
import { normalizeUsage } from '../../src/llm/usage.js';
import { FakeCache, promptBlocks, type Json } from '../../test-support/fake-messages-api.js';

const MODEL = 'claude-sonnet-5-5';
/** Within `share` of the truth (the API counts tokens per block; the memory, per character). */
const near = (guess: number, truth: number, share = 0.01) =>
  Math.abs(guess - truth) <= truth * share;
const tools = Array.from({ length: 6 }, (_, i) => ({
  name: `tool_${i}`,
  description: `Tool ${i}. ${'Reads the wiki and the repository. '.repeat(30)}`,
  input_schema: { type: 'object' as const, properties: { path: { type: 'string' } } },
}));
const system = `You keep a wiki. ${'Rules of the wiki. '.repeat(300)}`;

/** A request of `turns` user/assistant exchanges after the first message, laid out for the cache. */
function request(first: string, turns: number): MessageCreateParamsNonStreaming {
  const messages: MessageCreateParamsNonStreaming['messages'] = [{ role: 'user', content: first }];
  for (let i = 0; i < turns; i++)
    messages.push(
      { role: 'assistant', content: [{ type: 'text', text: `Reading file ${i}.` }] },
      {
        role: 'user',
        content: [{ type: 'text', text: `File ${i}: ${'const x = 1;\n'.repeat(80)}` }],
      },
    );
  const laid = placeCacheBreakpoints({ tools, system, messages }, '5m');
  return { model: MODEL, max_tokens: 4000, ...laid } as MessageCreateParamsNonStreaming;
}

describe('PromptMemory', () => {
  let now = 0;
  const clock = () => now;
  const fake = () => new FakeCache(clock, () => 1024);
  const billed = (cache: FakeCache, params: MessageCreateParamsNonStreaming, output = 0) => ({
    ...cache.account(MODEL, promptBlocks(params as unknown as Record<string, Json>)),
    output_tokens: output,
  });

  it('reads what the answered calls cached and writes the rest, as the API bills it', () => {
    const api = fake();
    const memory = new PromptMemory(clock);
    const a = request('Batch 1: write these pages.', 1);
    memory.answered(MODEL, a, normalizeUsage(billed(api, a, 120)));
    const b = request('Batch 1: write these pages.', 2);
    const guess = memory.unanswered(MODEL, b);
    const truth = billed(api, b);
    expect(near(guess.cache_read_input_tokens, truth.cache_read_input_tokens)).toBe(true);
    expect(near(guess.cache_creation_input_tokens, truth.cache_creation_input_tokens, 0.05)).toBe(
      true,
    );
    expect(guess.input_tokens).toBe(0);
    // Not the same turn as the call answered (a later one): no output is guessed.
    expect(guess.output_tokens).toBe(0);
  });

  it('a new conversation reads the shared tools and system, and guesses the same turn’s output', () => {
    const api = fake();
    const memory = new PromptMemory(clock);
    const a = request('Batch 1: write these pages.', 0);
    memory.answered(MODEL, a, normalizeUsage(billed(api, a, 87)));
    const b = request('Batch 2: write these other pages.', 0);
    const guess = memory.unanswered(MODEL, b);
    const truth = billed(api, b);
    expect(truth.cache_read_input_tokens).toBeGreaterThan(0);
    expect(near(guess.cache_read_input_tokens, truth.cache_read_input_tokens)).toBe(true);
    expect(guess.output_tokens).toBe(87);
  });

  it('reads nothing once the cache has let the prefix go', () => {
    const api = fake();
    const memory = new PromptMemory(clock);
    const a = request('Batch 1.', 0);
    memory.answered(MODEL, a, normalizeUsage(billed(api, a)));
    now += 6 * 60_000;
    const guess = memory.unanswered(MODEL, request('Batch 2.', 0));
    expect(guess.cache_read_input_tokens).toBe(0);
    expect(guess.cache_creation_input_tokens).toBeGreaterThan(0);
  });

  it('a request without breakpoints is all uncached input', () => {
    const memory = new PromptMemory(clock);
    const plain = {
      model: MODEL,
      max_tokens: 100,
      messages: [{ role: 'user', content: 'x'.repeat(400) }],
    };
    const guess = memory.unanswered(MODEL, plain as MessageCreateParamsNonStreaming);
    expect(guess).toMatchObject({
      input_tokens: expect.any(Number),
      cache_creation_input_tokens: 0,
    });
    expect(guess.input_tokens).toBeGreaterThan(90);
  });
});

describe('unanswered', () => {
  it('books a call aborted or cut off after it was sent, not one the API answered or never got', () => {
    expect(unanswered(new Anthropic.APIUserAbortError())).toBe(true);
    expect(unanswered(new Anthropic.APIConnectionTimeoutError())).toBe(true);
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(unanswered(new Anthropic.APIConnectionError({ cause: reset }))).toBe(true);
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(unanswered(new Anthropic.APIConnectionError({ cause: refused }))).toBe(false);
    const overloaded = Anthropic.APIError.generate(
      529,
      { type: 'error' },
      'Overloaded',
      new Headers(),
    );
    expect(unanswered(overloaded)).toBe(false);
  });
});
