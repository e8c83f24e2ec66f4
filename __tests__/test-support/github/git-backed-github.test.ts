import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { Octokit } from '@octokit/rest';
import {
  ACTIONS_MAY_NOT_CREATE_PULLS,
  GitBackedGitHub,
  ROUTES,
  generatedFiles,
} from '../../../test-support/github/git-backed-github.js';

const repo = { owner: 'o', repo: 'r' };
const UPDATE_REF = ROUTES.updateRef;

let hub: GitBackedGitHub;
let octokit: ReturnType<typeof getOctokit>;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({
    files: {
      'README.md': '# r\n',
      'wiki/index.md': '# Index\n\n- [Setup](guide/setup.md)\n',
      'wiki/log.md': '# Log\n\n## [2026-12-01] ingest | first\n',
      'wiki/guide/setup.md': '# Setup\n\nRun it.\n',
    },
  });
  octokit = getOctokit('ghs_token', { request: { fetch: hub.fetch } });
});

afterEach(() => hub.remove());

/** An API commit on main writing `files`, as a publisher makes one (without moving the ref). */
async function apiCommit(files: Record<string, string | null>, parent?: string) {
  const head =
    parent ?? (await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).data.object.sha;
  const { data: commit } = await octokit.rest.git.getCommit({ ...repo, commit_sha: head });
  const { data: tree } = await octokit.rest.git.createTree({
    ...repo,
    base_tree: commit.tree.sha,
    tree: Object.entries(files).map(([path, content]) =>
      content === null
        ? { path, mode: '100644' as const, type: 'blob' as const, sha: null }
        : { path, mode: '100644' as const, type: 'blob' as const, content },
    ),
  });
  const { data: created } = await octokit.rest.git.createCommit({
    ...repo,
    message: 'docs(wiki): update',
    tree: tree.sha,
    parents: [head],
  });
  return created.sha;
}

describe('git data through a real Octokit (injected fetch)', () => {
  it('commits with base_tree: keeps unnamed files, writes inline content, deletes sha:null', async () => {
    const sha = await apiCommit({ 'wiki/new.md': '# New\n', 'wiki/guide/setup.md': null });
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha, force: false });

    expect(await hub.head()).toBe(sha);
    expect([...(await hub.readTree('wiki')).keys()].sort()).toEqual([
      'wiki/index.md',
      'wiki/log.md',
      'wiki/new.md',
    ]);
    expect(await hub.readFile('README.md')).toBe('# r\n');
    const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
    expect(data.author.name).toBe('github-actions[bot]');
    expect(data.verification?.verified).toBe(true);
    expect(data.message).toBe('docs(wiki): update');
  });

  it('updateRef without force is compare-and-swap: 422 when a person moved the branch', async () => {
    const ours = await apiCommit({ 'wiki/log.md': '# Log\n\nours\n' });
    const theirs = await hub.commit({ write: { 'wiki/api/tokens.md': '# Tokens\n' } });

    const stale = octokit.rest.git.updateRef({
      ...repo,
      ref: 'heads/main',
      sha: ours,
      force: false,
    });
    await expect(stale).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Update is not a fast forward'),
    });
    expect(await hub.head()).toBe(theirs);

    const rebuilt = await apiCommit({ 'wiki/log.md': '# Log\n\nours\n' });
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: rebuilt, force: false });
    expect(await hub.readFile('wiki/api/tokens.md')).toBe('# Tokens\n');

    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: ours, force: true });
    expect(await hub.head()).toBe(ours);
  });

  it('creates branches once and names missing refs and objects', async () => {
    const head = (await hub.head())!;
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/wiki-ingest', sha: head });
    await expect(
      octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/wiki-ingest', sha: head }),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Reference already exists'),
    });
    await expect(octokit.rest.git.getRef({ ...repo, ref: 'heads/nope' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: 'f'.repeat(40) }),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Object does not exist'),
    });
  });
});

