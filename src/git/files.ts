// A commit's files as `git ls-tree -r -l` lists them: path, blob sha and size. What `init` plans
// from (the repository's shape, not its contents) and stamps covered files with.
import type { RepoFile } from '../types.js';
import { gitBuffer } from './process.js';

/** Every file of `rev` (blobs only: no submodule, no symbolic link), in git's order. */
export async function filesAt(repoDir: string, rev: string): Promise<RepoFile[]> {
  const out = await gitBuffer(repoDir, ['ls-tree', '-r', '-l', '-z', '--end-of-options', rev]);
  const files: RepoFile[] = [];
  for (const record of out.toString('utf8').split('\0')) {
    // "<mode> <type> <sha> <size>\t<path>"
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t(.*)$/s.exec(record);
    if (!m || m[2] !== 'blob' || m[1] === '120000') continue;
    files.push({ path: m[5]!, blob: m[3]!, size: Number(m[4]) });
  }
  return files;
}
