// Where `wiki-ingest init` keeps its plan between runs: a file in the repository's git folder
// (never committed, never in the wiki), written by `init --plan` (the plan reviewed is the plan
// that runs) and after every model call and every batch of pages, so a second init continues the
// same plan without a new model call, and its log entry carries every run's pages and spend.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gitBuffer } from '../git/process.js';
import type { EarlierInitEntry, PlannedPage } from '../ingest/init-task.js';
import { addUsage, emptyUsage } from '../llm/usage.js';
import type { Usage } from '../types.js';

export interface InitState {
  version: 1;
  wikiPath: string;
  /** The commit the plan was read at (files are read there, covers stamped there). */
  head: string;
  created: string;
  pages: PlannedPage[];
  /** The model that made the plan, and what it warned of then (said again when it is reused). */
  model?: string;
  warnings?: string[];
  /** Dollars spent on this plan that no log.md entry records yet (files of earlier versions). */
  unlogged_cost_usd: number;
  /** Every model call on this plan, across runs (the plan's call included): usage and cost. */
  spent_usd?: number;
  usage?: Usage;
  calls?: number;
  /**
   * Of those, the calls sent and never answered (interrupted, their connection lost): booked at
   * their estimate, which `spent_usd` and `usage` include.
   */
  estimated?: { calls: number; cost_usd: number };
  /** Pages this plan wrote, across runs, in the order they were written. */
  written?: string[];
  /** The plan's entry in log.md, which the next run's replaces (carrying everything). */
  logged?: EarlierInitEntry;
}

/** A call booked: its cost and usage added to the plan's books (an unanswered one's, marked). */
export function bookCall(
  state: InitState,
  call: { usage: Usage; cost_usd: number | null; estimated?: boolean },
): InitState {
  const was = state.estimated ?? { calls: 0, cost_usd: 0 };
  return {
    ...state,
    spent_usd: (state.spent_usd ?? 0) + (call.cost_usd ?? 0),
    usage: addUsage(state.usage ?? emptyUsage(), call.usage),
    calls: (state.calls ?? 0) + 1,
    ...(call.estimated
      ? { estimated: { calls: was.calls + 1, cost_usd: was.cost_usd + (call.cost_usd ?? 0) } }
      : {}),
  };
}

/** Pages written: added to the plan's books. */
export const bookPages = (state: InitState, slugs: readonly string[]): InitState => ({
  ...state,
  written: [...new Set([...(state.written ?? []), ...slugs])],
});

/** `.git/wiki-ingest/init-plan.json` of the repository (a worktree's own git folder). */
export async function statePath(repo: string): Promise<string> {
  const gitDir = (await gitBuffer(repo, ['rev-parse', '--git-dir'])).toString().trim();
  return join(resolve(repo, gitDir), 'wiki-ingest', 'init-plan.json');
}

/** The saved plan for `wikiPath`, or null (none, another wiki folder's, or unreadable). */
export async function readState(path: string, wikiPath: string): Promise<InitState | null> {
  try {
    const state = JSON.parse(await readFile(path, 'utf8')) as InitState;
    if (state.version !== 1 || state.wikiPath !== wikiPath || !Array.isArray(state.pages))
      return null;
    // A file of an earlier version: what it had not logged is the books' spend.
    return state.spent_usd === undefined
      ? { ...state, spent_usd: state.unlogged_cost_usd ?? 0, unlogged_cost_usd: 0 }
      : state;
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
