import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseConfig } from '../../src/config/parse.js';
import { mergeInfoFromGit, startHistory } from '../../src/merge-info/git.js';
import { classify } from '../../src/prefilter/rules.js';
import { historyOf } from '../../test-support/history.js';

let repo: string;
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const write = (path: string, text: string): void => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const lines = (n: number, tag = 'x'): string =>
  Array.from({ length: n }, (_, i) => `${tag}${i}`).join('\n') + '\n';

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'wiki-ingest-git-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'a@example.com');
  git('config', 'user.name', 'Ann Author');
  write('src/app.ts', lines(40));
  write('.github/workflows/ci.yml', 'on: push\n');
  git('add', '.');
  git('commit', '-qm', 'feat: first');
  git('mv', 'src/app.ts', 'src/main.ts');
  git('commit', '-qm', 'refactor: rename');
  write('wiki/page.md', lines(100));
  git('add', '.');
  git('commit', '-qm', 'docs: wiki page [skip wiki]', '-m', 'body text');
  git('checkout', '-qb', 'topic');
  write('src/api/routes.ts', lines(3));
  writeFileSync(join(repo, 'logo.png'), Buffer.from([0, 1, 2, 0, 255]));
  git('add', '.');
  git('commit', '-qm', 'wip');
  git('checkout', '-q', 'main');
  git(
    'merge',
    '-q',
    '--no-ff',
    'topic',
    '-m',
    'Merge pull request #12 from o/topic',
    '-m',
    'feat(api): routes',
  );
  write('src/main.ts', lines(41));
  git('commit', '-qam', 'Chore: tidy', '--author', 'dependabot[bot] <bot@example.com>');
});

const history = (opts = {}) => historyOf(repo, opts);

describe('readHistory', () => {
  it('yields one MergeInfo per first-parent commit, newest first', async () => {
    const h = await history();
    expect(h.map((m) => m.title)).toEqual([
      'Chore: tidy',
      'feat(api): routes',
      'docs: wiki page [skip wiki]',
      'refactor: rename',
      'feat: first',
    ]);
    expect(h[0]!.author).toBe('dependabot[bot]');
    expect(h[3]!.author).toBe('Ann Author');
    expect(h[2]!.body).toBe('body text');
  });

  it('diffs a merge against its first parent, counting a binary file as 0 lines', async () => {
    const merge = (await history())[1]!;
    expect(merge.files).toEqual([
      { path: 'logo.png', status: 'modified', additions: 0, deletions: 0 },
      { path: 'src/api/routes.ts', status: 'modified', additions: 3, deletions: 0 },
    ]);
  });

  it('a pure rename counts 0 lines and keeps the new path', async () => {
    const rename = (await history({ status: true }))[3]!;
    expect(rename.files).toEqual([
      {
        path: 'src/main.ts',
        previous_path: 'src/app.ts',
        status: 'renamed',
        additions: 0,
        deletions: 0,
      },
    ]);
  });

  it('finds the rename even where the user turned rename detection off (diff.renames=false)', async () => {
    git('config', 'diff.renames', 'false');
    try {
      const rename = (await history({ status: true }))[3]!;
      expect(rename.files).toEqual([
        expect.objectContaining({
          path: 'src/main.ts',
          previous_path: 'src/app.ts',
          status: 'renamed',
        }),
      ]);
      const one = await mergeInfoFromGit(repo, rename.sha!, { patches: true });
      expect(one.files.map((f) => [f.status, f.previous_path])).toEqual([
        ['renamed', 'src/app.ts'],
      ]);
    } finally {
      git('config', '--unset', 'diff.renames');
    }
  });

  it('honours --max-count and a start revision', async () => {
    const h = await history({ maxCount: 2, rev: 'HEAD~1' });
    expect(h.map((m) => m.title)).toEqual(['feat(api): routes', 'docs: wiki page [skip wiki]']);
  });

  it('keeps every commit when iteration starts after git has finished', async () => {
    const history = startHistory(repo);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const titles: string[] = [];
    for await (const m of history) titles.push(m.title);
    expect(titles).toHaveLength(5);
  });

  it('fails with git’s message on a bad revision', async () => {
    await expect(history({ rev: 'no-such-branch' })).rejects.toThrow(/git log .* failed/);
  });
});

describe('mergeInfoFromGit', () => {
  it('reads one commit with statuses and, when asked, patches', async () => {
    const m = await mergeInfoFromGit(repo, 'HEAD~4', { patches: true });
    expect(m.title).toBe('feat: first');
    expect(m.files.find((f) => f.path === 'src/app.ts')).toMatchObject({
      status: 'added',
      additions: 40,
      patch: expect.stringMatching(/^@@ -0,0 \+1,40 @@\n\+x0\n/),
    });
    const plain = await mergeInfoFromGit(repo, 'HEAD');
    expect(plain.files[0]!.patch).toBeUndefined();
  });
});

describe('simulate (dist/cli.js)', () => {
  it('--json decisions equal classify on the same MergeInfo', async () => {
    const res = spawnSync(process.execPath, ['dist/cli.js', 'simulate', '--repo', repo, '--json'], {
      encoding: 'utf8',
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const out = JSON.parse(res.stdout) as {
      commits: {
        sha: string;
        title: string;
        decision: string;
        rule: string | null;
        reason: string;
      }[];
      summary: {
        total: number;
        skipped: number;
        continued: number;
        by_rule: Record<string, number>;
      };
    };
    const config = parseConfig({});
    const expected = (await history()).map((m) => ({
      sha: m.sha,
      title: m.title,
      ...(({ decision, rule, reason }) => ({ decision, rule, reason }))(classify(m, config)),
    }));
    expect(out.commits).toEqual(expected);
    expect(out.commits.map((c) => c.rule)).toEqual([
      'skip-author',
      null,
      'skip-marker',
      'small-diff',
      null,
    ]);
    expect(out.summary).toEqual({
      total: 5,
      skipped: 3,
      continued: 2,
      by_rule: { 'skip-author': 1, 'skip-marker': 1, 'small-diff': 1 },
    });
  });

  it('prints a per-rule table, the Tier 2 share and rows on request', () => {
    const res = spawnSync(
      process.execPath,
      ['dist/cli.js', 'simulate', '--repo', repo, '--rows', '--skip-authors', 'nobody'],
      { encoding: 'utf8' },
    );
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/trivial-type\s+1\s+20\.0%/);
    expect(res.stdout).toMatch(/Would reach Tier 2: 2 of 5 \(40\.0%\)/);
    expect(res.stdout).toMatch(/Busiest rules: /);
    expect(res.stdout).toContain('feat(api): routes');
  });

  it('rejects an unknown flag with exit code 2', () => {
    const res = spawnSync(process.execPath, ['dist/cli.js', 'simulate', '--nope'], {
      encoding: 'utf8',
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/unknown flag --nope/);
    expect(res.stdout).toBe('');
  });
});
