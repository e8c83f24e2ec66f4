// `wiki-ingest triage`: Tier 2 on one MergeInfo JSON. Stdout is exactly the Tier 2 decision JSON;
// a fallback's warning goes to stderr.
import { loadConfig } from '../config/parse.js';
import { openSpendScope } from '../ledger/scope.js';
import { createClient } from '../llm/client.js';
import { priceTable } from '../llm/pricing.js';
import { triage } from '../triage/triage.js';
import { MERGE_INPUT_FLAG, readMergeFlag, runCommand, type CommandSpec } from './flags.js';

export const spec: CommandSpec = {
  name: 'triage',
  summary:
    'Runs Tier 2 (the triage model) on one MergeInfo JSON and prints the decision JSON. Needs ANTHROPIC_API_KEY (or --anthropic-api-key); honours ANTHROPIC_BASE_URL.',
  usage: '[FILE | --input FILE|-] [input flags]',
  flags: {
    input: MERGE_INPUT_FLAG,
  },
  positional: 'input',
  inputs: ['tier1', 'tier2'],
};

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const config = await loadConfig(inputs, process.env);
    // Checked before reading the input, so a missing key fails fast with its fix.
    const client = openSpendScope({ budget: config.maxCostUsd }).through(
      await createClient(config, process.env, secrets),
    );
    const merge = await readMergeFlag(spec.name, values);
    const decision = await triage(merge, config, {
      client,
      prices: priceTable(config.pricing),
      warn: (message) => process.stderr.write(`warning: ${message}\n`),
    });
    process.stdout.write(JSON.stringify(decision) + '\n');
    return 0;
  });
}
