// Shared CLI flag parsing: every action input is a `--<name>` flag, so the CLI and the action
// read the same RawInputs into the same Config. Commands add their own flags beside them.
import { parseArgs } from 'node:util';
import { ConfigError, INPUTS, type RawInputs } from '../config.js';
import { parseMergeInfo, readInput } from '../merge/json.js';
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
  /** Whether the action inputs are accepted as flags (default true). */
  inputs?: boolean;
}

export interface ParsedFlags {
  /** The command's own flags. */
  values: Record<string, string | boolean | string[] | undefined>;
  /** Action inputs given as flags, ready for parseConfig. */
  inputs: RawInputs;
  positionals: string[];
}

/** `--input FILE|-`: the commands that read one MergeInfo JSON (classify, triage). */
export const MERGE_INPUT_FLAG: FlagSpec = {
  type: 'string',
  short: 'i',
  value: 'FILE|-',
  description: 'MergeInfo JSON file; "-" (the default) reads stdin.',
};

/** The MergeInfo named by `--input` (stdin by default), parsed and checked. */
export async function readMergeFlag(values: ParsedFlags['values']): Promise<MergeInfo> {
  const file = (values.input as string | undefined) ?? '-';
  return parseMergeInfo(await readInput(file), file === '-' ? 'stdin' : file);
}

/** A flag the command does not know or a malformed value: exit code 2 with the message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const LIST_KINDS = new Set(['globs', 'list']);
const inputByName = new Map(INPUTS.map((i) => [i.name, i]));

/** `--no-triage` → `--triage=false`; a bare `--triage` → `--triage=true`. */
function normaliseBooleans(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const no = /^--no-([a-z0-9-]+)$/.exec(arg);
    if (no && inputByName.get(no[1]!)?.kind === 'boolean') {
      out.push(`--${no[1]}=false`);
      continue;
    }
    const bare = /^--([a-z0-9-]+)$/.exec(arg);
    if (bare && inputByName.get(bare[1]!)?.kind === 'boolean') {
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

/** Parses argv for a command; throws UsageError on an unknown flag or a missing value. */
export function parseFlags(spec: CommandSpec, argv: string[]): ParsedFlags {
  const withInputs = spec.inputs !== false;
  const options: Record<
    string,
    { type: 'string' | 'boolean'; short?: string; multiple?: boolean }
  > = {};
  for (const [name, f] of Object.entries(spec.flags))
    options[name] = {
      type: f.type,
      ...(f.short ? { short: f.short } : {}),
      ...(f.multiple ? { multiple: true } : {}),
    };
  if (withInputs)
    for (const input of INPUTS)
      if (!(input.name in options)) options[input.name] = { type: 'string', multiple: true };
  options.help ??= { type: 'boolean', short: 'h' };

  let parsed;
  try {
    parsed = parseArgs({
      args: withInputs ? normaliseBooleans(argv) : argv,
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw new UsageError(explain(e, spec));
  }
  const values: ParsedFlags['values'] = {};
  const inputs: RawInputs = {};
  for (const [name, v] of Object.entries(parsed.values)) {
    const input = withInputs && !(name in spec.flags) ? inputByName.get(name) : undefined;
    if (!input) {
      values[name] = v as string | boolean | string[];
      continue;
    }
    const list = v as string[];
    // Repeated list flags add up; a repeated scalar flag keeps its last value.
    inputs[name] = LIST_KINDS.has(input.kind) ? list.join('\n') : list[list.length - 1];
  }
  return { values, inputs, positionals: parsed.positionals };
}

function explain(e: unknown, spec: CommandSpec): string {
  const message = e instanceof Error ? e.message : String(e);
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown)
    return `unknown flag ${unknown[1]} for "wiki-ingest ${spec.name}". Run "wiki-ingest ${spec.name} --help" for the flags.`;
  return `${message.replace(/\. To specify.*$/s, '.')} Run "wiki-ingest ${spec.name} --help" for the flags.`;
}

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

/** --help text: the command's flags, then every input flag generated from INPUTS. */
export function helpText(spec: CommandSpec): string {
  const row = (flag: string, description: string): string =>
    `  ${flag.padEnd(34)}${wrap(description, 36)}`;
  const own = Object.entries(spec.flags).map(([name, f]) =>
    row(
      `${f.short ? `-${f.short}, ` : ''}--${name}${f.type === 'string' ? ` ${f.value ?? 'VALUE'}` : ''}`,
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
  if (spec.inputs !== false) {
    parts.push('', 'Input flags (the action inputs; an empty value means the default):');
    for (const input of INPUTS) {
      const flag =
        input.kind === 'boolean'
          ? `--${input.name}, --no-${input.name}`
          : `--${input.name} ${input.kind === 'globs' ? 'GLOB' : input.kind === 'list' ? 'LIST' : 'VALUE'}`;
      const repeat = LIST_KINDS.has(input.kind) ? ' Repeatable.' : '';
      const def = input.default.includes('\n')
        ? input.default.split('\n').join(', ')
        : input.default;
      parts.push(
        row(flag, `${input.description}${repeat} Default: ${def === '' ? '(empty)' : def}.`),
      );
    }
  }
  return parts.join('\n') + '\n';
}

/**
 * Runs a command body with the shared error handling: --help prints help (exit 0); a usage or
 * input error goes to stderr with exit code 2; any other error to stderr with exit code 1.
 */
export async function runCommand(
  spec: CommandSpec,
  argv: string[],
  body: (flags: ParsedFlags) => Promise<number>,
): Promise<number> {
  try {
    const flags = parseFlags(spec, argv);
    if (flags.values.help === true) {
      process.stdout.write(helpText(spec));
      return 0;
    }
    return await body(flags);
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError) {
      process.stderr.write(`wiki-ingest ${spec.name}: ${e.message}\n`);
      return 2;
    }
    process.stderr.write(
      `wiki-ingest ${spec.name}: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    return 1;
  }
}
