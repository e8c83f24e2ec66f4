// Shared CLI flag parsing: every action input is a `--<name>` flag, so the CLI and the action
// read the same RawInputs into the same Config. Each command accepts (and lists) only the inputs
// of the stages it runs; commands add their own flags beside them.
import { parseArgs } from 'node:util';
import { closestName } from '../config/closest.js';
import { ConfigError } from '../config/errors.js';
import { INPUTS } from '../config/inputs.js';
import type { InputSpec, InputUse } from '../config/spec.js';
import type { RawInputs } from '../config/parse.js';
import { MergeInputError, parseMergeInfo, readInput, type Stdin } from '../merge-info/json.js';
import { safeLines } from '../security/output.js';
import { scrubWrites } from '../security/scrub-stream.js';
import { PROVIDER_SECRET_ENV } from '../security/secret-env.js';
import { SecretRegistry } from '../security/secrets.js';
import type { MergeInfo } from '../types.js';

export interface FlagSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** Placeholder shown in --help, e.g. FILE. */
  value?: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  /** One line: what the command does. */
  summary: string;
  /** Usage line after `wiki-ingest <name>`, e.g. `[--input FILE|-] [input flags]`. */
  usage: string;
  flags: Record<string, FlagSpec>;
  /**
   * Which action inputs are accepted as flags: those of the stages listed (InputSpec.uses);
   * false for none; every input when left out.
   */
  inputs?: false | readonly InputUse[];
  /** The flag a lone positional argument stands for (classify's FILE means --input FILE). */
  positional?: string;
  /** The positional arguments are free text the command reads itself (ask's question). */
  freeText?: boolean;
}

export interface ParsedFlags {
  /** The command's own flags. */
  values: Record<string, string | boolean | string[] | undefined>;
  /** Action inputs given as flags, ready for parseConfig. */
  inputs: RawInputs;
  positionals: string[];
}

/**
 * What a command body gets: its flags, and the process's one secret registry, which every write
 * to stdout and stderr is scrubbed with (register what the command learns: a cloud token).
 */
export interface CommandRun extends ParsedFlags {
  secrets: SecretRegistry;
}

/** `--input FILE|-`: the commands that read one MergeInfo JSON (classify, triage). */
export const MERGE_INPUT_FLAG: FlagSpec = {
  type: 'string',
  short: 'i',
  value: 'FILE|-',
  description:
    'MergeInfo JSON file (also accepted as the one argument: FILE); "-" reads stdin, the default when stdin is not a terminal.',
};

/**
 * The MergeInfo named by `--input` (or the FILE argument), else piped on stdin. With neither and
 * stdin a terminal, nothing would ever arrive: say how to pass it instead of waiting.
 */
export async function readMergeFlag(
  command: string,
  values: ParsedFlags['values'],
  stdin: Stdin = process.stdin,
): Promise<MergeInfo> {
  const given = values.input as string | undefined;
  if (given === undefined && stdin.isTTY)
    throw new UsageError(
      `no MergeInfo given. Pass a file (wiki-ingest ${command} merge.json, or --input merge.json) or pipe it (wiki-ingest ${command} < merge.json); "-" reads what you type.`,
    );
  const file = given ?? '-';
  return parseMergeInfo(await readInput(file, stdin), file === '-' ? 'stdin' : file);
}

/** A flag the command does not know or a malformed value: exit code 2 with the message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const LIST_KINDS = new Set(['globs', 'list']);
const inputByName = new Map(INPUTS.map((input) => [input.name, input]));

/** The action inputs a command accepts as flags, in INPUTS order. */
export function commandInputs(spec: CommandSpec): InputSpec[] {
  const uses = spec.inputs;
  if (uses === false) return [];
  if (uses === undefined) return [...INPUTS];
  return INPUTS.filter((input) => input.uses.some((use) => uses.includes(use)));
}