describe('trees, blobs and contents served from git', () => {
  it('reads many files at once for assertions', async () => {
    await hub.commit({ write: generatedFiles('gen', 50, 'x') });
    const gen = await hub.readTree('gen');
    expect(gen.size).toBe(50);
    expect(gen.get('gen/gen-0049.txt')).toBe('generated x 49\n');
  });

  it('lists the wiki subtree recursively with blob shas that fetch the page', async () => {
    const { data: commit } = await octokit.rest.repos.getCommit({ ...repo, ref: 'main' });
    const { data: root } = await octokit.rest.git.getTree({
      ...repo,
      tree_sha: commit.commit.tree.sha,
    });
    const wiki = root.tree.find((e) => e.path === 'wiki')!;
    expect(wiki).toMatchObject({ type: 'tree', mode: '040000', sha: await hub.treeSha('wiki') });

    const { data: tree } = await octokit.rest.git.getTree({
      ...repo,
      tree_sha: wiki.sha!,
      recursive: 'true',
    });
    expect(tree.truncated).toBe(false);
    expect(tree.tree.map((e) => `${e.type} ${e.path}`)).toEqual([
      'tree guide',
      'blob guide/setup.md',
      'blob index.md',
      'blob log.md',
    ]);
    const setup = tree.tree.find((e) => e.path === 'guide/setup.md')!;
    expect(setup.size).toBe('# Setup\n\nRun it.\n'.length);
    const { data: blob } = await octokit.rest.git.getBlob({ ...repo, file_sha: setup.sha! });
    expect(blob.encoding).toBe('base64');
    expect(Buffer.from(blob.content, 'base64').toString()).toBe('# Setup\n\nRun it.\n');
  });

  it('creates blobs and trees from blob shas', async () => {
    const { data: blob } = await octokit.rest.git.createBlob({
      ...repo,
      content: 'aGk=',
      encoding: 'base64',
    });
    const { data: tree } = await octokit.rest.git.createTree({
      ...repo,
      tree: [{ path: 'a/b.txt', mode: '100644', type: 'blob', sha: blob.sha }],
    });
    expect(tree.tree).toEqual([expect.objectContaining({ path: 'a', type: 'tree' })]);
    const { data: sub } = await octokit.rest.git.getTree({ ...repo, tree_sha: tree.tree[0]!.sha! });
    expect(sub.tree[0]).toMatchObject({ path: 'b.txt', sha: blob.sha, size: 2 });
    await expect(
      octokit.rest.git.createTree({
        ...repo,
        tree: [{ path: 'x', mode: '100644', type: 'blob', sha: 'a'.repeat(40) }],
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('serves contents: a file in base64, a folder as a list, raw, and 404', async () => {
    const { data: file } = await octokit.rest.repos.getContent({
      ...repo,
      path: 'wiki/log.md',
      ref: 'main',
    });
    expect(Array.isArray(file)).toBe(false);
    if (Array.isArray(file) || file.type !== 'file') throw new Error('expected a file');
    expect(Buffer.from(file.content, 'base64').toString()).toContain(
      '## [2026-12-01] ingest | first',
    );
    expect(file.sha).toBe(
      (await octokit.rest.git.getTree({ ...repo, tree_sha: 'main:wiki' })).data.tree.find(
        (e) => e.path === 'log.md',
      )!.sha,
    );

    const { data: folder } = await octokit.rest.repos.getContent({ ...repo, path: 'wiki' });
    expect(Array.isArray(folder) && folder.map((e) => `${e.type} ${e.path}`)).toEqual([
      'dir wiki/guide',
      'file wiki/index.md',
      'file wiki/log.md',
    ]);
    const { data: raw } = await octokit.rest.repos.getContent({
      ...repo,
      path: 'README.md',
      mediaType: { format: 'raw' },
    });
    expect(raw).toBe('# r\n');
    await expect(
      octokit.rest.repos.getContent({ ...repo, path: 'wiki/nope.md' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('compare and commits as GitHub lists them', () => {
  it('caps compare at 300 files; the commit pages through all; renames carry previous_filename', async () => {
    const base = (await hub.head())!;
    const head = await hub.commit({
      message: 'chore: regenerate',
      write: {
        ...generatedFiles('gen', 320),
        'wiki/api/tokens.md': '# Tokens\n\nRotate daily.\n',
        'wiki/index.md': '# Index\n\n- [Install](guide/install.md)\n',
      },
      rename: { 'wiki/guide/setup.md': 'wiki/guide/install.md' },
      remove: ['README.md'],
    });

    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...${head}`,
    });
    expect(data).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1 });
    expect(data.files).toHaveLength(300);
    expect(data.commits.map((c) => c.sha)).toEqual([head]);

    const first = await octokit.rest.repos.getCommit({ ...repo, ref: head, page: 1 });
    expect(first.headers.link).toContain('rel="next"');
    const second = await octokit.rest.repos.getCommit({ ...repo, ref: head, page: 2 });
    const all = [...first.data.files!, ...second.data.files!];
    expect(all).toHaveLength(324);
    const byName = new Map(all.map((f) => [f.filename, f]));
    expect(byName.get('wiki/guide/install.md')).toMatchObject({
      status: 'renamed',
      previous_filename: 'wiki/guide/setup.md',
      additions: 0,
      deletions: 0,
    });
    expect(byName.get('README.md')).toMatchObject({ status: 'removed', deletions: 1 });
    expect(byName.get('wiki/api/tokens.md')).toMatchObject({
      status: 'added',
      additions: 3,
      patch: '@@ -0,0 +1,3 @@\n+# Tokens\n+\n+Rotate daily.',
    });
    expect(byName.get('wiki/index.md')).toMatchObject({
      status: 'modified',
      additions: 1,
      deletions: 1,
    });
  });

  it('reports diverged branches and lists commits newest first', async () => {
    const base = (await hub.head())!;
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/side', sha: base });
    await hub.commit({ branch: 'side', write: { 'side.md': 'x\n' } });
    const main2 = await hub.commit({ message: 'second', write: { 'b.md': 'b\n' } });
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: 'side...main',
    });
    expect(data).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 1 });
    expect(data.files!.map((f) => f.filename)).toEqual(['b.md']);
    const { data: list } = await octokit.rest.repos.listCommits({ ...repo, sha: 'main' });
    expect(list.map((c) => c.sha)).toEqual([main2, base]);
  });
});

describe('faults injected before or after a call takes effect', () => {
  it('before: the ref does not move and the caller sees the status', async () => {
    const sha = await apiCommit({ 'wiki/a.md': 'a\n' });
    const before = await hub.head();
    const fault = hub.fault(UPDATE_REF, { status: 500 });
    await expect(
      octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha }),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(await hub.head()).toBe(before);
    expect(fault.hits).toBe(1);
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha });
    expect(await hub.head()).toBe(sha);
  });

  it('after: the ref moved although the caller saw 502, and the log shows it', async () => {
    const sha = await apiCommit({ 'wiki/a.md': 'a\n' });
    hub.fault(UPDATE_REF, { when: 'after', status: 502 });
    await expect(
      octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha }),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(await hub.head()).toBe(sha);
    expect(hub.callsTo(UPDATE_REF)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/repos/o/r/git/refs/heads%2Fmain',
        params: { owner: 'o', repo: 'r', ref: 'heads/main' },
        body: { sha },
        status: 502,
        fault: 'after',
      }),
    ]);
  });

  it('network: a dropped connection after the effect; `times` and `match` narrow it', async () => {
    const sha = await apiCommit({ 'wiki/a.md': 'a\n' });
    const fault = hub.fault(UPDATE_REF, {
      when: 'after',
      network: true,
      times: 2,
      match: (req) => req.params.ref === 'heads/main',
    });
    await expect(octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha })).rejects.toThrow(
      /connection dropped/,
    );
    expect(await hub.head()).toBe(sha);
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/other', sha });
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/other', sha, force: true });
    expect(fault.hits).toBe(1);
  });

  it('run: a person pushes just before updateRef, so the publisher sees 422', async () => {
    const sha = await apiCommit({ 'wiki/a.md': 'a\n' });
    hub.fault(UPDATE_REF, {
      run: () => hub.commit({ write: { 'wiki/person.md': 'mine\n' } }).then(() => {}),
    });
    await expect(
      octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha }),
    ).rejects.toMatchObject({
      status: 422,
    });
    expect(await hub.readFile('wiki/person.md')).toBe('mine\n');
  });

  it('names every served route in ROUTES', () => {
    for (const route of Object.values(ROUTES))
      expect(() => hub.fault(route, { times: 0 })).not.toThrow();
  });

  it('pulls.create 403 leaves the branch commit in place', async () => {
    const head = (await hub.head())!;
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/wiki-ingest', sha: head });
    const commit = await hub.commit({ branch: 'wiki-ingest', write: { 'wiki/a.md': 'a\n' } });
    hub.fault(ROUTES.createPull, ACTIONS_MAY_NOT_CREATE_PULLS);
    await expect(
      octokit.rest.pulls.create({ ...repo, head: 'wiki-ingest', base: 'main', title: 'wiki' }),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('not permitted to create or approve pull requests'),
    });
    expect(await hub.head('wiki-ingest')).toBe(commit);
    expect(hub.pulls).toEqual([]);
  });

  it('refuses a fault on an unknown route and names unknown routes in a 404', async () => {
    expect(() => hub.fault('PATCH /repos/{owner}/{repo}/git/ref/{ref}')).toThrow(/No route/);
    await expect(octokit.request('GET /repos/{owner}/{repo}/releases', repo)).rejects.toMatchObject(
      {
        status: 404,
        message: expect.stringContaining('no route for GET /repos/o/r/releases'),
      },
    );
  });
});

describe('pull requests and comments', () => {
  it('merges list their pull request, files and associated commit', async () => {
    const merge = await hub.merge({
      title: 'feat: tokens',
      body: 'Adds tokens.',
      write: { 'src/t.ts': 'x\n' },
    });
    const { data: commit } = await octokit.rest.repos.getCommit({ ...repo, ref: merge.sha });
    expect(commit.commit.message).toBe(`feat: tokens (#${merge.number})\n\nAdds tokens.`);
    const { data: prs } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      ...repo,
      commit_sha: merge.sha,
    });
    expect(prs.map((p) => [p.number, p.title, p.merge_commit_sha])).toEqual([
      [merge.number, 'feat: tokens', merge.sha],
    ]);
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      ...repo,
      pull_number: merge.number,
    });
    expect(files.map((f) => [f.filename, f.status])).toEqual([['src/t.ts', 'added']]);
  });

  it('creates a pull request once; an empty or duplicate one is 422; comments are kept', async () => {
    const head = (await hub.head())!;
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/wiki-ingest', sha: head });
    const empty = octokit.rest.pulls.create({
      ...repo,
      head: 'wiki-ingest',
      base: 'main',
      title: 'wiki',
    });
    await expect(empty).rejects.toMatchObject({ status: 422 });
    await hub.commit({ branch: 'wiki-ingest', write: { 'wiki/a.md': 'a\n' } });
    const { data: pr } = await octokit.rest.pulls.create({
      ...repo,
      head: 'wiki-ingest',
      base: 'main',
      title: 'wiki',
    });
    await expect(
      octokit.rest.pulls.create({ ...repo, head: 'wiki-ingest', base: 'main', title: 'again' }),
    ).rejects.toMatchObject({ status: 422 });
    expect(pr).toMatchObject({ merged: false, commits: 1, additions: 1, changed_files: 1 });
    const { data: open } = await octokit.rest.pulls.list({
      ...repo,
      head: 'o:wiki-ingest',
      state: 'open',
    });
    expect(open.map((p) => p.html_url)).toEqual([pr.html_url]);

    await octokit.rest.issues.createComment({ ...repo, issue_number: pr.number, body: 'hello' });
    const { data: comments } = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: pr.number,
    });
    expect(comments.map((c) => c.body)).toEqual(['hello']);
  });

  it('reports branch protection as the test sets it', async () => {
    hub.protectedBranches.add('main');
    const { data } = await octokit.rest.repos.getBranch({ ...repo, branch: 'main' });
    expect(data.protected).toBe(true);
    expect(data.commit.sha).toBe(await hub.head());
  });
});

describe('over loopback HTTP', () => {
  it('serves @octokit/rest at GITHUB_API_URL, faults included', async () => {
    const server = await hub.listen();
    try {
      const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
      const client = new Octokit({ auth: 'ghs_token', baseUrl: server.url, log: quiet });
      const sha = await apiCommit({ 'wiki/a.md': 'a\n' });
      hub.fault(UPDATE_REF, { when: 'after', network: true });
      await expect(
        client.rest.git.updateRef({ ...repo, ref: 'heads/main', sha }),
      ).rejects.toMatchObject(
        { status: 500, name: 'HttpError' }, // how Octokit reports a dropped connection
      );
      expect(await hub.head()).toBe(sha);
      expect(hub.callsTo(UPDATE_REF).map((c) => c.status)).toEqual(['network']);
      const { data } = await client.rest.git.getRef({ ...repo, ref: 'heads/main' });
      expect(data).toMatchObject({ ref: 'refs/heads/main', object: { sha, type: 'commit' } });
      expect(data.url).toBe(`${server.url}/repos/o/r/git/refs/heads/main`);
      const { data: file } = await client.request(
        'GET /repos/{owner}/{repo}/contents/wiki/a.md',
        repo,
      );
      expect(Buffer.from((file as { content: string }).content, 'base64').toString()).toBe('a\n');
    } finally {
      await server.close();
    }
  });
});

describe('helpers for tests', () => {
  it('builds the push payload GitHub sends, oldest commit first', async () => {
    const before = (await hub.head())!;
    const merge = await hub.merge({ title: 'feat: a', write: { 'src/a.ts': 'a\n' } });
    const person = await hub.commit({
      message: 'docs: move setup',
      rename: { 'wiki/guide/setup.md': 'wiki/guide/install.md' },
    });
    const event = await hub.pushEvent(before);
    expect(event).toMatchObject({ ref: 'refs/heads/main', before, after: person });
    expect(event.commits.map((c) => [c.id, c.added, c.removed, c.modified])).toEqual([
      [merge.sha, ['src/a.ts'], [], []],
      [person, ['wiki/guide/install.md'], ['wiki/guide/setup.md'], []],
    ]);
    expect(event.head_commit?.message).toBe('docs: move setup');
  });

  it('answers 404 for another repository', async () => {
    await expect(
      octokit.rest.git.getRef({ owner: 'o', repo: 'other', ref: 'heads/main' }),
    ).rejects.toMatchObject({ status: 404, message: expect.stringContaining('serves o/r') });
  });
});

describe('checkout', () => {
  it('makes a working copy at a commit, as actions/checkout does', async () => {
    const first = (await hub.head())!;
    await hub.commit({ write: { 'wiki/log.md': 'later\n' } });
    const dir = await hub.checkout(first);
    expect(readFileSync(join(dir, 'wiki/log.md'), 'utf8')).toBe(
      '# Log\n\n## [2026-12-01] ingest | first\n',
    );
    expect(readFileSync(join(dir, '.git/HEAD'), 'utf8').trim()).toBe(first);
  });
});
