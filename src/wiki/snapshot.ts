// The wiki as it is on disk (the action's checkout or the CLI's working tree), plus the two
// generated root files Tier 3 rewrites. A missing wiki folder is an empty wiki, with a warning.
import { join } from 'node:path';
import { loadWiki, readWikiFile, WikiNotFoundError } from './load.js';
import type { WikiSnapshot } from '../stages.js';

export async function wikiSnapshot(repoDir: string, wikiPath: string): Promise<WikiSnapshot> {
  const dir = join(repoDir, wikiPath);
  let wiki;
  try {
    wiki = await loadWiki(dir, { repoRoot: repoDir });
  } catch (e) {
    if (!(e instanceof WikiNotFoundError)) throw e;
    wiki = {
      pages: [],
      schema: null,
      warnings: [
        `The wiki folder "${wikiPath}" does not exist in ${repoDir}; starting an empty wiki. In a workflow, run actions/checkout before wiki-ingest.`,
      ],
    };
  }
  return {
    wiki,
    existing: {
      index: await readWikiFile(dir, 'index.md'),
      log: await readWikiFile(dir, 'log.md'),
    },
  };
}
