// Tier 3 prompt caching on a run shaped like a real one (≈7k-token prefix with a 40-page map,
// ≈8k-token first message of diff, 10 iterations each adding ≈2k tokens of tool calls/results),
// measured with the fake Messages API's cache accounting (tokens = chars/4 of each block's JSON).
// Our layout (breakpoints on the last tool, the system prompt and the newest block) side by side
// with two baselines run in the same process — no cache_control at all, and tools+system only —
// and with the ideal (every token written once, then read). Targets: ≤ 30%, ≤ 45%, ≤ 1.05×.
import { sumUsage } from '../../src/llm/usage.js';
import { readShare, runCacheScenario, type Layout } from '../../test-support/ingest-scenario.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export async function run(): Promise<void> {
  console.log('\n## Tier 3 prompt cache (10-iteration scripted run, Sonnet 5.5 input prices)');
  const results = {} as Record<Layout, Awaited<ReturnType<typeof runCacheScenario>>>;
  for (const layout of ['ours', 'prefix', 'none'] as const)
    results[layout] = await runCacheScenario(layout);
  const ours = results.ours;
  console.log(
    `prefix ≈ ${ours.prefixTokens} tokens, first message ≈ ${ours.firstMessageTokens} tokens`,
  );
  console.log('iteration | prompt tokens | cache read share (ours) | tools+system only | none');
  ours.usages.forEach((u, i) => {
    const total = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
    console.log(
      `${String(i + 1).padStart(9)} | ${String(total).padStart(13)} | ${pct(readShare(u)).padStart(23)} | ${pct(readShare(results.prefix.usages[i]!)).padStart(17)} | ${pct(readShare(results.none.usages[i]!))}`,
    );
  });
  const later = sumUsage(ours.usages.slice(1));
  console.log(`cache-read share over iterations 2–10: ${pct(readShare(later))} (target ≥ 90%)`);
  const usd = (n: number): string => `$${n.toFixed(5)}`;
  console.log('billed input cost (input + cache writes + cache reads):');
  console.log(`  ours                 ${usd(ours.inputCost)}`);
  console.log(
    `  no cache_control     ${usd(results.none.inputCost)}  → ours = ${pct(ours.inputCost / results.none.inputCost)} (target ≤ 30%)`,
  );
  console.log(
    `  tools+system only    ${usd(results.prefix.inputCost)}  → ours = ${pct(ours.inputCost / results.prefix.inputCost)} (target ≤ 45%)`,
  );
  console.log(
    `  ideal (write once)   ${usd(ours.idealCost)}  → ours = ${(ours.inputCost / ours.idealCost).toFixed(3)}× (target ≤ 1.05×)`,
  );
}
