// Where `wiki-ingest init` keeps its plan between runs: a file in the repository's git folder
// (never committed, never in the wiki), so a second init continues the same plan without a new
// model call, and carries what an interrupted run spent into the log entry of the one that ends.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gitBuffer } from '../git/run.js';
import type { PlannedPage } from '../ingest/init-task.js';

export interface InitState {
  version: 1;
  wikiPath: string;
  /** The commit the plan was read at (files are read there, covers stamped there). */
  head: string;
  created: string;
  pages: PlannedPage[];
  /** Dollars spent on this plan that no log.md entry records yet. */
  unlogged_cost_usd: number;
}

/** `.git/wiki-ingest/init-plan.json` of the repository (a worktree's own git folder). */
export async function statePath(repo: string): Promise<string> {
  const gitDir = (await gitBuffer(repo, ['rev-parse', '--git-dir'])).toString().trim();
  return join(resolve(repo, gitDir), 'wiki-ingest', 'init-plan.json');
}

/** The saved plan for `wikiPath`, or null (none, another wiki folder's, or unreadable). */
export async function readState(path: string, wikiPath: string): Promise<InitState | null> {
  try {
    const state = JSON.parse(await readFile(path, 'utf8')) as InitState;
    return state.version === 1 && state.wikiPath === wikiPath && Array.isArray(state.pages)
      ? state
      : null;
  } catch {
    return null;
  }
}

/** Saves the state whole (a temporary file renamed into place), or removes it (null). */
export async function writeState(path: string, state: InitState | null): Promise<void> {
  if (state === null) return rm(path, { force: true });
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(state, null, 2) + '\n');
  await rename(tmp, path);
}
