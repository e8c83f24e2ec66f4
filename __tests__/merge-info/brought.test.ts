// The commits merges bring in, from one history read: the same as a `git log base..parent` per
// merge commit (what the action's push payload lists), on a history with branches merged twice,
// a branch that merged main in, a criss-cross and an octopus merge.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { broughtCommits, GraphParser, type GraphCommit } from '../../src/merge-info/brought.js';
import { mergeInfoFromGit } from '../../src/merge-info/git.js';
import { mergeOfCommits, type MergeCommit } from '../../src/merge-info/rule-input.js';
import type { MergeInfo } from '../../src/types.js';
import { historyOf } from '../../test-support/history.js';

describe('broughtCommits (pure)', () => {
  const c = (sha: string, parents: string[]): GraphCommit => ({
    sha,
    parents,
    author: `author of ${sha}`,
    message: `${sha}\n`,
  });
  // Log order, newest first: m2 merges b2 (whose branch merged m1 in); m1 merges a1.
  //   r ─ m1 ─ x ─ m2
  //    \  /     \   /
  //     a1  ──── b1─b2   (b1's parents: a1; b2's parents: b1, m1)
  const graph = [
    c('m2', ['x', 'b2']),
    c('b2', ['b1', 'm1']),
    c('x', ['m1']),
    c('b1', ['a1']),
    c('m1', ['r', 'a1']),
    c('a1', ['r']),
    c('r', []),
  ];

  it('gives each merge the commits no earlier first-parent commit holds, oldest first', () => {
    const out = broughtCommits(graph, 'm2');
    expect([...out.keys()].sort()).toEqual(['m1', 'm2']);
    expect(out.get('m1')!.map((m) => m.message)).toEqual(['a1\n']);
    // a1 and m1 are already on the branch when m2 lands.
    expect(out.get('m2')).toEqual([
      { author: 'author of b1', message: 'b1\n' },
      { author: 'author of b2', message: 'b2\n' },
    ]);
  });

  it('treats commits outside the listed range as already on the branch', () => {
    // `m2 ^m2~2` leaves out x's ancestors' part below the range: m1, a1, r.
    const out = broughtCommits(
      graph.filter((g) => ['m2', 'b2', 'x', 'b1'].includes(g.sha)),
      'm2',
    );
    expect(out.get('m2')!.map((m) => m.message)).toEqual(['b1\n', 'b2\n']);
  });

  it('parses the log however its output is split into chunks', () => {
    const text = 'aa\0p1 p2\0Ann\0feat: x\n\nbody\n\0\0bb\0\0Bob\0fix: y\n\0\0';
    const whole = new GraphParser();
    whole.push(text);
    const bytes = new GraphParser();
    for (const ch of text) bytes.push(ch);
    const expected = [
      { sha: 'aa', parents: ['p1', 'p2'], author: 'Ann', message: 'feat: x\n\nbody\n' },
      { sha: 'bb', parents: [], author: 'Bob', message: 'fix: y\n' },
    ];
    expect(whole.commits).toEqual(expected);
    expect(bytes.commits).toEqual(expected);
  });
});

