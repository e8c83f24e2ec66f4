// Where init keeps its plan between runs: a plan is reused only for the wiki folder it was made for
// (another folder's plan would write its pages, covers and links into the wrong wiki).
import { join } from 'node:path';
import { readState, writeState, type InitState } from '../../src/init/state.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('init-state-');

const state = (wikiPath: string): InitState => ({
  version: 1,
  wikiPath,
  head: 'a'.repeat(40),
  created: '2026-12-02T10:00:00.000Z',
  pages: [],
  unlogged_cost_usd: 0,
  spent_usd: 0.25,
});

describe('the saved init plan', () => {
  it('is reused for its own wiki folder, and not for another', async () => {
    const path = join(newDir(), 'wiki-ingest', 'init-plan.json');
    await writeState(path, state('docs/wiki'));
    expect(await readState(path, 'docs/wiki')).toEqual(state('docs/wiki'));
    expect(await readState(path, 'wiki')).toBeNull();
    expect(await readState(path, 'docs')).toBeNull();
  });
});
