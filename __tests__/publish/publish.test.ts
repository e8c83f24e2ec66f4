import { Octokit } from '@octokit/rest';
import { publish, commitFiles, SOURCE_TRAILER, unifiedDiff } from '../../src/publish/index.js';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A scripted GitHub API on an injected fetch: each handler answers one method+path pattern. */
function scripted(handlers: Array<[RegExp, (c: Call) => [number, unknown]]>) {
  const calls: Call[] = [];
  const fetch = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const u = new URL(String(url));
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : undefined;
    const call = { method: init?.method ?? 'GET', path: u.pathname + u.search, body };
    calls.push(call);
    const h = handlers.find(([re]) => re.test(`${call.method} ${call.path}`));
    if (!h) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    const [status, json] = h[1](call);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = new Octokit({ auth: 'test-token', request: { fetch } });
  return { client, calls };
}

const merge = { sha: 'abc123def4567890', title: 'feat(api): token rotation', pr: 42 };
const files = [
  { path: 'wiki/api/tokens.md', content: '# Tokens\n', action: 'create' as const },
  { path: 'wiki/index.md', content: '# Index\n', action: 'update' as const },
];
const repo = { owner: 'o', repo: 'r' };
const noSleep = async () => {};

const gitHandlers = (updateRef: (c: Call) => [number, unknown]) =>
  [
    [/^GET \/repos\/o\/r\/git\/ref\/heads%2Fmain$/, () => [200, { object: { sha: 'head1' } }]],
    [
      /^GET \/repos\/o\/r\/git\/commits\/head\d$/,
      () => [200, { sha: 'head1', tree: { sha: 'tree1' } }],
    ],
    [/^POST \/repos\/o\/r\/git\/trees$/, () => [201, { sha: 'tree2' }]],
    [/^POST \/repos\/o\/r\/git\/commits$/, () => [201, { sha: 'commit2' }]],
    [/^PATCH \/repos\/o\/r\/git\/refs\/heads%2Fmain$/, updateRef],
  ] as Array<[RegExp, (c: Call) => [number, unknown]]>;

describe('publish: commit', () => {
  it('makes one commit with base_tree, the trailer, and a non-forced ref update', async () => {
    const { client, calls } = scripted(gitHandlers(() => [200, { object: { sha: 'commit2' } }]));
    const out = await publish(client, {
      ...repo,
      mode: 'commit',
      branch: 'main',
      prBranch: 'wiki-ingest/updates',
      merge,
      files,
      before: {},
    });
    expect(out.publish).toEqual({ mode: 'commit', commit_sha: 'commit2' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/o/r/git/ref/heads%2Fmain',
      'GET /repos/o/r/git/commits/head1',
      'POST /repos/o/r/git/trees',
      'POST /repos/o/r/git/commits',
      'PATCH /repos/o/r/git/refs/heads%2Fmain',
    ]);
    expect(calls[2]!.body).toEqual({
      base_tree: 'tree1',
      tree: files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', content: f.content })),
    });
    const message = calls[3]!.body!.message as string;
    expect(message.split('\n')[0]).toContain('#42');
    expect(message.trimEnd().split('\n').pop()).toBe(`${SOURCE_TRAILER}: abc123def4567890`);
    expect(calls[3]!.body!.parents).toEqual(['head1']);
    expect(calls[4]!.body).toEqual({ sha: 'commit2', force: false });
  });

  it('rebuilds on the new head when the branch moved, then gives up after bounded attempts', async () => {
    let n = 0;
    const { client, calls } = scripted(
      gitHandlers(() =>
        ++n === 1
          ? [422, { message: 'Update is not a fast forward' }]
          : [200, { object: { sha: 'commit2' } }],
      ),
    );
    const r = await commitFiles(client, {
      ...repo,
      branch: 'main',
      message: 'm',
      files,
      sleep: noSleep,
    });
    expect(r.attempts).toBe(2);
    expect(calls.filter((c) => c.method === 'GET' && c.path.includes('/git/ref/')).length).toBe(2);

    const always = scripted(gitHandlers(() => [422, { message: 'Update is not a fast forward' }]));
    await expect(
      commitFiles(always.client, {
        ...repo,
        branch: 'main',
        message: 'm',
        files,
        sleep: noSleep,
        maxAttempts: 3,
      }),
    ).rejects.toThrow(/kept moving.*3 attempts/);
    expect(always.calls.filter((c) => c.method === 'PATCH').length).toBe(3);
  });
});

