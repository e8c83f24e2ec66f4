// `node dist/cli.js refresh` against the fake Messages API: three pages made stale by one commit,
// written at three different times (slug order is not age order). Within a budget for about one
// page, the oldest stamp is checked first, its edit lands in the working tree, the report says
// what it checked, left and spent; --dry-run writes nothing; --pages picks; a typo is named.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { fakePerTest } from '../../test-support/bundle/fake-per-test.js';
import { runNode } from '../../test-support/bundle/spawn.js';
import { GIT_ENV, git, localRepo } from '../../test-support/git-cli.js';
import type { Reply } from '../../test-support/fake-messages-api.js';
import { toolCall, type Script } from '../../test-support/replies.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const KEY = 'sk-ant-refresh-secret';
const tempDir = tempDirs('wiki-ingest-refresh-');

/** The page of `name`, covering `src/<name>.ts` at its blob now. */
const page = (dir: string, name: string): string =>
  `---\ntitle: ${name}\ncovers:\n  - src/${name}.ts@${git(dir, 'rev-parse', `HEAD:src/${name}.ts`).trim()}\n---\n# ${name}\n\nIt returns 1.\n`;

/** Three pages written a day apart, zeta first, then alpha, then mid; then one commit stales all. */
function repository(): string {
  const { dir, write } = localRepo(tempDir());
  const commitAt = (message: string, day: number): void => {
    git(dir, 'add', '-A');
    execFileSync('git', ['commit', '-qm', message], {
      cwd: dir,
      env: { ...GIT_ENV, GIT_COMMITTER_DATE: `2026-11-0${day}T12:00:00Z` },
    });
  };
  for (const name of ['zeta', 'alpha', 'mid'])
    write(`src/${name}.ts`, `export const ${name} = 1;\n`);
  commitAt('feat: three modules', 1);
  ['zeta', 'alpha', 'mid'].forEach((name, i) => {
    write(`wiki/${name}.md`, page(dir, name));
    commitAt(`docs: ${name}`, i + 2);
  });
  for (const name of ['zeta', 'alpha', 'mid'])
    write(`src/${name}.ts`, `export const ${name} = 2;\n`);
  commitAt('fix: everything returns 2', 6);
  return dir;
}

const status = (dir: string): string => git(dir, 'status', '--porcelain');

/** A turn billed 4,000 output tokens ($0.04 on the ingest model): a budget buys few of them. */
const costly = (name: string, input: Record<string, unknown>): Script => ({
  ...(toolCall(name, input) as Reply),
  output_tokens: 4000,
});

/**
 * Zeta (the oldest) read, its source read, its sentence corrected; alpha's read would pass
 * max-cost-usd 0.22 (each call may cost up to ~$0.11 at a lint-fix turn's max_tokens; three cost ~$0.14).
 */
const SCRIPT = [
  costly('read_pages', { slugs: ['zeta'] }),
  costly('read_source', { path: 'src/zeta.ts' }),
  costly('replace_text', { slug: 'zeta', old: 'It returns 1.', new: 'It returns 2.' }),
  costly('read_pages', { slugs: ['alpha'] }),
  costly('finish', { summary: 'unreached' }),
];

describe('node dist/cli.js refresh', () => {
  const { start, env } = fakePerTest(KEY);

  it('checks the oldest stamp first within the budget, writes its edit, and lists the rest as left', async () => {
    const fake = await start({ replies: SCRIPT });
    const dir = repository();
    // About one page's worth: three turns fit, the fourth would pass max-cost-usd.
    const r = await runNode([CLI, 'refresh', '--repo', dir, '--max-cost-usd', '0.22'], env());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const first = JSON.stringify(fake.accepted[0]!.body!.messages);
    expect(first.indexOf('- zeta')).toBeLessThan(first.indexOf('- alpha'));
    expect(first.indexOf('- alpha')).toBeLessThan(first.indexOf('- mid'));
    expect(fake.accepted).toHaveLength(3);
    expect(readFileSync(join(dir, 'wiki/zeta.md'), 'utf8')).toContain('It returns 2.');
    expect(readFileSync(join(dir, 'wiki/alpha.md'), 'utf8')).toContain('It returns 1.');
    expect(r.stdout).toMatch(/^checked +zeta$/m);
    expect(r.stdout).toMatch(/^left +alpha, mid \(for the next run\)$/m);
    expect(r.stdout).toMatch(/^cost +\$0\.\d{4}/m);
    expect(r.stdout).toMatch(/max-cost-usd \(\$0\.22\) would be passed/);
    expect(r.stdout).toMatch(/^wrote \d files? to wiki\/ \(uncommitted\): .*wiki\/zeta\.md/m);
    expect(status(dir)).toMatch(/^ M wiki\/zeta\.md$/m);
    expect(status(dir)).not.toMatch(/alpha|mid/);
    expect(r.stdout).not.toContain(KEY);
  });

  it('--dry-run prints the diff and writes nothing; --json carries what it took and left', async () => {
    await start({ replies: SCRIPT });
    const dir = repository();
    const r = await runNode(
      [CLI, 'refresh', '--repo', dir, '--max-cost-usd', '0.22', '--dry-run', '--json'],
      env(),
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      refresh: { taken: string[]; checked: string[]; left: string[] };
      diffs: string[];
      cost_usd: number;
    };
    expect(report.refresh).toEqual({
      taken: ['zeta', 'alpha', 'mid'],
      checked: ['zeta'],
      left: ['alpha', 'mid'],
    });
    expect(report.cost_usd).toBeGreaterThan(0);
    expect(report.diffs.join('\n')).toContain('+It returns 2.');
    expect(status(dir)).toBe('');
  });

  it('--pages checks only the pages named; a slug no page has is named with its nearest', async () => {
    const fake = await start({
      replies: [
        toolCall('read_pages', { slugs: ['mid'] }),
        toolCall('read_source', { path: 'src/mid.ts' }),
        toolCall('confirm_page', { slug: 'mid' }),
        toolCall('finish', { summary: 'mid still holds' }),
      ],
    });
    const dir = repository();
    const typo = await runNode([CLI, 'refresh', '--repo', dir, '--pages', 'alpa'], env());
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/--pages alpa: no such page in the wiki \(did you mean alpha\?\)/);
    const r = await runNode([CLI, 'refresh', '--repo', dir, '--pages', 'mid'], env());
    expect(r.code).toBe(0);
    const first = JSON.stringify(fake.accepted[0]!.body!.messages);
    expect(first).toContain('- mid');
    expect(first).not.toContain('- zeta');
    expect(r.stdout).toMatch(/^checked +mid$/m);
    expect(status(dir)).toMatch(/^ M wiki\/mid\.md$/m);
  });

  it('with nothing stale, calls no model and writes nothing', async () => {
    const fake = await start({ replies: [] });
    const { dir, write, commit } = localRepo(tempDir());
    write('src/a.ts', 'export const a = 1;\n');
    commit('feat: a');
    write('wiki/a.md', page(dir, 'a'));
    commit('docs: a');
    // The map lint --fix writes, committed: nothing is left to repair for free either.
    await runNode([CLI, 'lint', '--repo', dir, '--fix'], { PATH: process.env.PATH });
    commit('docs: the map');
    const r = await runNode([CLI, 'refresh', '--repo', dir], { PATH: process.env.PATH });
    expect(r.code).toBe(0);
    expect(fake.requests).toHaveLength(0);
    expect(r.stdout).toMatch(/no stale page/);
    expect(r.stdout).toMatch(/wrote nothing/);
  });
});
