// The pulse's freshness, week by week, as log.md tells it against the covers index: a page covered
// in the index turns stale when an entry says a merge changed (or deleted) a file it covers, and
// current again when an entry creates, updates or confirms it; each week's figure is the state at
// its end. The log does not see everything (a repair run logs nothing, and a processed merge logs
// only the pages it wrote), so the figure of now comes from the pages and HEAD where a repository
// is at hand (src/wiki/freshness.ts); the weeks show the trend. Pure.
import type { Freshness } from '../types.js';
import type { CoversIndex } from '../wiki/covers-index.js';
import type { PulseEntry } from './log.js';

/** One week's figure, as log.md tells it (a gone file is stale too here: no separate count). */
export interface WeekFreshness {
  covered_pages: number;
  current_pages: number;
  share: number | null;
  stale_covers: number;
}

/** The pulse's freshness: the weeks from log.md, and now from the pages at HEAD (null: no repository). */
export interface PulseFreshness {
  weeks: WeekFreshness[];
  now: Freshness | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** Each week's figure at its end (or `until`), replaying every entry up to it, oldest first. */
export function freshnessWeeks(
  entries: readonly PulseEntry[],
  index: CoversIndex,
  weeks: readonly { start: string }[],
  until: Date,
): WeekFreshness[] {
  const covered = new Set([...index.values()].flat());
  const stale = new Map<string, Set<string>>();
  const ordered = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  let next = 0;
  return weeks.map(({ start }) => {
    const end = Math.min(Date.parse(`${start}T00:00:00Z`) + 7 * DAY, until.getTime() + 1);
    for (; next < ordered.length && ordered[next]!.at.getTime() < end; next++) {
      const entry = ordered[next]!;
      for (const slug of entry.checked) stale.delete(slug);
      for (const { slug, path } of entry.staled)
        if (covered.has(slug)) stale.set(slug, (stale.get(slug) ?? new Set()).add(path));
    }
    const current = covered.size - stale.size;
    return {
      covered_pages: covered.size,
      current_pages: current,
      share: covered.size ? Math.round((current / covered.size) * 1000) / 1000 : null,
      stale_covers: [...stale.values()].reduce((n, paths) => n + paths.size, 0),
    };
  });
}

/** A week's cell: its share and stale covers (`78% · 3 stale`), or empty when nothing is covered. */
export const freshnessCell = (f: WeekFreshness | undefined): string =>
  !f || f.share === null ? '' : `${Math.round(f.share * 100)}% · ${f.stale_covers} stale`;
