import { parseConfig } from '../../src/config/parse.js';
import { createGitHub } from '../../src/github/client.js';
import { isNoOp, mergeFromEvent } from '../../src/merge-info/event.js';
import type { EventContext } from '../../src/merge-info/context.js';
import { needsFileList } from '../../src/prefilter/rules.js';
import type { PushPayload } from '../../src/merge-info/push.js';
import type { MergeInfo } from '../../src/types.js';
import { apiFile, FakeGitHub, paginate } from '../../test-support/github/fake-github.js';

const config = parseConfig({ 'github-token': 't0ken' });
const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

function context(gh: FakeGitHub | null): EventContext & { created: number } {
  const ctx = {
    needsFileList: (merge: MergeInfo, pathsKnown: boolean) =>
      needsFileList(merge, config, pathsKnown),
    owner: 'o',
    repo: 'r',
    serverUrl: 'https://github.com',
    warnings: [] as string[],
    created: 0,
    github: async () => {
      ctx.created++;
      if (!gh) throw new Error('no API call expected');
      return createGitHub('t0ken', { retries: 0, fetch: gh.fetch });
    },
  };
  return ctx;
}

const commit = (message: string, modified: string[], extra: object = {}) => ({
  id: SHA_B,
  message,
  author: { name: 'Ann', username: 'ann' },
  added: [],
  removed: [],
  modified,
  ...extra,
});

const push = (
  commits: ReturnType<typeof commit>[],
  extra: Partial<PushPayload> = {},
): PushPayload => ({
  ref: 'refs/heads/main',
  before: SHA_A,
  after: SHA_B,
  head_commit: commits[commits.length - 1] ?? null,
  commits,
  ...extra,
});

describe('push events', () => {
  it('decides a chore push from the payload alone, creating no client', async () => {
    const ctx = context(null);
    const merge = (await mergeFromEvent(
      'push',
      push([commit('chore: a', ['src/a.ts']), commit('docs: b\n\nbody', ['README.md'])]),
      ctx,
    )) as MergeInfo;
    expect(ctx.created).toBe(0);
    expect(merge).toMatchObject({
      sha: SHA_B,
      title: 'docs: b',
      body: 'body',
      author: 'ann',
      commits: ['chore: a', 'docs: b\n\nbody'],
      url: `https://github.com/o/r/commit/${SHA_B}`,
    });
    expect(merge.files.map((f) => f.path)).toEqual(['src/a.ts', 'README.md']);
  });

  it('decides a wiki-only push and a skip marker from the payload alone', async () => {
    const ctx = context(null);
    await mergeFromEvent('push', push([commit('feat: pages', ['wiki/a.md'])]), ctx);
    const many = Array.from({ length: 25 }, () => commit('feat: x [skip wiki]', ['src/a.ts']));
    await mergeFromEvent('push', push(many), ctx);
    expect(ctx.created).toBe(0);
  });

  it('reads line counts, every commit and the PR from the API when the payload cannot decide', async () => {
    const gh = new FakeGitHub()
      .on('GET', '/repos/:owner/:repo/compare/:basehead', (req) => {
        expect(req.params.basehead).toBe(`${SHA_A}...${SHA_B}`);
        return {
          body: {
            total_commits: 2,
            commits: [
              { sha: SHA_A, commit: { message: 'feat: add x' } },
              { sha: SHA_B, commit: { message: 'Merge pull request #9 from o/x\n\nfeat: add x' } },
            ],
            files: [apiFile('src/x.ts', 3, 1), apiFile('src/y.ts', 2, 0)],
          },
        };
      })
      .on('GET', '/repos/:owner/:repo/commits/:sha/pulls', () => ({
        body: [
          {
            number: 9,
            title: 'feat: add x (#9)',
            body: 'Adds x.',
            merge_commit_sha: SHA_B,
            merged_at: '2026-01-01T00:00:00Z',
            html_url: 'https://github.com/o/r/pull/9',
            user: { login: 'ann' },
          },
        ],
      }));
    const ctx = context(gh);
    const merge = (await mergeFromEvent(
      'push',
      push([commit('feat: add x', ['src/x.ts', 'src/y.ts'])]),
      ctx,
    )) as MergeInfo;
    expect(ctx.created).toBe(1);
    expect(merge).toMatchObject({
      title: 'feat: add x (#9)',
      body: 'Adds x.',
      pr: 9,
      url: 'https://github.com/o/r/pull/9',
      commits: ['feat: add x', 'feat: add x'],
    });
    expect(merge.files.map((f) => [f.path, f.additions, f.deletions])).toEqual([
      ['src/x.ts', 3, 1],
      ['src/y.ts', 2, 0],
    ]);
    expect(gh.calls.every((c) => c.headers.authorization === 'token t0ken')).toBe(true);
  });

  it('decides a 20-commit payload alone and treats 2048 (the webhook cap) as truncated', async () => {
    const twenty = Array.from({ length: 20 }, () => commit('chore: a', ['src/a.ts']));
    const alone = context(null);
    expect(await mergeFromEvent('push', push(twenty), alone)).toMatchObject({ title: 'chore: a' });
    expect(alone.created).toBe(0);
    const gh = new FakeGitHub()
      .on('GET', '/repos/:owner/:repo/compare/:basehead', () => ({
        body: {
          total_commits: 2049,
          commits: [{ commit: { message: 'chore: a' } }],
          files: [apiFile('src/api/a.ts')],
        },
      }))
      .on('GET', '/repos/:owner/:repo/commits/:sha/pulls', () => ({ body: [] }));
    const full = Array.from({ length: 2048 }, () => commit('chore: a', ['src/a.ts']));
    const merge = (await mergeFromEvent('push', push(full), context(gh))) as MergeInfo;
    expect(merge.files.map((f) => f.path)).toEqual(['src/api/a.ts']);
    expect(gh.callsTo('GET', '/repos/o/r/compare')).toHaveLength(1);
  });

  it('diffs a new branch head against its parent', async () => {
    const gh = new FakeGitHub()
      .on('GET', '/repos/:owner/:repo/commits/:ref', () => ({
        body: {
          sha: SHA_B,
          commit: { message: 'feat: first' },
          parents: [{ sha: SHA_A }],
          files: [apiFile('a.ts', 50)],
        },
      }))
      .on('GET', '/repos/:owner/:repo/commits/:sha/pulls', () => ({ body: [] }));
    const merge = (await mergeFromEvent(
      'push',
      push([commit('feat: first', ['a.ts'])], { before: '0'.repeat(40) }),
      context(gh),
    )) as MergeInfo;
    expect(merge.base_sha).toBe(SHA_A);
    expect(merge.files[0]).toMatchObject({ path: 'a.ts', additions: 50 });
  });

  it('a deleted branch is a no-op', async () => {
    const r = await mergeFromEvent(
      'push',
      { deleted: true, ref: 'refs/heads/x', commits: [] },
      context(null),
    );
    expect(isNoOp(r)).toBe(true);
  });
});

