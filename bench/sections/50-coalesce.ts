// Catching up in one Tier 3 run: five continuing merges ingested by ONE agent run over their
// combined change, against five separate runs (one per merge, minutes apart, so each pays the
// cached prefix again). Fake accounting (test-support/fake-messages-api.ts), Sonnet 5.5 input
// prices; the same 40-page wiki and ~6k-token prefix as the prompt-cache section. Each separate
// run reads 3 pages; the coalesced run reads 7 (more work than any one merge, far less than five).
// Target: billed input cost of the coalesced run ≤ 0.5 × the five separate runs.
import { parseConfig } from '../../src/config/parse.js';
import { runIngestAgent } from '../../src/ingest/agent.js';
import { priceTable } from '../../src/llm/pricing.js';
import type { MergeInfo, Usage } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';
import { startFakeMessagesApi, type Script } from '../../test-support/fake-messages-api.js';
import { wikiFiles } from '../../test-support/ingest-scenario.js';
import { sdkFor } from '../../test-support/sdk.js';

const MODEL = 'claude-sonnet-5-5';
const SEPARATE_READS = 3;
const COALESCED_READS = 7;

const merge = (i: number): MergeInfo => ({
  sha: String(i).repeat(40),
  title: `feat(api): change ${i}`,
  body: `Adds behaviour ${i} to the ledger API.`,
  files: [
    {
      path: `src/api/change-${i}.ts`,
      status: 'added',
      additions: 80,
      deletions: 0,
      patch: Array.from({ length: 80 }, (_, k) => `+export const ledger${i}_${k} = ${k};`).join(
        '\n',
      ),
    },
  ],
});

function inputCost(usages: Usage[]): number {
  const price = priceTable()[MODEL]!;
  return usages.reduce(
    (sum, u) =>
      sum +
      (u.input_tokens * price.input +
        u.cache_creation_input_tokens * price.cache_write_5m +
        u.cache_read_input_tokens * price.cache_read) /
        1e6,
    0,
  );
}

export async function run(): Promise<void> {
  console.log('\n## Catching up: one Tier 3 run over 5 merges vs 5 separate runs');
  const config = parseConfig({ 'anthropic-api-key': 'k', 'max-iterations': '20' });
  const wiki = parseWiki(wikiFiles());
  const slugs = wiki.pages.map((p) => p.slug);
  let reads = 0;
  let budget = 0;
  const fake = await startFakeMessagesApi({
    replies: (): Script =>
      reads < budget
        ? {
            content: [
              {
                type: 'tool_use',
                name: 'read_pages',
                input: { slugs: [slugs[reads++ % slugs.length]!] },
              },
            ],
          }
        : { content: [{ type: 'tool_use', name: 'finish', input: { summary: 'done' } }] },
  });
  const agentRun = async (merges: MergeInfo[], pages: number): Promise<Usage[]> => {
    reads = 0;
    budget = pages;
    // Merges minutes apart: the 5-minute cache entry of the previous run has expired.
    fake.advance(10 * 60_000);
    const from = fake.accepted.length;
    const out = await runIngestAgent({
      config,
      merge: merges[merges.length - 1]!,
      ...(merges.length > 1 ? { sources: merges } : {}),
      wiki,
      likelyType: null,
      client: sdkFor(fake),
      prices: priceTable(),
      readSource: async () => ({ kind: 'missing' }),
      now: () => new Date(0),
      existing: { index: null, log: null },
    });
    if (out.result.decision !== 'process') throw new Error(out.result.reason);
    return fake.accepted.slice(from).map((r) => r.usage! as Usage);
  };
  try {
    const merges = [1, 2, 3, 4, 5].map(merge);
    const separate: Usage[] = [];
    for (const m of merges) separate.push(...(await agentRun([m], SEPARATE_READS)));
    const coalesced = await agentRun(merges, COALESCED_READS);
    const usd = (n: number): string => `$${n.toFixed(5)}`;
    const sep = inputCost(separate);
    const one = inputCost(coalesced);
    console.log(`5 separate runs   ${separate.length} calls, billed input ${usd(sep)}`);
    console.log(`1 coalesced run   ${coalesced.length} calls, billed input ${usd(one)}`);
    console.log(`ratio coalesced / separate = ${(one / sep).toFixed(3)} (target ≤ 0.5)`);
  } finally {
    await fake.close();
  }
}
