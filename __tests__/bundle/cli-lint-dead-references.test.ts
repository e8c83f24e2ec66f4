// `node dist/cli.js lint --json`'s dead-reference rule on a real repository: a backticked path and
// a function the page's last-written commit held and HEAD does not are reported with the commit
// that removed them (the renamed path with its new path); a phrase that never named anything,
// a name still present and a name gone before the page was written are not; no model is asked.
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const tempDir = tempDirs('wiki-ingest-dead-ref-');

interface Finding {
  rule: string;
  severity: string;
  page: string;
  detail: string;
  reference?: string;
  file?: string;
  since?: string;
  renamed?: string;
}

const PAGE = [
  '---',
  'title: Insights',
  '---',
  '# Insights',
  '',
  'The rules live in `insights/rules.go`; `EvaluateRules()` runs them, reading `MAX_RULES`.',
  'Pass `--rules-dir` to move them. `keep` stays, `a phrase` is prose and `neverExisted` never did.',
  'Its config lives in `config.yaml`.',
  '',
  '```go',
  'removedInFence() // code blocks are examples, not references',
  '```',
  '',
].join('\n');

function repository() {
  const { dir, write, commit } = localRepo(tempDir());
  write(
    'pkg/insights/rules.go',
    'package insights\n\nconst MAX_RULES = 10\n\nfunc EvaluateRules() {}\nfunc keep() {}\nfunc removedInFence() {}\n',
  );
  write('cmd/main.go', 'package main\n\nvar dir = flag.String("rules-dir", "", "")\n');
  write('config.yaml', 'rules: 3\n');
  write('CHANGELOG.md', '# Changes\n\n- EvaluateRules() added.\n');
  commit('feat: insights');
  write('wiki/insights.md', PAGE);
  commit('docs(wiki): insights');
  write(
    'pkg/insights/rules.go',
    'package insights\n\nconst MAX_RULES = 10\n\nfunc Evaluate() {}\nfunc keep() {}\n',
  );
  const removed = commit('refactor: EvaluateRules becomes Evaluate');
  git(dir, 'mv', 'pkg/insights/rules.go', 'pkg/insights/engine.go');
  const renamed = commit('refactor: rules.go is engine.go');
  return { dir, write, commit, removed, renamed };
}

const lintJson = async (dir: string) => {
  const r = await runNode([CLI, 'lint', '--repo', dir, '--json', '--fail-on', 'never'], cleanEnv());
  expect([r.code, r.stderr]).toEqual([0, '']);
  return JSON.parse(r.stdout) as { findings: Finding[]; counts: Record<string, number> };
};

describe('node dist/cli.js lint: dead-reference', () => {
  it('reports the path and the function gone since the page was written, with the commits that removed them', async () => {
    const { dir, removed, renamed } = repository();
    const report = await lintJson(dir);
    const dead = report.findings.filter((f) => f.rule === 'dead-reference');
    expect(dead).toEqual([
      expect.objectContaining({
        severity: 'warning',
        page: 'insights',
        reference: 'EvaluateRules()',
        since: removed,
        detail: expect.stringContaining(
          `removed by ${removed.slice(0, 7)} "refactor: EvaluateRules becomes Evaluate"`,
        ) as unknown as string,
      }),
      expect.objectContaining({
        page: 'insights',
        reference: 'insights/rules.go',
        file: 'pkg/insights/rules.go',
        since: renamed,
        renamed: 'pkg/insights/engine.go',
      }),
    ]);
    expect(report.counts['dead-reference']).toBe(2);
    // Text output names the new path in the fix, and the rename's commit.
    const text = await runNode([CLI, 'lint', '--repo', dir, '--fail-on', 'never'], cleanEnv());
    expect(text.stdout).toContain(
      `names \`insights/rules.go\`, which HEAD no longer holds: ${renamed.slice(0, 7)} renamed pkg/insights/rules.go to pkg/insights/engine.go`,
    );
    expect(text.stdout).toContain('write pkg/insights/engine.go instead of insights/rules.go');
  });

  it('says nothing of a name removed before the page was last written', async () => {
    const { dir, write, commit } = repository();
    // The page is checked again after the removals: what it names is its own business now.
    write('wiki/insights.md', PAGE.replace('# Insights', '# Insights, checked'));
    commit('docs(wiki): insights checked');
    const report = await lintJson(dir);
    expect(report.findings.filter((f) => f.rule === 'dead-reference')).toEqual([]);
  });

  it('reports a removed flag and environment variable the code defined', async () => {
    const { dir, write, commit } = repository();
    write('cmd/main.go', 'package main\n');
    write('pkg/insights/engine.go', 'package insights\n\nfunc Evaluate() {}\nfunc keep() {}\n');
    const gone = commit('refactor: no rules dir, no rule cap');
    const report = await lintJson(dir);
    const refs = report.findings
      .filter((f) => f.rule === 'dead-reference')
      .map((f) => [f.reference, f.since]);
    expect(refs).toEqual(
      expect.arrayContaining([
        ['--rules-dir', gone],
        ['MAX_RULES', gone],
      ]),
    );
    expect(refs.map(([r]) => r)).not.toContain('keep');
    expect(refs.map(([r]) => r)).not.toContain('config.yaml');
  });
});
