// Publishing never overwrites wiki changes made on the branch after the changeset's wiki was read:
// real Octokit on the shared fake GitHub, with its stateful Git Data API.
import { createGitHub } from '../../src/github/client.js';
import { commitFiles, publish, WikiMovedError } from '../../src/publish/index.js';
import { FakeGitData, FakeGitHub } from '../support/fake-github.js';

const repo = { owner: 'o', repo: 'r' };
const files = [
  { path: 'wiki/api/tokens.md', content: '# Tokens\n', action: 'create' as const },
  {
    path: 'wiki/log.md',
    content: '# Wiki log\n\n## [2026-12-02] ingest | x\n',
    action: 'update' as const,
  },
];
// The action's own client, on the fake's fetch; retries off so no test waits on a backoff.
const client = (gh: FakeGitHub) => createGitHub('test-token', { retries: 0, fetch: gh.fetch });
const noSleep = async () => {};
const wikiBase = { sha: 'head1', wikiPath: 'wiki' };
const commitTo = (branch = 'main') => ({
  ...repo,
  branch,
  message: 'docs(wiki): m',
  files,
  wikiBase,
  sleep: noSleep,
});

/** The fake with `main` at head1; `moves` run at successive ref updates (a push meanwhile). */
function setup(moves: Array<(git: FakeGitData) => void> = []) {
  const git = new FakeGitData({ main: 'head1' });
  let update = 0;
  git.onUpdateRef = () => moves[update++]?.(git);
  const gh = git.install(new FakeGitHub());
  return { git, gh, writes: () => gh.calls.filter((c) => c.method !== 'GET') };
}

describe('commitFiles with a wiki base', () => {
  it('rebuilds on the new head when only code changed meanwhile (422, then success)', async () => {
    let pushed = '';
    const { git, gh } = setup([(g) => (pushed = g.push('main', ['src/app.ts', 'README.md']))]);
    const r = await commitFiles(client(gh), commitTo());
    expect(r.attempts).toBe(2);
    expect(r.parent).toBe(pushed);
    expect(git.heads.get('main')).toBe(r.sha);
    expect(gh.callsTo('GET', '/repos/o/r/compare/').map((c) => c.params.basehead)).toEqual([
      `head1...${pushed}`,
    ]);
    const commits = gh.callsTo('POST', '/repos/o/r/git/commits');
    expect(commits.map((c) => (c.body as { parents: string[] }).parents)).toEqual([
      ['head1'],
      [pushed],
    ]);
    expect(
      (gh.callsTo('POST', '/repos/o/r/git/trees')[1]!.body as { base_tree: string }).base_tree,
    ).toBe(`tree-${pushed}`);
  });

  it('publishes nothing when the wiki changed between the 422 and the rebuild', async () => {
    let pushed = '';
    const { git, gh } = setup([(g) => (pushed = g.push('main', ['src/a.ts', 'wiki/log.md']))]);
    const err = await commitFiles(client(gh), commitTo()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WikiMovedError);
    const message = (err as Error).message;
    expect(message).toContain('wiki/log.md (modified)');
    expect(message).not.toContain('src/a.ts');
    expect(message).toMatch(/nothing was published and nothing on "main" was overwritten/i);
    expect(message).toMatch(/re-run the workflow/i);
    // The branch keeps the human's commit; no second commit was even built.
    expect(git.heads.get('main')).toBe(pushed);
    expect(gh.callsTo('POST', '/repos/o/r/git/commits')).toHaveLength(1);
    expect(gh.callsTo('PATCH')).toHaveLength(1);
  });

  it('publishes nothing when the branch already moved with a wiki change before the first attempt', async () => {
    const { git, gh, writes } = setup();
    const pushed = git.push('main', ['wiki/new-page.md']);
    git.push('main', ['src/later.ts']);
    await expect(commitFiles(client(gh), commitTo())).rejects.toThrow(
      /wiki on "main" changed.*wiki\/new-page\.md \(modified\).*nothing on "main" was overwritten/,
    );
    expect(writes()).toEqual([]);
    expect(git.heads.get('main')).not.toBe(pushed);
  });

  it('names a removed wiki page, and refuses when the branch was rewritten', async () => {
    const removed = setup();
    removed.git.push('main', ['removed:wiki/old.md']);
    await expect(commitFiles(client(removed.gh), commitTo())).rejects.toThrow(
      /wiki\/old\.md \(removed\)/,
    );

    const rewritten = setup();
    const base = rewritten.git.push('main', ['src/a.ts']);
    rewritten.git.heads.set('main', 'head1');
    rewritten.git.push('main', ['src/b.ts']);
    await expect(
      commitFiles(client(rewritten.gh), { ...commitTo(), wikiBase: { ...wikiBase, sha: base } }),
    ).rejects.toThrow(/was rewritten.*diverged.*Nothing was published/);
    expect(rewritten.writes()).toEqual([]);
  });

  it('first attempt on a head that moved with code only: one commit on the new head', async () => {
    const { git, gh } = setup();
    const pushed = git.push('main', ['src/app.ts']);
    const r = await commitFiles(client(gh), commitTo());
    expect(r).toMatchObject({ attempts: 1, parent: pushed });
    expect(git.heads.get('main')).toBe(r.sha);
  });

  it('refuses when compare lists its maximum of files, which may hide a wiki change', async () => {
    const { git, gh, writes } = setup();
    git.push(
      'main',
      Array.from({ length: 300 }, (_, i) => `src/gen/f${i}.ts`),
    );
    await expect(commitFiles(client(gh), commitTo())).rejects.toThrow(
      /moved by 300\+ files.*too many to check.*"wiki\/"/,
    );
    expect(writes()).toEqual([]);
  });

  it('makes no compare call while the head is still the base', async () => {
    const { gh } = setup();
    await commitFiles(client(gh), commitTo());
    expect(gh.callsTo('GET', '/repos/o/r/compare/')).toEqual([]);
  });
});

