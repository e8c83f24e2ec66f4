// Runs a bundled entry point (dist/…) as a child process, without blocking the event loop
// (the fake servers answering it live in this process).
import { spawn } from 'node:child_process';

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<Ran> {
  return runProcess(process.execPath, args, env, { ...(stdin === undefined ? {} : { stdin }) });
}

/** Any command, in `cwd` when given, with `stdin` written and closed. */
export function runProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { cwd, stdin }: { cwd?: string; stdin?: string } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** A minimal environment: no ANTHROPIC_* or GITHUB_* leaking in from the developer's shell. */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}
