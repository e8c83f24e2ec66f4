// `node dist/cli.js pulse` on a generated log.md of 300 entries: the JSON totals worked out by
// hand, the text table, the SVG file, and the exit codes of a bad window or a missing log.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { generatedLog } from '../../test-support/pulse-log.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
let dir = '';
const tempDir = tempDirs('wiki-ingest-pulse-repo-');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-pulse-'));
  mkdirSync(join(dir, 'wiki'));
  writeFileSync(join(dir, 'wiki', 'log.md'), generatedLog());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pulse = (...flags: string[]) =>
  runNode([CLI, 'pulse', '--wiki', join(dir, 'wiki'), ...flags], cleanEnv());
const WINDOW = ['--since', '2026-11-01', '--until', '2026-11-30'];

describe('node dist/cli.js pulse', () => {
  it('--json: the hand-computed totals of the generated log', async () => {
    const r = await pulse(...WINDOW, '--json');
    expect([r.code, r.stderr]).toEqual([0, '']);
    const json = JSON.parse(r.stdout) as {
      weeks: unknown[];
      total: Record<string, unknown>;
    };
    expect(json.weeks).toHaveLength(6);
    expect(json.total).toEqual({
      entries: 300,
      merges: {
        decided: 360,
        by_tier: { '1': 150, '2': 100, '3': 110 },
        share: { '1': 0.4167, '2': 0.2778, '3': 0.3056 },
        skips: { 'small-diff': 100, triage: 100, 'trivial-type': 50 },
      },
      spend: {
        cost_usd: 21.45,
        unpriced_entries: 10,
        by_kind: { budget: 12.5, failed: 6.25, ingest: 2.7 },
        tokens: { input: 100000, cache_write: 200000, cache_read: 700000, output: 50000 },
        cache_read_share: 0.7,
      },
      stops: { budget: 25, failed: 25 },
    });
  });

  it('prints the weeks as a table and writes the chart with --svg', async () => {
    const svg = join(dir, 'pulse.svg');
    const r = await pulse(...WINDOW, '--svg', svg);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^log\.md from 2026-11-01 to 2026-11-30: 300 entries in 6 weeks/);
    expect(r.stdout).toMatch(/\ntotal +360 +41\.7% +27\.8% +30\.6% /);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('exits 2 for a window it cannot read and 1 without a log', async () => {
    const bad = await pulse('--since', 'last week');
    expect([bad.code, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toMatch(/--since last week is not a span or a date/);
    const reversed = await pulse('--since', '2026-12-01', '--until', '2026-11-01');
    expect(reversed.code).toBe(2);
    const none = await runNode([CLI, 'pulse', '--wiki', join(dir, 'nowhere')], cleanEnv());
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/cannot read .*log\.md \(ENOENT\)/);
  });

  it('--json carries the freshness of now, from the pages against HEAD, when the wiki is in a repository', async () => {
    const { dir: repo, write, commit } = localRepo(tempDir());
    write('src/a.ts', 'export const a = 1;\n');
    write('src/b.ts', 'export const b = 1;\n');
    commit('feat: a and b');
    const blob = (path: string) => git(repo, 'rev-parse', `HEAD:${path}`).trim();
    for (const name of ['a', 'b'])
      write(
        `wiki/${name}.md`,
        `---\ntitle: ${name}\ncovers:\n  - src/${name}.ts@${blob(`src/${name}.ts`)}\n---\n# ${name}\n`,
      );
    write('wiki/log.md', '# Wiki log\n');
    commit('docs: wiki');
    write('src/a.ts', 'export const a = 2;\n');
    commit('fix: a');
    const r = await runNode([CLI, 'pulse', '--wiki', join(repo, 'wiki'), '--json'], cleanEnv());
    expect([r.code, r.stderr]).toEqual([0, '']);
    const json = JSON.parse(r.stdout) as { freshness: unknown; weeks: { freshness: unknown }[] };
    expect(json.freshness).toEqual({
      covered_pages: 2,
      current_pages: 1,
      share: 0.5,
      stale_covers: 1,
      missing_covers: 0,
    });
    // The log records no stale page: as log.md tells it, every week was current.
    expect(json.weeks.at(-1)!.freshness).toMatchObject({ covered_pages: 2, share: 1 });
    const text = await runNode([CLI, 'pulse', '--wiki', join(repo, 'wiki')], cleanEnv());
    expect(text.stdout).toContain(
      'Freshness now: 1 of 2 covered pages current (50%); 1 stale cover.',
    );
  });
});
