// The skip entries a run's wiki commit carries: every merge it decided as a skip, so log.md names
// it and the watermark moves past it (written only with a wiki commit, never on its own).
import type { Candidate } from '../fold.js';
import type { SkippedMerge } from '../ingest/log-entry.js';
import { coveringPages } from '../triage/wiki-map.js';
import type { Page } from '../wiki/types.js';

/**
 * One entry per skipped merge; with the wiki's pages, each names the pages covering a file it
 * changed, so a skip (a trivial chore, a tiny diff) never hides a page it made stale.
 */
export function skipEntries(
  candidates: readonly Candidate[],
  pages: readonly Page[] = [],
): SkippedMerge[] {
  return candidates
    .filter((c) => c.decision.decision === 'skip')
    .map((c) => {
      const stale = coveringPages(pages, c.merge);
      return {
        ...(c.merge.sha ? { sha: c.merge.sha } : {}),
        title: c.merge.title,
        tier: c.decision.tier === 2 ? 2 : 1,
        rule: c.decision.rule,
        reason: c.decision.reason,
        ...(stale.length ? { stale } : {}),
      };
    });
}
