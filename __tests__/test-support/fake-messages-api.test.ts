import { APIConnectionError, BadRequestError } from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import { placeCacheBreakpoints } from '../../src/llm/cache.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type FakeOptions,
} from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';

// Token arithmetic used below: a text block {"type":"text","text":"<n chars>"} is 25 + n chars of
// JSON, i.e. (25 + n) / 4 tokens. 3975 chars → 1000 tokens; 375 → 100; 75 → 25.
const text = (n: number, ch = 'a') => ch.repeat(n);
const MODEL = 'claude-sonnet-5-5';

describe('fake Messages API', () => {
  let fake: FakeMessagesApi;
  afterEach(async () => fake?.close());

  /** A fake answering every request "ok". */
  const answeringOk = (options: FakeOptions = {}) =>
    startFakeMessagesApi({
      ...options,
      replies: () => ({ content: [{ type: 'text', text: 'ok' }] }),
    });

  // Bodies here are deliberately raw (and sometimes invalid), so they bypass the SDK's types.
  const ask = async (body: object, retries = 0) =>
    sdkFor(fake, { maxRetries: retries }).messages.create({
      model: MODEL,
      max_tokens: 100,
      ...body,
    } as unknown as MessageCreateParamsNonStreaming);

  it('writes, then reads, a cached prefix and bills the uncached remainder', async () => {
    fake = await answeringOk({ minCacheableTokens: 1024 });
    const body = (q: string) =>
      placeCacheBreakpoints({ system: text(3975), messages: [{ role: 'user', content: q }] }, '5m');
    const first = await ask(body(text(375, 'b')));
    // system alone (1000) is below 1024: no entry there; the message breakpoint (1100) writes.
    expect(first.usage).toMatchObject({
      input_tokens: 0,
      cache_creation_input_tokens: 1100,
      cache_read_input_tokens: 0,
      cache_creation: { ephemeral_5m_input_tokens: 1100, ephemeral_1h_input_tokens: 0 },
      output_tokens: 7, // {"type":"text","text":"ok"} = 27 chars → ceil(6.75)
    });
    const again = await ask(body(text(375, 'b')));
    expect(again.usage).toMatchObject({
      input_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 1100,
    });
    // A different last message: the system entry was never written (too short), so all is new.
    const other = await ask(body(text(375, 'c')));
    expect(other.usage).toMatchObject({
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 1100,
    });
  });

  it('reads the longest earlier entry within 20 blocks and writes only the new tail', async () => {
    fake = await answeringOk({ minCacheableTokens: 1000 });
    const sys = [{ type: 'text', text: text(3975), cache_control: { type: 'ephemeral' } }];
    await ask({ system: sys, messages: [{ role: 'user', content: 'x' }] }); // writes 1000 at the system block
    const blocks = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: 'text',
        text: text(75, String.fromCharCode(98 + (i % 20))),
        ...(i === n - 1 ? { cache_control: { type: 'ephemeral' } } : {}),
      }));
    const plain = [{ type: 'text', text: text(3975) }];
    // 20 message blocks: window 1..20 misses block 0, so the whole prefix is written.
    const far = await ask({ system: plain, messages: [{ role: 'user', content: blocks(20) }] });
    expect(far.usage).toMatchObject({
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 1000 + 20 * 25,
    });
    // 19 message blocks: the breakpoint is block 19, its window 0..19 reaches the system entry
    // (the 20-block request wrote only at its own breakpoint, block 20).
    const near = await ask({ system: plain, messages: [{ role: 'user', content: blocks(19) }] });
    expect(near.usage).toMatchObject({
      cache_read_input_tokens: 1000,
      cache_creation_input_tokens: 19 * 25,
      input_tokens: 0,
    });
  });

  it('splits writes by TTL and expires entries on the fake clock', async () => {
    fake = await answeringOk({ minCacheableTokens: 100 });
    const body = {
      system: [{ type: 'text', text: text(3975), cache_control: { type: 'ephemeral', ttl: '1h' } }],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: text(375), cache_control: { type: 'ephemeral', ttl: '5m' } },
          ],
        },
      ],
    };
    const a = await ask(body);
    expect(a.usage.cache_creation).toEqual({
      ephemeral_1h_input_tokens: 1000,
      ephemeral_5m_input_tokens: 100,
    });
    fake.advance(6 * 60_000); // the 5m entry expired, the 1h one lives
    const b = await ask(body);
    expect(b.usage).toMatchObject({
      cache_read_input_tokens: 1000,
      cache_creation_input_tokens: 100,
    });
    fake.advance(2 * 60 * 60_000);
    const c = await ask(body);
    expect(c.usage).toMatchObject({
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 1100,
    });
  });

  it('misses when a byte of the prefix changes, e.g. tool key order', async () => {
    fake = await answeringOk({ minCacheableTokens: 1 });
    const cc = { type: 'ephemeral' };
    const t1 = {
      name: 'a',
      description: 'd',
      input_schema: { type: 'object', properties: {} },
      cache_control: cc,
    };
    const t2 = {
      name: 'a',
      input_schema: { type: 'object', properties: {} },
      description: 'd',
      cache_control: cc,
    };
    await ask({ tools: [t1], messages: [{ role: 'user', content: 'q' }] });
    const same = await ask({ tools: [t1], messages: [{ role: 'user', content: 'q' }] });
    expect(same.usage.cache_read_input_tokens).toBeGreaterThan(0);
    const reordered = await ask({ tools: [t2], messages: [{ role: 'user', content: 'q' }] });
    expect(reordered.usage.cache_read_input_tokens).toBe(0);
  });

  it('rejects what the real service rejects', async () => {
    fake = await answeringOk();
    const cc = { cache_control: { type: 'ephemeral' } };
    await expect(
      ask({ temperature: 0, messages: [{ role: 'user', content: 'q' }] }),
    ).rejects.toThrow(BadRequestError);
    await expect(ask({ top_p: 0.5, messages: [{ role: 'user', content: 'q' }] })).rejects.toThrow(
      /top_p/,
    );
    await expect(
      ask({
        system: [1, 2, 3].map((i) => ({ type: 'text', text: `s${i}`, ...cc })),
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'a', ...cc },
              { type: 'text', text: 'b', ...cc },
            ],
          },
        ],
      }),
    ).rejects.toThrow(/maximum of 4 blocks with cache_control.*Found 5/);
    await expect(
      ask({
        messages: [
          { role: 'user', content: 'q' },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'toolu_1', name: 'x', input: {} }],
          },
          { role: 'user', content: 'no result' },
        ],
      }),
    ).rejects.toThrow(/toolu_1/);
    const res = await fetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify({ model: MODEL, messages: [{ role: 'user', content: 'q' }] }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/max_tokens/);
    expect(fake.accepted).toHaveLength(0);
    expect(fake.requests).toHaveLength(5);
  });

  it('rejects a thinking block passed back modified, accepts it unchanged', async () => {
    fake = await startFakeMessagesApi({
      replies: () => ({
        content: [
          { type: 'thinking', thinking: 'plan', signature: 'sig-1' },
          { type: 'text', text: 'a' },
        ],
      }),
    });
    const first = await ask({ messages: [{ role: 'user', content: 'q' }] });
    const turn = (thinking: string) => ({
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: [{ ...first.content[0], thinking }, first.content[1]] },
        { role: 'user', content: 'next' },
      ],
    });
    await expect(ask(turn('plan'))).resolves.toBeDefined();
    await expect(ask(turn('edited plan'))).rejects.toThrow(/cannot be modified/);
  });

  it('streams text, tool input, thinking and signature deltas the SDK assembles', async () => {
    const reply = {
      content: [
        {
          type: 'thinking' as const,
          thinking: 'let me think about this carefully',
          signature: 'sig-abc',
        },
        { type: 'text' as const, text: 'I will read two pages now, then decide.' },
        {
          type: 'tool_use' as const,
          id: 'toolu_9',
          name: 'read_pages',
          input: { slugs: ['api/tokens', 'auth'] },
        },
      ],
    };
    fake = await startFakeMessagesApi({ replies: [reply, reply] });
    const client = sdkFor(fake);
    const params = {
      model: MODEL,
      max_tokens: 100,
      messages: [{ role: 'user' as const, content: 'q' }],
    };
    const streamed = await client.messages.stream(params).finalMessage();
    const plain = await client.messages.create(params);
    expect(streamed.content).toEqual(plain.content);
    expect(streamed.content[2]).toMatchObject({
      type: 'tool_use',
      input: { slugs: ['api/tokens', 'auth'] },
    });
    expect(streamed.content[0]).toMatchObject({ type: 'thinking', signature: 'sig-abc' });
    expect(streamed.stop_reason).toBe('tool_use');
    expect(streamed.usage.output_tokens).toBe(plain.usage.output_tokens);
    expect(fake.requests[0]!.body!.stream).toBe(true);
  });

  it('injects 429 with retry-after, 500, 529, dropped connections and malformed bodies', async () => {
    fake = await startFakeMessagesApi({
      replies: [
        { status: 429, headers: { 'retry-after': '0.05' } },
        { content: [{ type: 'text', text: 'after retry' }] },
        { status: 529 },
        { status: 500 },
        { drop: true },
        { malformed: true },
      ],
    });
    const ok = await ask({ messages: [{ role: 'user', content: 'q' }] }, 1);
    expect(ok.content).toEqual([{ type: 'text', text: 'after retry' }]);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
    await expect(ask({ messages: [{ role: 'user', content: 'q' }] })).rejects.toMatchObject({
      status: 529,
      error: { type: 'error', error: { type: 'overloaded_error' } },
    });
    await expect(ask({ messages: [{ role: 'user', content: 'q' }] })).rejects.toMatchObject({
      status: 500,
      error: { error: { type: 'api_error' } },
    });
    await expect(ask({ messages: [{ role: 'user', content: 'q' }] })).rejects.toThrow(
      APIConnectionError,
    );
    await expect(ask({ messages: [{ role: 'user', content: 'q' }] })).rejects.toThrow();
  });

  it('bills no answer past max_tokens: one that needs more stops there, as the API cuts it', async () => {
    fake = await startFakeMessagesApi({
      replies: [
        { content: [{ type: 'text', text: 'long' }], output_tokens: 5000 },
        { content: [{ type: 'text', text: 'short' }], output_tokens: 50 },
      ],
    });
    const cut = await ask({ messages: [{ role: 'user', content: 'q' }] });
    expect(cut.usage.output_tokens).toBe(100);
    expect(cut.stop_reason).toBe('max_tokens');
    const whole = await ask({ messages: [{ role: 'user', content: 'q' }] });
    expect(whole.usage.output_tokens).toBe(50);
    expect(whole.stop_reason).toBe('end_turn');
  });

  it('answers slowly when told to', async () => {
    fake = await startFakeMessagesApi({
      replies: [{ content: [{ type: 'text', text: 'slow' }], delay_ms: 2000 }],
    });
    await expect(
      sdkFor(fake, { timeoutMs: 200 }).messages.create({
        model: MODEL,
        max_tokens: 10,
        messages: [{ role: 'user', content: 'q' }],
      }),
    ).rejects.toThrow(/timed out/i);
  });

  it('reads a slow answer’s prompt when it arrives: a call the client stopped waiting for is billed, and cached', async () => {
    let calls = 0;
    fake = await startFakeMessagesApi({
      minCacheableTokens: 1024,
      replies: () => ({
        content: [{ type: 'text', text: 'ok' }],
        ...(calls++ ? {} : { delay_ms: 1000 }),
      }),
    });
    const body = placeCacheBreakpoints(
      { system: text(3975), messages: [{ role: 'user', content: text(375, 'b') }] },
      '5m',
    );
    const aborted = new AbortController();
    const held = sdkFor(fake, { maxRetries: 0 }).messages.create(
      { model: MODEL, max_tokens: 10, ...body } as MessageCreateParamsNonStreaming,
      { signal: aborted.signal },
    );
    setTimeout(() => aborted.abort(), 100);
    await expect(held).rejects.toThrow();
    // The next call reads what the held one wrote, though its answer is still held.
    const next = await ask(body);
    expect(next.usage).toMatchObject({
      cache_read_input_tokens: 1100,
      cache_creation_input_tokens: 0,
    });
    while (!fake.accepted[0]!.usage) await new Promise((r) => setTimeout(r, 50));
    expect(fake.accepted[0]!.usage).toMatchObject({ cache_creation_input_tokens: 1100 });
  });
});
