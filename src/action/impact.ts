// mode: impact — the pages an open pull request will make stale, for free (src/impact/).
import type { ModeOutcome } from '../report/outputs.js';
import { repoScope, type ActionRoot } from './root.js';

export async function impactOfPullRequest(root: ActionRoot): Promise<ModeOutcome> {
  const { runImpactMode } = await import('../impact/run.js');
  return runImpactMode({
    ...repoScope(root),
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch,
  });
}
