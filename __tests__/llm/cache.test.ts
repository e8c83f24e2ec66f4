import type { MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import { MAX_BREAKPOINTS, countBreakpoints, placeCacheBreakpoints } from '../../src/llm/cache.js';

const deepFreeze = <T>(v: T): T => {
  if (v && typeof v === 'object') {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
};

const tools: Tool[] = [
  {
    name: 'read_pages',
    description: 'Read pages',
    input_schema: { type: 'object', properties: { slugs: { type: 'array' } } },
  },
  {
    name: 'finish',
    description: 'Finish',
    input_schema: { type: 'object', properties: { summary: { type: 'string' } } },
  },
];
const ephemeral = (ttl: string) => ({ type: 'ephemeral', ttl });

describe('placeCacheBreakpoints', () => {
  it('marks the last tool, the end of the system prompt and the last conversation block', () => {
    const messages: MessageParam[] = [
      { role: 'user', content: 'merge details' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'finish', input: {} }] },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: 'ok' },
          { type: 'text', text: 'go on' },
        ],
      },
    ];
    const input = deepFreeze({ tools, system: 'You maintain a wiki.', messages });
    const out = placeCacheBreakpoints(input, '1h'); // frozen input: any mutation would throw
    expect(out.tools?.[0]).not.toHaveProperty('cache_control');
    expect(out.tools?.[1]).toMatchObject({ name: 'finish', cache_control: ephemeral('1h') });
    expect(out.system).toEqual([
      { type: 'text', text: 'You maintain a wiki.', cache_control: ephemeral('1h') },
    ]);
    expect(out.messages[2]!.content).toEqual([
      { type: 'tool_result', tool_use_id: 't1', content: 'ok' },
      { type: 'text', text: 'go on', cache_control: ephemeral('1h') },
    ]);
    expect(out.messages[0]!.content).toBe('merge details');
    expect(countBreakpoints(out)).toBe(3);
  });

  it('turns a trailing string message into a marked text block', () => {
    const out = placeCacheBreakpoints({ messages: [{ role: 'user', content: 'hi' }] }, '5m');
    expect(out.messages[0]!.content).toEqual([
      { type: 'text', text: 'hi', cache_control: ephemeral('5m') },
    ]);
    expect(out.tools).toBeUndefined();
    expect(out.system).toBeUndefined();
  });

  it('skips thinking blocks, which cannot carry a marker', () => {
    const out = placeCacheBreakpoints(
      {
        messages: [
          { role: 'user', content: 'q' },
          {
            role: 'assistant',
            content: [
              { type: 'text', text: 'a' },
              { type: 'thinking', thinking: 't', signature: 's' },
            ],
          },
        ],
      },
      '5m',
    );
    expect(out.messages[1]!.content).toEqual([
      { type: 'text', text: 'a', cache_control: ephemeral('5m') },
      { type: 'thinking', thinking: 't', signature: 's' },
    ]);
  });

  it('removes markers the caller set, including nested ones, so there are never more than 4', () => {
    const cc = { type: 'ephemeral' as const };
    const out = placeCacheBreakpoints(
      {
        tools: tools.map((t) => ({ ...t, cache_control: cc })),
        system: [
          { type: 'text', text: 'a', cache_control: cc },
          { type: 'text', text: 'b', cache_control: cc },
        ],
        messages: [
          { role: 'user', content: [{ type: 'text', text: 'x', cache_control: cc }] },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'u', name: 'finish', input: {}, cache_control: cc }],
          },
          {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: 'u',
                content: [{ type: 'text', text: 'r', cache_control: cc }],
              },
            ],
          },
        ],
      },
      '5m',
    );
    expect(countBreakpoints(out)).toBe(3);
  });

  it('never exceeds the limit over many random layouts', () => {
    let seed = 42;
    const rnd = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const cc = () => (rnd(2) ? { cache_control: { type: 'ephemeral' as const } } : {});
    for (let k = 0; k < 300; k++) {
      const ts = Array.from({ length: rnd(5) }, (_, i) => ({
        ...tools[0]!,
        name: `t${i}`,
        ...cc(),
      }));
      const sys = Array.from({ length: rnd(4) }, (_, i) => ({
        type: 'text' as const,
        text: `s${i}`,
        ...cc(),
      }));
      const msgs: MessageParam[] = Array.from({ length: 1 + rnd(6) }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content:
          rnd(3) === 0
            ? `m${i}`
            : Array.from({ length: 1 + rnd(4) }, (_, j) => ({
                type: 'text' as const,
                text: `b${j}`,
                ...cc(),
              })),
      }));
      const out = placeCacheBreakpoints(
        { tools: ts, system: sys, messages: msgs },
        rnd(2) ? '5m' : '1h',
      );
      expect(countBreakpoints(out)).toBeLessThanOrEqual(MAX_BREAKPOINTS);
    }
  });

  it('builds byte-identical tools and system from the same inputs', () => {
    const build = (question: string) =>
      placeCacheBreakpoints(
        {
          tools: structuredClone(tools),
          system: 'Rules.\nPage types: entity, feature.',
          messages: [{ role: 'user', content: question }],
        },
        '5m',
      );
    const a = build('first merge');
    const b = build('a different merge');
    expect(JSON.stringify([a.tools, a.system])).toBe(JSON.stringify([b.tools, b.system]));
  });
});
