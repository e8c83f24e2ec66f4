import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { main as backtest, type EarlyHistory } from '../../src/cli/backtest.js';
import { startEarly } from '../../src/cli/simulate.js';

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

describe('startEarly (git before the command body loads)', () => {
  it('starts the history the flags name', async () => {
    const early = startEarly(['--repo', repo, '-n', '1', '--skip-authors', 'bot', '--json']);
    expect(early).toMatchObject({ repo, opts: { rev: 'HEAD', maxCount: 1 } });
    const titles: string[] = [];
    for await (const m of early!.history) titles.push(m.title);
    expect(titles).toEqual(['fix: second']);
  });

  it('starts nothing when the quick read is unsure or help is asked', () => {
    expect(startEarly(['--repo', repo, '--help'])).toBeUndefined();
    expect(startEarly(['--repo', repo, '--max-count', 'ten'])).toBeUndefined();
    expect(startEarly(['--repo', join(repo, 'missing')])).toBeUndefined();
  });
});

describe('backtest main with an early history', () => {
  const run = async (argv: string[], early?: EarlyHistory): Promise<string> => {
    let out = '';
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out += String(chunk);
      return true;
    });
    try {
      expect(await backtest(argv, early)).toBe(0);
    } finally {
      spy.mockRestore();
    }
    return out;
  };
  const fake = (request: Omit<EarlyHistory, 'history'>) => {
    const stop = jest.fn();
    const history = {
      stop,
      // eslint-disable-next-line require-yield
      async *[Symbol.asyncIterator]() {
        throw new Error('this history must not be read');
      },
    };
    return { early: { ...request, history } as EarlyHistory, stop };
  };

  it('stops and ignores an early history that differs from the parsed flags', async () => {
    const { early, stop } = fake({ repo, opts: { rev: 'HEAD', maxCount: 2 } });
    const out = await run(['--repo', repo, '--max-count', '1', '--json'], early);
    expect(JSON.parse(out).summary.total).toBe(1);
    expect(stop).toHaveBeenCalled();
  });

  it('stops the early history when the flags are rejected', async () => {
    const { early, stop } = fake({ repo, opts: { rev: 'HEAD' } });
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await backtest(['--repo', repo, '--nope'], early)).toBe(2);
    } finally {
      err.mockRestore();
    }
    expect(stop).toHaveBeenCalled();
  });

  it('reads the early history when it is the one asked for', async () => {
    const real = startEarly(['--repo', repo])!;
    let read = false;
    const history = {
      stop: () => real.history.stop(),
      [Symbol.asyncIterator]: () => {
        read = true;
        return real.history[Symbol.asyncIterator]();
      },
    };
    const out = await run(['--repo', repo, '--json'], { ...real, history });
    expect(read).toBe(true);
    expect(JSON.parse(out).commits.map((c: { title: string }) => c.title)).toEqual([
      'fix: second',
      'feat: first',
    ]);
  });
});
