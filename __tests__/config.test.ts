import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ConfigError } from '../src/config/errors.js';
import { DEFAULT_IGNORE_PATHS, DEFAULT_RICH_PATHS, INPUTS } from '../src/config/inputs.js';
import { loadConfig, parseConfig } from '../src/config/parse.js';

describe('parseConfig', () => {
  it('gives the design defaults for empty inputs', () => {
    const c = parseConfig({});
    expect(c.wikiPath).toBe('wiki');
    expect(c.skipCommitTypes).toEqual(['chore', 'style', 'test', 'ci', 'perf', 'docs', 'build']);
    expect(c.skipOnlyPaths).toEqual(['wiki/**']);
    expect(c.richPaths).toEqual(DEFAULT_RICH_PATHS);
    expect(c.ignorePaths).toEqual(DEFAULT_IGNORE_PATHS);
    expect(c.minDiffLines).toBe(30);
    expect(c.skipAuthors).toEqual(['dependabot[bot]', 'renovate[bot]']);
    expect(c.triage).toBe(true);
    expect(c.maxCostUsd).toBe(1);
    expect(c.publishMode).toBe('commit');
    expect(c.githubToken).toBe('');
  });

  it('treats an empty or whitespace input as its default and splits lists', () => {
    const c = parseConfig({
      'min-diff-lines': '  ',
      'skip-commit-types': 'Chore,\n docs ,,',
      'skip-only-paths': './docs/**\n\n  README.md  ',
      'wiki-path': './docs/wiki/',
    });
    expect(c.minDiffLines).toBe(30);
    expect(c.skipCommitTypes).toEqual(['chore', 'docs']);
    expect(c.skipOnlyPaths).toEqual(['docs/wiki/**', 'docs/**', 'README.md']);
  });

  it.each([
    ['min-diff-lines', '-1', /min-diff-lines.*whole number/],
    ['max-cost-usd', 'lots', /max-cost-usd.*not a number more than 0/],
    ['max-cost-usd', '0x10', /max-cost-usd.*"0x10" is not a number/],
    ['max-cost-usd', '1e3', /max-cost-usd.*"1e3" is not a number/],
    ['max-cost-usd', '+1', /max-cost-usd.*"\+1" is not a number/],
    ['max-cost-usd', 'Infinity', /max-cost-usd/],
    ['max-daily-cost-usd', '0b1', /max-daily-cost-usd.*"0b1" is not a number/],
    ['max-iterations', '0x10', /max-iterations.*whole number/],
    ['triage', 'yes', /triage.*true or false/],
    ['publish-mode', 'push', /publish-mode.*commit, pull-request, dry-run/],
    ['rich-paths', '/abs/**', /rich-paths.*absolute/],
    ['ignore-paths', '**/*.{js,ts', /ignore-paths.*unbalanced braces/],
    ['wiki-path', '../outside', /wiki-path/],
    ['pricing', '[1, 2]', /pricing.*not an object/],
    ['page-sections', 'not a line', /page-sections/],
  ])('rejects %s=%s naming the input', (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it('reads decimal notation for dollar inputs, whitespace around it ignored', () => {
    expect(parseConfig({ 'max-cost-usd': ' 16 ' }).maxCostUsd).toBe(16);
    expect(parseConfig({ 'max-cost-usd': '0.50' }).maxCostUsd).toBe(0.5);
    expect(parseConfig({ 'max-cost-usd': '.5' }).maxCostUsd).toBe(0.5);
    expect(parseConfig({ 'max-daily-cost-usd': '2.' }).maxDailyCostUsd).toBe(2);
  });

  it('validates the pricing input with its schema (loadConfig, which loads it only when set)', async () => {
    const pricing =
      '{"m": {"input": 1, "output": 5, "long_prompt": {"threshold_tokens": 9, "input": 2, "output": 6}}}';
    expect((await loadConfig({ pricing })).pricing.m?.long_prompt?.threshold_tokens).toBe(9);
    const bad = { pricing: '{"m": {"input": "x", "output": 1}}' };
    await expect(loadConfig(bad)).rejects.toThrow(ConfigError);
    await expect(loadConfig(bad)).rejects.toThrow(
      /Input "pricing".*\(m\.input: Invalid input: expected number, received string\)/,
    );
    expect((await loadConfig({})).pricing).toEqual({});
  });

  it('reads the ask inputs: the triage model by default, iterations 1 to 20, known associations', () => {
    expect(parseConfig({ 'triage-model': 'm-small' })).toMatchObject({
      askModel: 'm-small',
      askCacheTtl: '1h',
      askMaxIterations: 4,
      askCommand: '/wiki',
      askAllowedAssociations: ['OWNER', 'MEMBER', 'COLLABORATOR'],
    });
    expect(
      parseConfig({ 'ask-allowed-associations': 'owner, contributor', 'ask-command': '/docs' }),
    ).toMatchObject({ askAllowedAssociations: ['OWNER', 'CONTRIBUTOR'], askCommand: '/docs' });
    expect(() => parseConfig({ 'ask-max-iterations': '21' })).toThrow(
      /ask-max-iterations.*1 to 20/,
    );
    expect(() => parseConfig({ 'ask-max-iterations': '0' })).toThrow(/ask-max-iterations/);
    expect(() => parseConfig({ 'ask-allowed-associations': 'ADMIN' })).toThrow(
      /ask-allowed-associations.*"ADMIN".*OWNER/,
    );
    expect(() => parseConfig({ 'ask-command': '/ask me' })).toThrow(/ask-command/);
  });

  it.each([
    'con.md',
    'CON.md',
    'nul.md',
    'Aux.md',
    'prn.txt.md',
    'com1.md',
    'LPT9.md',
    'con.index.md',
  ])('refuses map-file %j, a Windows device name, on every platform, naming the input', (name) => {
    expect(() => parseConfig({ 'map-file': name })).toThrow(
      /^Input "map-file": ".*" is a Windows device name \(CON, PRN, AUX, NUL, COM1-9, LPT1-9/,
    );
  });

  it.each(['console.md', 'com10.md', 'nullable.md', 'wiki-map.md', 'lpt.md'])(
    'takes map-file %j, which only looks like a device name',
    (name) => {
      expect(parseConfig({ 'map-file': name }).mapFile).toBe(name);
    },
  );

  it('rejects unknown inputs', () => {
    expect(() => parseConfig({ 'min-diff-line': '3' })).toThrow(/Unknown input "min-diff-line"/);
  });

  it('falls back to ANTHROPIC_API_KEY', () => {
    expect(parseConfig({}, { ANTHROPIC_API_KEY: 'k' }).anthropicApiKey).toBe('k');
    expect(
      parseConfig({ 'anthropic-api-key': 'i' }, { ANTHROPIC_API_KEY: 'k' }).anthropicApiKey,
    ).toBe('i');
  });
});

describe('action.yml', () => {
  const action = parse(readFileSync('action.yml', 'utf8')) as {
    runs: { using: string; main: string };
    inputs: Record<string, { description: string; default: string }>;
    outputs: Record<string, { description: string }>;
  };

  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares exactly the inputs of the config table, with the same string defaults and descriptions', () => {
    expect(Object.keys(action.inputs)).toEqual(INPUTS.map((i) => i.name));
    for (const spec of INPUTS) {
      const input = action.inputs[spec.name]!;
      expect(typeof input.default).toBe('string');
      expect(input.default.trimEnd()).toBe(spec.default);
      expect(input.description).toBe(spec.description);
      expect(input.description.length).toBeGreaterThan(10);
    }
  });
});

describe('docs/inputs.md', () => {
  const readme = readFileSync('docs/inputs.md', 'utf8');

  it('documents every input and every output in its tables', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as {
      outputs: Record<string, unknown>;
    };
    for (const name of [...INPUTS.map((i) => i.name), ...Object.keys(action.outputs)])
      expect(readme).toContain(`| \`${name}\` |`);
  });
});

