// The bare repository behind the git-backed fake GitHub computes objects, trees, commits, refs and
// history in process: each answer here is checked against git's own for the same question.
import { execFileSync } from 'node:child_process';
import { BareRepo, EMPTY_TREE, type Signature } from '../../../test-support/github/bare-repo.js';
import { gitDate, hashObject } from '../../../test-support/github/git-objects.js';

let repo: BareRepo;
beforeEach(async () => {
  repo = await BareRepo.create();
});
afterEach(() => repo.remove());

/** git itself on the repository, every object written first. */
const git = (...args: string[]): string =>
  execFileSync('git', ['--git-dir', repo.gitDir, ...args], {
    env: { PATH: process.env.PATH, GIT_CONFIG_NOSYSTEM: '1', HOME: repo.dir, LC_ALL: 'C' },
    stdio: ['pipe', 'pipe', 'ignore'],
  }).toString();

const ADA: Signature = {
  name: 'Ada Person',
  email: 'ada@example.com',
  date: '2026-01-02T03:04:05Z',
};

describe('objects made in process are the objects git makes', () => {
  it('hashes a blob as `git hash-object` does', async () => {
    const [sha] = await repo.writeBlobs(['héllo\n']);
    expect(sha).toBe(hashObject('blob', Buffer.from('héllo\n')));
    expect(git('hash-object', '--stdin').trim).toBeDefined();
    expect(
      execFileSync('git', ['hash-object', '--stdin'], { input: 'héllo\n' }).toString().trim(),
    ).toBe(sha);
    expect(git('cat-file', '-p', sha!)).toBe('héllo\n');
  });

  it('writes trees in git order (a file `a.b` before the folder `a`), with canonical modes', async () => {
    const [one, two] = await repo.writeBlobs(['1\n', '2\n']);
    const changes = [
      { path: 'a/b.md', sha: one! },
      { path: 'a.b', sha: two! },
      { path: 'a-b', sha: one!, mode: '100755' },
      { path: 'a0', sha: one!, mode: '100664' },
      { path: 'link', sha: two!, mode: '120000' },
      { path: 'z/y/x.md', sha: two! },
    ];
    const tree = await repo.writeTree(undefined, changes);
    const index = `${repo.dir}/check-index`;
    const env = { PATH: process.env.PATH, GIT_INDEX_FILE: index, HOME: repo.dir };
    execFileSync('git', ['--git-dir', repo.gitDir, 'update-index', '-z', '--index-info'], {
      env,
      input: changes.map((c) => `${c.mode ?? '100644'} ${c.sha}\t${c.path}\0`).join(''),
    });
    const byGit = execFileSync('git', ['--git-dir', repo.gitDir, 'write-tree'], { env })
      .toString()
      .trim();
    expect(tree).toBe(byGit);
    expect(git('fsck', '--strict', '--no-dangling')).toBe('');
    expect(await repo.lsTree(tree, true)).toEqual(
      git('ls-tree', '-r', '-t', '-l', '-z', '--full-tree', tree)
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t') as [string, string];
          const [mode, type, sha, size] = meta.split(/ +/) as [string, string, string, string];
          return { path, mode, type, sha, ...(type === 'blob' ? { size: Number(size) } : {}) };
        }),
    );
    expect(await repo.writeTree(undefined, [])).toBe(EMPTY_TREE);
  });

  it('writes commits as `git commit-tree` does, and reads them back as `git log` prints them', async () => {
    const tree = await repo.writeTree(undefined, [
      { path: 'README.md', sha: (await repo.writeBlobs(['# r\n']))[0]! },
    ]);
    const root = await repo.commitTree(tree, [], 'root', ADA);
    const cases: Array<[string, Signature, Signature]> = [
      [
        'title\n\nbody\n',
        ADA,
        { name: 'Bot', email: 'bot@x', date: '2026-03-04T05:06:07.891+02:00' },
      ],
      ['no newline', { ...ADA, date: '2026-07-01T00:00:00-05:30' }, ADA],
      ['trailing\n\n\n', ADA, ADA],
    ];
    for (const [message, author, committer] of cases) {
      const sha = await repo.commitTree(tree, [root], message, author, committer);
      const env = {
        PATH: process.env.PATH,
        HOME: repo.dir,
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: author.date!,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
        GIT_COMMITTER_DATE: committer.date!,
      };
      const byGit = execFileSync(
        'git',
        ['--git-dir', repo.gitDir, 'commit-tree', tree, '-p', root, '-F', '-'],
        { env, input: message },
      )
        .toString()
        .trim();
      expect(sha).toBe(byGit);
      expect(await repo.commit(sha)).toEqual((await repo.log(['-1', sha]))[0]);
    }
  });

  it('leaves to git the names and dates it would clean up, with the same result', async () => {
    const tree = await repo.writeTree(undefined, []);
    const odd = { name: ' Ada. ', email: '<ada@example.com>', date: '2026-01-02 03:04:05 +0000' };
    const sha = await repo.commitTree(tree, [], 'odd', odd);
    expect(await repo.commit(sha)).toMatchObject({
      author: { name: 'Ada', email: 'ada@example.com', date: '2026-01-02T03:04:05+00:00' },
    });
    expect(gitDate('2026-01-02 03:04:05 +0000')).toBeUndefined();
    expect(gitDate('2026-01-02T03:04:05.999Z')).toBe('1767323045 +0000');
  });
});

