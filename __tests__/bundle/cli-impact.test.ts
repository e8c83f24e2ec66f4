// `node dist/cli.js impact` on a temporary git repository whose pages declare covers: after a
// commit on a branch, `--base main` names the covered file's page and the renamed file's page
// (worded as a rename), `--json` carries the same ties, the working tree counts only with
// --working-tree, and the exit code is 0 unless --fail-on-impact finds a page. No key, no network.
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import {
  applyImpactChange,
  impactRepoFiles,
  IMPACTED,
  UTIL,
} from '../../test-support/impact-repo.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('wiki-impact-cli-');

const impact = (dir: string, ...args: string[]) =>
  runNode([CLI, 'impact', '--repo', dir, ...args], cleanEnv());

function branched() {
  const dir = newDir();
  const repo = localRepo(dir);
  for (const [path, text] of Object.entries(impactRepoFiles())) repo.write(path, text);
  repo.commit('docs: the wiki');
  git(dir, 'checkout', '-q', '-b', 'work');
  return { dir, repo };
}

interface Json {
  base: { ref: string; how: string; merge_base: string };
  working_tree: boolean;
  history: number;
  pages: { slug: string; file: string; ties: { kind: string; change: string; text: string }[] }[];
}

describe('wiki-ingest impact', () => {
  it('names the pages a commit makes stale against --base main, in text and JSON; the exit follows --fail-on-impact', async () => {
    const { dir, repo } = branched();
    applyImpactChange(dir);
    repo.commit('feat: rotate keys');

    const text = await impact(dir, '--base', 'main');
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^3 pages of wiki\/ are impacted: HEAD [0-9a-f]{7} against main \(as given\), merge base [0-9a-f]{7}; the wiki read at [0-9a-f]{7}; past co-changes read from 1 commit; 4 changed files\.$/,
    );
    expect(lines.slice(1, 4)).toEqual(
      Object.entries(IMPACTED).map(([slug, ties]) => `  ${slug}: ${ties.join('; ')}`),
    );
    expect(text.stdout).toContain(
      '  guides/legacy: covers src/old/legacy.ts, which this PR renames to src/new/legacy.ts',
    );

    const json = await impact(dir, '--base', 'main', '--json');
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout) as Json;
    expect(doc.base).toMatchObject({ ref: 'main', how: 'given' });
    expect(doc.working_tree).toBe(false);
    expect(doc.history).toBe(1);
    expect(Object.fromEntries(doc.pages.map((p) => [p.slug, p.ties.map((t) => t.text)]))).toEqual(
      IMPACTED,
    );
    expect(doc.pages.find((p) => p.slug === 'guides/legacy')!.ties[0]).toMatchObject({
      kind: 'covers',
      change: 'renames',
    });

    expect((await impact(dir, '--fail-on-impact')).code).toBe(1);
  }, 60_000);

  it('counts uncommitted changes only with --working-tree, and exits 0 with nothing impacted', async () => {
    const { dir, repo } = branched();
    repo.write('src/misc/util.ts', UTIL.replace('1', '2'));
    repo.commit('chore: util');
    repo.write('src/old/legacy.ts', 'export const legacy = false;\n');

    const committed = await impact(dir, '--fail-on-impact');
    expect(committed.code).toBe(0);
    expect(committed.stdout).toMatch(
      /^No page of wiki\/ is impacted: .* against main \(the default branch: no origin\/HEAD, a local main\)/,
    );
    expect(committed.stdout).toContain('add --working-tree for the rest');

    const tree = await impact(dir, '--working-tree', '--fail-on-impact');
    expect(tree.code).toBe(1);
    expect(tree.stdout).toContain(
      '  guides/legacy: covers src/old/legacy.ts, which this PR changes',
    );
    expect(tree.stdout).toContain('the working tree against main');
  }, 60_000);

  it('says what to do when there is no base to compare with', async () => {
    const { dir } = branched();
    const res = await impact(dir, '--base', 'release');
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('wiki-ingest impact: the base "release" names no commit');
    const outside = await runNode([CLI, 'impact', '--repo', join(dir, '..')], cleanEnv());
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(
      /is not in a git repository; run it inside one or pass --repo DIR/,
    );
  }, 60_000);
});
