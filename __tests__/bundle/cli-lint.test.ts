// `node dist/cli.js lint` on a temporary git repository: clean, then stale after a commit to a
// covered file (that page only, `since` naming the commit), missing-source after its deletion,
// dead-link for a broken [[link]], the exit codes of --fail-on, and covers of generated files
// (build output an older version stamped) as warnings that a rebuild cannot turn into errors.
import { readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');

interface Report {
  pages: number;
  findings: {
    rule: string;
    severity: string;
    page: string;
    detail: string;
    file?: string;
    since?: string;
    fingerprint: string;
  }[];
  counts: Record<string, number>;
  freshness: Record<string, number | null>;
  accepted: number;
}

const tempDir = tempDirs('wiki-ingest-lint-');

const FINGERPRINT = expect.stringMatching(/^[0-9a-f]{12}$/) as unknown as string;

type Finding = Report['findings'][number];

/** A finding as `--json` prints it, whatever its fingerprint. */
const finding = (
  rule: string,
  severity: string,
  page: string,
  rest: Pick<Finding, 'detail' | 'file' | 'since'>,
): Finding => ({ rule, severity, page, ...rest, fingerprint: FINGERPRINT });

function repository() {
  const { dir, write, commit } = localRepo(tempDir());
  write('src/api/tokens.ts', 'export const rotate = () => 1;\n');
  write('src/api/scopes.ts', 'export const scopes = [];\n');
  commit('feat: tokens');
  const blob = (path: string): string => git(dir, 'rev-parse', `HEAD:${path}`).trim();
  const page = (title: string, covers: string, link: string): string =>
    `---\ntitle: ${title}\ncovers:\n  - ${covers}@${blob(covers)}\n---\n# ${title}\n\nSee [[${link}]].\n`;
  write('wiki/api/tokens.md', page('Tokens', 'src/api/tokens.ts', 'api/scopes'));
  write('wiki/api/scopes.md', page('Scopes', 'src/api/scopes.ts', 'api/tokens'));
  commit('docs: the wiki');
  return { dir, write, commit };
}

const lint = async (dir: string, ...flags: string[]) => {
  const r = await runNode([CLI, 'lint', '--repo', dir, ...flags], cleanEnv());
  return { ...r, report: flags.includes('--json') ? (JSON.parse(r.stdout) as Report) : null };
};

/** `lint --json`'s report, once it has exited `code`. */
const jsonReport = async (dir: string, code: number): Promise<Report> => {
  const r = await lint(dir, '--json');
  expect(r.code).toBe(code);
  return r.report!;
};

describe('node dist/cli.js lint', () => {
  it('is clean, then stale for the covering page only, then missing-source, then dead-link', async () => {
    const { dir, write, commit } = repository();

    const clean = await lint(dir, '--json');
    expect([clean.code, clean.stderr]).toEqual([0, '']);
    expect(clean.report).toMatchObject({ pages: 2, findings: [] });
    expect(Object.keys(clean.report!)).toEqual([
      'pages',
      'findings',
      'counts',
      'freshness',
      'accepted',
    ]);
    expect(clean.report!.freshness).toEqual({
      covered_pages: 2,
      current_pages: 2,
      share: 1,
      stale_covers: 0,
      missing_covers: 0,
    });

    write('src/api/tokens.ts', 'export const rotate = () => 2;\n');
    const changed = commit('fix(api): rotate twice');
    write('src/unrelated.ts', 'x\n');
    commit('chore: later');
    const stale = await jsonReport(dir, 0);
    expect(stale.findings).toEqual([
      finding('stale', 'warning', 'api/tokens', {
        detail: expect.stringContaining(
          `first changed after the stamp by ${changed.slice(0, 7)} "fix(api): rotate twice"`,
        ) as unknown as string,
        file: 'src/api/tokens.ts',
        since: changed,
      }),
    ]);
    expect(stale.counts).toMatchObject({ stale: 1, 'missing-source': 0 });
    expect(stale.freshness).toMatchObject({ current_pages: 1, share: 0.5, stale_covers: 1 });
    expect((await lint(dir, '--fail-on', 'warning')).code).toBe(1);
    expect((await lint(dir, '--fail-on', 'never')).code).toBe(0);

    unlinkSync(join(dir, 'src/api/tokens.ts'));
    commit('refactor: tokens move out');
    const missing = await jsonReport(dir, 1);
    expect(missing.findings.map((f) => [f.rule, f.page, f.file, f.since])).toEqual([
      ['missing-source', 'api/tokens', 'src/api/tokens.ts', changed],
    ]);
    expect((await lint(dir, '--fail-on', 'never')).code).toBe(0);

    write(
      'wiki/api/scopes.md',
      '---\ntitle: Scopes\n---\n# Scopes\n\nSee [[api/tokens]] and [[api/gone]].\n',
    );
    commit('docs: a broken link');
    const dead = await lint(dir);
    expect(dead.code).toBe(1);
    expect(dead.stdout).toContain(
      'dead-link (error, 1): a [[slug]] link, a Markdown link to a page file or a related slug naming no page\n  api/scopes: [[api/gone]] points at no page. Fix: create that page, or correct or remove the link.\n',
    );
    expect(dead.stdout).toMatch(
      /\nmissing-source \(error, 1\): .*\n {2}api\/tokens: covers src\/api\/tokens\.ts, which HEAD no longer holds; first changed after the stamp by [0-9a-f]{7} "fix\(api\): rotate twice"\. Fix: /,
    );
    expect(dead.stdout).toMatch(
      /\nuncovered \(info, 1\): .*\n {2}api\/scopes: covers no repository file\./,
    );
    expect(dead.stdout).toMatch(/\n2 errors, 0 warnings, 1 info\.\n$/);
  });

  it('index-drift for a hand-edited index.md, repaired by the command its fix names', async () => {
    const { dir, write, commit } = repository();
    // A generated map a person edited (its generated-map line kept): drift, fixed by regenerating.
    write(
      'wiki/index.md',
      '# My own index\n\n<!-- Generated by wiki-ingest from the wiki map; edits here are overwritten. -->\n',
    );
    commit('docs: hand-edited index');
    const drift = await jsonReport(dir, 1);
    expect(drift.findings).toEqual([
      finding('index-drift', 'error', 'index.md', {
        detail:
          'index.md differs from the generated index at line 1: expected "# Wiki index", found "# My own index"',
      }),
    ]);
    const generated = await runNode(
      [CLI, 'index', '--wiki', join(dir, 'wiki'), '--markdown'],
      cleanEnv(),
    );
    write('wiki/index.md', generated.stdout);
    commit('docs: regenerated index');
    expect((await lint(dir, '--json')).report!.findings).toEqual([]);
  });

  it('front-matter problems are findings; other wiki warnings are notes on stderr', async () => {
    const { dir, write, commit } = repository();
    write(
      'wiki/api/scopes.md',
      '---\ntitle: Scopes\ncovers: [src/api/scopes.ts]\n---\n# Scopes\n\n[[api/tokens]]\n',
    );
    write('wiki/API/Tokens.md', '# Twin\n\n[[api/scopes]]\n');
    commit('docs: a stampless cover and a slug taken twice');
    const r = await lint(dir, '--json');
    expect(r.code).toBe(1);
    expect(r.report!.findings.map((f) => [f.rule, f.page])).toEqual([
      ['front-matter', 'api/scopes'],
      ['uncovered', 'api/scopes'],
      ['uncovered', 'api/tokens'],
    ]);
    expect(r.stderr).toMatch(
      /^wiki-ingest lint: note: api\/tokens\.md: slug "api\/tokens" is already taken by API\/Tokens\.md/,
    );
    expect(r.stderr).not.toMatch(/covers/);
  });

  it('an accepted finding stays silent until its page changes; a stale entry is a note', async () => {
    const { dir, write, commit } = repository();
    write('src/api/tokens.ts', 'export const rotate = () => 3;\n');
    commit('fix(api): rotate thrice');
    const stale = (await lint(dir, '--json')).report!.findings[0]!;
    expect(stale.rule).toBe('stale');
    write(
      'wiki/lint-accepted.yml',
      `# checked by hand\n- rule: stale\n  page: api/tokens\n  fingerprint: ${stale.fingerprint}\n  reason: the rotation count is not on the page\n- rule: orphan\n  page: gone\n  fingerprint: 0123456789ab\n- rule: nope\n  page: x\n  fingerprint: 1\n`,
    );
    commit('docs: accept the stale finding');
    const quiet = await lint(dir, '--json', '--fail-on', 'warning');
    expect(quiet.report).toMatchObject({ findings: [], accepted: 1, counts: { stale: 0 } });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toContain('lint-accepted.yml entry 3: rule is invalid');
    expect(quiet.stderr).toContain(
      'lint-accepted.yml: orphan on gone (0123456789ab) matches no finding',
    );
    expect((await lint(dir)).stdout).toMatch(/No findings\. 1 accepted finding not shown/);

    const page = join(dir, 'wiki/api/tokens.md');
    write('wiki/api/tokens.md', `${readFileSync(page, 'utf8')}\nRotation is counted.\n`);
    commit('docs: the page changes');
    const back = await lint(dir, '--json');
    expect(back.report!.findings.map((f) => f.rule)).toEqual(['stale']);
    expect(back.report!.accepted).toBe(0);
  });

  it('a build that renames every chunk leaves lint clean of errors: covers of generated files are warnings', async () => {
    const { dir, write, commit } = repository();
    write('.gitattributes', 'dist/** linguist-generated\n');
    write('dist/chunks/pipeline-AAAA1111.js', 'export {};\n');
    write('dist/cli.js.map', '{}\n');
    commit('build: the bundle');
    const blob = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
    // What an older version stamped on a page it wrote: the chunks and the map it read.
    const page = readFileSync(join(dir, 'wiki/api/scopes.md'), 'utf8').replace(
      'covers:\n',
      `covers:\n  - dist/chunks/pipeline-AAAA1111.js@${blob('dist/chunks/pipeline-AAAA1111.js')}\n  - dist/cli.js.map@${blob('dist/cli.js.map')}\n`,
    );
    write('wiki/api/scopes.md', page);
    commit('docs: covers an old version recorded');
    unlinkSync(join(dir, 'dist/chunks/pipeline-AAAA1111.js'));
    write('dist/chunks/pipeline-BBBB2222.js', 'export {};\n');
    write('dist/cli.js.map', '{"v":2}\n');
    commit('build: every chunk renamed');
    const report = await jsonReport(dir, 0);
    expect(report.findings.map((f) => [f.rule, f.severity, f.page, f.file])).toEqual([
      ['generated-cover', 'warning', 'api/scopes', 'dist/chunks/pipeline-AAAA1111.js'],
      ['generated-cover', 'warning', 'api/scopes', 'dist/cli.js.map'],
    ]);
    expect(report.findings[0]!.detail).toContain(
      'which is generated (.gitattributes "dist/** linguist-generated")',
    );
    expect((await lint(dir)).stdout).toContain('Fix: drop "dist/cli.js.map" from covers');
  });

  it('a nested .gitattributes marks files generated for its folder alone', async () => {
    const { dir, write, commit } = repository();
    write('packages/x/.gitattributes', 'generated/** linguist-generated\n');
    write('packages/x/generated/client.ts', 'export {};\n');
    write('generated/client.ts', 'export {};\n');
    commit('build: clients');
    const blob = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
    const page = readFileSync(join(dir, 'wiki/api/scopes.md'), 'utf8').replace(
      'covers:\n',
      `covers:\n  - packages/x/generated/client.ts@${blob('packages/x/generated/client.ts')}\n  - generated/client.ts@${blob('generated/client.ts')}\n`,
    );
    write('wiki/api/scopes.md', page);
    commit('docs: covers the clients');
    const report = await jsonReport(dir, 0);
    expect(report.findings.map((f) => [f.rule, f.page, f.file])).toEqual([
      ['generated-cover', 'api/scopes', 'packages/x/generated/client.ts'],
    ]);
    expect(report.findings[0]!.detail).toContain(
      'which is generated (packages/x/.gitattributes "generated/** linguist-generated")',
    );
  });

  it("reads HEAD's tree, not the working tree", async () => {
    const { dir, write } = repository();
    write('wiki/api/scopes.md', '# Scopes\n\n[[nowhere]]\n');
    const r = await lint(dir, '--json');
    expect([r.code, r.report!.findings]).toEqual([0, []]);
  });

  it('exits 2 for a bad flag and 1 for a wiki folder HEAD does not hold', async () => {
    const { dir } = repository();
    const bad = await lint(dir, '--fail-on', 'info');
    expect([bad.code, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toMatch(/--fail-on info is not one of error, warning, never/);
    const gone = await lint(dir, '--wiki-path', 'docs/wiki');
    expect([gone.code, gone.stdout]).toEqual([1, '']);
    expect(gone.stderr).toMatch(/the wiki folder "docs\/wiki" is not in HEAD/);
  });
});