it('writes many new objects as one pack and index that git verifies, few as loose objects', async () => {
  const texts = Array.from({ length: 40 }, (_, i) => `page ${i}\n${'x'.repeat(i * 500)}`);
  const shas = await repo.writeBlobs([...texts, Buffer.alloc(70_000, 1)]);
  const tree = await repo.writeTree(
    undefined,
    shas.map((sha, i) => ({ path: `wiki/p${i}.md`, sha })),
  );
  await repo.commitTree(tree, [], 'many', ADA);
  expect(repo.counts.packs).toBe(0);
  const dir = repo.gitDir;
  expect(repo.counts).toMatchObject({ processes: {}, packs: 1 });
  const packs = git('count-objects', '-v');
  expect(packs).toMatch(/^in-pack: 44$/m); // 41 blobs, 2 trees, 1 commit
  expect(packs).toMatch(/^count: 0$/m);
  const idx = execFileSync('ls', [`${dir}/objects/pack`])
    .toString()
    .match(/\S+\.idx/)![0];
  expect(git('verify-pack', '-v', `${dir}/objects/pack/${idx}`)).toMatch(/: ok\n$/);
  expect(git('cat-file', '-p', shas[7]!)).toBe(texts[7]);
  await repo.writeBlobs(['one more\n']);
  void repo.gitDir;
  expect(git('count-objects', '-v')).toMatch(/^count: 1$/m);
  expect(git('fsck', '--strict', '--no-dangling')).toBe('');
});