describe('pull_request events', () => {
  const pr = (extra: object = {}) => ({
    action: 'closed',
    number: 7,
    pull_request: {
      number: 7,
      title: 'feat(api): tokens',
      body: 'Rotates tokens.',
      merged: true,
      merge_commit_sha: SHA_B,
      html_url: 'https://github.com/o/r/pull/7',
      user: { login: 'bob' },
      base: { sha: SHA_A, ref: 'main' },
      ...extra,
    },
  });

  it('reads every file of a merged PR, paginated past 100', async () => {
    const files = Array.from({ length: 250 }, (_, i) => apiFile(`src/f${i}.ts`, 1));
    const gh = new FakeGitHub().on('GET', '/repos/:owner/:repo/pulls/:n/files', (req) =>
      paginate(req, files),
    );
    const merge = (await mergeFromEvent('pull_request', pr(), context(gh))) as MergeInfo;
    expect(merge).toMatchObject({
      title: 'feat(api): tokens',
      body: 'Rotates tokens.',
      author: 'bob',
      pr: 7,
      sha: SHA_B,
    });
    expect(merge.files).toHaveLength(250);
    expect(merge.files[249]!.path).toBe('src/f249.ts');
    expect(gh.callsTo('GET', '/repos/o/r/pulls/7/files')).toHaveLength(3);
  });

  it('a PR closed without merging is a no-op with a reason', async () => {
    const r = await mergeFromEvent('pull_request', pr({ merged: false }), context(null));
    expect(r).toEqual({
      noop: true,
      reason: expect.stringMatching(/#7 was closed without merging/),
    });
  });

  it('a skip-author PR needs no API call', async () => {
    const ctx = context(null);
    await mergeFromEvent('pull_request', pr({ user: { login: 'dependabot[bot]' } }), ctx);
    expect(ctx.created).toBe(0);
  });
});

it('other events fail naming the supported ones', async () => {
  await expect(mergeFromEvent('issues', {}, context(null))).rejects.toThrow(
    /"issues".*push.*pull_request/,
  );
});

it('a push to another branch than the default one is a no-op naming both', async () => {
  const r = await mergeFromEvent(
    'push',
    { ref: 'refs/tags/v1', repository: { default_branch: 'main' }, commits: [] },
    context(null),
  );
  expect(r).toEqual({
    noop: true,
    reason: expect.stringMatching(/refs\/tags\/v1 .*default branch \(main\)/),
  });
});

describe('catch-up events', () => {
  it.each(['schedule', 'workflow_dispatch'])(
    '%s names no merge: the run catches up, with no API call to read one',
    async (event) => {
      const ctx = context(null);
      await expect(mergeFromEvent(event, {}, ctx)).resolves.toEqual({ catchUp: true, event });
      expect(ctx.created).toBe(0);
    },
  );

  it('workflow_dispatch inputs: init: true is refused naming the CLI; a bad sha is refused', async () => {
    const ctx = context(null);
    for (const init of [true, 'true', 'TRUE'])
      await expect(mergeFromEvent('workflow_dispatch', { inputs: { init } }, ctx)).rejects.toThrow(
        /input "init": the action does not start a wiki; run "wiki-ingest init" from the CLI/,
      );
    await expect(
      mergeFromEvent('workflow_dispatch', { inputs: { sha: '', init: 'false' } }, ctx),
    ).resolves.toEqual({ catchUp: true, event: 'workflow_dispatch' });
    await expect(
      mergeFromEvent('workflow_dispatch', { inputs: { sha: 'main~1' } }, ctx),
    ).rejects.toThrow(/workflow_dispatch input "sha": "main~1" is not a commit sha/);
    await expect(
      mergeFromEvent('workflow_dispatch', { inputs: { sha: 'abcdef1', init: true } }, ctx),
    ).rejects.toThrow(/input "init"/);
    expect(ctx.created).toBe(0);
  });

  it.each(['abcdef1zz', 'abcdef1 && echo', 'xabcdef1', 'abcd', 'abcdef', 'a'.repeat(65)])(
    'workflow_dispatch sha %j: refused before any API call (7 to 64 hex digits, nothing more)',
    async (sha) => {
      const ctx = context(null);
      await expect(mergeFromEvent('workflow_dispatch', { inputs: { sha } }, ctx)).rejects.toThrow(
        /workflow_dispatch input "sha": .* is not a commit sha/,
      );
      expect(ctx.created).toBe(0);
    },
  );

  /** A dispatch of `sha` where the default branch's head compares to it as `status`. */
  const dispatched = async (sha: string, status: string) => {
    const gh = new FakeGitHub()
      .on('GET', '/repos/:owner/:repo/compare/:basehead', () => ({
        body: { status, ahead_by: 1, behind_by: status === 'diverged' ? 1 : 0, files: [] },
      }))
      .on('GET', '/repos/:owner/:repo/commits/:ref', () => ({
        body: { sha: SHA_B, commit: { message: 'feat: x' }, parents: [{ sha: SHA_A }], files: [] },
      }))
      .on('GET', '/repos/:owner/:repo/commits/:sha/pulls', () => ({ body: [] }));
    const ctx = { ...context(gh), defaultBranch: 'main' };
    const result = mergeFromEvent('workflow_dispatch', { inputs: { sha } }, ctx);
    return { gh, result };
  };

  it('workflow_dispatch sha on the default branch (7 hex digits will do): re-ingested, one compare call', async () => {
    for (const status of ['ahead', 'identical']) {
      const { gh, result } = await dispatched('abcdef1', status);
      await expect(result).resolves.toMatchObject({ reingest: { sha: SHA_B } });
      expect(gh.callsTo('GET', '/repos/o/r/compare').map((c) => c.path)).toEqual([
        '/repos/o/r/compare/abcdef1...main',
      ]);
    }
  });

  it.each(['diverged', 'behind'])(
    'workflow_dispatch sha the default branch does not hold (%s): refused, its commit never read',
    async (status) => {
      const { gh, result } = await dispatched(SHA_A, status);
      await expect(result).rejects.toThrow(
        new RegExp(`workflow_dispatch input "sha": ${SHA_A} is not on the default branch "main"`),
      );
      expect(gh.callsTo('GET', '/repos/o/r/commits')).toEqual([]);
    },
  );

  it('an unsupported event names every supported one and the fix', async () => {
    await expect(mergeFromEvent('issues', {}, context(null))).rejects.toThrow(
      /Supported events: push .*, pull_request .*, workflow_dispatch or schedule \(catch up .*\), and issue_comment or discussion_comment .* for \/wiki questions\. Change the workflow's "on:"/,
    );
  });
});
