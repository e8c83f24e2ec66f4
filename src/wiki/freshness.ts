// How fresh the wiki is, as one figure: the share of pages that cover files whose every covered
// file is as it was when the page was last checked, and how many covers are stale or gone. Pure,
// from the pages and a tree listing (the same comparison as staleness); lint, the pulse and the
// summaries print it.
import { staleness, type TreeListing } from './provenance.js';
import type { Freshness } from '../types.js';
import type { Page } from './types.js';

export const shareOf = (current: number, covered: number): number | null =>
  covered === 0 ? null : Math.round((current / covered) * 1000) / 1000;

export function freshnessOf(
  pages: readonly Pick<Page, 'slug' | 'covers'>[],
  tree: TreeListing,
): Freshness {
  const covered = pages.filter((p) => p.covers.length > 0).length;
  const stale = staleness(pages, tree);
  const current = covered - stale.length;
  return {
    covered_pages: covered,
    current_pages: current,
    share: shareOf(current, covered),
    stale_covers: stale.reduce((n, s) => n + s.stale.length, 0),
    missing_covers: stale.reduce((n, s) => n + s.missing.length, 0),
  };
}
