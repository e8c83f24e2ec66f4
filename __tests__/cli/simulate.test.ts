import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { main as simulate } from '../../src/cli/simulate.js';

let repo: string;
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'wiki-ingest-sim-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'a@example.com');
  git('config', 'user.name', 'Ann Author');
  writeFileSync(join(repo, 'a.ts'), 'x\n');
  git('add', '.');
  git('commit', '-qm', 'feat: first');
  writeFileSync(join(repo, 'a.ts'), 'y\n');
  git('commit', '-qam', 'fix: second');
});

describe('simulate main', () => {
  const run = async (argv: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out += String(chunk);
      return true;
    });
    const spyErr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      err += String(chunk);
      return true;
    });
    try {
      return { code: await simulate(argv), out, err };
    } finally {
      spy.mockRestore();
      spyErr.mockRestore();
    }
  };

  it('classifies every first-parent commit, newest first', async () => {
    const { code, out } = await run(['--repo', repo, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out).commits.map((c: { title: string }) => c.title)).toEqual([
      'fix: second',
      'feat: first',
    ]);
  });

  it('reads only the newest N commits with --max-count', async () => {
    const { out } = await run(['--repo', repo, '-n', '1', '--json']);
    expect(JSON.parse(out).summary.total).toBe(1);
  });

  it('rejects unknown flags and a bad --max-count with exit code 2', async () => {
    expect((await run(['--repo', repo, '--nope'])).code).toBe(2);
    const bad = await run(['--repo', repo, '--max-count', 'ten']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--max-count "ten" is not a whole number');
  });
});