describe('refs are git files, read and moved in process', () => {
  it('moves a ref only from the value expected, as `git update-ref` does', async () => {
    const tree = await repo.writeTree(undefined, []);
    const a = await repo.commitTree(tree, [], 'a', ADA);
    const b = await repo.commitTree(tree, [a], 'b', ADA);
    expect(await repo.casRef('refs/heads/main', a, undefined)).toBe(true);
    expect(await repo.casRef('refs/heads/main', b, undefined)).toBe(false);
    expect(await repo.casRef('refs/heads/main', b, b)).toBe(false);
    expect(await repo.casRef('refs/heads/main', b, a)).toBe(true);
    // A branch holds commits only; a name in the way of a folder of refs is refused.
    expect(await repo.casRef('refs/heads/tree', tree, undefined)).toBe(false);
    expect(await repo.casRef('refs/heads/main/x', a, undefined)).toBe(false);
    expect(await repo.casRef('refs/wiki-ingest/ledger/wiki', a, undefined)).toBe(true);
    expect(git('for-each-ref', '--format=%(refname) %(objectname)')).toBe(
      `refs/heads/main ${b}\nrefs/wiki-ingest/ledger/wiki ${a}\n`,
    );
    expect(await repo.refs()).toEqual(
      new Map([
        ['refs/heads/main', b],
        ['refs/wiki-ingest/ledger/wiki', a],
      ]),
    );
    await repo.deleteRef('refs/wiki-ingest/ledger/wiki');
    expect(git('for-each-ref', '--format=%(refname)')).toBe('refs/heads/main\n');
    git('pack-refs', '--all');
    expect(await repo.branch('main')).toBe(b);
    expect(await repo.casRef('refs/heads/main', a, b)).toBe(true);
    expect(git('rev-parse', 'main').trim()).toBe(a);
  });

  it('resolves revisions as `git rev-parse` does', async () => {
    const blob = (await repo.writeBlobs(['x\n']))[0]!;
    const tree = await repo.writeTree(undefined, [{ path: 'wiki/a.md', sha: blob }]);
    const c = await repo.commitTree(tree, [], 'c', ADA);
    await repo.casRef('refs/heads/feature/x', c, undefined);
    await repo.casRef('refs/heads/main', c, undefined);
    for (const rev of [
      'main',
      'heads/main',
      'refs/heads/main',
      'feature/x',
      c,
      'HEAD',
      c.slice(0, 10),
    ])
      expect(await repo.resolve(rev)).toBe(
        git('rev-parse', '--verify', '-q', `${rev}^{commit}`).trim(),
      );
    for (const rev of ['main:wiki', `${c}:wiki/a.md`, 'main:', 'main~0:wiki'])
      expect(await repo.revParse(rev)).toBe(git('rev-parse', '--verify', '-q', rev).trim());
    expect(await repo.resolve('main:wiki', 'tree')).toBe(git('rev-parse', 'main:wiki').trim());
    expect(await repo.resolve('main:wiki/a.md', 'tree')).toBeUndefined();
    expect(await repo.resolve('nope')).toBeUndefined();
    expect(await repo.resolve('main:nope')).toBeUndefined();
  });
});

