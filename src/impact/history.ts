// Covers learned at the moment of the pull request: a page that people edited together with a
// changed file in at least two past commits, and in at least a fifth of that file's commits (all
// of them, or its last 20), is tied to it as a cover would tie it — the errors reference page to
// `lib/errors.js` it never names. The same rule as the covers `adopt` proposes (src/wiki/co-change.ts), over the history
// before the base (the pull request's own commits never count), read by the edge (a checkout with
// history, the CLI's repository). A historical page is tied too, as a cover ties it: release
// notes people update with most changes to a file are what a change to it leaves stale. Pure.
import { coChangeCovers, type PastChange } from '../wiki/co-change.js';
import type { Page } from '../wiki/types.js';

/** A page edited together with a changed file: how often, of the file's past commits. */
export interface PastTie {
  slug: string;
  /** The changed file's path at the base. */
  path: string;
  together: number;
  commits: number;
  /** The share held among the file's newest commits only (`commits` of them). */
  recent?: true;
}

/** The pages `history` ties to the files at `paths` (base paths), by page then strength. */
export function pastTies(
  history: Iterable<PastChange>,
  pages: readonly Page[],
  paths: Iterable<string>,
  o: { wikiPath: string; coverable: (path: string) => boolean },
): PastTie[] {
  const head = new Map([...paths].filter(o.coverable).map((p) => [p, '']));
  if (head.size === 0) return [];
  return coChangeCovers(history, pages, { wikiPath: o.wikiPath, head, perPage: Infinity }).map(
    ({ slug, path, together, commits, recent }) => ({
      slug,
      path,
      together,
      commits,
      ...(recent ? { recent } : {}),
    }),
  );
}
