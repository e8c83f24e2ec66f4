// The runner's file and stdout protocol, for the skip path. @actions/core 3 statically loads
// @actions/http-client and undici (for OIDC), which alone costs more start-up time than the
// whole Tier 1 decision; these few commands are all the action needs, written exactly as core
// writes them (heredoc delimiters for GITHUB_OUTPUT, %-escaping for workflow commands).
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

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

/** `name<<delimiter` heredoc, as core's prepareKeyValueMessage writes it. */
export function keyValueMessage(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`output ${name} contains its delimiter`);
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
