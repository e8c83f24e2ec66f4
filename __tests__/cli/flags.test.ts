import { parseConfig } from '../../src/config.js';
import { helpText, parseFlags, UsageError, type CommandSpec } from '../../src/cli/flags.js';

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
