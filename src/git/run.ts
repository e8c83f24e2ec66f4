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
