// Tier 2 as a stage: triage with the prices from the config; warnings are returned, not pushed
// into a shared report. Loaded with `await import()` so the SDK stays off the Tier 1 skip path.
import { priceTable } from '../llm/pricing.js';
import type { TriageInput, TriageResult } from '../stages.js';
import { withholdSecretPatches } from '../security/withhold.js';
import { secretPathMatcher } from '../tools/source.js';
import { triage } from './triage.js';

export async function runTriage(input: TriageInput): Promise<TriageResult> {
  const warnings: string[] = [];
  const merge = withholdSecretPatches(input.merge, secretPathMatcher(input.config.secretPaths));
  const decision = await triage(merge, input.config, {
    client: input.client,
    prices: priceTable(input.config.pricing),
    warn: (w) => warnings.push(w),
    fileClasses: input.fileClasses,
  });
  return { decision, warnings };
}
