// A local repository driven with the git CLI, as the CLI's tests build one: a fixed author and
// committer and nothing else of the developer's environment, so a commit neither needs nor picks
// up a global git identity.
import { execFileSync } from 'node:child_process';
import { cleanEnv } from './bundle/spawn.js';

export const GIT_ENV = cleanEnv({
  GIT_AUTHOR_NAME: 'a',
  GIT_AUTHOR_EMAIL: 'a@x',
  GIT_COMMITTER_NAME: 'a',
  GIT_COMMITTER_EMAIL: 'a@x',
});

/** `git <args>` in `dir`; what it printed. */
export const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, env: GIT_ENV }).toString();
