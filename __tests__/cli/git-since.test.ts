// `since` from local history: the first commit after a stamp that changed the file, found by one
// streamed `git log --raw` and read correctly however the stream is cut.
import { execFileSync } from 'node:child_process';
import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RawLogReader, sinceFromGit } from '../../src/cli/git-since.js';
import { sinceTracker } from '../../src/lint/since.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const sha = (c: string): string => c.repeat(40);
const tempDir = tempDirs('wiki-ingest-since-');

describe('sinceTracker', () => {
  it('places each stamp at the newest commit leaving it, and is done once all are placed', () => {
    const t = sinceTracker([
      { path: 'a', blob: sha('1') },
      { path: 'b', blob: sha('2') },
    ]);
    expect(t.see({ commit: 'c3', subject: 's3', changes: [{ path: 'a', before: sha('5') }] })).toBe(
      false,
    );
    expect(t.see({ commit: 'c2', subject: 's2', changes: [{ path: 'a', before: sha('1') }] })).toBe(
      false,
    );
    // An older departure from the same stamp (the file came back to it) does not move `since`.
    t.see({ commit: 'c1', subject: 's1', changes: [{ path: 'a', before: sha('1') }] });
    expect(t.see({ commit: 'c0', subject: 's0', changes: [{ path: 'b', before: sha('2') }] })).toBe(
      true,
    );
    expect(t.found).toEqual(
      new Map([
        [`a@${sha('1')}`, { commit: 'c2', subject: 's2' }],
        [`b@${sha('2')}`, { commit: 'c0', subject: 's0' }],
      ]),
    );
  });
});

function repo() {
  const dir = tempDir();
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@x',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@x',
        GIT_CONFIG_NOSYSTEM: '1',
        HOME: dir,
      },
    }).toString();
  git('init', '-q', '-b', 'main');
  return { dir, git, head: () => git('rev-parse', 'HEAD').trim() };
}

describe('sinceFromGit', () => {
  it('names the first commit after each stamp that changed the file, deletions and odd names included', async () => {
    const r = repo();
    const { dir } = r;
    const odd = 'we*ird [name]\t.ts';
    writeFileSync(join(dir, 'a.ts'), '1\n');
    writeFileSync(join(dir, odd), '1\n');
    writeFileSync(join(dir, 'gone.ts'), '1\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'one');
    const stamp = (path: string) => ({ path, blob: r.git('rev-parse', `HEAD:${path}`).trim() });
    const stamps = [stamp('a.ts'), stamp(odd), stamp('gone.ts')];
    writeFileSync(join(dir, 'a.ts'), '2\n');
    r.git('commit', '-qam', 'feat: two, with "quotes" and ::colons');
    const two = r.head();
    writeFileSync(join(dir, 'a.ts'), '3\n');
    writeFileSync(join(dir, odd), '3\n');
    r.git('commit', '-qa', '--allow-empty-message', '-m', '');
    r.git('commit', '-q', '--allow-empty', '--allow-empty-message', '-m', '');
    const three = r.git('rev-parse', 'HEAD~1').trim();
    unlinkSync(join(dir, 'gone.ts'));
    r.git('commit', '-qam', 'chore: drop');
    const four = r.head();
    const found = await sinceFromGit(dir, four, [...stamps, { path: 'never.ts', blob: sha('9') }]);
    expect(found).toEqual(
      new Map([
        [
          `a.ts@${stamps[0]!.blob}`,
          { commit: two, subject: 'feat: two, with "quotes" and ::colons' },
        ],
        [`${odd}@${stamps[1]!.blob}`, { commit: three, subject: '' }],
        [`gone.ts@${stamps[2]!.blob}`, { commit: four, subject: 'chore: drop' }],
      ]),
    );
  });

  it('gives nothing (and runs no git) without targets, and nothing for a repository it cannot read', async () => {
    const dir = tempDir();
    expect(await sinceFromGit(dir, 'HEAD', [])).toEqual(new Map());
    expect(await sinceFromGit(dir, 'HEAD', [{ path: 'a', blob: sha('1') }])).toEqual(new Map());
  });
});

describe('RawLogReader', () => {
  it('reads the same commits whatever the chunk boundaries', () => {
    const raw = Buffer.from(
      [
        `\x01${sha('c')}`,
        'subject with \x01 inside',
        `\n:100644 100644 ${sha('1')} ${sha('2')} M`,
        'a.ts',
        `:100644 000000 ${sha('3')} ${sha('0')} D`,
        'b.ts',
        `\x01${sha('d')}`,
        '',
        `\x01${sha('e')}`,
        'last',
        `\n:000000 100644 ${sha('0')} ${sha('4')} A`,
        'c.ts',
        '',
      ].join('\0'),
    );
    const whole = new RawLogReader();
    const expected = [...whole.push(raw), ...whole.end()];
    expect(expected).toEqual([
      {
        commit: sha('c'),
        subject: 'subject with \x01 inside',
        changes: [
          { path: 'a.ts', before: sha('1') },
          { path: 'b.ts', before: sha('3') },
        ],
      },
      { commit: sha('d'), subject: '', changes: [] },
      { commit: sha('e'), subject: 'last', changes: [{ path: 'c.ts', before: sha('0') }] },
    ]);
    for (const size of [1, 2, 7, 41, 100]) {
      const reader = new RawLogReader();
      const got = [];
      for (let i = 0; i < raw.length; i += size)
        got.push(...reader.push(raw.subarray(i, i + size)));
      got.push(...reader.end());
      expect(got).toEqual(expected);
    }
  });
});
