// Hostile checkouts: symbolic links at the wiki root, on its way, and inside it. Reads skip what
// leads outside; writes refuse it; nothing outside the wiki folder is ever created or changed
// (checked by hashing the repository and a sibling folder before and after).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnsafeWriteError, writeWorkingTree } from '../../src/publish/safe-write.js';
import { wikiWorkingTreeChanges } from '../../src/publish/working-tree.js';
import type { FileWrite } from '../../src/types.js';
import {
  assertPlainWikiRoot,
  loadWiki,
  readWikiFile,
  WikiSymlinkError,
} from '../../src/wiki/load.js';
import { changesOutside } from '../../test-support/hostile.js';
import { git } from '../../test-support/git-cli.js';

const OUTSIDE_TEXT = '# Outside\n\nSECRET-OUTSIDE-TEXT must never be read or written.\n';

/** base/repo (with wiki/a.md) and base/outside (with existing.md), fresh for each test. */
function layout() {
  const base = mkdtempSync(join(tmpdir(), 'wiki-ingest-contain-'));
  const repo = join(base, 'repo');
  const outside = join(base, 'outside');
  mkdirSync(join(repo, 'wiki'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(repo, 'wiki', 'a.md'), '# A\n\nPage a.\n');
  writeFileSync(join(repo, 'README.md'), '# Repo\n');
  writeFileSync(join(outside, 'existing.md'), OUTSIDE_TEXT);
  return { base, repo, outside, wiki: join(repo, 'wiki') };
}

const page = (path: string, content = '# New\n\nWritten.\n'): FileWrite => ({
  path,
  content,
  action: 'create',
});

describe('assertPlainWikiRoot', () => {
  it('accepts a plain wiki folder, and one that does not exist yet', async () => {
    const { repo } = layout();
    await expect(assertPlainWikiRoot(repo, 'wiki')).resolves.toBeUndefined();
    await expect(assertPlainWikiRoot(repo, 'docs/wiki')).resolves.toBeUndefined();
  });

  it('refuses a wiki folder that is a symbolic link, naming it and the fix', async () => {
    const { repo, outside } = layout();
    symlinkSync(outside, join(repo, 'linked'));
    const err = await assertPlainWikiRoot(repo, 'linked').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WikiSymlinkError);
    expect((err as Error).message).toMatch(/"linked" passes through the symbolic link "linked"/);
    expect((err as Error).message).toMatch(/Replace the link with the folder itself/);
  });

  it('refuses a wiki folder reached through a linked parent', async () => {
    const { repo, outside } = layout();
    mkdirSync(join(outside, 'wiki'));
    symlinkSync(outside, join(repo, 'docs'));
    await expect(assertPlainWikiRoot(repo, 'docs/wiki')).rejects.toThrow(
      /passes through the symbolic link "docs"/,
    );
  });

  it.each(['.', '..', '../outside', '/etc'])('refuses wiki-path %j', async (wikiPath) => {
    const { repo } = layout();
    await expect(assertPlainWikiRoot(repo, wikiPath)).rejects.toThrow(
      /not a folder inside the repository/,
    );
  });

  it('accepts a repository that is itself reached through a link', async () => {
    const { base, repo } = layout();
    symlinkSync(repo, join(base, 'alias'));
    await expect(assertPlainWikiRoot(join(base, 'alias'), 'wiki')).resolves.toBeUndefined();
  });
});