/**
 * One rule for the wiki folder's flag: `--wiki` and `--wiki-path` are two names of one flag on
 * every command that takes the folder. A command that reads a folder on disk (ask, index, mcp,
 * pulse) names it `wiki`; every other one takes the wiki-path input. Said in every --help.
 */
export const WIKI_FLAG_RULE = '--wiki and --wiki-path are two names of one flag: the wiki folder.';

/** The name the command's spec gives the wiki folder's flag, or null when it takes none. */
function wikiFlagOf(spec: CommandSpec): 'wiki' | 'wiki-path' | null {
  if ('wiki' in spec.flags) return 'wiki';
  if ('wiki-path' in spec.flags || commandInputs(spec).some((i) => i.name === 'wiki-path'))
    return 'wiki-path';
  return null;
}

/** `--wiki` ↔ `--wiki-path`, as the command names the flag (WIKI_FLAG_RULE). */
function aliasWikiFlag(spec: CommandSpec, argv: string[]): string[] {
  const name = wikiFlagOf(spec);
  if (!name) return argv;
  const end = argv.indexOf('--');
  return argv.map((arg, i) => {
    if (end >= 0 && i >= end) return arg;
    const m = /^--(wiki|wiki-path)(=.*)?$/.exec(arg);
    return m ? `--${name}${m[2] ?? ''}` : arg;
  });
}

/** `--no-triage` → `--triage=false`; a bare `--triage` → `--triage=true`. */
function normaliseBooleans(argv: string[], inputs: Map<string, InputSpec>): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const no = /^--no-([a-z0-9-]+)$/.exec(arg);
    if (no && inputs.get(no[1]!)?.kind === 'boolean') {
      out.push(`--${no[1]}=false`);
      continue;
    }
    const bare = /^--([a-z0-9-]+)$/.exec(arg);
    if (bare && inputs.get(bare[1]!)?.kind === 'boolean') {
      const next = argv[i + 1];
      if (next !== undefined && /^(true|false)$/i.test(next)) {
        out.push(`--${bare[1]}=${next}`);
        i++;
      } else out.push(`--${bare[1]}=true`);
      continue;
    }
    out.push(arg);
  }
  return out;
}

/**
 * Parses argv for a command; throws UsageError on an unknown flag, an input the command does not
 * use, a missing value or a stray argument.
 */
