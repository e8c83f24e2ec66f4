// Revisions resolved in process, as `git rev-parse --verify` resolves the forms the fake sees: a
// full sha, a ref name, `<rev>^{commit}`, `<rev>^{tree}` and `<rev>:<path>`. Any other form
// (`HEAD~2`, an abbreviated sha, `@{u}`) is git's to read: the caller asks git.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPlainPath, type RawTreeEntry } from './git-objects.js';
import { SHA, type ObjectStore } from './object-store.js';
import type { RefFiles } from './ref-files.js';

/**
 * The sha a revision names when it is a full sha, a ref name (git's order for a short one:
 * `main`, `heads/main`, `refs/heads/main`), `<rev>^{commit|tree}` or `<rev>:<path>`; undefined
 * when it names nothing; null for any other form, git's to read.
 */
export async function nameRev(
  store: ObjectStore,
  refs: RefFiles,
  rev: string,
): Promise<string | undefined | null> {
  const colon = rev.indexOf(':');
  if (colon >= 0) {
    const base = await nameRev(store, refs, rev.slice(0, colon));
    if (base === null) return null;
    const root = base && (await peel(store, base, 'tree'));
    if (!root) return undefined;
    const path = rev.slice(colon + 1);
    if (path === '') return root;
    if (!isPlainPath(path)) return null;
    let at: string | undefined = root;
    for (const part of path.split('/')) {
      const entries: RawTreeEntry[] | undefined = at ? await store.tree(at) : undefined;
      at = entries?.find((e) => e.name === part)?.sha;
    }
    return at;
  }
  const peeled = /^(.*)\^\{(commit|tree)\}$/.exec(rev);
  if (peeled) {
    const base = await nameRev(store, refs, peeled[1]!);
    if (!base) return base;
    return (await peel(store, base, peeled[2] as 'commit' | 'tree')) ?? undefined;
  }
  if (SHA.test(rev)) return (await store.get(rev)) ? rev : undefined;
  if (!/^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(rev) || /\.\.|\/\/|\/$|\.lock$/.test(rev)) return null;
  // `HEAD` and the like: a file of the repository's own, git's to read.
  if (!rev.startsWith('refs/') && existsSync(join(refs.gitDir, rev))) return null;
  // git's order for a short name (`main`, `heads/main`, `refs/heads/main`).
  for (const ref of [rev, `refs/${rev}`, `refs/tags/${rev}`, `refs/heads/${rev}`])
    if (ref.startsWith('refs/')) {
      const sha = refs.get(ref);
      if (sha) return sha;
    }
  for (const ref of [`refs/remotes/${rev}`, `refs/remotes/${rev}/HEAD`])
    if (refs.get(ref)) return null;
  // An abbreviated sha is git's to find.
  return /^[0-9a-f]{4,39}$/.test(rev) ? null : undefined;
}

/** `sha` peeled to `type` (a commit's tree), or undefined. */
async function peel(
  store: ObjectStore,
  sha: string,
  type: 'commit' | 'tree',
): Promise<string | undefined> {
  const found = await store.get(sha);
  if (!found) return undefined;
  if (found.type === type) return sha;
  if (found.type === 'commit' && type === 'tree') return (await store.commit(sha))!.tree;
  return undefined;
}
