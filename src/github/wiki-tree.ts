// The wiki at a branch head through the Git Data API (trees) and blob reads in bulk: the exact view
// a run reads and publishes onto — renames, deletions and any number of changed files included,
// with or without a checkout. In pull-request mode the rolling branch is read the same way. One
// read costs a handful of tree calls plus one GraphQL query per 250 pages (blob-batch.ts), fewer
// when a checkout or the blob store (blob-store.ts) already holds the head's bytes.
import type { PageParseCache } from '../wiki/parse-cache.js';
import { snapshotOfTree, wikiTreeAt, type TreeSource } from '../wiki/tree.js';
import type { TreeEntry, WikiSnapshot, WikiTree } from '../wiki/types.js';
import { readBlobsBatched, type BlobClient } from './blob-batch.js';
import type { BlobStore } from './blob-store.js';
import { blobSha, blobsFromCheckout } from './checkout-cache.js';
import { commitTree } from './git-data.js';
import { branchHead } from './ref.js';
import type { RepoRef } from './repo.js';
import { unlessMissing } from './missing.js';

export interface GitHubTreeOptions {
  /** What a blob is, for an error message (its path in the wiki). */
  name?: (sha: string) => string;
  warn?: (warning: string) => void;
}

/**
 * Trees through the Git Trees API and blobs in bulk (GraphQL when the client has it, REST for
 * the rest). Blob sizes the listings name group the blob reads by bytes.
 */
export function gitHubTrees(
  client: BlobClient,
  repo: RepoRef,
  options: GitHubTreeOptions = {},
): TreeSource {
  const sizes = new Map<string, number>();
  return {
    rootTree: (commit) => commitTree(client, repo, commit),
    async listTree(sha, recursive) {
      const { data } = await client.rest.git.getTree({
        ...repo,
        tree_sha: sha,
        ...(recursive ? { recursive: 'true' } : {}),
      });
      const entries = data.tree
        .filter((t) => t.path && t.sha && t.mode && t.type)
        .map((t) => {
          if (t.type === 'blob' && t.size !== undefined) sizes.set(t.sha!, t.size);
          return { path: t.path!, mode: t.mode!, type: t.type as TreeEntry['type'], sha: t.sha! };
        });
      return { entries, truncated: data.truncated };
    },
    readBlobs: (shas) => readBlobsBatched(client, repo, shas, { ...options, sizes }),
  };
}

/** Where the wiki is read and what may spare its reads. */
export interface WikiAtBranch extends RepoRef {
  branch: string;
  wikiPath: string;
  /** The workflow's checkout (GITHUB_WORKSPACE): blobs whose bytes it holds are not fetched. */
  checkout?: string;
  /** Blobs kept between runs: taken when they hash to the head's; refilled when the wiki moved. */
  store?: BlobStore;
  /** Pages this run parsed before, by blob sha: not parsed again. */
  pages?: PageParseCache;
  /** The generated map's file name (the map-file input; default index.md). */
  mapFile?: string;
}

/** Where a mode reads the wiki: `branch` of `repo`, with the workflow's checkout when there is one. */
export const wikiAt = (
  repo: RepoRef,
  branch: string,
  config: { wikiPath: string; mapFile: string },
  env: NodeJS.ProcessEnv,
): WikiAtBranch => ({
  ...repo,
  branch,
  wikiPath: config.wikiPath,
  mapFile: config.mapFile,
  ...(env.GITHUB_WORKSPACE ? { checkout: env.GITHUB_WORKSPACE } : {}),
});

/** The `.md` blob shas of a wiki listing, as snapshotOfTree will ask for them. */
const pageBlobs = (at: WikiTree): Set<string> =>
  new Set(
    Object.entries(at.entries)
      .filter(([path]) => /\.md$/i.test(path))
      .map(([, e]) => e.sha),
  );

/** Blobs a checkout and a store hold with exactly the head's bytes. */
async function localBlobs(
  where: WikiAtBranch,
  at: WikiTree,
  warn: (warning: string) => void,
): Promise<{ blobs: Map<string, Buffer>; exact: boolean }> {
  const blobs = where.checkout
    ? await blobsFromCheckout(where.checkout, where.wikiPath, at.entries, warn)
    : new Map<string, Buffer>();
  if (!where.store || at.tree === null) return { blobs, exact: false };
  const kept = await where.store.restore(at.tree);
  const wanted = pageBlobs(at);
  let foreign = 0;
  for (const [sha, bytes] of kept.blobs) {
    if (!wanted.has(sha) || blobs.has(sha)) continue;
    if (blobSha(bytes) === sha) blobs.set(sha, bytes);
    else foreign++;
  }
  if (foreign > 0)
    warn(
      `The kept copy of the wiki held ${foreign} blob(s) whose bytes do not match their sha; they were read from GitHub instead.`,
    );
  return { blobs, exact: kept.exact };
}

/**
 * The wiki at `branch`'s head, pinned by sha (the snapshot's `base`); null when the branch does
 * not exist (a rolling branch before its first run). Every `.md` blob is read — from the checkout
 * or the store when they hold the same bytes, else through the API in bulk.
 */
export async function wikiAtBranch(
  client: BlobClient,
  where: WikiAtBranch,
): Promise<WikiSnapshot | null> {
  const repo = { owner: where.owner, repo: where.repo };
  const head = await unlessMissing(() => branchHead(client, repo, where.branch), null);
  if (head === null) return null;
  const warnings: string[] = [];
  const warn = (w: string) => warnings.push(w);
  const paths = new Map<string, string>();
  const name = (sha: string) => `the wiki page ${where.wikiPath}/${paths.get(sha) ?? sha}`;
  const source = gitHubTrees(client, repo, { name, warn });
  const at = await wikiTreeAt(source, head, where.wikiPath);
  for (const [path, e] of Object.entries(at.entries)) paths.set(e.sha, path);
  const local = await localBlobs(where, at, warn);
  const read = new Map<string, Buffer>();
  const reader: TreeSource = {
    ...source,
    async readBlobs(shas) {
      const fetched = await source.readBlobs(shas.filter((sha) => !local.blobs.has(sha)));
      for (const sha of shas) {
        const bytes = local.blobs.get(sha) ?? fetched.get(sha);
        if (!bytes)
          throw new Error(`${name(sha)} was not read (blob ${sha}); re-run the workflow.`);
        read.set(sha, bytes);
      }
      return read;
    },
  };
  const snapshot = await snapshotOfTree(reader, at, where.wikiPath, {
    ...(where.pages ? { pages: where.pages } : {}),
    ...(where.mapFile ? { mapFile: where.mapFile } : {}),
  });
  if (where.store && at.tree !== null && !local.exact) await where.store.save(at.tree, read);
  snapshot.wiki.warnings.unshift(...warnings);
  return snapshot;
}
