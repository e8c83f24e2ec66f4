// A wiki folder on disk as the files a repository holds under `wiki/`, to seed the git-backed fake
// GitHub with: the realistic test wiki (45 pages) or any other folder (this repository's own).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_WIKI = fileURLToPath(new URL('../__tests__/fixtures/wiki/', import.meta.url));

/** Every file below `root`, keyed `wiki/<path relative to root>`. */
export function repoWikiFiles(root = FIXTURE_WIKI): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[`wiki/${relative(root, path)}`] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return out;
}
