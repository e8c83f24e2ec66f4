// The bundled action, run as the runner runs it: INPUT_* and GITHUB_* env vars in; exit code,
// stdout, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY out.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** GITHUB_OUTPUT as written (an output set twice is there twice). */
  outputText: string;
  summary: string;
}

/** Parses GITHUB_OUTPUT heredocs (`name<<delimiter`). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

export async function runAction(
  event: string,
  payload: unknown,
  inputs: Record<string, string>,
  apiUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-dist-'));
  const files = { event: join(dir, 'event.json'), out: join(dir, 'out'), sum: join(dir, 'sum') };
  writeFileSync(files.event, JSON.stringify(payload));
  writeFileSync(files.out, '');
  writeFileSync(files.sum, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.out,
    GITHUB_STEP_SUMMARY: files.sum,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: apiUrl,
    'INPUT_GITHUB-TOKEN': 'ghs_secret',
    ...extraEnv,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(process.execPath, ['dist/index.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number>((r) => child.on('close', (c) => r(c ?? -1)));
  const outputText = readFileSync(files.out, 'utf8');
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(outputText),
    outputText,
    summary: readFileSync(files.sum, 'utf8'),
  };
}
