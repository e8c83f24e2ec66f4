// The skip entries a run's wiki commit carries: every merge it decided as a skip, so log.md names
// it and the watermark moves past it (written only with a wiki commit, never on its own).
import type { Candidate } from '../fold.js';
import type { SkippedMerge } from '../ingest/log-entry.js';

export function skipEntries(candidates: readonly Candidate[]): SkippedMerge[] {
  return candidates
    .filter((c) => c.decision.decision === 'skip')
    .map((c) => ({
      ...(c.merge.sha ? { sha: c.merge.sha } : {}),
      title: c.merge.title,
      tier: c.decision.tier === 2 ? 2 : 1,
      rule: c.decision.rule,
      reason: c.decision.reason,
    }));
}
