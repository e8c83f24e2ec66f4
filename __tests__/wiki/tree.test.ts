// The wiki read from a commit's tree (src/wiki/tree.ts) through a real git object store
// (src/git/tree.ts): confinement (links skipped, a linked wiki folder refused), truncated
// listings walked folder by folder, and exact listings diffed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitTrees, headCommit } from '../../src/git/tree.js';
import { WikiSymlinkError } from '../../src/wiki/load.js';
import {
  changedWikiFiles,
  snapshotOfTree,
  wikiTreeAt,
  type TreeSource,
} from '../../src/wiki/tree.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A repository with one commit holding `files`; `links` are symbolic links (path → target). */
function repo(files: Record<string, string>, links: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-tree-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    symlinkSync(target, join(dir, path));
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@x', ...args], { cwd: dir });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'init');
  return dir;
}

const PAGE = '---\ntitle: A\ndescription: A page.\ntype: concept\n---\n# A\n';

async function read(dir: string, wikiPath = 'docs/wiki', source: TreeSource = gitTrees(dir)) {
  const at = await wikiTreeAt(source, await headCommit(dir), wikiPath);
  return { at, snapshot: await snapshotOfTree(source, at, wikiPath) };
}

describe('the wiki from a commit tree', () => {
  it('reads pages, index.md and log.md under a nested wiki path, skipping links with a warning', async () => {
    const dir = repo(
      {
        'docs/wiki/a.md': PAGE,
        'docs/wiki/guide/b.md': PAGE.replace('# A', '# B'),
        'docs/wiki/log.md': '# Log\n\n## [2026-12-01] ingest | x\n',
        'docs/wiki/index.md': '# Index\n',
        'docs/wiki/.drafts/c.md': PAGE,
        'docs/wiki/image.png': 'png',
        'secret.md': 'TOKEN=ghp_secret\n',
      },
      { 'docs/wiki/leak.md': '../../secret.md' },
    );
    const { at, snapshot } = await read(dir);
    expect(at.tree).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.keys(at.entries).sort()).toContain('leak.md');
    expect(snapshot.wiki.pages.map((p) => p.file)).toEqual(['a.md', 'guide/b.md']);
    expect(snapshot.existing.log).toContain('## [2026-12-01] ingest | x');
    expect(snapshot.existing.index).toBe('# Index\n');
    expect(snapshot.wiki.warnings).toContain(
      'leak.md: symbolic link skipped; wiki pages must be plain files inside the wiki folder.',
    );
    expect(JSON.stringify(snapshot)).not.toContain('ghp_secret');
    expect(snapshot.base).toBe(at);
  });

  it('refuses a wiki folder that is a symbolic link, or a file', async () => {
    const linked = repo({ 'real/a.md': PAGE }, { 'docs/wiki': '../real' });
    await expect(read(linked)).rejects.toThrow(WikiSymlinkError);
    await expect(read(linked)).rejects.toThrow(/passes through the symbolic link "docs\/wiki"/);
    const file = repo({ 'docs/wiki': 'not a folder\n' });
    await expect(read(file)).rejects.toThrow(/"docs\/wiki" is a file/);
  });

  it('an absent wiki folder is an empty wiki with a null tree', async () => {
    const { at, snapshot } = await read(repo({ 'README.md': '# r\n' }));
    expect(at).toMatchObject({ tree: null, entries: {} });
    expect(snapshot.wiki.pages).toEqual([]);
    expect(snapshot.existing).toEqual({ index: null, log: null });
    expect(snapshot.wiki.warnings[0]).toMatch(
      /^The wiki folder "docs\/wiki" is not in commit [0-9a-f]{12}; starting an empty wiki/,
    );
  });

  it('walks folder by folder when the recursive listing comes back truncated', async () => {
    const dir = repo({ 'docs/wiki/a.md': PAGE, 'docs/wiki/x/y/z.md': PAGE.replace('# A', '# Z') });
    const git = gitTrees(dir);
    const calls: boolean[] = [];
    const truncating: TreeSource = {
      ...git,
      async listTree(sha, recursive) {
        calls.push(recursive);
        const listed = await git.listTree(sha, recursive);
        return recursive ? { entries: listed.entries.slice(0, 1), truncated: true } : listed;
      },
    };
    const { at } = await read(dir, 'docs/wiki', truncating);
    expect(Object.keys(at.entries).sort()).toEqual(['a.md', 'x/y/z.md']);
    expect(calls.filter((r) => r)).toHaveLength(1);
    expect(at).toEqual((await read(dir)).at);
  });

  it('names every added, removed and modified path between two listings', () => {
    const e = (sha: string) => ({ mode: '100644', sha });
    expect(
      changedWikiFiles(
        { 'a.md': e('1'), 'b.md': e('2'), 'c.md': e('3') },
        { 'a.md': e('1'), 'b.md': e('9'), 'd.md': e('3'), 'c.md': { mode: '120000', sha: '3' } },
      ),
    ).toEqual(['b.md (modified)', 'c.md (modified)', 'd.md (added)']);
    expect(changedWikiFiles({ 'old.md': e('1') }, { 'new.md': e('1') })).toEqual([
      'new.md (added)',
      'old.md (removed)',
    ]);
  });
});
