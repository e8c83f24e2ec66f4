// mode: impact — the pages an open pull request will make stale, for free (src/impact/).
import type { ModeOutcome } from '../report/outputs.js';
import type { ActionRoot } from './root.js';

export async function impactOfPullRequest(root: ActionRoot): Promise<ModeOutcome> {
  const { runImpactMode } = await import('../impact/run.js');
  return runImpactMode({
    config: root.config,
    env: root.env,
    owner: root.owner,
    repo: root.repo,
    serverUrl: root.serverUrl,
    github: root.github,
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch,
  });
}
