// Covers that follow their files, with the bundled CLI on a local repository: `run` logs a skip in
// log.md as the action's next wiki commit would (naming the pages it made stale, moving a renamed
// file's cover), and `lint --fix` repairs a renamed and a deleted cover, regenerates the map, fills
// related — and never overwrites an index.md a person wrote, naming map-file instead.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import {
  blobOf,
  CONFIG_TS,
  coveredRepoFiles,
  SETUP_PAGE,
  TOKENS_FIXED,
  TOKENS_PAGE,
  TOKENS_TS,
} from '../../test-support/covered-repo.js';
import { git, localRepo } from '../../test-support/git-cli.js';

/** The covered repository, committed; ANTHROPIC_* unset: no model may be asked. */
function repository() {
  const repo = localRepo(mkdtempSync(join(tmpdir(), 'wiki-ingest-follow-')));
  for (const [path, text] of Object.entries(coveredRepoFiles())) repo.write(path, text);
  repo.commit('chore: init');
  return repo;
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const status = (dir: string) => git(dir, 'status', '--porcelain');
const env = () =>
  cleanEnv({ ANTHROPIC_API_KEY: 'sk-ant-never-used', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' });

describe('wiki-ingest run on a skip (the bundle)', () => {
  it('writes the skip entry into log.md, says which pages it made stale, and calls no model', async () => {
    const { dir, write, commit } = repository();
    write('src/tokens.ts', TOKENS_FIXED);
    const sha = commit('fix: off by one');
    const r = await runNode([CLI, 'run', '--repo', dir, '--covered-changes', 'note'], env());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/decision +skip \(tier 1, rule small-diff\)/);
    expect(r.stdout).toContain('stale      [[api/tokens]] covers src/tokens.ts');
    expect(r.stdout).toMatch(/update +wiki\/log\.md/);
    const log = read(dir, 'wiki/log.md');
    expect(log).toMatch(/^# Wiki log\n\n## \[\d{4}-\d{2}-\d{2}\] skip \| 1 merge\n/);
    expect(log).toContain(`- \`${sha}\` fix: off by one · Tier 1 small-diff:`);
    expect(log).toContain('  - Stale: [[api/tokens]] covers `src/tokens.ts`');
    // Only log.md: a skip changes no page and no map.
    expect(status(dir)).toBe(' M wiki/log.md\n');
  });

  it('moves a renamed file’s cover with its stamp; --dry-run writes nothing and shows the diff', async () => {
    const { dir, commit } = repository();
    git(dir, 'mv', 'src/config.ts', 'src/settings.ts');
    commit('chore: rename config');
    const dry = await runNode([CLI, 'run', '--repo', dir, '--dry-run'], env());
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`+  - src/settings.ts@${blobOf(CONFIG_TS)}`);
    expect(status(dir)).toBe('');
    const r = await runNode([CLI, 'run', '--repo', dir, '--json'], env());
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      decision: { rule: string };
      changes: { path: string }[];
    };
    expect(report.decision.rule).toBe('trivial-type');
    expect(report.changes.map((c) => c.path)).toEqual([
      'wiki/guide/setup.md',
      'wiki/index.md',
      'wiki/log.md',
    ]);
    expect(read(dir, 'wiki/guide/setup.md')).toBe(
      SETUP_PAGE.replace(
        `  - docs/setup.md@${blobOf(read(dir, 'docs/setup.md'))}\n  - src/config.ts@${blobOf(CONFIG_TS)}`,
        `  - docs/setup.md@${blobOf(read(dir, 'docs/setup.md'))}\n  - src/settings.ts@${blobOf(CONFIG_TS)}`,
      ),
    );
    expect(read(dir, 'wiki/log.md')).toContain(
      '  - Covers moved: [[guide/setup]] `src/config.ts` → `src/settings.ts`',
    );
  });
});

describe('wiki-ingest lint --fix (the bundle)', () => {
  /** A rename and a deletion of covered files, committed with no wiki change. */
  function drifted() {
    const repo = repository();
    mkdirSync(join(repo.dir, 'src/auth'));
    git(repo.dir, 'mv', 'src/tokens.ts', 'src/auth/tokens.ts');
    git(repo.dir, 'rm', '-q', 'src/config.ts');
    const sha = repo.commit('refactor: move tokens, drop config');
    return { ...repo, sha };
  }

  it('lint names the renamed file’s new path; --fix repairs both covers and lint is clean', async () => {
    const { dir, sha } = drifted();
    const before = await runNode([CLI, 'lint', '--repo', dir, '--json'], env());
    expect(before.code).toBe(1);
    const findings = (
      JSON.parse(before.stdout) as {
        findings: { rule: string; page: string; detail: string; renamed?: string }[];
      }
    ).findings;
    expect(findings.filter((f) => f.rule === 'missing-source')).toEqual([
      expect.objectContaining({
        page: 'api/tokens',
        detail: expect.stringContaining(
          `covers src/tokens.ts, which HEAD no longer holds: ${sha.slice(0, 7)} renamed it to src/auth/tokens.ts`,
        ),
        renamed: 'src/auth/tokens.ts',
      }),
      expect.objectContaining({
        page: 'guide/setup',
        detail: expect.stringContaining('covers src/config.ts, which HEAD no longer holds'),
      }),
    ]);

    const dry = await runNode([CLI, 'lint', '--repo', dir, '--fix', '--dry-run'], env());
    expect(dry.stdout).toContain(
      `would fix  api/tokens: covers src/tokens.ts → src/auth/tokens.ts (renamed by ${sha.slice(0, 7)})`,
    );
    expect(dry.stdout).toContain(
      `would fix  guide/setup: dropped covers src/config.ts (deleted by ${sha.slice(0, 7)})`,
    );
    expect(dry.stdout).toContain(`-  - src/tokens.ts@${blobOf(TOKENS_TS)}`);
    expect(dry.code).toBe(0);
    expect(status(dir)).toBe('');

    const fixed = await runNode([CLI, 'lint', '--repo', dir, '--fix'], env());
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain('fixed  api/tokens: covers src/tokens.ts → src/auth/tokens.ts');
    expect(fixed.stdout).toContain('fixed  index.md: regenerated');
    expect(read(dir, 'wiki/api/tokens.md')).toBe(
      TOKENS_PAGE.replace('src/tokens.ts@', 'src/auth/tokens.ts@').replace(
        '---\n\n# API tokens',
        'related: [guide/setup]\n---\n\n# API tokens',
      ),
    );
    expect(read(dir, 'wiki/guide/setup.md')).toBe(
      SETUP_PAGE.replace(`  - src/config.ts@${blobOf(CONFIG_TS)}\n`, ''),
    );
    // api/tokens links [[guide/setup]] in its body: related gains it, in that line alone.
    expect(fixed.stdout).toContain('fixed  api/tokens: related + guide/setup');
    expect(read(dir, 'wiki/index.md')).toContain('["src/auth/tokens.ts","api/tokens"]');
    git(dir, 'commit', '-qam', 'docs(wiki): lint --fix');
    const after = await runNode(
      [CLI, 'lint', '--repo', dir, '--json', '--fail-on', 'error'],
      env(),
    );
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout).counts).toMatchObject({
      'missing-source': 0,
      'index-drift': 0,
    });
  });

  it('refuses to overwrite an index.md a person wrote, naming map-file; the other repairs are made', async () => {
    const { dir, commit } = drifted();
    const mine = '# Our docs\n\nWelcome! Start with [[guide/setup]].\n';
    writeFileSync(join(dir, 'wiki/index.md'), mine);
    commit('docs: our own home page');
    const r = await runNode([CLI, 'lint', '--repo', dir, '--fix'], env());
    expect(read(dir, 'wiki/index.md')).toBe(mine);
    expect(r.stderr).toMatch(
      /not fixed: "wiki\/index\.md" is not a map wiki-ingest generated .* Set the map-file input to another name \(e\.g\. wiki-map\.md\)/,
    );
    expect(read(dir, 'wiki/api/tokens.md')).toContain('src/auth/tokens.ts@');
    // With map-file set, the map goes there and index.md is a page like any other.
    const moved = await runNode(
      [CLI, 'lint', '--repo', dir, '--fix', '--map-file', 'wiki-map.md'],
      env(),
    );
    expect(moved.stdout).toContain('fixed  wiki-map.md: written');
    expect(existsSync(join(dir, 'wiki/wiki-map.md'))).toBe(true);
    expect(read(dir, 'wiki/index.md')).toBe(mine);
  });

  it('--co-change-covers gives a page the source file history changed with it; the map indexes it', async () => {
    const { dir, write, commit } = repository();
    for (const n of [2, 3]) {
      write('src/other.ts', `export const other = ${n};\n`);
      write(
        'wiki/api/tokens.md',
        TOKENS_PAGE.replace('See [[guide/setup]].', `See [[guide/setup]] (${n}).`),
      );
      commit(`feat: other ${n}`);
    }
    const refused = await runNode([CLI, 'lint', '--repo', dir, '--co-change-covers'], env());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--co-change-covers goes with --fix/);
    const r = await runNode([CLI, 'lint', '--repo', dir, '--fix', '--co-change-covers'], env());
    expect(r.stdout).toContain(
      'fixed  api/tokens: covers + src/other.ts (changed together in 3 of its 3 commits)',
    );
    expect(r.stderr).toMatch(/covers written, learned from 3 past commits/);
    const other = blobOf('export const other = 3;\n');
    expect(read(dir, 'wiki/api/tokens.md')).toContain(
      `  - src/other.ts@${other}\n  - src/tokens.ts@`,
    );
    expect(read(dir, 'wiki/index.md')).toContain('["src/other.ts","api/tokens"]');
  });
});