describe('loadWiki on a hostile checkout', () => {
  it('refuses a wiki root that is a symbolic link', async () => {
    const { repo, outside } = layout();
    symlinkSync(outside, join(repo, 'linked'));
    await expect(loadWiki(join(repo, 'linked'))).rejects.toBeInstanceOf(WikiSymlinkError);
    await expect(loadWiki(join(repo, 'linked') + '/')).rejects.toBeInstanceOf(WikiSymlinkError);
  });

  it('with repoRoot, refuses a wiki reached through a linked parent', async () => {
    const { repo, outside } = layout();
    mkdirSync(join(outside, 'wiki'));
    writeFileSync(join(outside, 'wiki', 'x.md'), OUTSIDE_TEXT);
    symlinkSync(outside, join(repo, 'docs'));
    await expect(loadWiki(join(repo, 'docs', 'wiki'), { repoRoot: repo })).rejects.toThrow(
      /symbolic link "docs"/,
    );
  });

  it('skips linked files and folders anywhere under the wiki, with a warning each', async () => {
    const { wiki, outside } = layout();
    mkdirSync(join(wiki, 'deep', 'er'), { recursive: true });
    symlinkSync(join(outside, 'existing.md'), join(wiki, 'leak.md'));
    symlinkSync(outside, join(wiki, 'outdir'));
    symlinkSync(outside, join(wiki, 'deep', 'er', 'nested'));
    const loaded = await loadWiki(wiki);
    expect(loaded.pages.map((p) => p.slug)).toEqual(['a']);
    expect(JSON.stringify(loaded)).not.toContain('SECRET-OUTSIDE-TEXT');
    expect(loaded.warnings).toEqual([
      'deep/er/nested: symbolic link skipped; wiki pages must be plain files inside the wiki folder.',
      'leak.md: symbolic link skipped; wiki pages must be plain files inside the wiki folder.',
      'outdir: symbolic link skipped; wiki pages must be plain files inside the wiki folder.',
    ]);
  });
});

describe('readWikiFile', () => {
  it('reads a plain root file, gives null for a missing one and refuses a link', async () => {
    const { wiki, outside } = layout();
    writeFileSync(join(wiki, 'index.md'), '# Wiki index\n');
    symlinkSync(join(outside, 'existing.md'), join(wiki, 'log.md'));
    expect(await readWikiFile(wiki, 'index.md')).toBe('# Wiki index\n');
    expect(await readWikiFile(join(wiki, 'missing'), 'index.md')).toBeNull();
    await expect(readWikiFile(wiki, 'log.md')).rejects.toThrow(
      /"log.md" in the wiki folder .* is a symbolic link/,
    );
  });
});

