// Both agent loops check their budgets in one order: max-cost-usd first, then the iteration
// budget. Driven with the real SDK against the loopback fake Messages API.
import { askOptions } from '../src/ask/options.js';
import { askPrefix } from '../src/ask/prefix.js';
import { openConversation } from '../src/ask/conversation.js';
import { parseConfig } from '../src/config/parse.js';
import { runIngestLoop } from '../src/ingest/loop.js';
import { priceTable } from '../src/llm/pricing.js';
import type { ToolHost } from '../src/tools/types.js';
import { loadWiki } from '../src/wiki/load.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../test-support/fake-messages-api.js';
import { toolCall, type Script } from '../test-support/replies.js';
import { sdkFor } from '../test-support/sdk.js';

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const read = toolCall('read_pages', { slugs: ['api/tokens'] }, 'tu_1');
const paused: Script = {
  content: [{ type: 'text', text: 'Still reading.' }],
  stop_reason: 'pause_turn',
};
const TINY = 0.000001;

async function ask(reply: Script, maxIterations: number) {
  fake = await startFakeMessagesApi({ replies: [reply, reply], minCacheableTokens: 1024 });
  const prefix = askPrefix(await loadWiki('__tests__/fixtures/wiki'));
  const options = askOptions(parseConfig({}), {
    model: 'claude-haiku-5-5',
    maxIterations,
    maxCostUsd: TINY,
  });
  return openConversation(prefix, options, { client: sdkFor(fake), prices: priceTable() }).ask(
    'What are token scopes?',
  );
}

describe('budget order', () => {
  it('ask: with both budgets reached, max-cost-usd is the one named', async () => {
    const r = await ask(read, 1);
    expect(r.status).toBe('stopped');
    expect(r.note).toMatch(
      /^Stopped before the answer was complete: max-cost-usd \(\$0\.000001\) would be passed: \$0\.00 spent and the next claude-haiku-5-5 call could cost up to \$\d+\.\d+, so it was not made\.$/,
    );
    expect(r.note).not.toContain('ask-max-iterations');
    expect(r.pages_read).toEqual([]);
  });

  it('ask: a paused turn past max-cost-usd makes no further call', async () => {
    const r = await ask(paused, 4);
    expect(r.status).toBe('stopped');
    expect(r.note).toContain('max-cost-usd');
    // Not even the first: its most it can cost is past the budget.
    expect(fake!.accepted).toHaveLength(0);
  });

  it('ingest: with both budgets reached, max-cost-usd is the one named', async () => {
    fake = await startFakeMessagesApi({ replies: [read], minCacheableTokens: 1 });
    const ran: string[] = [];
    const host: ToolHost = { execute: (name) => (ran.push(name), { content: 'ok' }) };
    const loop = await runIngestLoop({
      client: sdkFor(fake),
      prices: priceTable(),
      model: 'claude-sonnet-5-5',
      ttl: '5m',
      maxIterations: 1,
      maxCostUsd: TINY,
      tools: [],
      system: 'You keep a wiki.',
      firstMessage: 'A merge.',
      host,
    });
    expect(loop.status).toBe('stopped');
    expect(loop.reason).toMatch(/^Budget max-cost-usd/);
    // The turn's tool calls never ran: reaching a budget publishes nothing.
    expect(ran).toEqual([]);
  });
});
