// The files a working tree changes against a commit, listed as a pull request lists its files
// (statuses, line counts, renames, patches), so the pages a change in progress makes stale are
// found through the same ties as a pull request's: staged and unstaged edits (`git diff <base>`,
// renames found among tracked files), and the files git does not track yet (not ignored), each
// as an added file whose patch adds its lines. `wiki-ingest impact --working-tree` and the MCP
// server's impacted_pages read it; nothing here writes (no index refresh is kept, no `git add`).
import { readFileSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { gitBuffer } from '../git/process.js';
import type { FileChange } from '../types.js';
import { parseRecord, PLAIN_DIFF, splitPatches } from './git.js';

/** An untracked file past this size is listed without its lines (a pull request's patch is cut too). */
const UNTRACKED_PATCH_BYTES = 1_000_000;

const git = async (repoDir: string, args: string[]): Promise<string> =>
  (await gitBuffer(repoDir, args)).toString('utf8');

const UNQUOTED = ['-c', 'core.quotepath=false'];

/** An untracked file as a pull request would list it: added, its lines the patch's. */
function untracked(repoDir: string, path: string): FileChange {
  const full = join(repoDir, path);
  const info = lstatSync(full, { throwIfNoEntry: false });
  const added: FileChange = { path, status: 'added', additions: 0, deletions: 0 };
  if (!info?.isFile() || info.size === 0 || info.size > UNTRACKED_PATCH_BYTES) return added;
  const bytes = readFileSync(full);
  if (bytes.includes(0)) return added;
  const lines = bytes.toString('utf8').replace(/\n$/, '').split('\n');
  return {
    ...added,
    additions: lines.length,
    patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n'),
  };
}

/**
 * The files the working tree of `repoDir` changes against the commit `from`: what `git diff from`
 * shows (the index and the files on disk) and the untracked files, in that order.
 */
export async function workingTreeFiles(repoDir: string, from: string): Promise<FileChange[]> {
  const range = [...PLAIN_DIFF, '--find-renames', '--end-of-options', from, '--'];
  const [stat, diff, others] = await Promise.all([
    git(repoDir, [...UNQUOTED, 'diff', '-z', '--raw', '--numstat', ...range]),
    git(repoDir, [...UNQUOTED, 'diff', '--patch', ...range]),
    git(repoDir, [...UNQUOTED, 'ls-files', '-z', '--others', '--exclude-standard']),
  ]);
  // The diff's records read as a `git log` record's do, after a header naming no commit.
  const { files } = parseRecord(`\0${from}\0\0\0\0${stat}`);
  const patches = splitPatches(diff);
  for (const f of files) {
    const patch = patches.get(f.path);
    if (patch) f.patch = patch;
  }
  const listed = new Set(files.map((f) => f.path));
  for (const path of others.split('\0'))
    if (path && !listed.has(path)) files.push(untracked(repoDir, path));
  return files;
}