describe('writeWorkingTree on a hostile checkout', () => {
  const write = (repo: string, files: FileWrite[]) =>
    writeWorkingTree(repo, files, { wikiPath: 'wiki' });

  it('writes pages, creating folders, and changes nothing outside the wiki', async () => {
    const { base, repo, wiki } = layout();
    const { outside, error } = await changesOutside([base], [wiki], () =>
      write(repo, [page('wiki/new/deep/page.md'), page('wiki/a.md', '# A\n\nUpdated.\n')]),
    );
    expect(error).toBeNull();
    expect(outside).toEqual([]);
    expect(readdirSync(join(wiki, 'new', 'deep'))).toEqual(['page.md']);
  });

  // Each case: what the checkout holds, and the write the hostile model asks for.
  const cases: [string, (l: ReturnType<typeof layout>) => void, string, RegExp][] = [
    [
      'a folder link inside the wiki (wiki/outdir -> outside)',
      (l) => symlinkSync(l.outside, join(l.wiki, 'outdir')),
      'wiki/outdir/existing.md',
      /"wiki\/outdir" is a symbolic link/,
    ],
    [
      'a new file under a folder link inside the wiki',
      (l) => symlinkSync(l.outside, join(l.wiki, 'outdir')),
      'wiki/outdir/new/created.md',
      /"wiki\/outdir" is a symbolic link/,
    ],
    [
      'a file link inside the wiki',
      (l) => symlinkSync(join(l.outside, 'existing.md'), join(l.wiki, 'b.md')),
      'wiki/b.md',
      /"wiki\/b.md" is a symbolic link/,
    ],
    [
      'a dangling file link (its target would be created)',
      (l) => symlinkSync(join(l.outside, 'created.md'), join(l.wiki, 'c.md')),
      'wiki/c.md',
      /"wiki\/c.md" is a symbolic link/,
    ],
    [
      'a linked folder beside the wiki (wiki2 -> outside)',
      (l) => symlinkSync(l.outside, join(l.repo, 'wiki2')),
      'wiki2/existing.md',
      /outside .*wiki\b/,
    ],
    ['a path outside the wiki', () => undefined, 'README.md', /outside .*wiki/],
    [
      'a path climbing out of the repository',
      () => undefined,
      'wiki/../../outside/existing.md',
      /outside .*wiki/,
    ],
    ['an absolute path', () => undefined, '/tmp/wiki-ingest-absolute.md', /must be relative/],
    [
      'a file where a folder is needed',
      (l) => writeFileSync(join(l.wiki, 'sub'), 'x'),
      'wiki/sub/page.md',
      /"wiki\/sub" is not a folder/,
    ],
    [
      'a folder where the page goes',
      (l) => mkdirSync(join(l.wiki, 'dir.md')),
      'wiki/dir.md',
      /exists and is not a plain file/,
    ],
  ];

  it.each(cases)('refuses %s and changes nothing at all', async (_, plant, path, message) => {
    const l = layout();
    plant(l);
    const { outside, error } = await changesOutside([l.base], [], () =>
      // A good page first: the refusal must come before anything is written.
      write(l.repo, [page('wiki/fine.md'), page(path)]),
    );
    expect(error).toBeInstanceOf(UnsafeWriteError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/Nothing was written/);
    expect(outside).toEqual([]);
    expect(existsSync('/tmp/wiki-ingest-absolute.md')).toBe(false);
  });

  it('refuses the whole wiki when the wiki folder is a link', async () => {
    const { base, repo, outside: out } = layout();
    symlinkSync(out, join(repo, 'docs'));
    const { outside, error } = await changesOutside([base], [], () =>
      writeWorkingTree(repo, [page('docs/existing.md')], { wikiPath: 'docs' }),
    );
    expect((error as Error).message).toMatch(/"docs" is a symbolic link/);
    expect(outside).toEqual([]);
  });

  it('refuses a wiki-path outside the repository', async () => {
    const { repo } = layout();
    await expect(
      writeWorkingTree(repo, [page('x.md')], { wikiPath: '../outside' }),
    ).rejects.toThrow(/not inside the repository/);
  });

  it('leaves no temporary file behind', async () => {
    const { repo, wiki } = layout();
    await write(repo, [page('wiki/a.md'), page('wiki/b.md')]);
    expect(readdirSync(wiki).sort()).toEqual(['a.md', 'b.md']);
  });
});

describe('wikiWorkingTreeChanges', () => {
  it('lists uncommitted and untracked changes under the wiki only', async () => {
    const { repo, wiki } = layout();
    git(repo, 'init', '-q', '-b', 'main');
    writeFileSync(join(wiki, 'index.md'), '# Wiki index\n');
    writeFileSync(join(wiki, 'old.md'), '# Old\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'chore: init');
    expect(await wikiWorkingTreeChanges(repo, 'wiki')).toEqual([]);

    writeFileSync(join(wiki, 'index.md'), '# Wiki index\n\nHand-edited.\n');
    mkdirSync(join(wiki, 'new'));
    writeFileSync(join(wiki, 'new', 'line\nbreak.md'), '# Odd name\n');
    git(repo, 'mv', 'wiki/old.md', 'wiki/renamed.md');
    writeFileSync(join(repo, 'README.md'), '# Changed outside the wiki\n');
    writeFileSync(join(repo, 'untracked-outside.md'), 'x');

    expect(await wikiWorkingTreeChanges(repo, 'wiki')).toEqual([
      { status: ' M', path: 'wiki/index.md' },
      { status: 'R ', path: 'wiki/renamed.md', from: 'wiki/old.md' },
      { status: '??', path: 'wiki/new/line\nbreak.md' },
    ]);
  });
});
