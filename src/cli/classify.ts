// `wiki-ingest classify`: Tier 1 on one MergeInfo JSON, offline. Stdout is exactly the decision JSON.
import { loadConfig } from '../config/parse.js';
import { classify } from '../prefilter/rules.js';
import { MERGE_INPUT_FLAG, readMergeFlag, runCommand, type CommandSpec } from './flags.js';

export const spec: CommandSpec = {
  name: 'classify',
  summary: 'Runs the Tier 1 rules on one MergeInfo JSON and prints the decision JSON.',
  usage: '[FILE | --input FILE|-] [input flags]',
  flags: {
    input: MERGE_INPUT_FLAG,
  },
  positional: 'input',
  inputs: ['tier1'],
};

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const merge = await readMergeFlag(spec.name, values);
    process.stdout.write(JSON.stringify(classify(merge, config)) + '\n');
    return 0;
  });
}
