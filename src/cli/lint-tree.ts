// `lint --working-tree`: the wiki as the working tree holds it (right after an uncommitted adopt
// or edit), and the note either way when HEAD's wiki and the working tree's differ — a lint of
// HEAD would otherwise report what the working tree already fixed, without a word.
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { wikiWorkingTreeChanges } from '../publish/working-tree.js';
import { loadWiki, readWikiFile } from '../wiki/load.js';
import type { WikiSnapshot } from '../wiki/types.js';

/** The wiki folder on disk, as lint reads a snapshot (no base commit). */
export async function workingTreeSnapshot(
  repo: string,
  config: Pick<Config, 'wikiPath' | 'mapFile'>,
): Promise<WikiSnapshot> {
  const dir = resolve(repo, config.wikiPath);
  const wiki = await loadWiki(dir, { repoRoot: repo, mapFile: config.mapFile });
  const [index, log] = await Promise.all([
    readWikiFile(dir, config.mapFile),
    readWikiFile(dir, 'log.md'),
  ]);
  return { wiki, existing: { index, log } };
}

/** Says when the wiki folder has uncommitted or untracked changes, and what this lint read. */
export async function treeDiffersNote(
  repo: string,
  wikiPath: string,
  workingTree: boolean,
): Promise<string | null> {
  const changes = await wikiWorkingTreeChanges(repo, wikiPath);
  if (changes.length === 0) return null;
  const shown = changes.slice(0, 5).map((c) => c.path);
  const more = changes.length > shown.length ? `, … ${changes.length - shown.length} more` : '';
  const what = `the working tree's ${wikiPath}/ differs from HEAD (${changes.length} file${changes.length === 1 ? '' : 's'} uncommitted or untracked: ${shown.join(', ')}${more})`;
  return workingTree
    ? `${what}; this lint read the working tree — commit it for the action to see the same wiki.`
    : `${what}; this lint read HEAD — pass --working-tree to lint what is on disk.`;
}