export function parseFlags(spec: CommandSpec, argv: string[]): ParsedFlags {
  // A command whose own `wiki` flag names the folder takes no wiki-path input beside it.
  const wikiOwn = wikiFlagOf(spec) === 'wiki';
  const accepted = new Map(
    commandInputs(spec)
      .filter((input) => !(input.name in spec.flags) && !(wikiOwn && input.name === 'wiki-path'))
      .map((input) => [input.name, input]),
  );
  const options: Record<
    string,
    { type: 'string' | 'boolean'; short?: string; multiple?: boolean }
  > = {};
  for (const [name, flag] of Object.entries(spec.flags))
    options[name] = {
      type: flag.type,
      ...(flag.short ? { short: flag.short } : {}),
      ...(flag.multiple ? { multiple: true } : {}),
    };
  for (const name of accepted.keys()) options[name] = { type: 'string', multiple: true };
  options.help ??= { type: 'boolean', short: 'h' };

  let parsed;
  try {
    parsed = parseArgs({
      args: normaliseBooleans(aliasWikiFlag(spec, argv), accepted),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw new UsageError(explain(e, spec));
  }
  const values: ParsedFlags['values'] = {};
  const inputs: RawInputs = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    const input = accepted.get(name);
    if (!input) {
      values[name] = value as string | boolean | string[];
      continue;
    }
    const list = value as string[];
    // Repeated list flags add up; a repeated scalar flag keeps its last value.
    inputs[name] = LIST_KINDS.has(input.kind) ? list.join('\n') : list[list.length - 1];
  }
  const positionals = takePositional(spec, parsed.positionals, values);
  return { values, inputs, positionals };
}

/** Folds the one positional a command allows into its flag; anything else is a UsageError. */
function takePositional(
  spec: CommandSpec,
  positionals: string[],
  values: ParsedFlags['values'],
): string[] {
  if (spec.freeText) return positionals;
  const flag = spec.positional;
  const allowed = flag ? 1 : 0;
  const help = `Run "wiki-ingest ${spec.name} --help" for its usage.`;
  if (positionals.length > allowed)
    throw new UsageError(
      `unexpected argument "${positionals[allowed]}": wiki-ingest ${spec.name} takes ${flag ? `one FILE (or --${flag})` : 'flags only'}. ${help}`,
    );
  if (flag && positionals.length === 1) {
    if (values[flag] !== undefined)
      throw new UsageError(
        `both "${positionals[0]}" and --${flag} ${String(values[flag])} given; pass the file once. ${help}`,
      );
    values[flag] = positionals[0];
    return [];
  }
  return positionals;
}

function explain(e: unknown, spec: CommandSpec): string {
  const message = e instanceof Error ? e.message : String(e);
  const help = `Run "wiki-ingest ${spec.name} --help" for its flags.`;
  // node's parseArgs refuses "--min-diff-lines -5" (a value that looks like a flag) in three lines.
  const ambiguous = /Option '(-[^']+)' argument is ambiguous/.exec(message);
  if (ambiguous) {
    const flag = ambiguous[1]!.replace(/^-\w, /, '');
    return `${flag} needs a value; one that starts with "-" is written ${flag}=VALUE (e.g. ${flag}=-5). ${help}`;
  }
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (!unknown) return `${message.replace(/\s*To specify.*$/s, '')} ${help}`;
  const flag = unknown[1]!;
  const name = flag.replace(/^--(no-)?/, '').replace(/=.*$/, '');
  const input = inputByName.get(name);
  if (input)
    return `${flag} is not used by "wiki-ingest ${spec.name}": the ${name} input configures ${input.uses.map(describeUse).join(' and ')}. ${help}`;
  return `unknown flag ${flag} for "wiki-ingest ${spec.name}".${closestFlag(spec, name)} ${help}`;
}

/** " Did you mean --x?" for a mistyped flag (`--wiki_path`), among the command's own and inputs. */
function closestFlag(spec: CommandSpec, name: string): string {
  const names = [...Object.keys(spec.flags), ...commandInputs(spec).map((i) => i.name), 'help'];
  const near = closestName(names, name);
  return near ? ` Did you mean --${near}?` : '';
}

const describeUse = (use: InputUse): string =>
  ({
    tier1: 'Tier 1',
    tier2: 'Tier 2',
    tier3: 'Tier 3',
    map: 'the wiki map',
    pipeline: 'the whole pipeline (run)',
    action:
      'the action only (reading and publishing through the GitHub API, catch-up, /wiki comments)',
    ask: 'asking the wiki (ask)',
    deep: 'the deep lint (lint --deep)',
    mcp: 'the MCP server (mcp)',
    init: 'planning a first wiki (init)',
    impact: 'the pages a change makes stale (impact, and the MCP server)',
  })[use];

function wrap(text: string, indent: number, width = 100): string {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && indent + line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.join('\n' + ' '.repeat(indent));
}

/** What each exit code means: the same in every --help, the top-level usage and the README. */
export const EXIT_CODES = [
  'Exit codes:',
  '  0  done (a skip decision included)',
  '  1  the command failed: git (no repository, no commits yet), a missing wiki folder, a run',
  '     that failed or hit a budget, index --strict finding a cut, lint finding one at --fail-on,',
  '     impact --fail-on-impact finding an impacted page',
  '  2  a bad command line: unknown command or flag, a bad flag or input value, an --input that',
  '     cannot be read or is not a MergeInfo, no input at all',
].join('\n');

