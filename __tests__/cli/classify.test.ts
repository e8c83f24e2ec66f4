import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cli = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['dist/cli.js', 'classify', ...args], { encoding: 'utf8', input });

const merge = {
  title: 'fix: typo',
  files: [{ path: 'src/a.ts', status: 'modified', additions: 20, deletions: 9 }],
};

describe('wiki-ingest classify', () => {
  it('prints exactly the Tier 1 JSON for stdin', () => {
    const res = cli([], JSON.stringify(merge));
    expect(res.status).toBe(0);
    expect(res.stderr).toBe('');
    expect(JSON.parse(res.stdout)).toEqual({
      tier: 1,
      decision: 'skip',
      rule: 'small-diff',
      reason: 'small-diff: 29 changed lines (< 30) and no rich path among 1 file.',
    });
    expect(res.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('reads --input FILE and honours input flags', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wi-classify-')), 'm.json');
    writeFileSync(file, JSON.stringify(merge));
    const res = cli(['--input', file, '--min-diff-lines', '29']);
    expect(JSON.parse(res.stdout)).toMatchObject({ decision: 'continue', rule: null });
  });

  it('reads a FILE argument as --input FILE, a byte-order mark included', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wi-classify-')), 'm.json');
    writeFileSync(file, '\uFEFF' + JSON.stringify(merge));
    const res = cli([file, '--min-diff-lines', '29']);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ decision: 'continue', rule: null });
  });

  it('refuses an input of a later tier with exit code 2', () => {
    const res = cli(['--triage-model', 'x'], JSON.stringify(merge));
    expect(res.status).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/--triage-model is not used by "wiki-ingest classify"/);
  });

  it('a bad MergeInfo, input file or flag value exits 2, with nothing on stdout', () => {
    for (const [args, input, code, message] of [
      [[], '{', 2, /stdin is not valid JSON/],
      [[], '{"files": []}', 2, /not a MergeInfo: title/],
      [[], '{"title": "x", "files": [{"path": "a"}]}', 2, /files\[0\]\.additions is missing/],
      [['--min-diff-lines', 'x'], JSON.stringify(merge), 2, /Input "min-diff-lines"/],
      [
        ['--input', '/nonexistent/m.json'],
        '',
        2,
        /cannot read --input \/nonexistent\/m\.json: no such file/,
      ],
    ] as const) {
      const res = cli([...args], input);
      expect(res.status).toBe(code);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(message);
    }
  });
});
