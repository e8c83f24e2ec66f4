// Ask the wiki: what answering costs, by the fake Messages API's cache accounting (tokens =
// chars/4 of each block's JSON; no network), over the realistic 45-page test wiki.
// - A scripted 5-question conversation and 20 one-question conversations (1 minute apart, inside
//   the TTL): billed input cost (input + cache writes + cache reads) of the map in the prompt with
//   pages read on demand, against pasting the whole wiki into a cached prompt.
// - The same 20 questions arriving every 10 minutes: a 1h against a 5m cache TTL.
// - Each question's cache-read share in the conversation (target for the second: ≥ 90%).
// - The ask model (triage model, Haiku 5.5) against the ingest model (Sonnet 5.5).
// - Sensitivity: a model whose minimum cacheable prompt is 4,096 tokens (the Haiku 4.5 figure).
// The fake is the one the tests use (test-support/).
import { askOptions } from '../../src/ask/options.js';
import { askPrefix, type AskPrefix } from '../../src/ask/prefix.js';
import { askSystemPrompt } from '../../src/ask/prompt.js';
import { openConversation, type AskResult } from '../../src/ask/conversation.js';
import { parseConfig } from '../../src/config/parse.js';
import type { CacheTtl } from '../../src/llm/cache.js';
import { costUsd, priceTable, promptTokens } from '../../src/llm/pricing.js';
import { sumUsage } from '../../src/llm/usage.js';
import type { Usage } from '../../src/types.js';
import { pageText } from '../../src/wiki/map.js';
import { loadWiki } from '../../src/wiki/load.js';
import type { Wiki } from '../../src/wiki/types.js';
import { startFakeMessagesApi, type Script } from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';

const ASK_MODEL = 'claude-haiku-5-5';
const INGEST_MODEL = 'claude-sonnet-5-5';
const MINUTE = 60_000;
const prices = priceTable();
const config = parseConfig({});

type Read = { slugs: string[] } | { slug: string; heading: string };
interface Turn {
  question: string;
  /** What the model reads before answering (none: the map answers). */
  reads: Read[];
  answer: string;
}

const filler =
  ' The page gives the details, the limits that apply and the pages to read next for the related flows.';

/** The scripted conversation: two reads, a follow-up on a page read, a map answer, a section. */
const CONVERSATION: Turn[] = [
  {
    question: 'How does API token rotation work, and is the old token valid for a while?',
    reads: [{ slugs: ['api/tokens'] }],
    answer: `Tokens are rotated explicitly; the old token keeps working for the overlap the page describes [[api/tokens]].${filler}`,
  },
  {
    question: 'And is every use of a rotated token audited?',
    reads: [],
    answer: `Yes: every use is audited per tenant, in the tenant's region [[api/tokens]] [[concepts/tenancy]].${filler}`,
  },
  {
    question: 'What happens when a client retries a payment with the same idempotency key?',
    reads: [{ slugs: ['concepts/idempotency', 'api/payments'] }],
    answer: `The first response is stored for 24 hours and replayed [[concepts/idempotency]]; a payment retried with the same key is not charged twice [[api/payments]].${filler}`,
  },
  {
    question: 'Where do I find the rules for list pagination?',
    reads: [],
    answer: `List endpoints page with an opaque cursor and at most 100 items per page [[api/pagination]].${filler}`,
  },
  {
    question: 'How is proration computed when a plan changes mid-period?',
    reads: [{ slug: 'features/subscriptions', heading: 'Proration' }],
    answer: `Proration credits the unused part of the old plan and charges the new one from the change [[features/subscriptions]].${filler}`,
  },
];

/** 20 one-question conversations: every other one needs a page the map only points at. */
function singles(wiki: Wiki): Turn[] {
  const slugs = wiki.pages.map((p) => p.slug);
  return Array.from({ length: 20 }, (_, i) => {
    const slug = slugs[(i * 7) % slugs.length]!;
    return {
      question: `Question ${i + 1} about ${slug}?`,
      reads: i % 2 === 0 ? [{ slugs: [slug] }] : [],
      answer: `Answer ${i + 1} from [[${slug}]].${filler}`,
    };
  });
}

