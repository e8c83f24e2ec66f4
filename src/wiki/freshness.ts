// How fresh the wiki is, as one figure: the share of pages that cover files whose every covered
// file is as it was when the page was last checked, and how many covers are stale or gone. Pure,
// from the pages and a tree listing (the same comparison as staleness); lint, the pulse and the
// summaries print it.
import { staleness, type TreeListing } from './provenance.js';
import type { Page } from './types.js';

export interface Freshness {
  /** Pages covering at least one file. */
  covered_pages: number;
  /** Of those, pages whose every covered file is as stamped. */
  current_pages: number;
  /** current_pages / covered_pages (three decimals); null when no page covers a file. */
  share: number | null;
  /** Covered files changed since their page's stamp, counted per page. */
  stale_covers: number;
  /** Covered files the commit no longer holds, counted per page. */
  missing_covers: number;
}

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

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** The figure in one line, e.g. `7 of 9 covered pages current (78%); 3 stale covers, 1 gone`. */
export function freshnessText(f: Freshness): string {
  if (f.share === null) return 'no page covers a repository file yet, so none can be stale';
  const parts = [
    `${f.stale_covers} stale cover${f.stale_covers === 1 ? '' : 's'}`,
    ...(f.missing_covers ? [`${f.missing_covers} covering a file gone at HEAD`] : []),
  ];
  return `${f.current_pages} of ${f.covered_pages} covered page${f.covered_pages === 1 ? '' : 's'} current (${percent(f.share)}); ${parts.join(', ')}`;
}