describe('history', () => {
  it('answers ancestry, merge bases and counts as git does, merges included', async () => {
    const tree = await repo.writeTree(undefined, []);
    const root = await repo.commitTree(tree, [], 'root', ADA);
    const left = await repo.commitTree(tree, [root], 'left', ADA);
    const right = await repo.commitTree(tree, [root], 'right', ADA);
    const merged = await repo.commitTree(tree, [left, right], 'merge', ADA);
    const pairs = [
      [root, merged],
      [left, right],
      [merged, left],
      [right, right],
    ] as const;
    for (const [a, b] of pairs) {
      const isAncestor = (() => {
        try {
          git('merge-base', '--is-ancestor', a, b);
          return true;
        } catch {
          return false;
        }
      })();
      expect(await repo.isAncestor(a, b)).toBe(isAncestor);
      expect(await repo.mergeBase(a, b)).toBe(git('merge-base', a, b).trim());
      expect(await repo.countBetween(a, b)).toBe(Number(git('rev-list', '--count', `${a}..${b}`)));
    }
  });

  it('lists a linear history in process as `git log` does, and asks git once merges are in it', async () => {
    const tree = await repo.writeTree(undefined, []);
    const at = (i: number) => ({ ...ADA, date: `2026-01-0${i}T00:00:00Z` });
    const one = await repo.commitTree(tree, [], 'one', at(1));
    const two = await repo.commitTree(tree, [one], 'two\n\nbody', at(3));
    // Dates need not grow along the chain: the parent chain is the order.
    const three = await repo.commitTree(tree, [two], 'three', at(2));
    const shas = (args: string[]) =>
      git('log', '--format=%H', ...args)
        .split('\n')
        .filter(Boolean);
    for (const args of [
      [three],
      ['--reverse', `${one}..${three}`],
      ['-1', two],
      [`${three}..${one}`],
    ])
      expect((await repo.log(args)).map((c) => c.sha)).toEqual(shas(args));
    expect(await repo.log(['-1', three])).toEqual([await repo.commit(three)]);
    expect(repo.counts.processes).toEqual({});
    const side = await repo.commitTree(tree, [one], 'side', at(4));
    const merged = await repo.commitTree(tree, [three, side], 'merge', at(5));
    expect((await repo.log([merged])).map((c) => c.sha)).toEqual(shas([merged]));
    expect(repo.counts.processes).toEqual({ log: 1 });
  });

  it('asks git about a fixed pair of commits once, and reads objects without a process each', async () => {
    const blob = (await repo.writeBlobs(['one\n']))[0]!;
    const tree = await repo.writeTree(undefined, [{ path: 'a.md', sha: blob }]);
    const a = await repo.commitTree(tree, [], 'a', ADA);
    const tree2 = await repo.writeTree(tree, [
      { path: 'a.md', sha: (await repo.writeBlobs(['two\n']))[0]! },
    ]);
    const b = await repo.commitTree(tree2, [a], 'b', ADA);
    const first = await repo.diff(a, b);
    first[0]!.filename = 'changed by a caller';
    expect(await repo.diff(a, b)).toEqual([
      expect.objectContaining({ filename: 'a.md', additions: 1 }),
    ]);
    await repo.log(['--reverse', `${a}..${b}`]);
    await repo.log(['--reverse', `${a}..${b}`]);
    for (let i = 0; i < 5; i++) {
      await repo.commit(b);
      await repo.files(b);
      await repo.readBlob(blob);
    }
    expect(repo.counts.processes).toEqual({ 'diff-tree': 1 });
    // An object git made itself is read through the one batch reader.
    const made = execFileSync('git', ['--git-dir', repo.gitDir, 'hash-object', '-w', '--stdin'], {
      input: 'by git\n',
    })
      .toString()
      .trim();
    expect((await repo.readBlob(made)).toString()).toBe('by git\n');
    expect((await repo.readBlobs([made, blob])).map(String)).toEqual(['by git\n', 'one\n']);
    expect(repo.counts.batchReads).toBe(1);
  });
});

describe('diffs', () => {
  it('reads one `git diff-tree` as the raw and the patch listings read apart', async () => {
    const blobs = await repo.writeBlobs(['a\nb\n', 'bin\0ary', 'a\nc\n', 'new\n', 'ü\n']);
    const before = await repo.writeTree(undefined, [
      { path: 'x.txt', sha: blobs[0]! },
      { path: 'y.bin', sha: blobs[1]! },
      { path: 'gone.md', sha: blobs[4]! },
    ]);
    const after = await repo.writeTree(undefined, [
      { path: 'x.txt', sha: blobs[2]! },
      { path: 'z.bin', sha: blobs[1]! },
      { path: 'we ird\tnämé.md', sha: blobs[3]! },
    ]);
    const diff = await repo.diff(before, after);
    expect(diff.map((f) => [f.status, f.filename, f.previousFilename])).toEqual(
      git('diff-tree', '-r', '-M', '--name-status', '-z', before, after)
        .split('\0')
        .filter(Boolean)
        .reduce<Array<[string, string, string | undefined]>>((out, field, i, all) => {
          if (/^[A-Z]\d*$/.test(field)) {
            const two = field.startsWith('R');
            const status = { A: 'added', D: 'removed', M: 'modified', R: 'renamed' }[field[0]!]!;
            out.push(two ? [status, all[i + 2]!, all[i + 1]] : [status, all[i + 1]!, undefined]);
          }
          return out;
        }, []),
    );
    const patch = git('diff-tree', '-r', '-M', '-p', '--no-color', '--full-index', before, after);
    for (const file of diff)
      if (file.patch !== undefined) expect(patch).toContain(`${file.patch}\n`);
    expect(diff.find((f) => f.filename === 'x.txt')).toMatchObject({ additions: 1, deletions: 1 });
    expect(diff.find((f) => f.filename === 'z.bin')?.patch).toBeUndefined();
    expect(await repo.diff(after, after)).toEqual([]);
  });
});