function scripts(turn: Turn, withTools: boolean): Script[] {
  const reads: Script[] = withTools
    ? turn.reads.map((input, i) => ({
        content: [
          {
            type: 'tool_use',
            id: `tu_${i}`,
            name: 'slugs' in input ? 'read_pages' : 'read_section',
            input: input as never,
          },
        ],
      }))
    : [];
  return [...reads, { content: [{ type: 'text', text: turn.answer }] }];
}

/** The baseline: every page pasted into the cached system prompt, no tools. */
function wholeWikiPrefix(wiki: Wiki): AskPrefix {
  const { map, outline, view } = askPrefix(wiki);
  const pages = wiki.pages
    .map((p) => `<page slug="${p.slug}">\n${pageText(p)}\n</page>`)
    .join('\n\n');
  return {
    tools: [],
    system: `${askSystemPrompt({ schema: wiki.schema, map: map.text })}\n\n# Every page\n${pages}`,
    pages: wiki.pages,
    map,
    outline,
    view,
  };
}

interface Run {
  /** Per question. */
  results: AskResult[];
  usage: Usage;
  calls: number;
}

interface RunOptions {
  model?: string;
  ttl?: CacheTtl;
  /** Fake-clock time between questions. */
  gapMs?: number;
  /** One conversation per question (else one conversation for all). */
  separate?: boolean;
  minCacheable?: number;
}

async function simulate(prefix: AskPrefix, turns: Turn[], o: RunOptions = {}): Promise<Run> {
  const fake = await startFakeMessagesApi({ minCacheableTokens: o.minCacheable ?? 1024 });
  try {
    const options = askOptions(config, {
      model: o.model ?? ASK_MODEL,
      cacheTtl: o.ttl ?? '1h',
      maxCostUsd: 100,
    });
    const open = () => openConversation(prefix, options, { client: sdkFor(fake), prices });
    let chat = open();
    const results: AskResult[] = [];
    for (const [i, turn] of turns.entries()) {
      if (i > 0) fake.advance(o.gapMs ?? MINUTE);
      if (o.separate && i > 0) chat = open();
      fake.enqueue(...scripts(turn, prefix.tools.length > 0));
      const r = await chat.ask(turn.question);
      if (r.status !== 'answered') throw new Error(`bench question ${i + 1}: ${r.note}`);
      results.push(r);
    }
    return { results, usage: sumUsage(results.map((r) => r.usage)), calls: fake.accepted.length };
  } finally {
    await fake.close();
  }
}

/** The usage of every call of a question (prices apply per call: a long-prompt tier is per request). */
const calls = (r: AskResult): Usage[] => r.telemetry.map((t) => t.usage);
const allCalls = (run: Run): Usage[] => run.results.flatMap(calls);

/** Input side only: the uncached remainder, cache writes and cache reads, at the model's rates. */
const inputCost = (usages: Usage[], model = ASK_MODEL): number =>
  usages.reduce((sum, u) => sum + costUsd(model, { ...u, output_tokens: 0 }, prices)!, 0);
const fullCost = (usages: Usage[], model = ASK_MODEL): number =>
  usages.reduce((sum, u) => sum + costUsd(model, u, prices)!, 0);

const usd = (n: number): string => `$${n.toFixed(5)}`;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const share = (u: Usage): number => u.cache_read_input_tokens / promptTokens(u);

