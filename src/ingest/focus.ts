// The pages that matter to one Tier 3 run once the map is folded, beyond the hubs: the pages
// changed recently (read from log.md, whose Created/Updated lines this project writes) go into the
// system prompt — they depend only on the wiki, so the prefix stays cached — and the pages whose
// `covers` list a file this merge changed go into the first message, beside the merge.
import { pagesCoveringEach } from '../wiki/provenance.js';
import type { MergeInfo } from '../types.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';

/** The log entries whose pages count as recently changed. */
export const RECENT_ENTRIES = 5;

const CHANGED = /^- (?:Created|Updated): (.*)$/;
const LINK = /\[\[([^\]\n]+)\]\]/g;

/** Slugs the last `entries` ingest entries of log.md created or updated, newest entry first. */
export function recentlyChanged(log: string | null, entries = RECENT_ENTRIES): string[] {
  if (!log) return [];
  const blocks = log.split(/^(?=## \[)/m).filter((b) => /^## \[[^\]]*\] ingest \|/.test(b));
  const out: string[] = [];
  for (const block of blocks.slice(-entries).reverse())
    for (const line of block.split('\n')) {
      const m = CHANGED.exec(line);
      if (!m) continue;
      for (const link of m[1]!.matchAll(LINK)) {
        const slug = link[1]!.trim().toLowerCase();
        if (!out.includes(slug)) out.push(slug);
      }
    }
  return out;
}

/** Pages whose covers name a path (or a renamed file's old path) the merges changed, sorted. */
export function pagesCoveringChanges(
  pages: readonly Page[],
  merges: readonly MergeInfo[],
): string[] {
  const paths = merges.flatMap((m) =>
    m.files.flatMap((f) => (f.previous_path ? [f.path, f.previous_path] : [f.path])),
  );
  return [...new Set([...pagesCoveringEach(pages, paths).values()].flat())].sort(compareCodePoints);
}
