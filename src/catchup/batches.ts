// A long catch-up in Tier 3 runs that fit max-iterations. One agent run over 20 merges needs ~3
// calls a merge (read the page, read a section, write) — ~61 calls, past the default 25, and
// nothing would publish. So the merges that continue are cut, oldest first, into batches the
// budget can finish; each batch's agent works over the wiki as the batches before it left it
// (in memory, nothing written yet), and the pipeline publishes their files once, together.
import type { Finalized } from '../ingest/finalize.js';
import { parsePage } from '../wiki/page.js';
import { compareCodePoints } from '../wiki/text.js';
import type { WikiSnapshot } from '../wiki/types.js';

/** Agent calls one merge takes when it shares no reads with the others (read, read, write). */
export const CALLS_PER_MERGE = 3;

/** Merges one Tier 3 run can finish within `maxIterations` calls (one call left for finish). */
export const mergesPerRun = (maxIterations: number): number =>
  Math.max(1, Math.floor((maxIterations - 1) / CALLS_PER_MERGE));

/** `items` (oldest first) in batches of at most mergesPerRun(maxIterations), sizes balanced. */
export function batchesOf<T>(items: readonly T[], maxIterations: number): T[][] {
  const runs = Math.max(1, Math.ceil(items.length / mergesPerRun(maxIterations)));
  const size = Math.ceil(items.length / runs);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The snapshot as a batch's files leave it: its pages re-read, index.md and log.md replaced. */
export function afterBatch(
  snapshot: WikiSnapshot,
  output: Pick<Finalized, 'files'>,
  wikiPath: string,
): WikiSnapshot {
  const root = `${wikiPath}/`;
  const pages = new Map(snapshot.wiki.pages.map((p) => [p.slug, p]));
  const existing = { ...snapshot.existing };
  for (const file of output.files) {
    const rel = file.path.slice(root.length);
    if (rel === 'index.md') existing.index = file.content;
    else if (rel === 'log.md') existing.log = file.content;
    else {
      const { page } = parsePage(rel, file.content);
      pages.set(page.slug, page);
    }
  }
  const sorted = [...pages.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { ...snapshot, wiki: { ...snapshot.wiki, pages: sorted }, existing };
}

/** What one Tier 3 run leaves to publish: its files and its summary. */
export type Batched = Finalized & { summary: string };

/**
 * Two batches' files as one publish: the later text of each file, the earlier `before` (the text
 * at the snapshot) and action (a page the first batch created is still a creation); both summaries.
 */
export function combineBatches(first: Batched, next: Batched): Batched {
  const files = new Map(first.files.map((f) => [f.path, f]));
  for (const f of next.files) {
    const was = files.get(f.path);
    files.set(f.path, was ? { ...f, action: was.action } : f);
  }
  const all = [...files.values()];
  const created = [...new Set([...first.created, ...next.created])];
  return {
    files: all,
    before: { ...next.before, ...first.before },
    changes: all.map((f) => ({ path: f.path, action: f.action })),
    created,
    updated: [...new Set([...first.updated, ...next.updated])].filter((s) => !created.includes(s)),
    summary: `${first.summary}\n\n${next.summary}`,
  };
}