describe('numeric inputs', () => {
  it('each has a range, stated in its description, and refuses values just outside it', () => {
    const numeric = INPUTS.filter((i) => i.kind === 'int' || i.kind === 'number');
    expect(numeric.length).toBeGreaterThanOrEqual(12);
    for (const input of numeric) {
      const { min, max, minExclusive } = input.range!;
      expect(input.description).toContain(
        minExclusive ? `Range: more than ${min}, at most ${max}.` : `Range: ${min}–${max}.`,
      );
      expect(() => parseConfig({ [input.name]: String(max + 1) })).toThrow(input.name);
      if (minExclusive || min > 0)
        expect(() => parseConfig({ [input.name]: String(minExclusive ? min : min - 1) })).toThrow(
          input.name,
        );
      expect(parseConfig({ [input.name]: String(max) })).toBeDefined();
    }
  });
});

describe('the input table', () => {
  it('gives every input but the extra-… ones its own Config key, and each extra-… a base of its kind', () => {
    const keys = INPUTS.flatMap((i) => (i.key ? [i.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(parseConfig({})).sort()).toEqual([...keys].sort());
    for (const input of INPUTS) {
      expect(input.key === undefined).toBe(input.name.startsWith('extra-'));
      if (!input.adds) continue;
      expect(input.name).toBe(`extra-${input.adds}`);
      expect(INPUTS.find((i) => i.name === input.adds)?.kind).toBe(input.kind);
    }
  });

  it('gives every enum its values and takes a default among them', () => {
    for (const input of INPUTS.filter((i) => i.kind === 'enum'))
      expect(input.values).toContain(input.default);
  });

  it('keeps "none" a value where it is one: the NONE author association', () => {
    expect(parseConfig({ 'ask-allowed-associations': 'none' }).askAllowedAssociations).toEqual([
      'NONE',
    ]);
    expect(parseConfig({ 'skip-authors': 'none' }).skipAuthors).toEqual([]);
  });
});

describe('INPUT_ variables that name no input', () => {
  it('each gets a warning with the closest input; the runner spellings pass', async () => {
    const { strayInputWarnings } = await import('../src/config/env-inputs.js');
    const warnings = strayInputWarnings({
      'INPUT_WIKI-PATH': 'wiki',
      'INPUT_MIN-DIFF-LINES': '5',
      INPUT_WIKI_PATH: 'docs',
      'INPUT_MIN-DIF-LINES': '5',
      INPUT_ZZZZZZZZZZZZ: '1',
      PATH: '/bin',
    });
    expect(warnings).toEqual([
      'INPUT_MIN-DIF-LINES names no input of wiki-ingest and is ignored. Did you mean INPUT_MIN-DIFF-LINES (the min-diff-lines input)?',
      'INPUT_WIKI_PATH names no input of wiki-ingest and is ignored. Did you mean INPUT_WIKI-PATH (the wiki-path input)?',
      'INPUT_ZZZZZZZZZZZZ names no input of wiki-ingest and is ignored. Inputs are set with "with:" in the workflow step.',
    ]);
  });
});
