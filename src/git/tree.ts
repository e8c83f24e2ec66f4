// The wiki as a local commit's tree holds it (`git ls-tree`, `git cat-file --batch`): what
// `wiki-ingest run` reads and what it checks again before writing the working tree, the same walk
// the action makes through the Git Trees API.
import { spawn } from 'node:child_process';
import { gitBuffer, GitError } from '../git/process.js';
import type { TreeSource } from '../wiki/tree.js';
import type { TreeEntry } from '../wiki/types.js';

/** `git ls-tree -z` records: `<mode> SP <type> SP <sha> TAB <path>`. */
function parseLsTree(out: Buffer): TreeEntry[] {
  return out
    .toString('utf8')
    .split('\0')
    .filter((r) => r !== '')
    .map((record) => {
      const tab = record.indexOf('\t');
      const [mode, type, sha] = record.slice(0, tab).split(' ') as [
        string,
        TreeEntry['type'],
        string,
      ];
      return { mode, type, sha, path: record.slice(tab + 1) };
    });
}

/** Every requested blob through one `git cat-file --batch` (no process per file). */
function catBlobs(repoDir: string, shas: string[]): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd: repoDir });
    const chunks: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new GitError(`git cat-file in ${repoDir} failed: ${err.trim()}`));
      const all = Buffer.concat(chunks);
      const out = new Map<string, Buffer>();
      let at = 0;
      for (const sha of shas) {
        const eol = all.indexOf(0x0a, at);
        const [, type, size] = all.subarray(at, eol).toString('utf8').split(' ');
        if (type !== 'blob') return reject(new GitError(`git cat-file: ${sha} is not a blob`));
        const start = eol + 1;
        out.set(sha, all.subarray(start, start + Number(size)));
        at = start + Number(size) + 1;
      }
      resolve(out);
    });
    child.stdin.end(shas.map((s) => `${s}\n`).join(''));
  });
}

export function gitTrees(repoDir: string): TreeSource {
  return {
    rootTree: async (commit) =>
      (await gitBuffer(repoDir, ['rev-parse', '--verify', `${commit}^{tree}`])).toString().trim(),
    listTree: async (sha, recursive) => ({
      entries: parseLsTree(
        await gitBuffer(repoDir, ['ls-tree', '-z', ...(recursive ? ['-r'] : []), sha]),
      ),
      truncated: false,
    }),
    readBlobs: (shas) => (shas.length ? catBlobs(repoDir, shas) : Promise.resolve(new Map())),
  };
}

/** The commit HEAD points at. */
export async function headCommit(repoDir: string): Promise<string> {
  return (await gitBuffer(repoDir, ['rev-parse', '--verify', 'HEAD^{commit}'])).toString().trim();
}
