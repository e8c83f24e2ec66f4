// A wiki commit with no Tier 3 behind it: the skip entries of a run that decided only skips, and
// the covers its merges' renames and deletions move or drop. The action writes one only when a
// skipped merge renamed or deleted a covered file (otherwise skips wait for the next wiki
// commit); the CLI, which keeps no ledger, writes one for every skip. No model is called.
import type { Finalized } from '../ingest/finalize.js';
import { appendLog, skipEntry, type CoversFollowed } from '../log/entry.js';
import type { Candidate } from '../fold.js';
import type { FileWrite } from '../types.js';
import { followCovers } from '../wiki/cover-moves.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import { buildMap, renderIndex } from '../wiki/map.js';
import type { Caps, WikiSnapshot } from '../wiki/types.js';
import { skipEntries } from './skips.js';

export interface SkipCommitInput {
  snapshot: WikiSnapshot;
  /** Every merge the run decided, oldest first (the skipped ones are logged). */
  candidates: readonly Candidate[];
  wikiPath: string;
  mapFile: string;
  caps: Caps;
  /** log-skips: false writes no skip entry (covers still follow renames and deletions). */
  logSkips: boolean;
  date: Date;
  coverable: (path: string) => boolean;
}

export interface SkipCommit extends Finalized {
  summary: string;
  /** The pages the skipped merges made stale, as their entries name them. */
  stale: { slug: string; path: string; sha?: string }[];
}

/** The files of a skip-only commit, or null when it would change nothing. */
export function skipOnlyOutput(input: SkipCommitInput): SkipCommit | null {
  const { snapshot, wikiPath } = input;
  const pages = snapshot.wiki.pages;
  const changes = input.candidates.flatMap((c) => c.merge.files);
  const followed = followCovers(pages, changes, input.coverable);
  const covers: CoversFollowed = { moved: followed.moved, dropped: followed.dropped };
  const skipped = skipEntries(input.candidates, pages, covers);
  const files: FileWrite[] = [];
  const before: Record<string, string | null> = {};
  const write = (path: string, content: string, old: string | null): void => {
    files.push({ path, content, action: old === null ? 'create' : 'update' });
    before[path] = old;
  };
  const byslug = new Map(followed.pages.map((p) => [p.slug, p]));
  for (const page of followed.pages) {
    const old = pages.find((p) => p.slug === page.slug)!;
    write(`${wikiPath}/${page.file}`, page.raw, old.raw);
  }
  const after = pages.map((p) => byslug.get(p.slug) ?? p);
  // The map (and its covers index) only when something else is written: a skip never rewrites
  // a map on its own.
  const log = input.logSkips && skipped.length > 0 ? skipEntry(input.date, skipped) : null;
  if (files.length === 0 && log === null) return null;
  const index = renderIndex(buildMap(after, input.caps), coversIndexOf(after));
  if (index !== snapshot.existing.index)
    write(`${wikiPath}/${input.mapFile}`, index, snapshot.existing.index);
  if (log !== null)
    write(`${wikiPath}/log.md`, appendLog(snapshot.existing.log, log), snapshot.existing.log);
  const n = skipped.length;
  const moved = followed.moved.length + followed.dropped.length;
  const summary = [
    n ? `${n} skipped merge${n === 1 ? '' : 's'} logged` : null,
    moved ? `${moved} cover${moved === 1 ? '' : 's'} followed a renamed or deleted file` : null,
  ]
    .filter(Boolean)
    .join('; ');
  return {
    files,
    before,
    changes: files.map((f) => ({ path: f.path, action: f.action })),
    created: [],
    updated: followed.pages.map((p) => p.slug),
    ...(moved ? { covers } : {}),
    ...(followed.skipped.length
      ? {
          warnings: followed.skipped.map(
            (s) =>
              `Covers of [[${s.slug}]] were not moved for a renamed or deleted file: ${s.reason}.`,
          ),
        }
      : {}),
    summary: summary || 'skips logged',
    stale: skipped.flatMap((m) =>
      (m.stale ?? []).map((c) => ({
        slug: c.slug,
        path: c.path,
        ...(m.sha ? { sha: m.sha } : {}),
      })),
    ),
  };
}