describe('publish: pull-request', () => {
  function rollingRepo() {
    let branchExists = false;
    let prs: Array<{ number: number; html_url: string; body: string }> = [];
    const handlers: Array<[RegExp, (c: Call) => [number, unknown]]> = [
      [
        /^GET \/repos\/o\/r\/git\/ref\/heads%2Fwiki-ingest%2Fupdates$/,
        () => (branchExists ? [200, { object: { sha: 'b1' } }] : [404, { message: 'Not Found' }]),
      ],
      [/^GET \/repos\/o\/r\/git\/ref\/heads%2Fmain$/, () => [200, { object: { sha: 'main1' } }]],
      [
        /^POST \/repos\/o\/r\/git\/refs$/,
        () => {
          branchExists = true;
          return [201, { ref: 'refs/heads/wiki-ingest/updates' }];
        },
      ],
      [/^GET \/repos\/o\/r\/git\/commits\//, () => [200, { sha: 'x', tree: { sha: 't' } }]],
      [/^POST \/repos\/o\/r\/git\/trees$/, () => [201, { sha: 't2' }]],
      [/^POST \/repos\/o\/r\/git\/commits$/, () => [201, { sha: 'c2' }]],
      [/^PATCH \/repos\/o\/r\/git\/refs\//, () => [200, {}]],
      [/^GET \/repos\/o\/r\/pulls\?/, () => [200, prs]],
      [
        /^POST \/repos\/o\/r\/pulls$/,
        (c) => {
          prs = [
            { number: 7, html_url: 'https://github.com/o/r/pull/7', body: String(c.body!.body) },
          ];
          return [201, prs[0]];
        },
      ],
      [/^PATCH \/repos\/o\/r\/pulls\/7$/, () => [200, prs[0]]],
    ];
    return scripted(handlers);
  }

  it('creates the branch and the PR once, then only updates them', async () => {
    const { client, calls } = rollingRepo();
    const input = {
      ...repo,
      mode: 'pull-request' as const,
      branch: 'main',
      prBranch: 'wiki-ingest/updates',
      merge,
      files,
      before: {},
    };
    const first = await publish(client, input);
    expect(first.publish.pull_request_url).toBe('https://github.com/o/r/pull/7');
    expect(calls.find((c) => c.path.endsWith('/git/refs') && c.method === 'POST')!.body).toEqual({
      ref: 'refs/heads/wiki-ingest/updates',
      sha: 'main1',
    });
    const firstCount = calls.length;
    const second = await publish(client, { ...input, merge: { ...merge, pr: 43 } });
    expect(second.publish.pull_request_url).toBe('https://github.com/o/r/pull/7');
    const later = calls.slice(firstCount);
    expect(later.filter((c) => c.method === 'POST' && c.path.endsWith('/pulls'))).toHaveLength(0);
    expect(later.filter((c) => c.method === 'POST' && c.path.endsWith('/git/refs'))).toHaveLength(
      0,
    );
    const upd = later.find((c) => c.method === 'PATCH' && c.path.endsWith('/pulls/7'))!;
    expect(String(upd.body!.body)).toContain('#43');
    const list = calls.find((c) => c.path.startsWith('/repos/o/r/pulls?'))!;
    expect(list.path).toContain('head=o%3Awiki-ingest%2Fupdates');
    expect(
      calls
        .filter((c) => c.method === 'PATCH' && c.path.includes('/git/refs/'))
        .every((c) => c.path.endsWith('heads%2Fwiki-ingest%2Fupdates') && c.body!.force === false),
    ).toBe(true);
  });
});

describe('publish: dry-run', () => {
  it('makes no API call at all and returns unified diffs', async () => {
    const { client, calls } = scripted([]);
    const out = await publish(client, {
      ...repo,
      mode: 'dry-run',
      branch: 'main',
      prBranch: 'x',
      merge,
      files,
      before: { 'wiki/index.md': '# Old\n' },
    });
    expect(calls).toHaveLength(0);
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
