// A Tier 3 run shaped like a real one, for cache accounting (jest) and the bench: a cached prefix
// of ~7k tokens (tools + instructions + SCHEMA.md + a 40-page map), a first message of ~8k tokens
// of diff, then 10 iterations each adding ~2k tokens (a read_pages call and its result).
// Layouts: `ours` (breakpoints on last tool, system and the newest block), `prefix` (tools and
// system only) and `none` (no cache_control) — the baselines strip markers on the way out.
import type Anthropic from '@anthropic-ai/sdk';
import { parseConfig } from '../src/config/parse.js';
import { ingestPrefix } from '../src/ingest/agent.js';
import { runIngestLoop } from '../src/ingest/loop.js';
import { firstMessage } from '../src/ingest/prompt.js';
import { Changeset } from '../src/tools/changeset.js';
import { createToolHost } from '../src/tools/toolset.js';
import { priceTable } from '../src/llm/pricing.js';
import type { MessagesClient } from '../src/llm/messages.js';
import type { Usage } from '../src/types.js';
import { parseWiki } from '../src/wiki/load.js';
import { startFakeMessagesApi, type Script } from './fake-messages-api.js';
import { sdkFor } from './sdk.js';

export type Layout = 'ours' | 'prefix' | 'none';
export const ITERATIONS = 10;

const WORDS =
  'ledger invoice payment token refund tenant webhook settlement currency audit export schedule retry'.split(
    ' ',
  );
const words = (seed: number, n: number): string =>
  Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ');

/** 40 pages of ~7,500 chars (≈1.9k tokens each when read), nine H2 sections each. */
export function wikiFiles() {
  const files = Array.from({ length: 40 }, (_, i) => {
    let body = `---\ntitle: Topic ${i}\ndescription: ${words(i, 14)}.\ntype: concept\n---\n# Topic ${i}\n\n`;
    for (let s = 0; s < 9; s++)
      body += `## ${words(i + s, 3)} ${s}\n\n${words(i * s + 1, 105)}.\n\n`;
    return { path: `area-${i % 5}/topic-${String(i).padStart(2, '0')}.md`, text: body };
  });
  // Maintainer conventions: a short SCHEMA.md, as most wikis have.
  const schema = `# Conventions\n\n- ${words(0, 90)}.\n`;
  return [...files, { path: 'SCHEMA.md', text: schema }];
}

function diff(): string {
  return Array.from(
    { length: 400 },
    (_, i) => `+  const ${WORDS[i % WORDS.length]}${i} = ${words(i, 8).replace(/ /g, '_')};`,
  ).join('\n');
}

type Params = Parameters<Anthropic['messages']['create']>[0];

function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== 'cache_control')
        .map(([k, x]) => [k, strip(x)]),
    );
  return v;
}

/** The SDK client with the layout's markers removed from each request. */
function layoutClient(sdk: Anthropic, layout: Layout): MessagesClient {
  if (layout === 'ours') return sdk;
  const rewrite = (p: Params): Params =>
    layout === 'none' ? (strip(p) as Params) : ({ ...p, messages: strip(p.messages) } as Params);
  return {
    messages: {
      create: (p: Params, o?: unknown) => sdk.messages.create(rewrite(p) as never, o as never),
      stream: (p: Params, o?: unknown) => sdk.messages.stream(rewrite(p) as never, o as never),
    },
  } as unknown as MessagesClient;
}

export interface ScenarioResult {
  usages: Usage[];
  prefixTokens: number;
  firstMessageTokens: number;
  /** Input-side cost (output left out) per call, by the fake's accounting, in USD. */
  inputCost: number;
  idealCost: number;
}

const MODEL = 'claude-sonnet-5-5';

export async function runCacheScenario(layout: Layout): Promise<ScenarioResult> {
  const config = parseConfig({ 'anthropic-api-key': 'k', 'max-iterations': String(ITERATIONS) });
  const wiki = parseWiki(wikiFiles());
  const { system, tools } = ingestPrefix(config, wiki);
  const slugs = wiki.pages.map((p) => p.slug);
  const replies = (_b: unknown, i: number): Script =>
    i < ITERATIONS - 1
      ? {
          content: [
            { type: 'tool_use', id: `tu_${i}`, name: 'read_pages', input: { slugs: [slugs[i]!] } },
          ],
        }
      : {
          content: [
            { type: 'tool_use', id: `tu_${i}`, name: 'finish', input: { summary: 'done' } },
          ],
        };
  const fake = await startFakeMessagesApi({ replies: replies as never });
  try {
    const merge = {
      sha: 'a'.repeat(40),
      title: 'feat: ledger exports',
      files: [
        { path: 'src/ledger.ts', status: 'modified', additions: 400, deletions: 0, patch: diff() },
      ],
    };
    const first = firstMessage({ merge, ignorePaths: [], diffChars: 60000, likelyType: null });
    const changeset = new Changeset(wiki);
    const loop = await runIngestLoop({
      client: layoutClient(sdkFor(fake), layout),
      prices: priceTable(),
      model: MODEL,
      ttl: '5m',
      maxIterations: ITERATIONS,
      maxCostUsd: 100,
      tools,
      system,
      firstMessage: first.text,
      host: createToolHost({
        changeset,
        pageTypes: config.pageTypes,
        requiredSections: {},
        pageCharCap: config.pageCharCap,
        maxPagesChanged: 10,
        readSource: async () => ({ kind: 'missing' }),
      }),
    });
    if (loop.status !== 'finished') throw new Error(`scenario did not finish: ${loop.reason}`);
    const usages = fake.accepted.map((r) => r.usage! as Usage);
    const price = priceTable()[MODEL]!;
    const perTok = (n: number, rate: number) => (n * rate) / 1e6;
    const inputCost = usages.reduce(
      (sum, u) =>
        sum +
        perTok(u.input_tokens, price.input) +
        perTok(u.cache_creation_input_tokens, price.cache_write_5m) +
        perTok(u.cache_read_input_tokens, price.cache_read),
      0,
    );
    // Ideal: every prompt token written once (when first sent), read on every later call.
    let prev = 0;
    let idealCost = 0;
    for (const u of usages) {
      const total = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
      idealCost += perTok(total - prev, price.cache_write_5m) + perTok(prev, price.cache_read);
      prev = total;
    }
    const prefixTokens = Math.ceil((JSON.stringify(tools).length + system.length) / 4);
    return {
      usages,
      prefixTokens,
      firstMessageTokens: Math.ceil(first.text.length / 4),
      inputCost,
      idealCost,
    };
  } finally {
    await fake.close();
  }
}

export const readShare = (u: Usage): number =>
  u.cache_read_input_tokens /
  (u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens);
