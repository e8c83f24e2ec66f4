// The pages a local change makes stale (src/impact/local.ts) on a real git repository: the base
// found as a pull request's (given, origin/HEAD, else main or master) and the change diffed from
// the merge base — committed work, the working tree's too, or named paths — through the same
// ties and generated-file rules as mode: impact.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localImpact } from '../../src/impact/local.js';
import { tieText } from '../../src/impact/render.js';
import { parseConfig } from '../../src/config/parse.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import {
  applyImpactChange,
  impactRepoFiles,
  IMPACTED,
  TOKENS,
} from '../../test-support/impact-repo.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('wiki-impact-local-');
const config = parseConfig({});

/** The impact repository at main, and a branch `work` checked out on it. */
function scene() {
  const dir = newDir();
  const repo = localRepo(dir);
  for (const [path, text] of Object.entries(impactRepoFiles())) repo.write(path, text);
  const main = repo.commit('docs: the wiki');
  git(dir, 'checkout', '-q', '-b', 'work');
  const mv = (from: string, to: string) => {
    mkdirSync(join(dir, to, '..'), { recursive: true });
    git(dir, 'mv', from, to);
  };
  return { dir, repo, main, mv };
}

const ties = (r: Awaited<ReturnType<typeof localImpact>>) =>
  Object.fromEntries(r.impact.pages.map((p) => [p.slug, p.ties.map((t) => tieText(t, (n) => n))]));

