// The action's GitHub workspace over the git-backed fake GitHub, as a test of one workspace call
// needs it: repository o/r on github.com, branch main, the workflow token, no retries.
import type { Config } from '../src/config.js';
import { createGitHub } from '../src/github/client.js';
import { gitHubWorkspace } from '../src/workspace/github.js';
import type { GitBackedGitHub } from './github/git-backed-github.js';

/** An Octokit client of the action over `hub`. */
export const hubClient = (hub: GitBackedGitHub) =>
  createGitHub('ghs_x', { retries: 0, fetch: hub.fetch });

export const hubWorkspace = (config: Config, hub: GitBackedGitHub) =>
  gitHubWorkspace({
    config,
    owner: 'o',
    repo: 'r',
    serverUrl: 'https://github.com',
    defaultBranch: 'main',
    github: async () => hubClient(hub),
  });
