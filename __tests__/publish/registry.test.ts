// One publisher per mode, found by name: the publish-mode input accepts exactly the action's
// modes, each publisher answers for its own mode only, and pages are counted as the map counts them.
import { INPUTS } from '../../src/config/inputs.js';
import { parseConfig } from '../../src/config/parse.js';
import { createGitHub } from '../../src/github/client.js';
import { ACTION_PUBLISH_MODES, PUBLISH_MODES } from '../../src/types.js';
import { countPages } from '../../src/publish/commit-message.js';
import { publisherFor } from '../../src/publish/registry.js';
import type { GitHubTarget } from '../../src/publish/publisher.js';
import { FakeGitHub } from '../../test-support/github/fake-github.js';

const target = (gh: FakeGitHub): GitHubTarget => ({
  owner: 'o',
  repo: 'r',
  github: async () => createGitHub('test-token', { retries: 0, fetch: gh.fetch }),
  branch: 'main',
  prBranch: 'wiki-ingest/updates',
  wikiPath: 'wiki',
});
const protectedBranch = (answer: { status?: number; body?: unknown }) =>
  new FakeGitHub().on('GET', '/repos/:owner/:repo/branches/:branch', () => answer);

describe('the publish modes', () => {
  it('the publish-mode input takes its values from the action modes; working-tree is the CLI’s', () => {
    expect(INPUTS.find((i) => i.name === 'publish-mode')!.values).toEqual([
      'commit',
      'pull-request',
      'dry-run',
    ]);
    expect(Object.keys(PUBLISH_MODES)).toEqual([...ACTION_PUBLISH_MODES, 'working-tree']);
    expect(() => parseConfig({ 'publish-mode': 'working-tree' })).toThrow(
      /publish-mode.*"working-tree" is not one of: commit, pull-request, dry-run/,
    );
  });
});

describe('the action’s publishers', () => {
  it('commit refuses a protected default branch before publishing, naming the fix', async () => {
    const gh = protectedBranch({ body: { name: 'main', protected: true } });
    const refusal = await publisherFor('commit', target(gh)).refusal!();
    expect(refusal).toMatch(/default branch main is protected.*publish-mode: pull-request/);
    expect(gh.callsTo('GET').map((c) => c.path)).toEqual(['/repos/o/r/branches/main']);
  });

  it('commit leaves an unprotected branch, or one it cannot ask about, to publishing', async () => {
    const open = protectedBranch({ body: { name: 'main', protected: false } });
    expect(await publisherFor('commit', target(open)).refusal!()).toBeNull();
    const forbidden = protectedBranch({ status: 403, body: { message: 'Forbidden' } });
    expect(await publisherFor('commit', target(forbidden)).refusal!()).toBeNull();
  });

  it('only pull-request builds on a branch of its own; only commit asks before publishing', () => {
    const gh = new FakeGitHub();
    const [commit, pr, dry] = ACTION_PUBLISH_MODES.map((m) => publisherFor(m, target(gh)));
    expect([commit!.buildsOn, pr!.buildsOn, dry!.buildsOn]).toEqual([
      undefined,
      'wiki-ingest/updates',
      undefined,
    ]);
    expect([!!commit!.refusal, !!pr!.refusal, !!dry!.refusal]).toEqual([true, false, false]);
    expect(gh.calls).toEqual([]);
  });
});

describe('countPages', () => {
  const file = (path: string) => ({ path, content: '', action: 'update' as const });
  // Each path with the pages it counts for alone, so a failure names the path the rule got wrong.
  const paths: Array<[string, number]> = [
    ['wiki/index.md', 0],
    ['wiki/log.md', 0],
    ['wiki/SCHEMA.md', 0],
    ['wiki/api/tokens.md', 1],
    ['wiki/api/index.md', 1],
    ['wiki/notes.txt', 0],
    ['docs/other.md', 0],
  ];

  it.each(paths)('%s alone counts %d', (path, n) => {
    expect(countPages([file(path)], 'wiki')).toBe(n);
  });

  it('counts pages under the wiki folder as the map does (root index, log and SCHEMA are not pages)', () => {
    expect(
      countPages(
        paths.map(([path]) => file(path)),
        'wiki',
      ),
    ).toBe(2);
  });
});
