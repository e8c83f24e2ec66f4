// A stand-in for the Actions cache service (@actions/cache's isFeatureAvailable, restoreCache,
// saveCache) as a workflow sees it: entries are immutable (saving a key twice fails, as the
// service refuses to reserve it), a restore tries the exact key first and then the newest entry
// whose key starts with a restore key, and the files come back where they were saved.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheService } from '../src/github/actions-cache.js';

export interface FakeCache extends CacheService {
  /** Entries by key, oldest first: path → file name → bytes. */
  readonly entries: Map<string, Map<string, Map<string, Buffer>>>;
  readonly restores: { key: string; hit: string | undefined }[];
  readonly saves: string[];
}

export function fakeCacheService(options: { available?: boolean } = {}): FakeCache {
  const entries = new Map<string, Map<string, Map<string, Buffer>>>();
  const restores: FakeCache['restores'] = [];
  const saves: string[] = [];
  return {
    entries,
    restores,
    saves,
    isFeatureAvailable: () => options.available ?? true,
    async restoreCache(paths, primaryKey, restoreKeys = []) {
      const newest = (prefix: string) =>
        [...entries.keys()].reverse().find((k) => k.startsWith(prefix));
      const hit = entries.has(primaryKey)
        ? primaryKey
        : restoreKeys.map(newest).find((k) => k !== undefined);
      restores.push({ key: primaryKey, hit });
      if (hit === undefined) return undefined;
      for (const [path, files] of entries.get(hit)!) {
        rmSync(path, { recursive: true, force: true });
        mkdirSync(path, { recursive: true });
        for (const [name, bytes] of files) writeFileSync(join(path, name), bytes);
      }
      return hit;
    },
    async saveCache(paths, key) {
      if (entries.has(key))
        throw new Error(
          `Unable to reserve cache with key ${key}, another job may be creating this cache.`,
        );
      const saved = new Map<string, Map<string, Buffer>>();
      for (const path of paths)
        saved.set(
          path,
          new Map(readdirSync(path).map((name) => [name, readFileSync(join(path, name))])),
        );
      entries.set(key, saved);
      saves.push(key);
      return entries.size;
    },
  };
}
