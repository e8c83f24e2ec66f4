// Tier 3 as a stage: the agent over the wiki snapshot the edge read. It writes nothing; the
// pipeline hands its output to the publish stage. Loaded with `await import()`, so the skip path
// never loads it.
import { priceTable } from '../llm/pricing.js';
import type { IngestInput, IngestResult } from '../stages.js';
import { runTier3 } from './index.js';

export async function runIngest(input: IngestInput): Promise<IngestResult> {
  const { snapshot } = input;
  const out = await runTier3({
    config: input.config,
    merge: input.merge,
    ...(input.sources ? { sources: input.sources } : {}),
    ...(input.skipped ? { skipped: input.skipped } : {}),
    wiki: snapshot.wiki,
    likelyType: input.likelyType,
    client: input.client,
    prices: priceTable(input.config.pricing),
    readSource: input.readSource,
    now: input.clock,
    existing: snapshot.existing,
    earlier: input.earlier,
  });
  return { ...out, warnings: [...snapshot.wiki.warnings, ...out.warnings] };
}
