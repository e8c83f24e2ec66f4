// The runner's file and stdout protocol, for the skip path. @actions/core 3 statically loads
// @actions/http-client and undici (for OIDC), which alone costs more start-up time than the
// whole Tier 1 decision; these few commands are all the action needs, written exactly as core
// writes them (heredoc delimiters for GITHUB_OUTPUT, %-escaping for workflow commands).
// Only node:fs is loaded: node:crypto and node:os each pull dozens of internal modules.
import { appendFileSync } from 'node:fs';

const EOL = process.platform === 'win32' ? '\r\n' : '\n';

type Env = NodeJS.ProcessEnv;

/** `core.getInput` without trimming: `INPUT_<NAME>` with spaces as `_`, upper-cased. */
export function getInput(name: string, env: Env = process.env): string {
  return env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}

/** Workflow command data: `%`, CR and LF escaped as core's `escapeData` does. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function command(name: string, message: string): void {
  process.stdout.write(`::${name}::${escapeData(message)}${EOL}`);
}

export const notice = (message: string): void => command('notice', message);
export const warning = (message: string): void => command('warning', message);
export const error = (message: string): void => command('error', message);
export const info = (message: string): void => void process.stdout.write(message + EOL);

/** Masks a secret in every later log line. */
export function setSecret(value: string): void {
  if (value) command('add-mask', value);
}

/** `core.setFailed`: an error annotation and exit code 1. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** A random UUID-shaped string; unpredictable enough, and never trusted alone (see below). */
function randomId(): string {
  const hex = (n: number): string =>
    Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(Math.random() * 4)]}${hex(3)}-${hex(12)}`;
}

/**
 * `name<<delimiter` heredoc, as core's prepareKeyValueMessage writes it. The delimiter is drawn
 * again until it occurs in neither name nor value, so untrusted text can never close it early.
 */
export function keyValueMessage(name: string, value: string): string {
  let delimiter = `ghadelimiter_${randomId()}`;
  while (name.includes(delimiter) || value.includes(delimiter))
    delimiter = `ghadelimiter_${randomId()}`;
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

/** Writes every output at once: to GITHUB_OUTPUT, or as `::set-output` on old runners. */
export function setOutputs(outputs: Record<string, string>, env: Env = process.env): void {
  const file = env.GITHUB_OUTPUT;
  const entries = Object.entries(outputs);
  if (file) {
    appendFileSync(file, entries.map(([k, v]) => keyValueMessage(k, v)).join(''), 'utf8');
    return;
  }
  for (const [k, v] of entries)
    process.stdout.write(`${EOL}::set-output name=${k}::${escapeData(v)}${EOL}`);
}

/** Appends Markdown/HTML to the job summary; without GITHUB_STEP_SUMMARY (local runs) it is skipped. */
export function appendSummary(text: string, env: Env = process.env): boolean {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) return false;
  appendFileSync(file, text.endsWith(EOL) ? text : text + EOL, 'utf8');
  return true;
}
