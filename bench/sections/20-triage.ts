// Tier 2 figures, side by side: what a triage call costs (with the realistic 45-page test wiki's
// map in its prompt) against the agent it can save, what a breakpoint on the system prompt saves
// where the prefix reaches the model's minimum cacheable length — against none, and against also
// marking the (never reused) merge — and how long the fallback takes when the API is unreachable,
// by max-retries. Uses the fake Messages API, whose token counts are chars/4 of each block's JSON
// (see test-support/fake-messages-api.ts).
import Anthropic from '@anthropic-ai/sdk';
import type { TextBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { parseConfig } from '../../src/config/parse.js';
import { placeCacheBreakpoints } from '../../src/llm/cache.js';
import { callMessages } from '../../src/llm/messages.js';
import { PRICES, costUsd } from '../../src/llm/pricing.js';
import { sumCost } from '../../src/llm/usage.js';
import { buildTriageRequest, triage } from '../../src/triage/triage.js';
import { triageMap } from '../../src/triage/wiki-map.js';
import type { MergeInfo } from '../../src/types.js';
import { approxTokens } from '../../src/wiki/folded-map.js';
import { loadWiki } from '../../src/wiki/load.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { closedPort } from '../../test-support/net.js';

const ANSWER =
  '{"decision":"process","reason":"Adds token rotation to the API.","likely_type":"feature"}';

function merge(i: number): MergeInfo {
  const patch = Array.from(
    { length: 400 },
    (_, n) => `+  const v${n} = rotate(token${i}, ${n});`,
  ).join('\n');
  return {
    title: `feat(api): token rotation, part ${i}`,
    body: 'Rotates API tokens every 30 days and revokes the old one after a grace period.',
    files: [
      { path: `src/api/tokens${i}.ts`, status: 'modified', additions: 400, deletions: 12, patch },
      {
        path: 'package-lock.json',
        status: 'modified',
        additions: 900,
        deletions: 850,
        patch: 'x'.repeat(50_000),
      },
    ],
  };
}

const usd = (n: number | null): string => (n === null ? 'n/a' : `$${n.toFixed(6)}`);

export async function run(): Promise<void> {
  const config = parseConfig({});
  console.log('\n## Tier 2 triage');

  // 1. One triage call on Haiku 5.5 vs the same prompt on Sonnet 5.5, and vs a ~55k-token agent run.
  const fake = await startFakeMessagesApi({
    replies: () => ({ content: [{ type: 'text', text: ANSWER }] }),
  });
  const client = new Anthropic({ apiKey: 'bench', baseURL: fake.url, maxRetries: 0 });
  const wiki = await loadWiki('__tests__/fixtures/wiki');
  const context = { map: triageMap(wiki.pages, config.headingsPerPage) };
  const haiku = await triage(merge(1), config, { client, prices: PRICES }, context);
  const sonnet = await triage(
    merge(1),
    { ...config, triageModel: 'claude-sonnet-5-5' },
    { client, prices: PRICES },
    context,
  );
  // design.md §4: a Sonnet-only ingest ran ~55k tokens; priced here as 50k input + 5k output.
  const agent = costUsd('claude-sonnet-5-5', {
    input_tokens: 50_000,
    output_tokens: 5_000,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  })!;
  const prompt =
    haiku.usage.input_tokens +
    haiku.usage.cache_creation_input_tokens +
    haiku.usage.cache_read_input_tokens;
  console.log(
    `triage prompt: ${prompt} tokens (the ${wiki.pages.length}-page wiki's map, 12,000 diff chars; the 50,000-char lock file left out)`,
  );
  console.log(
    `| model | cost per triage | vs Haiku 5.5 | share of a ~55k-token Sonnet ingest (${usd(agent)}) |`,
  );
  console.log('|---|---|---|---|');
  for (const d of [haiku, sonnet])
    console.log(
      `| ${d.model} | ${usd(d.cost_usd)} | ${(d.cost_usd! / haiku.cost_usd!).toFixed(1)}× | ${((100 * d.cost_usd!) / agent).toFixed(2)}% |`,
    );

  // 2. Ten different merges: no breakpoint, one on the system prompt, or also one on the merge.
  const forced = { ...config, triageModel: 'claude-sonnet-5-5' }; // 1,024-token minimum: marked
  const system = buildTriageRequest(merge(0), config, new Map(), context)
    .system as TextBlockParam[];
  const tokens = approxTokens(system[0]!.text);
  const layouts = {
    none: 'none',
    'system prompt': 'system',
    'system prompt + merge message': 'both',
  } as const;
  console.log(
    `\nTen different merges, system prompt ≈ ${tokens} tokens, fake minimum cacheable length 1,024 tokens (Haiku 5.5 is taken as 4,096, so triage marks nothing there; a model with a 1,024 minimum gets the system breakpoint):`,
  );
  console.log('| breakpoints | total cost (Haiku 5.5 prices) | ratio |');
  console.log('|---|---|---|');
  let base = 0;
  for (const [name, layout] of Object.entries(layouts)) {
    fake.clearCache();
    const costs: (number | null)[] = [];
    for (let i = 0; i < 10; i++) {
      const req = buildTriageRequest(
        merge(i),
        forced,
        new Map([['package-lock.json', 'ignored']]),
        context,
      );
      const text = (req.system as TextBlockParam[])[0]!.text;
      const body =
        layout === 'none'
          ? { ...req, model: config.triageModel, system: [{ type: 'text' as const, text }] }
          : layout === 'system'
            ? { ...req, model: config.triageModel }
            : {
                ...req,
                model: config.triageModel,
                ...placeCacheBreakpoints({ system: text, messages: req.messages }, '5m'),
              };
      costs.push((await callMessages(client, body, { prices: PRICES })).cost_usd);
    }
    const total = sumCost(costs)!;
    base ||= total;
    console.log(`| ${name} | ${usd(total)} | ${(total / base).toFixed(2)}× |`);
  }
  await fake.close();

  // 3. Fallback when nothing listens on the API port, by max-retries (the SDK's own backoff).
  const down = `http://127.0.0.1:${await closedPort()}`;
  console.log('\nUnreachable API (connection refused) → process with fallback:');
  console.log('| max-retries | requests | wall time | vs 0 retries |');
  console.log('|---|---|---|---|');
  let t0 = 0;
  for (const retries of [0, 1, 3]) {
    const c = new Anthropic({
      apiKey: 'bench',
      baseURL: down,
      maxRetries: retries,
      timeout: config.requestTimeoutSeconds * 1000,
    });
    const start = performance.now();
    const d = await triage(merge(1), config, { client: c, prices: PRICES }, context);
    const ms = performance.now() - start;
    t0 ||= ms;
    if (!d.fallback) throw new Error('expected a fallback');
    console.log(
      `| ${retries}${retries === config.maxRetries ? ' (default)' : ''} | ${retries + 1} | ${(ms / 1000).toFixed(2)} s | ${(ms / t0).toFixed(0)}× |`,
    );
  }
}
