import { Readable } from 'node:stream';
import { INPUTS } from '../../src/config/inputs.js';
import { parseConfig } from '../../src/config/parse.js';
import {
  commandInputs,
  helpText,
  parseFlags,
  readMergeFlag,
  UsageError,
  type CommandSpec,
} from '../../src/cli/flags.js';
import { MergeInputError } from '../../src/merge-info/json.js';
import { MAP_INPUTS, TIER1_INPUTS } from '../../test-support/contracts.js';

const spec: CommandSpec = {
  name: 'demo',
  summary: 'A demo command.',
  usage: '[--input FILE]',
  flags: {
    input: { type: 'string', value: 'FILE', description: 'Input file.' },
    json: { type: 'boolean', description: 'JSON.' },
  },
};

describe('shared flags', () => {
  it('maps input flags to RawInputs: repeatable lists, last scalar wins', () => {
    const f = parseFlags(spec, [
      '--rich-paths',
      'a/**',
      '--rich-paths',
      'b/**',
      '--skip-commit-types',
      'chore',
      '--skip-commit-types',
      'docs',
      '--min-diff-lines',
      '10',
      '--min-diff-lines',
      '12',
      '--input',
      'm.json',
      '--json',
    ]);
    expect(f.values).toMatchObject({ input: 'm.json', json: true });
    const c = parseConfig(f.inputs);
    expect(c.richPaths).toEqual(['a/**', 'b/**']);
    expect(c.skipCommitTypes).toEqual(['chore', 'docs']);
    expect(c.minDiffLines).toBe(12);
  });

  it('booleans: --no-x, bare --x and --x false', () => {
    expect(parseConfig(parseFlags(spec, ['--no-triage']).inputs).triage).toBe(false);
    expect(parseConfig(parseFlags(spec, ['--triage']).inputs).triage).toBe(true);
    expect(parseConfig(parseFlags(spec, ['--triage', 'false', '--json']).inputs).triage).toBe(
      false,
    );
    expect(parseConfig(parseFlags(spec, ['--triage=false']).inputs).triage).toBe(false);
  });

  it('an unknown flag or a missing value is a UsageError naming it', () => {
    expect(() => parseFlags(spec, ['--nope'])).toThrow(UsageError);
    expect(() => parseFlags(spec, ['--nope'])).toThrow(/unknown flag --nope.*demo --help/);
    expect(() => parseFlags(spec, ['--min-diff-lines'])).toThrow(UsageError);
  });

  it('--help lists the command flags and every input', () => {
    const help = helpText(spec);
    expect(help).toMatch(/^Usage: wiki-ingest demo \[--input FILE\]/);
    expect(help).toContain('--no-triage');
    expect(help).toMatch(/--rich-paths GLOB\s+Globs/);
    expect(help).toContain('--pricing VALUE');
  });
});

describe('which inputs each command takes', () => {
  it('every input names the stages that use it; an extra-… input those of the input it adds to', () => {
    for (const input of INPUTS) expect(input.uses.length).toBeGreaterThan(0);
    for (const extra of INPUTS.filter((input) => input.adds)) {
      const base = INPUTS.find((input) => input.name === extra.adds);
      expect(base?.uses).toEqual(extra.uses);
    }
  });

  const tier1: CommandSpec = { ...spec, name: 'one', inputs: ['tier1'] };

  it('a command with stages takes only their inputs, in INPUTS order', () => {
    const names = commandInputs(tier1).map((input) => input.name);
    expect(names).toEqual(TIER1_INPUTS);
    expect(commandInputs({ ...spec, inputs: ['map'] }).map((input) => input.name)).toEqual(
      MAP_INPUTS,
    );
    expect(commandInputs(spec)).toHaveLength(INPUTS.length);
    expect(commandInputs({ ...spec, inputs: false })).toEqual([]);
  });

  it('--help lists only those inputs', () => {
    const help = helpText(tier1);
    expect(help).toContain('--min-diff-lines VALUE');
    expect(help).not.toContain('--triage-model');
    expect(help).not.toContain('--pricing');
    expect(help).toMatch(/Exit codes:\n {2}0 {2}done/);
  });

  it('an input of another stage is refused, naming the stage', () => {
    expect(() => parseFlags(tier1, ['--ingest-model', 'x'])).toThrow(
      /--ingest-model is not used by "wiki-ingest one": the ingest-model input configures Tier 3\. Run "wiki-ingest one --help"/,
    );
    expect(() => parseFlags(tier1, ['--triage-model', 'x'])).toThrow(
      /the triage-model input configures Tier 2 and asking the wiki \(ask\) and the deep lint \(lint --deep\)\./,
    );
    expect(() => parseFlags(tier1, ['--no-triage'])).toThrow(/--no-triage is not used by/);
    expect(parseFlags(tier1, ['--min-diff-lines', '3']).inputs).toEqual({ 'min-diff-lines': '3' });
  });
});

describe('the positional argument', () => {
  const withFile: CommandSpec = { ...spec, positional: 'input' };

  it('stands for its flag', () => {
    expect(parseFlags(withFile, ['m.json', '--json']).values).toEqual({
      input: 'm.json',
      json: true,
    });
  });

  it('is refused when doubled, given with its flag, or not taken at all', () => {
    expect(() => parseFlags(withFile, ['a.json', 'b.json'])).toThrow(
      /unexpected argument "b\.json": wiki-ingest demo takes one FILE \(or --input\)/,
    );
    expect(() => parseFlags(withFile, ['a.json', '--input', 'b.json'])).toThrow(
      /both "a\.json" and --input b\.json given; pass the file once/,
    );
    expect(() => parseFlags(spec, ['a.json'])).toThrow(
      /unexpected argument "a\.json": wiki-ingest demo takes flags only/,
    );
  });
});

describe('readMergeFlag', () => {
  const merge = { title: 'fix: x', files: [{ path: 'a', additions: 1, deletions: 0 }] };
  const stdin = (text: string, isTTY: boolean) =>
    Object.assign(Readable.from([Buffer.from(text)]), { isTTY });

  it('with no input and stdin a terminal, says how to pass one instead of waiting', async () => {
    await expect(readMergeFlag('classify', {}, stdin('', true))).rejects.toThrow(UsageError);
    await expect(readMergeFlag('classify', {}, stdin('', true))).rejects.toThrow(
      /no MergeInfo given\. Pass a file \(wiki-ingest classify merge\.json, or --input merge\.json\) or pipe it/,
    );
  });

  it('reads piped stdin, and a terminal when "-" asks for it', async () => {
    expect(await readMergeFlag('classify', {}, stdin(JSON.stringify(merge), false))).toEqual({
      ...merge,
      files: [{ ...merge.files[0], status: 'modified' }],
    });
    expect(
      (await readMergeFlag('classify', { input: '-' }, stdin(JSON.stringify(merge), true))).title,
    ).toBe('fix: x');
  });

  it('a bad input is a MergeInputError (exit 2), naming stdin', async () => {
    await expect(readMergeFlag('classify', {}, stdin('{', false))).rejects.toThrow(MergeInputError);
    await expect(readMergeFlag('classify', {}, stdin('{', false))).rejects.toThrow(
      /^stdin is not valid JSON/,
    );
  });
});