describe('publish in pull-request mode with a wiki base', () => {
  const pr = {
    ...repo,
    mode: 'pull-request' as const,
    branch: 'main',
    prBranch: 'wiki-ingest/updates',
    merge: { sha: 'abc123', title: 'feat: x', pr: 42 },
    files,
    before: {},
    sleep: noSleep,
  };
  const withPulls = (gh: FakeGitHub) =>
    gh
      .on('GET', '/repos/:owner/:repo/pulls', () => ({ body: [] }))
      .on('POST', '/repos/:owner/:repo/pulls', () => ({
        status: 201,
        body: { number: 9, html_url: 'https://github.com/o/r/pull/9' },
      }));

  it('refuses when the rolling branch got a wiki edit after it was read', async () => {
    const { git, gh } = setup();
    git.heads.set('wiki-ingest/updates', 'head1');
    const edited = git.push('wiki-ingest/updates', ['wiki/api/tokens.md']);
    await expect(publish(client(withPulls(gh)), { ...pr, wikiBase })).rejects.toThrow(
      /wiki on "wiki-ingest\/updates" changed.*wiki\/api\/tokens\.md/,
    );
    expect(git.heads.get('wiki-ingest/updates')).toBe(edited);
    expect(gh.callsTo('POST', '/repos/o/r/pulls')).toEqual([]);
  });

  it('a new rolling branch starts at the current default head, checked against the base', async () => {
    const { git, gh } = setup();
    git.push('main', ['wiki/log.md']);
    await expect(publish(client(withPulls(gh)), { ...pr, wikiBase })).rejects.toThrow(
      WikiMovedError,
    );
    expect(gh.callsTo('POST', '/repos/o/r/git/commits')).toEqual([]);

    const codeOnly = setup();
    const pushed = codeOnly.git.push('main', ['src/x.ts']);
    const out = await publish(client(withPulls(codeOnly.gh)), { ...pr, wikiBase });
    expect(out.publish.pull_request_url).toBe('https://github.com/o/r/pull/9');
    expect(
      (codeOnly.gh.callsTo('POST', '/repos/o/r/git/commits')[0]!.body as { parents: string[] })
        .parents,
    ).toEqual([pushed]);
  });
});
