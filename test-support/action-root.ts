// The action's composition root (src/action/root.ts) over the git-backed fake GitHub: the run's
// dependencies wired as src/main.ts wires them on a runner, with Octokit's fetch, the Messages
// client and the clock the test's own.
import { actionSecrets, openRoot, type ActionRoot, type RootOptions } from '../src/action/root.js';
import type { Config } from '../src/config.js';
import type { GitBackedGitHub } from './github/git-backed-github.js';

export interface FakeRootOptions extends Pick<RootOptions, 'anthropic' | 'clock'> {
  config: Config;
  eventName: string;
  payload: unknown;
  /** The runner's environment besides GITHUB_REPOSITORY (the hub's). */
  env?: NodeJS.ProcessEnv;
}

export function fakeRoot(hub: GitBackedGitHub, options: FakeRootOptions): ActionRoot {
  const { env = {}, payload, ...rest } = options;
  return openRoot({
    ...rest,
    env: { GITHUB_REPOSITORY: `${hub.owner}/${hub.name}`, ...env },
    payload: payload as Record<string, unknown>,
    secrets: actionSecrets(),
    fetch: hub.fetch,
  });
}
