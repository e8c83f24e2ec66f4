// The wiki at a branch head through the Git Data API (trees and blobs): the exact view a run
// reads and publishes onto — renames, deletions and any number of changed files included, with
// or without a checkout. In pull-request mode the rolling branch is read the same way.
import type { WikiSnapshot } from '../wiki/types.js';
import { snapshotOfTree, wikiTreeAt, type TreeSource } from '../wiki/tree.js';
import type { TreeEntry } from '../wiki/types.js';
import { blobsFromCheckout } from './checkout-cache.js';
import type { GitHub } from './client.js';
import { decodeContent } from './content.js';
import { commitTree } from './git-data.js';
import { branchHead } from './ref.js';
import type { RepoRef } from './repo.js';

/** Blob reads in flight at once: enough to hide latency, few enough for secondary rate limits. */
const BLOB_READS = 8;

export function gitHubTrees(client: Pick<GitHub, 'rest'>, repo: RepoRef): TreeSource {
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
        .map((t) => ({
          path: t.path!,
          mode: t.mode!,
          type: t.type as TreeEntry['type'],
          sha: t.sha!,
        }));
      return { entries, truncated: data.truncated };
    },
    async readBlobs(shas) {
      const out = new Map<string, Buffer>();
      const queue = [...shas];
      const worker = async () => {
        for (let sha = queue.shift(); sha !== undefined; sha = queue.shift()) {
          const { data } = await client.rest.git.getBlob({ ...repo, file_sha: sha });
          out.set(sha, decodeContent(data) ?? Buffer.alloc(0));
        }
      };
      await Promise.all(Array.from({ length: Math.min(BLOB_READS, shas.length) }, worker));
      return out;
    },
  };
}

/**
 * The wiki at `branch`'s head, pinned by sha (the snapshot's `base`); null when the branch does
 * not exist (a rolling branch before its first run). Every `.md` blob is read — from the checkout
 * when it holds the same bytes (checkout-cache.ts), else through the API.
 */
export async function wikiAtBranch(
  client: Pick<GitHub, 'rest'>,
  where: RepoRef & {
    branch: string;
    wikiPath: string;
    /** The workflow's checkout (GITHUB_WORKSPACE): blobs whose bytes it holds are not fetched. */
    checkout?: string;
    /** The generated map's file name (the map-file input; default index.md). */
    mapFile?: string;
  },
): Promise<WikiSnapshot | null> {
  const repo = { owner: where.owner, repo: where.repo };
  let head: string;
  try {
    head = await branchHead(client, repo, where.branch);
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
  const source = gitHubTrees(client, repo);
  const at = await wikiTreeAt(source, head, where.wikiPath);
  const cacheWarnings: string[] = [];
  const cached = where.checkout
    ? await blobsFromCheckout(where.checkout, where.wikiPath, at.entries, (w) =>
        cacheWarnings.push(w),
      )
    : new Map<string, Buffer>();
  const reader: TreeSource = {
    ...source,
    async readBlobs(shas) {
      const fetched = await source.readBlobs(shas.filter((sha) => !cached.has(sha)));
      return new Map([...cached, ...fetched]);
    },
  };
  const snapshot = await snapshotOfTree(reader, at, where.wikiPath, where.mapFile);
  snapshot.wiki.warnings.unshift(...cacheWarnings);
  return snapshot;
}