describe('working copies and changed paths', () => {
  it('checks out a commit as a clone would: clean, detached, origin and its branches', async () => {
    const [a, b] = await repo.writeBlobs(['# A\n', '#!/bin/sh\n']);
    const tree = await repo.writeTree(undefined, [
      { path: 'wiki/a.md', sha: a! },
      { path: 'bin/run', sha: b!, mode: '100755' },
      { path: 'link', sha: (await repo.writeBlobs(['wiki/a.md']))[0]!, mode: '120000' },
    ]);
    const sha = await repo.commitTree(tree, [], 'c', ADA);
    await repo.casRef('refs/heads/main', sha, undefined);
    await repo.casRef('refs/heads/wiki-ingest/updates', sha, undefined);
    const dir = `${repo.dir}/work`;
    await repo.clone(dir, sha);
    const inWork = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, env: { PATH: process.env.PATH, HOME: repo.dir } })
        .toString()
        .trim();
    expect(inWork('status', '--porcelain')).toBe('');
    expect(inWork('rev-parse', 'HEAD')).toBe(sha);
    expect(inWork('rev-parse', '--abbrev-ref', 'HEAD')).toBe('HEAD'); // detached
    expect(inWork('remote', 'get-url', 'origin')).toBe(repo.gitDir);
    expect(
      inWork('branch', '-r')
        .split('\n')
        .map((b) => b.trim()),
    ).toEqual(['origin/HEAD -> origin/main', 'origin/main', 'origin/wiki-ingest/updates']);
    expect(inWork('ls-files', '-s')).toBe(
      git('ls-tree', '-r', sha)
        .replace(/ blob /g, ' ')
        .replace(/\t/g, ' 0\t')
        .trim(),
    );
  });

  it('lists the paths two trees differ in as `git diff-tree -r --no-renames` does', async () => {
    const [one, two] = await repo.writeBlobs(['1\n', '2\n']);
    const from = await repo.writeTree(undefined, [
      { path: 'a', sha: one! },
      { path: 'a-b', sha: one! },
      { path: 'x/y.md', sha: one! },
      { path: 'mode', sha: one! },
      { path: 'kind', sha: one! },
      { path: 'gone/z', sha: two! },
    ]);
    const to = await repo.writeTree(undefined, [
      { path: 'a/b', sha: one! },
      { path: 'a-b', sha: two! },
      { path: 'x/y.md', sha: one! },
      { path: 'mode', sha: one!, mode: '100755' },
      { path: 'kind', sha: one!, mode: '120000' },
      { path: 'new.md', sha: two! },
    ]);
    const letter = { A: 'added', D: 'removed', M: 'modified', T: 'changed' } as Record<
      string,
      string
    >;
    for (const [a, b] of [
      [from, to],
      [to, from],
      [undefined, to],
    ] as const) {
      const byGit = git(
        'diff-tree',
        '-r',
        '--no-renames',
        '--name-status',
        '-z',
        a ?? EMPTY_TREE,
        b,
      )
        .split('\0')
        .filter(Boolean);
      const pairs = [];
      for (let i = 0; i < byGit.length; i += 2)
        pairs.push({ status: letter[byGit[i]!]!, filename: byGit[i + 1]! });
      expect(await repo.changedPaths(a, b)).toEqual(pairs);
    }
    expect(repo.counts.processes).toEqual({});
  });
});
