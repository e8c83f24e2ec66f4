// A cold Tier 3 run over a synthetic wiki, shaped like a real one: the prefix built as the
// pipeline builds it (ingestPrefix), a first message with a ~6k-token diff, eight page reads and
// finish — nine calls — against the fake Messages API with an empty cache, billed at the
// built-in prices. What it costs is what the prompt's size costs. The map budget is the caller's
// (a wiki past it gets the folded map; the reads name their slugs all the same).
import type { Config } from '../../src/config.js';
import { parseConfig } from '../../src/config/parse.js';
import { Changeset } from '../../src/tools/changeset.js';
import { ingestPrefix } from '../../src/ingest/agent.js';
import { runIngestLoop } from '../../src/ingest/loop.js';
import { firstMessage } from '../../src/ingest/prompt.js';
import { priceTable } from '../../src/llm/pricing.js';
import { createToolHost } from '../../src/tools/toolset.js';
import type { MergeInfo } from '../../src/types.js';
import type { Wiki } from '../../src/wiki/types.js';
import { startFakeMessagesApi, type Script } from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';

export const COLD_RUN_CALLS = 9;

function merge(): MergeInfo {
  const patch = Array.from(
    { length: 400 },
    (_, i) => `+  const retryDelay${i} = backoff(attempt, ${i}); // invoice retry policy`,
  ).join('\n');
  return {
    sha: 'a'.repeat(40),
    title: 'feat(invoices): retry failed charges with backoff',
    files: [
      { path: 'src/invoices/retry.ts', status: 'modified', additions: 400, deletions: 0, patch },
    ],
  };
}

/** The run's cost in USD (the fake's usage at the built-in prices), or throws when it does not finish. */
export async function coldTier3Run(base: Config, wiki: Wiki): Promise<number> {
  const config = {
    ...parseConfig({
      'anthropic-api-key': 'k',
      'max-iterations': String(COLD_RUN_CALLS),
      'max-cost-usd': '100',
      'ingest-model': base.ingestModel,
    }),
    mapTokenBudget: base.mapTokenBudget,
  };
  const { system, tools } = ingestPrefix(config, wiki);
  const slugs = wiki.pages.map((p) => p.slug);
  const read = (i: number): Script => ({
    content: [
      {
        type: 'tool_use',
        id: `tu_${i}`,
        name: 'read_pages',
        input: { slugs: [slugs[(i * 7919) % slugs.length]!] },
      },
    ],
  });
  const finish: Script = {
    content: [{ type: 'tool_use', id: 'tu_end', name: 'finish', input: { summary: 'done' } }],
  };
  const fake = await startFakeMessagesApi({
    replies: (_b, i) => (i < COLD_RUN_CALLS - 1 ? read(i) : finish),
  });
  try {
    const first = firstMessage({
      merge: merge(),
      ignorePaths: [],
      diffChars: 60000,
      likelyType: null,
    });
    const loop = await runIngestLoop({
      client: sdkFor(fake),
      prices: priceTable(),
      model: config.ingestModel,
      ttl: config.cacheTtl,
      maxIterations: COLD_RUN_CALLS,
      maxCostUsd: 100,
      tools,
      system,
      firstMessage: first.text,
      host: createToolHost({
        changeset: new Changeset(wiki),
        pageTypes: config.pageTypes,
        requiredSections: {},
        pageCharCap: config.pageCharCap,
        maxPagesChanged: config.maxPagesChanged,
        readSource: async () => ({ kind: 'missing' }),
      }),
    });
    if (loop.status !== 'finished' || loop.iterations !== COLD_RUN_CALLS || loop.cost_usd === null)
      throw new Error(`the cold run did not finish in ${COLD_RUN_CALLS} calls: ${loop.reason}`);
    return loop.cost_usd;
  } finally {
    await fake.close();
  }
}