/** --help text: the command's flags, then the input flags of the stages it runs. */
export function helpText(spec: CommandSpec): string {
  const row = (flag: string, description: string): string =>
    `  ${flag.padEnd(34)}${wrap(description, 36)}`;
  const alias = (name: string): string =>
    name === 'wiki' ? ', --wiki-path' : name === 'wiki-path' ? ', --wiki' : '';
  const own = Object.entries(spec.flags).map(([name, f]) =>
    row(
      `${f.short ? `-${f.short}, ` : ''}--${name}${alias(name)}${f.type === 'string' ? ` ${f.value ?? 'VALUE'}` : ''}`,
      f.description,
    ),
  );
  const parts = [
    `Usage: wiki-ingest ${spec.name} ${spec.usage}`,
    '',
    spec.summary,
    '',
    'Flags:',
    ...own,
    row('-h, --help', 'Show this help.'),
  ];
  if (wikiFlagOf(spec)) parts.push('', WIKI_FLAG_RULE);
  const wikiOwn = wikiFlagOf(spec) === 'wiki';
  const inputs = commandInputs(spec).filter(
    (input) => !(input.name in spec.flags) && !(wikiOwn && input.name === 'wiki-path'),
  );
  if (inputs.length) {
    parts.push(
      '',
      'Input flags (the action inputs this command uses; an empty value means the default):',
    );
    for (const input of inputs) {
      const flag =
        input.kind === 'boolean'
          ? `--${input.name}, --no-${input.name}`
          : `--${input.name}${alias(input.name)} ${input.kind === 'globs' ? 'GLOB' : input.kind === 'list' ? 'LIST' : 'VALUE'}`;
      const repeat = LIST_KINDS.has(input.kind) ? ' Repeatable.' : '';
      // One quoted item per default glob: a reader copies items, not one comma-joined string.
      const def = input.default.includes('\n')
        ? input.default
            .split('\n')
            .map((item) => `'${item}'`)
            .join(' ')
        : input.default;
      parts.push(
        row(flag, `${input.description}${repeat} Default: ${def === '' ? '(empty)' : def}.`),
      );
    }
  }
  parts.push('', EXIT_CODES);
  return parts.join('\n') + '\n';
}

/** The secret values a command may hold: the key and token from flags or the environment. */
function cliSecrets(argv: string[]): SecretRegistry {
  const secrets = new SecretRegistry();
  secrets.register(process.env.ANTHROPIC_API_KEY);
  secrets.register(process.env.GITHUB_TOKEN);
  for (const name of PROVIDER_SECRET_ENV) secrets.register(process.env[name]);
  argv.forEach((arg, i) => {
    const flag = /^--(anthropic-api-key|github-token)(?:=(.*))?$/s.exec(arg);
    if (flag) secrets.register(flag[2] ?? argv[i + 1]);
  });
  return secrets;
}

/**
 * Runs a command body with the shared error handling: --help prints help (exit 0); a usage or
 * input error goes to stderr with exit code 2; any other error to stderr with exit code 1.
 * Everything the command writes is scrubbed of the key and the token (see scrubWrites); an
 * error message is untrusted text, so it cannot start a workflow command either.
 */
export async function runCommand(
  spec: CommandSpec,
  argv: string[],
  body: (flags: CommandRun) => Promise<number>,
): Promise<number> {
  const secrets = cliSecrets(argv);
  const restore = scrubWrites(secrets);
  try {
    const flags = parseFlags(spec, argv);
    if (flags.values.help === true) {
      process.stdout.write(helpText(spec));
      return 0;
    }
    return await body({ ...flags, secrets });
  } catch (e) {
    const usage =
      e instanceof UsageError || e instanceof ConfigError || e instanceof MergeInputError;
    // Plain lines for a person; each made safe on its own, so none starts a workflow command.
    const message = `wiki-ingest ${spec.name}: ${e instanceof Error ? e.message : String(e)}`;
    process.stderr.write(safeLines(message.split(/\r?\n/)));
    return usage ? 2 : 1;
  } finally {
    restore();
  }
}
