// A local repository driven with the git CLI, as the CLI's tests build one: a fixed author and
// committer and nothing else of the developer's environment, so a commit neither needs nor picks
// up a global git identity.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** A new repository (branch main) in the empty folder `dir`, and the two moves its tests make. */
export function localRepo(dir: string) {
  git(dir, 'init', '-q', '-b', 'main');
  /** Writes `text` at `path`, making its folders. */
  const write = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  /** Commits everything; the new HEAD. */
  const commit = (message: string): string => {
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', message);
    return git(dir, 'rev-parse', 'HEAD').trim();
  };
  return { dir, write, commit };
}

/** A new repository in the empty folder `dir` holding `files` in one commit, `message`: `dir`. */
export function committedRepo(dir: string, files: Record<string, string>, message: string): string {
  const repo = localRepo(dir);
  for (const [path, text] of Object.entries(files)) repo.write(path, text);
  repo.commit(message);
  return dir;
}
