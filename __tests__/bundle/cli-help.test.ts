// The CLI's front door from the bundle: version, help, per-command flags and exit codes.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_CODES } from '../../src/cli/flags.js';
import { INPUTS } from '../../src/config/inputs.js';
import { MAP_INPUTS, TIER1_INPUTS } from '../../test-support/contracts.js';
import { CLI } from '../../test-support/bundle/dist.js';

const cli = (args: string[], options: { input?: string; cli?: string } = {}) =>
  spawnSync(process.execPath, [options.cli ?? CLI, ...args], {
    encoding: 'utf8',
    input: options.input ?? '',
  });
/** `<command> --help`, run once a command for the whole file: the same argv prints the same text. */
const helps = new Map<string, ReturnType<typeof cli>>();
const commandHelp = (command: string) => {
  if (!helps.has(command)) helps.set(command, cli([command, '--help']));
  return helps.get(command)!;
};
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const inputFlags = (help: string): string[] =>
  [...help.split('Input flags')[1]!.matchAll(/^ {2}--([a-z0-9-]+)/gm)].map((m) => m[1]!);

describe('wiki-ingest --version and help', () => {
  it('--version and -v print the package version, also from a copy of dist/ alone', () => {
    for (const flag of ['--version', '-v']) {
      const res = cli([flag]);
      expect(res.status).toBe(0);
      expect(res.stdout).toBe(`${version}\n`);
    }
    const copy = join(mkdtempSync(join(tmpdir(), 'wi-dist-')), 'dist');
    cpSync(join(process.cwd(), 'dist'), copy, { recursive: true });
    writeFileSync(join(copy, 'package.json'), '{ "type": "module", "version": "9.9.9" }\n');
    expect(cli(['--version'], { cli: join(copy, 'cli.js') }).stdout).toBe(`${version}\n`);
  });

  it('help, --help and -h print the usage on stdout with exit 0', () => {
    for (const args of [['help'], ['--help'], ['-h']]) {
      const res = cli(args);
      expect(res.status).toBe(0);
      expect(res.stderr).toBe('');
      expect(res.stdout).toMatch(/^Usage: wiki-ingest <command> \[flags\]/);
      expect(res.stdout).toContain(EXIT_CODES);
    }
  });

  it('help <command> is <command> --help', () => {
    for (const command of ['classify', 'triage', 'index', 'lint', 'simulate', 'run']) {
      const help = cli(['help', command]);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage: wiki-ingest ${command} `));
      expect(help.stdout).toBe(commandHelp(command).stdout);
    }
  });

  it('no command, an unknown one or help for an unknown one: usage on stderr, exit 2', () => {
    for (const [args, message] of [
      [[], /no command given/],
      [['nope'], /unknown command "nope"/],
      [['help', 'nope'], /unknown command "nope"/],
      [['constructor'], /unknown command "constructor"/],
    ] as const) {
      const res = cli([...args]);
      expect(res.status).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(message);
      expect(res.stderr).toContain('Usage: wiki-ingest <command>');
    }
  });
});

describe("each command's --help lists its own inputs", () => {
  const help = (command: string) => commandHelp(command).stdout;

  it('classify and simulate: Tier 1 only', () => {
    expect(inputFlags(help('classify'))).toEqual(TIER1_INPUTS);
    expect(inputFlags(help('simulate'))).toEqual(TIER1_INPUTS);
  });

  it('triage: Tier 1 and Tier 2, nothing of Tier 3 or publishing', () => {
    const flags = inputFlags(help('triage'));
    expect(flags).toEqual(expect.arrayContaining([...TIER1_INPUTS, 'triage-model', 'pricing']));
    for (const later of [
      'ingest-model',
      'max-iterations',
      'publish-mode',
      'triage',
      'github-token',
    ])
      expect(flags).not.toContain(later);
  });

  it('index and lint: the wiki folder and the caps; lint --deep its model, key and budget', () => {
    // index names the folder with its own --wiki (any folder on disk); --wiki-path is that flag too.
    expect(inputFlags(help('index'))).toEqual(MAP_INPUTS.filter((name) => name !== 'wiki-path'));
    expect(help('index')).toContain('--wiki, --wiki-path DIR');
    const deep = new Set([
      'anthropic-api-key',
      'provider',
      'aws-region',
      'gcp-project-id',
      'gcp-region',
      'triage-model',
      'max-cost-usd',
      'max-retries',
      'request-timeout-seconds',
      'pricing',
    ]);
    expect(inputFlags(help('lint'))).toEqual(
      INPUTS.map((i) => i.name).filter((name) => MAP_INPUTS.includes(name) || deep.has(name)),
    );
  });

  it("run: every input but the action's own, ask's, init's and impact's", () => {
    expect(inputFlags(help('run'))).toEqual(
      INPUTS.filter((i) =>
        i.uses.some((u) => !['action', 'ask', 'init', 'impact'].includes(u)),
      ).map((i) => i.name),
    );
    for (const refused of [
      'github-token',
      'publish-mode',
      'pr-branch',
      'max-catch-up',
      'ask-model',
      'init-plan-model',
      'impact-ties',
    ])
      expect(inputFlags(help('run'))).not.toContain(refused);
  });
});

describe('exit codes, as docs/cli.md and every --help say', () => {
  const COMMANDS = ['classify', 'triage', 'index', 'lint', 'simulate', 'run'];
  const emptyRepo = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'wi-empty-'));
    execFileSync('git', ['init', '-q', dir]);
    return dir;
  };

  it('docs/cli.md carries the same exit codes as --help', () => {
    expect(readFileSync('docs/cli.md', 'utf8')).toContain(EXIT_CODES);
    for (const command of COMMANDS) expect(commandHelp(command).stdout).toContain(EXIT_CODES);
  });

  it('2 for a bad flag or a bad input value, on every command', () => {
    for (const command of COMMANDS) {
      const flag = cli([command, '--nope']);
      expect([command, flag.status, flag.stdout]).toEqual([command, 2, '']);
      expect(flag.stderr).toMatch(/unknown flag --nope/);
      // index's --wiki-path is its --wiki (any folder on disk): a cap's bad value stands in.
      const bad = command === 'index' ? ['--page-char-cap', 'nope'] : ['--wiki-path', '../out'];
      const value = cli([command, ...bad]);
      expect([command, value.status, value.stdout]).toEqual([command, 2, '']);
      expect(value.stderr).toMatch(
        command === 'index' ? /Input "page-char-cap"/ : /Input "wiki-path"/,
      );
    }
  });

  it('1 for a runtime failure: an empty repository says "no commits yet"', () => {
    const repo = emptyRepo();
    for (const command of ['simulate', 'lint', 'run']) {
      const res = cli([command, '--repo', repo]);
      expect([command, res.status, res.stdout]).toEqual([command, 1, '']);
      expect(res.stderr).toBe(
        `wiki-ingest ${command}: ${repo} has no commits yet; commit something first.\n`,
      );
    }
    const notRepo = cli(['simulate', '--repo', mkdtempSync(join(tmpdir(), 'wi-none-'))]);
    expect(notRepo.status).toBe(1);
    expect(notRepo.stderr).toMatch(/not a git repository/);
  });
});
