// Tier 2 as a stage: triage with the prices from the config; warnings are returned, not pushed
// into a shared report. Loaded with `await import()` so the SDK stays off the Tier 1 skip path.
import { priceTable } from '../llm/pricing.js';
import type { Config } from '../config.js';
import type { MessagesClient } from '../llm/messages.js';
import type { ClassifiedFile, MergeInfo, Tier2Decision } from '../types.js';
import { withholdSecretPatches } from '../security/withhold.js';
import { secretPathMatcher } from '../tools/source.js';
import { triage } from './triage.js';

export interface TriageInput {
  merge: MergeInfo;
  config: Config;
  client: MessagesClient;
  /** Tier 1's class of each file, keyed by the path as the merge spells it. */
  fileClasses: Map<string, ClassifiedFile['class']>;
}

export interface TriageResult {
  decision: Tier2Decision;
  warnings: string[];
}

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
