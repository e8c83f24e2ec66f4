// The blob store (blob-store.ts) on the Actions cache service, which every workflow run of a
// repository reaches without a token or a permission: one entry per wiki tree, keyed by its sha,
// and a prefix match that restores the newest entry when the tree moved. Entries are immutable,
// scoped by branch (a `/wiki` run, on the default branch, sees only the default branch's) and
// evicted by GitHub after 7 days unused or past 10 GB a repository.
import type * as ActionsCache from '@actions/cache';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packBlobs, unpackBlobs, type BlobStore } from './blob-store.js';

/** What the store uses of @actions/cache (tests pass a stand-in). */
export type CacheService = Pick<
  typeof ActionsCache,
  'isFeatureAvailable' | 'restoreCache' | 'saveCache'
>;

const PACK = 'blobs.pack';
/** The cache service versions an entry by its paths: the folder's name never changes. */
const FOLDER = 'wiki-ingest-blobs';

/** The key prefix of one repository's wiki folder (the version first, to retire a format). */
export function cacheKeyPrefix(repository: string, wikiPath: string): string {
  const scope = createHash('sha256').update(`${repository}\0${wikiPath}`).digest('hex');
  return `wiki-ingest-blobs-v1-${scope.slice(0, 16)}-`;
}

/**
 * The Actions cache as a BlobStore, or null when the runner offers no cache service (outside
 * Actions, or on a server without it). `tempDir` is the runner's temporary folder (RUNNER_TEMP):
 * its path is the same on every runner, and an entry comes back only to the path it was saved at.
 */
export async function actionsBlobStore(o: {
  repository: string;
  wikiPath: string;
  tempDir?: string;
  warn?: (warning: string) => void;
  /** The environment naming the service (without its URL the library is not even loaded). */
  env?: NodeJS.ProcessEnv;
  service?: CacheService;
}): Promise<BlobStore | null> {
  if (o.env && !o.env.ACTIONS_RESULTS_URL && !o.env.ACTIONS_CACHE_URL) return null;
  const service = o.service ?? (await import('@actions/cache'));
  if (!service.isFeatureAvailable()) return null;
  const prefix = cacheKeyPrefix(o.repository, o.wikiPath);
  const dir = join(o.tempDir ?? tmpdir(), FOLDER);
  const emptied = () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  };
  const failed = (what: string) => (e: unknown) => {
    o.warn?.(`The Actions cache of wiki pages was not ${what}: ${(e as Error).message ?? e}`);
    return undefined;
  };
  return {
    async restore(tree) {
      emptied();
      const key = await service
        .restoreCache([dir], prefix + tree, [prefix])
        .catch(failed('restored'));
      if (key === undefined) return { blobs: new Map(), exact: false };
      let pack: Buffer;
      try {
        pack = readFileSync(join(dir, PACK));
      } catch {
        return { blobs: new Map(), exact: false };
      }
      return { blobs: unpackBlobs(pack), exact: key === prefix + tree };
    },
    async save(tree, blobs) {
      emptied();
      writeFileSync(join(dir, PACK), packBlobs(blobs));
      await service.saveCache([dir], prefix + tree).catch(failed('saved'));
    },
  };
}