describe('localImpact', () => {
  it("names a committed change's pages from the merge base with main, the rename worded as one", async () => {
    const { dir, repo, main } = scene();
    applyImpactChange(dir);
    const head = repo.commit('feat: rotate keys');
    // main moves on after the branch started: the change is still diffed from the merge base.
    git(dir, 'checkout', '-q', 'main');
    repo.write('src/misc/other.ts', 'export const other = 1;\n');
    const tip = repo.commit('chore: elsewhere');
    git(dir, 'checkout', '-q', 'work');

    const r = await localImpact(dir, config, {});
    expect(r.base).toEqual({ ref: 'main', how: 'main', commit: tip, mergeBase: main });
    expect(r.head).toBe(head);
    expect(r.workingTree).toBe(false);
    expect(ties(r)).toEqual(IMPACTED);
    // The generated client (a nested .gitattributes) ties no page by mention, as in the action.
    expect(r.files.map((f) => f.path)).toContain('gen/client.ts');
    expect(r.edited).toEqual([]);
  });

  it('reads the working tree only when asked: edits, untracked files, and a page the change edits', async () => {
    const { dir, repo } = scene();
    repo.write('src/api/tokens.ts', TOKENS.replace('return 1', 'return 2'));
    repo.write('notes/new.md', '# New\n');
    repo.write(
      'wiki/api/tokens.md',
      impactRepoFiles()['wiki/api/tokens.md']!.replace('Rotation.', 'Rotation, updated.'),
    );
    repo.write(
      'wiki/guides/quiet.md',
      impactRepoFiles()['wiki/guides/quiet.md']!.replace('Nothing', 'See `notes/new.md`; nothing'),
    );
    expect((await localImpact(dir, config, {})).impact.pages).toEqual([]);

    const r = await localImpact(dir, config, { workingTree: true });
    expect(ties(r)).toEqual({ 'api/tokens': ['covers src/api/tokens.ts, which this PR changes'] });
    expect(r.edited).toEqual(['api/tokens']);
    expect(r.files.find((f) => f.path === 'notes/new.md')).toMatchObject({
      status: 'added',
      additions: 1,
      patch: '@@ -0,0 +1,1 @@\n+# New',
    });
  });

  it('answers for named paths, changed or not, and refuses one outside the repository', async () => {
    const { dir, mv } = scene();
    mv('src/old/legacy.ts', 'src/new/legacy.ts');
    const r = await localImpact(dir, config, { paths: ['./src/old/legacy.ts', 'src/api'] });
    expect(ties(r)).toEqual({
      'api/tokens': ['covers src/api/tokens.ts, which this PR changes'],
      'guides/legacy': ['covers src/old/legacy.ts, which this PR renames to src/new/legacy.ts'],
    });
    await expect(localImpact(dir, config, { paths: ['../elsewhere.ts'] })).rejects.toThrow(
      /is not a file of the repository/,
    );
  });

  it('takes the default branch from origin/HEAD, and says how to name one when there is none', async () => {
    const { dir, repo, main } = scene();
    repo.write('src/api/tokens.ts', TOKENS.replace('return 1', 'return 2'));
    repo.commit('fix: two');
    git(dir, 'update-ref', 'refs/remotes/origin/trunk', main);
    git(dir, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/trunk');
    const r = await localImpact(dir, config, {});
    expect(r.base).toMatchObject({ ref: 'origin/trunk', how: 'origin/HEAD', commit: main });
    expect(r.impact.pages.map((p) => p.slug)).toEqual(['api/tokens']);

    git(dir, 'symbolic-ref', '--delete', 'refs/remotes/origin/HEAD');
    git(dir, 'branch', '-q', '-m', 'main', 'trunk');
    await expect(localImpact(dir, config, {})).rejects.toThrow(
      /no default branch found .*no origin\/HEAD, no main or master branch.*--base REV/,
    );
    expect((await localImpact(dir, config, { base: 'trunk' })).base.how).toBe('given');
    await expect(localImpact(dir, config, { base: 'nope' })).rejects.toThrow(
      /the base "nope" names no commit/,
    );
  });

  it('says when the wiki folder is not at the base', async () => {
    const { dir } = scene();
    writeFileSync(join(dir, 'src/misc/util.ts'), 'export const helper = 3;\n');
    const r = await localImpact(dir, { ...config, wikiPath: 'docs/wiki' }, { workingTree: true });
    expect(r.impact.pages).toEqual([]);
    expect(r.notes).toEqual([
      expect.stringMatching(
        /^The wiki folder "docs\/wiki" is not in main at [0-9a-f]{12}; no page can be impacted/,
      ),
    ]);
  });
  it('ties a page edited with a changed file in the history before the merge base, never after it', async () => {
    const dir = newDir();
    const repo = localRepo(dir);
    repo.write('wiki/codes.md', '---\ntitle: Error codes\n---\n# Error codes\n\nE1.\n');
    repo.write('lib/errors.js', 'module.exports = 1;\n');
    repo.commit('feat: errors');
    for (const n of [2, 3]) {
      repo.write('wiki/codes.md', `---\ntitle: Error codes\n---\n# Error codes\n\nE${n}.\n`);
      repo.write('lib/errors.js', `module.exports = ${n};\n`);
      repo.commit(`feat: error ${n}`);
    }
    git(dir, 'checkout', '-q', '-b', 'work');
    repo.write('lib/errors.js', 'module.exports = 4;\n');
    repo.commit('feat: error 4');

    const r = await localImpact(dir, config, {});
    expect(ties(r)).toEqual({
      codes: [
        "was edited with lib/errors.js in 3 of that file's 3 past commits, which this PR changes",
      ],
    });
    expect(r.impact.history).toBe(3);
    expect(r.notes).toEqual([]);

    // A shallow clone holds one commit before the change: no tie, and a note with the fix.
    const shallow = newDir();
    git(
      shallow,
      'clone',
      '-q',
      '--depth',
      '2',
      '--no-local',
      '--branch',
      'work',
      `file://${dir}`,
      '.',
    );
    git(shallow, 'branch', 'main', 'HEAD~1');
    const s = await localImpact(shallow, config, { base: 'main' });
    expect(s.impact.pages).toEqual([]);
    expect(s.notes).toEqual([
      'This clone is shallow: past co-changes (pages edited with a changed file) were read from 1 commit only; `git fetch --unshallow` reads them all.',
    ]);
  });
});