export async function run(): Promise<void> {
  const wiki = await loadWiki('__tests__/fixtures/wiki');
  const ours = askPrefix(wiki);
  const whole = wholeWikiPrefix(wiki);
  const tok = (s: string): number => Math.ceil(s.length / 4);
  console.log('\n## Ask the wiki (fake accounting, realistic 45-page test wiki, Haiku 5.5 prices)');
  console.log(
    `prefix: map-in-prompt ≈ ${tok(JSON.stringify(ours.tools) + ours.system)} tokens (tools + rules + SCHEMA.md + map); whole wiki ≈ ${tok(whole.system)} tokens`,
  );

  // 1. The 5-question conversation.
  const convOurs = await simulate(ours, CONVERSATION);
  const convWhole = await simulate(whole, CONVERSATION);
  console.log('\n5-question conversation (1 minute apart, 1h TTL):');
  console.log(
    'question | reads | calls | prompt tokens | cache-read share | input cost (map) | input cost (whole wiki)',
  );
  convOurs.results.forEach((r, i) => {
    const w = convWhole.results[i]!;
    console.log(
      `${String(i + 1).padStart(8)} | ${String(r.pages_read.length).padStart(5)} | ${String(r.iterations).padStart(5)} | ${String(promptTokens(r.usage)).padStart(13)} | ${pct(r.cache_read_share).padStart(16)} | ${usd(inputCost(calls(r))).padStart(16)} | ${usd(inputCost(calls(w)))}`,
    );
  });
  const second = convOurs.results[1]!;
  console.log(
    `second question's cache-read share: ${pct(second.cache_read_share)} (target ≥ 90%); questions 2–5: ${pct(share(sumUsage(convOurs.results.slice(1).map((r) => r.usage))))}`,
  );
  console.log(
    `billed input: map + reads ${usd(inputCost(allCalls(convOurs)))} (${convOurs.calls} calls) vs whole wiki ${usd(inputCost(allCalls(convWhole)))} (${convWhole.calls} calls) → map = ${pct(inputCost(allCalls(convOurs)) / inputCost(allCalls(convWhole)))}`,
  );

  // 2. 20 one-question conversations inside the TTL.
  const many = singles(wiki);
  const manyOurs = await simulate(ours, many, { separate: true });
  const manyWhole = await simulate(whole, many, { separate: true });
  console.log('\n20 one-question conversations, 1 minute apart (1h TTL), half needing one read:');
  console.log(
    `billed input: map + reads ${usd(inputCost(allCalls(manyOurs)))} (${manyOurs.calls} calls, cache-read share ${pct(share(manyOurs.usage))}) vs whole wiki ${usd(inputCost(allCalls(manyWhole)))} (${manyWhole.calls} calls, ${pct(share(manyWhole.usage))}) → map = ${pct(inputCost(allCalls(manyOurs)) / inputCost(allCalls(manyWhole)))}`,
  );

  // 3. TTL: questions every 10 minutes.
  console.log('\nThe same 20 questions arriving every 10 minutes: 1h vs 5m TTL (billed input):');
  for (const [name, prefix] of [
    ['map + reads', ours],
    ['whole wiki ', whole],
  ] as const) {
    const hour = await simulate(prefix, many, { separate: true, gapMs: 10 * MINUTE, ttl: '1h' });
    const five = await simulate(prefix, many, { separate: true, gapMs: 10 * MINUTE, ttl: '5m' });
    console.log(
      `  ${name}: 1h ${usd(inputCost(allCalls(hour)))} (cache-read share ${pct(share(hour.usage))}) vs 5m ${usd(inputCost(allCalls(five)))} (${pct(share(five.usage))}) → 1h = ${pct(inputCost(allCalls(hour)) / inputCost(allCalls(five)))} of 5m`,
    );
  }

  // 4. Ask model against ingest model, same conversation.
  const sonnet = await simulate(ours, CONVERSATION, { model: INGEST_MODEL });
  console.log('\nAsk model vs ingest model, the 5-question conversation (input + output):');
  console.log(
    `  ${ASK_MODEL} ${usd(fullCost(allCalls(convOurs)))} vs ${INGEST_MODEL} ${usd(fullCost(allCalls(sonnet), INGEST_MODEL))} → ask model = ${pct(fullCost(allCalls(convOurs)) / fullCost(allCalls(sonnet), INGEST_MODEL))}`,
  );

  // 5. Sensitivity: a 4,096-token minimum cacheable prompt.
  const strict = await simulate(ours, CONVERSATION, { minCacheable: 4096 });
  console.log(
    `\nWith a 4,096-token minimum cacheable prompt: 5-question input ${usd(inputCost(allCalls(strict)))} (cache-read share ${pct(share(strict.usage))}; question 1, first call: ${pct(strict.results[0]!.telemetry[0]!.cache_read_share)} read, ${strict.results[0]!.telemetry[0]!.usage.cache_creation_input_tokens} tokens written) vs ${usd(inputCost(allCalls(convOurs)))} at 1,024`,
  );
}
