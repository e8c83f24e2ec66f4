// One Tier 1 input for a merge, whoever reads it: `simulate` over git history and the action over
// the push payload GitHub sends for the same history decide every merge the same way.
import { jest } from '@jest/globals';
import { main as simulate } from '../../src/cli/simulate.js';
import { parseConfig } from '../../src/config/parse.js';
import { createGitHub } from '../../src/github/client.js';
import type { EventContext } from '../../src/merge-info/context.js';
import { isMerge, isNoOp, mergeFromEvent } from '../../src/merge-info/event.js';
import { classify, needsFileList } from '../../src/prefilter/rules.js';
import type { MergeInfo } from '../../src/types.js';
import { GitBackedGitHub, PERSON, ROUTES } from '../../test-support/github/git-backed-github.js';

const config = parseConfig({ 'github-token': 't0ken' });
const DEPENDABOT = { name: 'dependabot[bot]', email: 'dependabot[bot]@users.noreply.github.com' };
const lines = (n: number, word: string): string =>
  Array.from({ length: n }, (_, i) => `${word} ${i}`).join('\n') + '\n';

function context(hub: GitBackedGitHub): EventContext {
  return {
    needsFileList: (merge: MergeInfo, pathsKnown: boolean) =>
      needsFileList(merge, config, pathsKnown),
    owner: hub.owner,
    repo: hub.name,
    serverUrl: 'https://github.com',
    warnings: [],
    github: async () => createGitHub('t0ken', { retries: 0, fetch: hub.fetch }),
  };
}

/** A pull request merged with a merge commit by a person: its commits, then `Merge pull request`. */
async function mergeCommit(
  hub: GitBackedGitHub,
  branch: string,
  title: string,
  commits: { message: string; write: Record<string, string>; author?: typeof PERSON }[],
): Promise<string> {
  const base = (await hub.head())!;
  await hub.git.casRef(`refs/heads/${branch}`, base, undefined);
  for (const c of commits) await hub.commit({ ...c, branch });
  const tip = (await hub.head(branch))!;
  const tree = (await hub.git.commit(tip))!.tree;
  const sha = await hub.git.commitTree(
    tree,
    [base, tip],
    `Merge pull request #${hub.newNumber()} from o/${branch}\n\n${title}`,
    PERSON,
  );
  if (!(await hub.git.casRef(`refs/heads/${hub.defaultBranch}`, sha, base)))
    throw new Error('main moved');
  return sha;
}

async function simulated(dir: string): Promise<{ sha: string; rule: string | null }[]> {
  let out = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  try {
    expect(await simulate(['--repo', dir, '--json'])).toBe(0);
  } finally {
    spy.mockRestore();
  }
  return (JSON.parse(out) as { commits: { sha: string; rule: string | null }[] }).commits;
}

describe('a repository that merges with merge commits', () => {
  let hub: GitBackedGitHub;
  afterEach(() => hub.remove());

  it('simulate and the action decide every merge the same way', async () => {
    hub = await GitBackedGitHub.create({ files: { 'wiki/index.md': '# Wiki\n' } });
    const pushes: { before: string; after: string }[] = [];
    const land = async (make: () => Promise<string>): Promise<void> => {
      const before = (await hub.head())!;
      pushes.push({ before, after: await make() });
    };
    // A Dependabot PR merged by a person: the PR's author is dependabot, the merge commit's is not.
    await land(() =>
      mergeCommit(hub, 'dependabot/npm/x', 'chore(deps): bump x from 1 to 2', [
        {
          message: 'chore(deps): bump x',
          write: { 'lib/x.ts': lines(40, 'x') },
          author: DEPENDABOT,
        },
      ]),
    );
    // The PR title says chore, but a feat commit inside it changes 50 lines: not a trivial merge.
    await land(() =>
      mergeCommit(hub, 'tidy', 'chore: tidy', [
        { message: 'feat: add y', write: { 'lib/y.ts': lines(50, 'y') } },
        { message: 'test: y', write: { 'lib/y.test.ts': lines(5, 't') } },
      ]),
    );
    // Every commit a chore: skipped by trivial-type on both paths.
    await land(() =>
      mergeCommit(hub, 'chores', 'chore: rename things', [
        { message: 'chore: a', write: { 'lib/z.ts': lines(60, 'z') } },
        { message: 'style: b', write: { 'lib/z.ts': lines(61, 'zz') } },
      ]),
    );

    const backtest = await simulated(await hub.checkout());
    const byAction: { sha: string; rule: string | null }[] = [];
    for (const { before, after } of pushes) {
      const merge = await mergeFromEvent('push', await hub.pushEvent(before, after), context(hub));
      if (isNoOp(merge)) throw new Error(merge.reason);
      if (!isMerge(merge)) throw new Error('a push is a merge');
      byAction.push({ sha: after, rule: classify(merge, config).rule });
    }
    const newestFirst = byAction.reverse();
    expect(newestFirst.map((m) => m.rule)).toEqual(['trivial-type', null, 'skip-author']);
    expect(backtest.slice(0, 3)).toEqual(
      newestFirst.map((m) => expect.objectContaining({ sha: m.sha, rule: m.rule })),
    );
  });

  it('skips a Dependabot PR merged by a person from the payload alone, with no API call', async () => {
    hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n' } });
    const before = (await hub.head())!;
    const after = await mergeCommit(hub, 'dependabot/npm/y', 'chore(deps): bump y', [
      {
        message: 'chore(deps): bump y',
        write: { 'src/api/y.ts': lines(90, 'y') },
        author: DEPENDABOT,
      },
    ]);
    const merge = await mergeFromEvent('push', await hub.pushEvent(before, after), context(hub));
    expect(merge).toMatchObject({ author: 'dependabot[bot]', title: 'chore(deps): bump y' });
    expect(classify(merge as MergeInfo, config).rule).toBe('skip-author');
    expect(hub.calls).toHaveLength(0);
  });

  it('falls back to the commit message with a warning when the PR look-up is refused', async () => {
    hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n' } });
    const before = (await hub.head())!;
    const after = await hub.commit({
      message: 'feat: add z',
      write: { 'src/z.ts': lines(50, 'z') },
    });
    hub.fault(ROUTES.pullsForCommit, { status: 403 });
    const ctx = context(hub);
    const merge = await mergeFromEvent('push', await hub.pushEvent(before, after), ctx);
    expect(merge).toMatchObject({ title: 'feat: add z', sha: after });
    expect(hub.callsTo(ROUTES.pullsForCommit)).toHaveLength(1);
    expect(ctx.warnings).toEqual([expect.stringMatching(/HTTP 403.*pull-requests: read/)]);
  });
});

describe('a pull request merged into another branch', () => {
  it('is a no-op with a reason, before any API call', async () => {
    const ctx: EventContext = {
      needsFileList: () => true,
      owner: 'o',
      repo: 'r',
      serverUrl: 'https://github.com',
      warnings: [],
      github: () => Promise.reject(new Error('no API call expected')),
    };
    const payload = {
      action: 'closed',
      pull_request: {
        number: 5,
        title: 'feat: x',
        merged: true,
        base: { ref: 'develop', sha: 'a'.repeat(40) },
      },
      repository: { default_branch: 'main' },
    };
    const result = await mergeFromEvent('pull_request', payload, ctx);
    expect(result).toEqual({
      noop: true,
      reason: expect.stringMatching(/#5 was merged into develop, not the default branch \(main\)/),
    });
  });
});
