// What a user pays, per run and per month, from the same fakes the other sections use (tokens =
// chars/4 of each block's JSON, built-in prices): a Tier 2 triage of a merge whose diff fills
// `triage-diff-chars`, with the realistic 45-page test wiki's map in its prompt, the scripted 10-iteration Tier 3 run of 30-ingest-cache, and a month of
// ~10 merges a day with the Tier 1 skip share `wiki-ingest simulate` reports on this repository's
// own first-parent history. The share Tier 2 sends on to Tier 3 depends on the merges: the month
// is shown for several shares, next to a Sonnet ingest of every merge.
import { execFileSync } from 'node:child_process';
import { parseConfig } from '../../src/config/parse.js';
import { costUsd, priceTable } from '../../src/llm/pricing.js';
import { sumUsage } from '../../src/llm/usage.js';
import { triage } from '../../src/triage/triage.js';
import { triageMap } from '../../src/triage/wiki-map.js';
import { loadWiki } from '../../src/wiki/load.js';
import type { MergeInfo } from '../../src/types.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { ITERATIONS, runCacheScenario } from '../../test-support/ingest-scenario.js';
import { sdkFor } from '../../test-support/sdk.js';

const prices = priceTable();
const config = parseConfig({});
const MERGES_PER_MONTH = 10 * 30;
const usd = (n: number): string => `$${n < 1 ? n.toFixed(4) : n.toFixed(2)}`;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** A feature merge whose diff is longer than `triage-diff-chars`, so the prompt is as big as it gets. */
function bigMerge(): MergeInfo {
  const patch = Array.from({ length: 600 }, (_, n) => `+  const v${n} = rotate(token, ${n});`);
  return {
    title: 'feat(api): token rotation',
    body: 'Rotates API tokens every 30 days and revokes the old one after a grace period.',
    files: [
      {
        path: 'src/api/tokens.ts',
        status: 'modified',
        additions: 600,
        deletions: 0,
        patch: patch.join('\n'),
      },
    ],
  };
}

async function triageCost(): Promise<number> {
  const answer = '{"decision":"process","reason":"Adds token rotation.","likely_type":"feature"}';
  const fake = await startFakeMessagesApi({
    replies: () => ({ content: [{ type: 'text', text: answer }] }),
  });
  try {
    const wiki = await loadWiki('__tests__/fixtures/wiki');
    const map = triageMap(wiki.pages, config.headingsPerPage);
    const d = await triage(bigMerge(), config, { client: sdkFor(fake), prices }, { map });
    if (d.fallback || d.cost_usd === null) throw new Error(`triage fell back: ${d.reason}`);
    return d.cost_usd;
  } finally {
    await fake.close();
  }
}

/** Tier 1's skip share over this repository's first-parent history, as `simulate` prints it. */
function simulateShare(): { total: number; skipped: number } {
  const out = execFileSync(process.execPath, ['dist/cli.js', 'simulate', '--repo', '.', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const { summary } = JSON.parse(out) as { summary: { total: number; skipped: number } };
  return summary;
}

export async function run(): Promise<void> {
  console.log('\n## Cost per run and per month (fake accounting, built-in prices)');
  const tier2 = await triageCost();
  const scenario = await runCacheScenario('ours');
  const model = 'claude-sonnet-5-5';
  const total = sumUsage(scenario.usages);
  const tier3 = scenario.usages.reduce((sum, u) => sum + costUsd(model, u, prices)!, 0);
  const per1kOutput = costUsd(model, {
    input_tokens: 0,
    output_tokens: 1000,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  })!;
  const prompt =
    total.input_tokens + total.cache_creation_input_tokens + total.cache_read_input_tokens;
  console.log('| run | model | cost |');
  console.log('|---|---|---|');
  console.log('| Tier 1 skip | none | $0 (no model call) |');
  console.log(
    `| Tier 2 triage, diff cut at ${config.triageDiffChars.toLocaleString('en-US')} chars, the 45-page wiki's map | ${config.triageModel} | ${usd(tier2)} |`,
  );
  console.log(
    `| Tier 3, scripted ${ITERATIONS}-iteration run: input (${prompt.toLocaleString('en-US')} prompt tokens over ${scenario.usages.length} calls, cached) | ${model} | ${usd(scenario.inputCost)} |`,
  );
  console.log(
    `| Tier 3, same run, input + its ${total.output_tokens.toLocaleString('en-US')} output tokens | ${model} | ${usd(tier3)} |`,
  );
  console.log(
    `| each 1,000 output tokens the agent writes (pages) | ${model} | ${usd(per1kOutput)} |`,
  );

  const history = simulateShare();
  const reach2 = 1 - history.skipped / history.total;
  console.log(
    `\nTier 1 over this repository's ${history.total} first-parent commits (wiki-ingest simulate --repo .): ${pct(history.skipped / history.total)} skipped, ${pct(reach2)} reach Tier 2.`,
  );
  const withOutput = tier3 + 2 * per1kOutput;
  console.log(
    `A month of ${MERGES_PER_MONTH} merges (~10 a day), a Tier 3 run at ${usd(withOutput)} (the scripted run plus 2,000 output tokens of pages):`,
  );
  console.log('| Tier 3 share of the merges Tier 2 sees | per month | vs Tier 3 on every merge |');
  console.log('|---|---|---|');
  const everyMerge = MERGES_PER_MONTH * withOutput;
  for (const toTier3 of [1, 0.5, 0.25]) {
    const month = MERGES_PER_MONTH * reach2 * (tier2 + toTier3 * withOutput);
    console.log(`| ${pct(toTier3)} | ${usd(month)} | ${pct(month / everyMerge)} |`);
  }
  console.log(`| Tier 3 on every merge, no Tiers 1–2 | ${usd(everyMerge)} | 100.0% |`);
}
