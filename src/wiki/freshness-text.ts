// The freshness figure (src/wiki/freshness.ts) in one line of prose, for lint's text, the pulse and
// the job summaries. Apart from the figure's computation so a summary loads no page parser.
import type { Freshness } from '../types.js';

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** The figure in one line, e.g. `7 of 9 covered pages current (78%); 3 stale covers`. */
export function freshnessText(f: Freshness): string {
  if (f.share === null) return 'no page covers a repository file yet, so none can be stale';
  const parts = [
    `${f.stale_covers} stale cover${f.stale_covers === 1 ? '' : 's'}`,
    ...(f.missing_covers ? [`${f.missing_covers} covering a file gone at HEAD`] : []),
  ];
  return `${f.current_pages} of ${f.covered_pages} covered page${f.covered_pages === 1 ? '' : 's'} current (${percent(f.share)}); ${parts.join(', ')}`;
}