describe('readHistory on a merge-commit history', () => {
  let repo: string;
  let clock = 1_700_000_000;
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: `${clock} +0000`,
        GIT_COMMITTER_DATE: `${clock++} +0000`,
      },
    }).trim();
  const commit = (path: string, message: string, author = 'Ann Author <a@example.com>'): void => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), `${message}\n${clock}\n`);
    git('add', '.');
    git('commit', '-qm', message, '--author', author);
  };
  const merge = (branches: string[], message: string): void =>
    void git('merge', '-q', '--no-ff', ...branches, '-m', message);

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'wiki-ingest-brought-'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'm@example.com');
    git('config', 'user.name', 'Maintainer');
    commit('README.md', 'docs: start');
    // A pull request by one author.
    git('checkout', '-qb', 'one');
    commit('src/a.ts', 'feat: a', 'Bob <b@example.com>');
    commit('src/a2.ts', 'test: a', 'Bob <b@example.com>');
    git('checkout', '-q', 'main');
    merge(['one'], 'Merge pull request #1 from o/one\n\nfeat: a');
    // A branch that merges main in before it lands, and lands twice.
    git('checkout', '-qb', 'two', 'main~1');
    commit('src/b.ts', 'chore: b', 'Cy <c@example.com>');
    git('checkout', '-q', 'main');
    commit('main.txt', 'chore: main moves');
    git('checkout', '-q', 'two');
    git('merge', '-q', '--no-ff', 'main', '-m', 'Merge branch main into two');
    commit('src/b2.ts', 'chore: b2', 'Cy <c@example.com>');
    git('checkout', '-q', 'main');
    merge(['two'], 'Merge pull request #2 from o/two\n\nchore: b');
    git('checkout', '-q', 'two');
    commit('src/b3.ts', 'chore: b3', 'Cy <c@example.com>');
    git('checkout', '-q', 'main');
    merge(['two'], 'Merge branch two');
    // An octopus merge of two branches by different authors.
    git('checkout', '-qb', 'three');
    commit('src/c.ts', 'feat: c', 'Dee <d@example.com>');
    git('checkout', '-qb', 'four', 'main');
    commit('src/d.ts', 'fix: d', 'Eve <e@example.com>');
    git('checkout', '-q', 'main');
    merge(['three', 'four'], 'Merge branches three and four');
    commit('src/e.ts', 'feat: straight on main');
  });

  /** What the action builds from a push: `git log --reverse base..parent` for each merge. */
  function perMerge(sha: string): MergeCommit[] {
    const [base, ...others] = git('rev-list', '--parents', '-n', '1', sha).split(' ').slice(1);
    if (others.length === 0) return [];
    const out = execFileSync(
      'git',
      ['log', '--reverse', '-z', '--format=%an%x00%B', ...others.map((p) => `${base}..${p}`)],
      { cwd: repo, encoding: 'utf8' },
    );
    const fields = out.split('\0');
    const commits: MergeCommit[] = [];
    for (let i = 0; i + 1 < fields.length; i += 2)
      commits.push({ author: fields[i]!.replace(/^\n/, ''), message: fields[i + 1]! });
    return commits;
  }

  function expected(m: MergeInfo): MergeInfo {
    const brought = perMerge(m.sha!);
    if (brought.length === 0) return m;
    const head = { message: m.commits!.at(-1)!, author: git('log', '-1', '--format=%an', m.sha!) };
    return { ...m, ...mergeOfCommits(head, brought, m.files, true) };
  }

  const history = (opts = {}) => historyOf(repo, opts);

  it('lists for every merge the commits a per-merge git log lists, in its order', async () => {
    const h = await history();
    const titles = h.map((m) => m.title);
    expect(titles).toEqual([
      'feat: straight on main',
      'Merge branches three and four',
      'Merge branch two',
      'chore: b',
      'chore: main moves',
      'feat: a',
      'docs: start',
    ]);
    expect(h).toEqual(h.map(expected));
    expect(h[1]!.commits).toEqual(['feat: c', 'fix: d', 'Merge branches three and four']);
    expect(h[2]!.commits).toEqual(['chore: b3', 'Merge branch two']);
    expect(h[3]!.commits).toEqual([
      'chore: b',
      'Merge branch main into two',
      'chore: b2',
      'chore: b',
    ]);
    expect(h[5]!.author).toBe('Bob');
  });

  it('reads merged commits pinned to the tip for a range, whose name the early read skips', async () => {
    const all = await history();
    expect(await history({ rev: 'HEAD~4..HEAD' })).toEqual(all.slice(0, 4));
  });

  it('finds a merge below many commits without one (the early read dropped, read again)', async () => {
    git('checkout', '-qb', 'late', 'main');
    for (let i = 0; i < 40; i++) commit(`late/${i}.ts`, `fix: late ${i}`);
    try {
      const h = await history({ rev: 'late' });
      expect(h).toHaveLength(47);
      expect(h).toEqual(h.map(expected));
      expect(h[41]!.commits).toEqual(['feat: c', 'fix: d', 'Merge branches three and four']);
    } finally {
      git('checkout', '-q', 'main');
    }
  });

  it('gives the same merges with --max-count, however far it reaches', async () => {
    const all = await history();
    for (const n of [1, 2, 3, 4, 7, 50])
      expect(await history({ maxCount: n })).toEqual(all.slice(0, n));
    const one = await mergeInfoFromGit(repo, 'HEAD~2');
    expect(one.commits).toEqual(expected(all[2]!).commits);
  });
});
