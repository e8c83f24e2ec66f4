// `lint --fix --adopt-covers` on a wiki adopted before covers existed: each page covering nothing
// gains the repository files it links to or names in backticks, stamped at HEAD (--dry-run shows
// the diff and writes nothing); a page that covers files already, or names none, is left alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const tempDir = tempDirs('wiki-ingest-adopt-covers-');

function adoptedWiki() {
  const { dir, write, commit } = localRepo(tempDir());
  write('src/a.ts', 'export const a = 1;\n');
  write('src/b.ts', 'export const b = 1;\n');
  write('wiki/a.md', '---\ntitle: A\n---\n# A\n\nSee `src/a.ts` and [b](../src/b.ts).\n');
  write('wiki/prose.md', '---\ntitle: Prose\n---\n# Prose\n\nNothing named.\n');
  commit('docs: an adopted wiki');
  const blob = git(dir, 'rev-parse', 'HEAD:src/a.ts').trim();
  write(
    'wiki/covered.md',
    `---\ntitle: Covered\ncovers:\n  - src/a.ts@${blob}\n---\n# C\n\n\`src/b.ts\`\n`,
  );
  commit('docs: a covered page');
  return dir;
}

describe('node dist/cli.js lint --fix --adopt-covers', () => {
  it('stamps the named files on uncovered pages; --dry-run shows it and writes nothing', async () => {
    const dir = adoptedWiki();
    const lint = (...flags: string[]) =>
      runNode([CLI, 'lint', '--repo', dir, ...flags], cleanEnv());
    const dry = await lint('--fix', '--adopt-covers', '--dry-run', '--fail-on', 'never');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^would fix {2}a: covers \+ src\/b\.ts, src\/a\.ts$/m);
    expect(dry.stdout).toContain(`+  - src/a.ts@${git(dir, 'rev-parse', 'HEAD:src/a.ts').trim()}`);
    expect(git(dir, 'status', '--porcelain')).toBe('');

    const fixed = await lint('--fix', '--adopt-covers', '--json', '--fail-on', 'never');
    const report = JSON.parse(fixed.stdout) as { fix: { fixes: { page: string; kind: string }[] } };
    expect(report.fix.fixes.filter((f) => f.kind === 'covers-adopted').map((f) => f.page)).toEqual([
      'a',
    ]);
    expect(readFileSync(join(dir, 'wiki/a.md'), 'utf8')).toMatch(
      /^---\ntitle: A\ncovers:\n {2}- src\/a\.ts@[0-9a-f]{40}\n {2}- src\/b\.ts@[0-9a-f]{40}\n---\n/,
    );
    expect(git(dir, 'status', '--porcelain', '--', 'wiki/prose.md', 'wiki/covered.md')).toBe('');
  });

  it('--adopt-covers without --fix is a usage error naming the pair', async () => {
    const r = await runNode([CLI, 'lint', '--repo', adoptedWiki(), '--adopt-covers'], cleanEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--adopt-covers goes with --fix/);
  });
});
