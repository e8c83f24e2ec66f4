// Publishing with a real Octokit on the shared fake GitHub's injected fetch.
import { createGitHub } from '../../src/github/client.js';
import { commitFiles } from '../../src/publish/atomic-commit.js';
import { SOURCE_TRAILER } from '../../src/trailer.js';
import { unifiedDiff } from '../../src/publish/unified-diff.js';
import { publish } from '../../test-support/publish.js';
import { parseConfig } from '../../src/config/parse.js';
import { classify } from '../../src/prefilter/rules.js';
import { FakeGitHub } from '../../test-support/github/fake-github.js';

const merge = { sha: 'abc123def4567890', title: 'feat(api): token rotation', pr: 42 };
const files = [
  { path: 'wiki/api/tokens.md', content: '# Tokens\n', action: 'create' as const },
  { path: 'wiki/index.md', content: '# Index\n', action: 'update' as const },
];
const repo = { owner: 'o', repo: 'r' };
const noSleep = async () => {};
// The action's own client, on the fake's fetch; retries off so no test waits on a backoff.
const client = (gh: FakeGitHub) => createGitHub('test-token', { retries: 0, fetch: gh.fetch });
const line = (gh: FakeGitHub) => gh.calls.map((c) => `${c.method} ${c.path}`);

/** A repository whose branches all point at `head`; `updateRef` decides each fast-forward. */
function gitRepo(updateRef: () => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const branches = new Set(['main']);
  return new FakeGitHub()
    .on('GET', '/repos/:owner/:repo/git/ref/:ref', (req) =>
      branches.has(req.params.ref!.replace(/^heads\//, ''))
        ? { body: { object: { sha: 'head1' } } }
        : { status: 404, body: { message: 'Not Found' } },
    )
    .on('GET', '/repos/:owner/:repo/git/commits/:sha', () => ({
      body: { sha: 'head1', tree: { sha: 'tree1' } },
    }))
    .on('POST', '/repos/:owner/:repo/git/trees', () => ({ status: 201, body: { sha: 'tree2' } }))
    .on('POST', '/repos/:owner/:repo/git/commits', () => ({
      status: 201,
      body: { sha: 'commit2' },
    }))
    .on('PATCH', '/repos/:owner/:repo/git/refs/:ref', updateRef)
    .on('POST', '/repos/:owner/:repo/git/refs', (req) => {
      branches.add(String((req.body as { ref: string }).ref).replace(/^refs\/heads\//, ''));
      return { status: 201, body: {} };
    });
}

const input = {
  ...repo,
  mode: 'commit' as const,
  branch: 'main',
  prBranch: 'wiki-ingest/updates',
  merge,
  files,
  before: {},
};

describe('publish: commit', () => {
  it('makes one commit with base_tree, the trailer, and a non-forced ref update', async () => {
    const gh = gitRepo();
    const out = await publish(client(gh), input);
    expect(out.publish).toEqual({ mode: 'commit', commit_sha: 'commit2' });
    expect(line(gh)).toEqual([
      'GET /repos/o/r/git/ref/heads%2Fmain',
      'GET /repos/o/r/git/commits/head1',
      'POST /repos/o/r/git/trees',
      'POST /repos/o/r/git/commits',
      'PATCH /repos/o/r/git/refs/heads%2Fmain',
    ]);
    const [, , tree, commit, ref] = gh.calls;
    expect(tree!.body).toEqual({
      base_tree: 'tree1',
      tree: files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', content: f.content })),
    });
    const message = (commit!.body as { message: string }).message;
    expect(message.split('\n')[0]).toContain('#42');
    expect(message.trimEnd().split('\n').pop()).toBe(`${SOURCE_TRAILER}: abc123def4567890`);
    expect((commit!.body as { parents: string[] }).parents).toEqual(['head1']);
    expect(ref!.body).toEqual({ sha: 'commit2', force: false });
  });

  it('writes a commit message that Tier 1 skips as its own (no loop on its own push)', async () => {
    const gh = gitRepo();
    await publish(client(gh), input);
    const commit = gh.calls.find((c) => c.method === 'POST' && c.path === '/repos/o/r/git/commits');
    const message = (commit!.body as { message: string }).message;
    const [title, ...body] = message.split('\n');
    const wikiPush = {
      title: title!,
      body: body.join('\n'),
      commits: [message],
      files: [{ path: 'wiki/feature.md', status: 'modified', additions: 500, deletions: 0 }],
    };
    expect(classify(wikiPush, parseConfig({}))).toMatchObject({
      decision: 'skip',
      rule: 'self-commit',
    });
    // The trailer on a commit that changes code is no proof: a merged message can carry it.
    const forged = {
      ...wikiPush,
      files: [{ path: 'src/feature.ts', status: 'modified', additions: 500, deletions: 0 }],
    };
    expect(classify(forged, parseConfig({})).rule).not.toBe('self-commit');
  });

  it('rebuilds on the new head when the branch moved, then gives up after bounded attempts', async () => {
    let n = 0;
    const moved = gitRepo(() =>
      ++n === 1 ? { status: 422, body: { message: 'Update is not a fast forward' } } : { body: {} },
    );
    const r = await commitFiles(client(moved), {
      ...repo,
      branch: 'main',
      message: 'm',
      files,
      sleep: noSleep,
    });
    expect(r.attempts).toBe(2);
    expect(moved.callsTo('GET', '/repos/o/r/git/ref/')).toHaveLength(2);

    const always = gitRepo(() => ({
      status: 422,
      body: { message: 'Update is not a fast forward' },
    }));
    await expect(
      commitFiles(client(always), {
        ...repo,
        branch: 'main',
        message: 'm',
        files,
        sleep: noSleep,
        maxAttempts: 3,
      }),
    ).rejects.toThrow(/kept moving.*3 attempts/);
    expect(always.callsTo('PATCH')).toHaveLength(3);
  });
});

describe('publish: pull-request', () => {
  it('creates the branch and the PR once, then only updates them', async () => {
    let prs: Array<{ number: number; html_url: string; body: string }> = [];
    const gh = gitRepo()
      .on('GET', '/repos/:owner/:repo/pulls', () => ({ body: prs }))
      .on('POST', '/repos/:owner/:repo/pulls', (req) => {
        const body = String((req.body as { body: string }).body);
        prs = [{ number: 7, html_url: 'https://github.com/o/r/pull/7', body }];
        return { status: 201, body: prs[0] };
      })
      .on('PATCH', '/repos/:owner/:repo/pulls/:n', () => ({ body: prs[0] }));
    const pr = { ...input, mode: 'pull-request' as const };
    const first = await publish(client(gh), pr);
    expect(first.publish.pull_request_url).toBe('https://github.com/o/r/pull/7');
    expect(gh.callsTo('POST', '/repos/o/r/git/refs')[0]!.body).toEqual({
      ref: 'refs/heads/wiki-ingest/updates',
      sha: 'head1',
    });
    const firstCount = gh.calls.length;
    const second = await publish(client(gh), { ...pr, merge: { ...merge, pr: 43 } });
    expect(second.publish.pull_request_url).toBe('https://github.com/o/r/pull/7');
    const later = gh.calls.slice(firstCount);
    expect(later.filter((c) => c.method === 'POST' && c.path.endsWith('/pulls'))).toHaveLength(0);
    expect(later.filter((c) => c.method === 'POST' && c.path.endsWith('/git/refs'))).toHaveLength(
      0,
    );
    const upd = later.find((c) => c.method === 'PATCH' && c.path.endsWith('/pulls/7'))!;
    expect(String((upd.body as { body: string }).body)).toContain('#43');
    const list = gh.callsTo('GET', '/repos/o/r/pulls')[0]!;
    expect(list.url.searchParams.get('head')).toBe('o:wiki-ingest/updates');
    const refUpdates = gh.callsTo('PATCH', '/repos/o/r/git/refs/');
    expect(refUpdates.map((c) => c.path)).toEqual([
      '/repos/o/r/git/refs/heads%2Fwiki-ingest%2Fupdates',
      '/repos/o/r/git/refs/heads%2Fwiki-ingest%2Fupdates',
    ]);
    expect(refUpdates.every((c) => (c.body as { force: boolean }).force === false)).toBe(true);
  });
});

describe('publish: dry-run', () => {
  it('makes no API call at all and returns unified diffs', async () => {
    const gh = new FakeGitHub();
    const out = await publish(client(gh), {
      ...input,
      mode: 'dry-run',
      before: { 'wiki/index.md': '# Old\n' },
    });
    expect(gh.calls).toHaveLength(0);
    expect(out.publish).toEqual({ mode: 'dry-run' });
    expect(out.diffs).toEqual([
      '--- /dev/null\n+++ b/wiki/api/tokens.md\n@@ -0,0 +1,1 @@\n+# Tokens\n',
      '--- a/wiki/index.md\n+++ b/wiki/index.md\n@@ -1,1 +1,1 @@\n-# Old\n+# Index\n',
    ]);
  });
});

describe('unifiedDiff', () => {
  it('keeps three lines of context and merges close hunks', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].join('\n') + '\n';
    const b = a.replace('2\n', 'two\n').replace('9\n', 'nine\n');
    expect(unifiedDiff('f', a, b)).toBe(
      '--- a/f\n+++ b/f\n@@ -1,10 +1,10 @@\n 1\n-2\n+two\n 3\n 4\n 5\n 6\n 7\n 8\n-9\n+nine\n 10\n',
    );
    expect(unifiedDiff('f', a, a)).toBe('');
  });
});
