// Local git as a process: one command's whole output, or an error that says which command
// failed where. Every local git read (the CLI's history, trees, blobs) goes through here.
import { spawn } from 'node:child_process';

export class GitError extends Error {
  override name = 'GitError';
}

/** A git command's whole stdout as bytes; a non-zero exit rejects with its stderr. */
export function gitBuffer(repoDir: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: repoDir, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new GitError(`git ${args[0]} in ${repoDir} failed: ${err.trim()}`)),
    );
  });
}

/** A git command whose stdout is read as it comes: its chunks, its exit code, its stderr. */
export interface GitStream {
  /** stdout as it arrives (UTF-8); iterate once. */
  chunks(): AsyncGenerator<string>;
  /** The exit code; -1 when git could not be started (its error is in stderr). */
  closed: Promise<number>;
  stderr(): string;
  /** Ends git early; safe to call any time. */
  stop(): void;
}

/** Starts `git args` in `repoDir` now, reading its stdout from the start. */
export function streamGit(
  repoDir: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): GitStream {
  const child = spawn('git', args, {
    cwd: repoDir,
    ...(options.env ? { env: options.env } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  // A failed spawn (no git on PATH) ends stdout at once; its error is reported as stderr.
  const closed = new Promise<number>((resolve) => {
    child.on('error', (e) => {
      stderr += e.message;
      resolve(-1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  // Read from the start: node discards the output of an exited child nobody is reading yet.
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    wake?.();
    wake = null;
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    queue.push(chunk);
    notify();
  });
  child.stdout.on('end', () => {
    ended = true;
    notify();
  });
  void closed.then(() => {
    ended = true;
    notify();
  });
  async function* chunks(): AsyncGenerator<string> {
    for (let read = 0; ;) {
      if (read === queue.length) {
        if (ended) return;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const chunk = queue[read]!;
      queue[read++] = '';
      yield chunk;
    }
  }
  return {
    chunks,
    closed,
    stderr: () => stderr,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}
