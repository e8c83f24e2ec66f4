// Publishing never overwrites wiki changes made on the branch after the changeset's wiki was read:
// the action's own Octokit on the git-backed fake GitHub (CAS refs, faults before/after effect).
// The guard compares wiki subtree shas and names every changed path from two tree listings —
// exact at any size, no compare API.
import { createGitHub } from '../../src/github/client.js';
import { gitHubTrees } from '../../src/github/wiki-tree.js';
import { commitFiles } from '../../src/publish/atomic-commit.js';
import { WikiMovedError, type WikiBase } from '../../src/publish/wiki-guard.js';
import { publish } from '../../test-support/publish.js';
import { wikiTreeAt } from '../../src/wiki/tree.js';
import {
  GitBackedGitHub,
  generatedFiles,
  ROUTES,
} from '../../test-support/github/git-backed-github.js';

const repo = { owner: 'o', repo: 'r' };
const files = [
  { path: 'wiki/api/tokens.md', content: '# Tokens\n', action: 'create' as const },
  {
    path: 'wiki/log.md',
    content: '# Wiki log\n\n## [2026-12-02] ingest | x\n',
    action: 'update' as const,
  },
];
const noSleep = async () => {};

let hub: GitBackedGitHub;
// The action's own client, on the fake's fetch; retries off so no test waits on a backoff.
const client = () => createGitHub('test-token', { retries: 0, fetch: hub.fetch });

beforeEach(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n', 'wiki/old.md': '# Old\n' },
  });
});
afterEach(() => hub.remove());

/** The wiki as a run read it at `branch`'s current head. */
async function readBase(branch = 'main'): Promise<WikiBase> {
  const head = (await hub.head(branch))!;
  return { ...(await wikiTreeAt(gitHubTrees(client(), repo), head, 'wiki')), wikiPath: 'wiki' };
}

const commitTo = (wikiBase: WikiBase, branch = 'main') => ({
  ...repo,
  branch,
  message: 'docs(wiki): m',
  files,
  wikiBase,
  sleep: noSleep,
});
const writes = () => hub.writeCalls;

describe('commitFiles with a wiki base', () => {
  it('rebuilds on the new head when only code changed meanwhile (422, then success)', async () => {
    const base = await readBase();
    let pushed = '';
    hub.fault(ROUTES.updateRef, {
      run: async () => void (pushed = await hub.commit({ write: { 'src/app.ts': 'x\n' } })),
    });
    const r = await commitFiles(client(), commitTo(base));
    expect(r.attempts).toBe(2);
    expect(r.parent).toBe(pushed);
    expect(await hub.head()).toBe(r.sha);
    expect(await hub.readFile('src/app.ts')).toBe('x\n');
    expect(hub.callsTo(ROUTES.compare)).toEqual([]);
  });

  it('publishes nothing when the wiki changed between the 422 and the rebuild', async () => {
    const base = await readBase();
    let pushed = '';
    hub.fault(ROUTES.updateRef, {
      run: async () =>
        void (pushed = await hub.commit({
          write: { 'src/a.ts': 'a\n', 'wiki/log.md': '# Mine\n' },
        })),
    });
    const err = await commitFiles(client(), commitTo(base)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WikiMovedError);
    const message = (err as Error).message;
    expect(message).toContain('wiki/log.md (modified)');
    expect(message).not.toContain('src/a.ts');
    expect(message).toMatch(/nothing on "main" was overwritten/i);
    expect(message).toMatch(/re-run/i);
    expect(await hub.head()).toBe(pushed);
    expect(hub.callsTo(ROUTES.createCommit)).toHaveLength(1);
  });

  it('names every wiki change inside a 320-file push, and refuses before writing anything', async () => {
    const base = await readBase();
    await hub.commit({
      write: { ...generatedFiles('gen', 320), 'wiki/new-page.md': '# New\n' },
      remove: ['wiki/old.md'],
    });
    await expect(commitFiles(client(), commitTo(base))).rejects.toThrow(
      /wiki on "main" changed.*wiki\/new-page\.md \(added\), wiki\/old\.md \(removed\)\).*nothing on "main" was overwritten/,
    );
    expect(writes()).toEqual([]);
  });

  it('publishes on a head that moved by 320 code files: the wiki subtree is provably unchanged', async () => {
    const base = await readBase();
    const pushed = await hub.commit({ write: generatedFiles('gen', 320) });
    const r = await commitFiles(client(), commitTo(base));
    expect(r).toMatchObject({ attempts: 1, parent: pushed });
    expect((await hub.readTree('gen')).size).toBe(320);
  });

  it('names both sides of a rename', async () => {
    const base = await readBase();
    await hub.commit({ rename: { 'wiki/old.md': 'wiki/guide/old.md' } });
    await expect(commitFiles(client(), commitTo(base))).rejects.toThrow(
      /wiki\/guide\/old\.md \(added\), wiki\/old\.md \(removed\)/,
    );
  });

  it('reads no tree while the head is still the base', async () => {
    const base = await readBase();
    const before = hub.callsTo(ROUTES.getTree).length;
    await commitFiles(client(), commitTo(base));
    expect(hub.callsTo(ROUTES.getTree).length).toBe(before);
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

  it('refuses when the rolling branch got a wiki edit after it was read', async () => {
    await hub.git.casRef('refs/heads/wiki-ingest/updates', (await hub.head())!, undefined);
    const base = await readBase('wiki-ingest/updates');
    const edited = await hub.commit({
      branch: 'wiki-ingest/updates',
      write: { 'wiki/api/tokens.md': '# Theirs\n' },
    });
    await expect(publish(client(), { ...pr, wikiBase: base })).rejects.toThrow(
      /wiki on "wiki-ingest\/updates" changed.*wiki\/api\/tokens\.md \(added\)/,
    );
    expect(await hub.head('wiki-ingest/updates')).toBe(edited);
    expect(hub.callsTo(ROUTES.createPull)).toEqual([]);
  });

  it('a new rolling branch starts at the current default head, checked against the base', async () => {
    const base = await readBase();
    await hub.commit({ write: { 'wiki/log.md': '# Mine\n' } });
    await expect(publish(client(), { ...pr, wikiBase: base })).rejects.toThrow(WikiMovedError);
    expect(hub.callsTo(ROUTES.createCommit)).toEqual([]);
  });

  it('a new rolling branch on a head that moved by code only opens the pull request', async () => {
    const base = await readBase();
    const pushed = await hub.commit({ write: { 'src/x.ts': 'x\n' } });
    const out = await publish(client(), { ...pr, wikiBase: base });
    expect(out.publish.pull_request_url).toMatch(/\/pull\/\d+$/);
    const branch = (await hub.head('wiki-ingest/updates'))!;
    expect((await hub.git.commit(branch))!.parents).toEqual([pushed]);
  });
});
