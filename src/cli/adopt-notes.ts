// What `wiki-ingest adopt` says after adopting, for the folder to lint clean and ingest: a home
// page a person wrote where the map would go (set map-file; it is never overwritten), and the
// pages longer than page-char-cap (the agent would read them cut).
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { readWikiFile } from '../wiki/load.js';
import { buildMap } from '../wiki/map.js';
import { isGeneratedMap } from '../wiki/map-file.js';
import { capsOf, type Page } from '../wiki/types.js';

export async function adoptNotes(
  repo: string,
  config: Config,
  pages: readonly Page[],
): Promise<string[]> {
  const notes: string[] = [];
  const map = await readWikiFile(resolve(repo, config.wikiPath), config.mapFile);
  if (map !== null && !isGeneratedMap(map))
    notes.push(
      `note: ${config.wikiPath}/${config.mapFile} is a page a person wrote, and wiki-ingest never overwrites it: give the map a file of its own with the map-file input (--map-file wiki-map.md here, map-file: wiki-map.md in the workflow).`,
    );
  const built = buildMap(pages, capsOf(config));
  const over = built.cuts.filter((c) => / chars, over page-char-cap /.test(c.warning));
  if (over.length) {
    const longest = Math.max(...over.map((c) => Number(/: (\d+) chars/.exec(c.warning)?.[1] ?? 0)));
    notes.push(
      `warning: ${over.length} page${over.length === 1 ? ' is' : 's are'} longer than page-char-cap (${config.pageCharCap} characters), so the agent would read ${over.length === 1 ? 'it' : 'them'} cut: ${over.map((c) => c.slug).join(', ')}. Raise the page-char-cap input (--page-char-cap ${Math.min(100000, longest)}, page-char-cap: ${Math.min(100000, longest)} in the workflow) or split ${over.length === 1 ? 'it' : 'them'}.`,
    );
  }
  return notes;
}
