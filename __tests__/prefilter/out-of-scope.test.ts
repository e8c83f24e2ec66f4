// source-paths and the out-of-scope rule: a merge that changes nothing under this wiki's code is
// skipped for free, in classify and in simulate; files outside are not counted.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { main as simulate } from '../../src/cli/simulate.js';
import { parseConfig } from '../../src/config/parse.js';
import { classify, classifyDetailed } from '../../src/prefilter/rules.js';
import type { MergeInfo } from '../../src/types.js';

const billing = parseConfig({
  'wiki-path': 'packages/billing/wiki',
  'source-paths': 'packages/billing/**\nlibs/money/**',
});
const file = (path: string, lines = 40) => ({
  path,
  status: 'modified' as const,
  additions: lines,
  deletions: 0,
});
const merge = (...paths: string[]): MergeInfo => ({
  title: 'feat: change',
  files: paths.map((p) => file(p)),
});

describe('out-of-scope', () => {
  it('skips a merge that changes only another package', () => {
    const d = classify(merge('packages/search/src/index.ts', 'packages/search/README.md'), billing);
    expect(d).toMatchObject({ decision: 'skip', rule: 'out-of-scope' });
    expect(d.reason).toBe(
      'out-of-scope: all 2 changed files are outside source-paths (packages/billing/**, libs/money/**): another part of the repository (packages/search/src/index.ts, packages/search/README.md).',
    );
  });

  it('counts only the files in scope', () => {
    const m: MergeInfo = {
      title: 'feat: change',
      files: [file('packages/billing/src/a.ts', 10), file('packages/search/src/b.ts', 500)],
    };
    const r = classifyDetailed(m, billing);
    expect(r.decision).toMatchObject({ decision: 'skip', rule: 'small-diff' });
    expect(r.files.map((f) => f.class)).toEqual(['remaining', 'out-of-scope']);
    expect(classify(merge('libs/money/src/round.ts'), billing).decision).toBe('continue');
  });

  it('changes nothing without source-paths', () => {
    expect(classify(merge('packages/search/src/index.ts'), parseConfig({})).decision).toBe(
      'continue',
    );
  });
});

describe('simulate --source-paths', () => {
  it('sizes one wiki of a monorepo: the other packages’ merges are out-of-scope', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'wiki-ingest-mono-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'a@example.com');
    git('config', 'user.name', 'Ann');
    const write = (path: string, n: number) => {
      mkdirSync(join(repo, path, '..'), { recursive: true });
      writeFileSync(join(repo, path), Array.from({ length: n }, (_, i) => `l${i}`).join('\n'));
      git('add', '.');
    };
    write('packages/billing/src/a.ts', 50);
    git('commit', '-qm', 'feat(billing): invoices');
    write('packages/search/src/b.ts', 50);
    git('commit', '-qm', 'feat(search): ranking');
    let out = '';
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out += String(chunk);
      return true;
    });
    try {
      const code = await simulate([
        '--repo',
        repo,
        '--json',
        '--source-paths',
        'packages/billing/**',
      ]);
      expect(code).toBe(0);
    } finally {
      spy.mockRestore();
    }
    const doc = JSON.parse(out) as {
      commits: Array<{ title: string; rule: string | null; decision: string }>;
      summary: { by_rule: Record<string, number> };
    };
    expect(doc.commits.map((c) => [c.title, c.decision, c.rule])).toEqual([
      ['feat(search): ranking', 'skip', 'out-of-scope'],
      ['feat(billing): invoices', 'continue', null],
    ]);
    expect(doc.summary.by_rule['out-of-scope']).toBe(1);
  });
});
