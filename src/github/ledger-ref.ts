// A file kept in a commit that only a ref outside branches and tags points at
// (`refs/wiki-ingest/ledger/<wiki-path>`): read through the Git Data API, written as a new commit
// whose parent is the one read, and the ref moved with compare-and-swap (created when absent,
// else a fast-forward update without force, which GitHub refuses with 422 when the ref moved).
// No branch, pull request or merged file can touch it.
import type { RestClient } from './client.js';
import type { RepoRef } from './repo.js';
import { unlessMissing } from './missing.js';

/**
 * The ref namespace of one wiki's ledger. The wiki path is one ref component: letters, digits and
 * `-` stay, every other byte becomes `_` and two hex digits (`docs/wiki` → `docs_2Fwiki`), so
 * every wiki path gives a valid ref name that needs no URL encoding and no two wiki paths share
 * one — nor nest (`docs` and `docs/wiki` could not both be refs).
 */
export function ledgerRefName(wikiPath: string): string {
  const encoded = [...Buffer.from(wikiPath, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `_${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
  return `refs/wiki-ingest/ledger/${encoded}`;
}

/** The ref without `refs/`, as the Git Data API's ref routes take it. */
const short = (ref: string): string => ref.replace(/^refs\//, '');

const status = (e: unknown): number | undefined => (e as { status?: number }).status;

/** The commit `ref` points at, or null when it does not exist. */
export async function refCommit(
  client: RestClient,
  repo: RepoRef,
  ref: string,
): Promise<string | null> {
  return unlessMissing(async () => {
    const { data } = await client.rest.git.getRef({ ...repo, ref: short(ref) });
    return data.object.sha;
  }, null);
}

/** The text of `file` at the root of `commit`'s tree ('' when the tree has no such file). */
export async function fileAtCommit(
  client: RestClient,
  repo: RepoRef,
  commit: string,
  file: string,
): Promise<string> {
  // The trees API takes a commit and answers with its root tree.
  const { data } = await client.rest.git.getTree({ ...repo, tree_sha: commit });
  const entry = data.tree.find((e) => e.path === file && e.type === 'blob');
  if (!entry?.sha) return '';
  const blob = (await client.rest.git.getBlob({ ...repo, file_sha: entry.sha })).data;
  return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
}

/**
 * A commit holding `file` alone, on `parent` (null: a first commit), and `ref` moved to it only if
 * it still points at `parent`. Returns the commit, or `conflict` when another writer was first.
 */
export async function writeFileToRef(
  client: RestClient,
  repo: RepoRef,
  write: { ref: string; file: string; text: string; parent: string | null; message: string },
): Promise<string | 'conflict'> {
  const tree = (
    await client.rest.git.createTree({
      ...repo,
      tree: [{ path: write.file, mode: '100644', type: 'blob', content: write.text }],
    })
  ).data.sha;
  const commit = (
    await client.rest.git.createCommit({
      ...repo,
      message: write.message,
      tree,
      parents: write.parent ? [write.parent] : [],
    })
  ).data.sha;
  try {
    if (write.parent === null)
      await client.rest.git.createRef({ ...repo, ref: write.ref, sha: commit });
    // Not forced: the new commit's parent is the one read, so a fast forward is exactly "the ref
    // has not moved since" — compare-and-swap.
    else
      await client.rest.git.updateRef({
        ...repo,
        ref: short(write.ref),
        sha: commit,
        force: false,
      });
    return commit;
  } catch (e) {
    if (status(e) === 422) return 'conflict';
    throw e;
  }
}
