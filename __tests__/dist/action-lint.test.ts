// dist/index.js with `mode: lint` on a schedule, as the runner runs it, against the git-backed
// fake GitHub: the first run creates the lint issue, the next one (after a person's merge made a
// page stale) edits that same issue; the job summary lists the findings and the pulse, escaped.
import { runAction } from '../../test-support/bundle/action.js';
import { listeningHub } from '../../test-support/bundle/listening-hub.js';
import { ROUTES } from '../../test-support/github/git-backed-github.js';
import { coveringPage } from '../../test-support/lint-pages.js';

const V1 = 'export const rotate = () => 1;\n';
// One hub for the file: the second run edits the issue the first one created.
const served = listeningHub(
  () => ({
    'src/api/tokens.ts': V1,
    'wiki/log.md': '# Wiki log\n',
    'wiki/api/tokens.md': coveringPage('Tokens', { 'src/api/tokens.ts': V1 }, '[[api/scopes]]'),
    'wiki/api/scopes.md': coveringPage(
      'Scopes <img src=x onerror=alert(1)>',
      { 'src/api/tokens.ts': V1 },
      '[[api/tokens]] [[@admin]]',
    ),
  }),
  'all',
);

// The default max-retries: the bundle's GitHub client retries and spaces its writes a second
// apart, as on a runner (the other bundle tests turn both off to save the waits).
const schedule = () =>
  runAction('schedule', { schedule: '17 3 * * 1' }, { mode: 'lint' }, served.url, {
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: '9',
  });

describe('dist/index.js, mode: lint', () => {
  it('creates the lint issue once, then edits that issue on the next run', async () => {
    const first = await schedule();
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ 'lint-errors': '1', 'lint-warnings': '0' });
    expect(served.hub.issueRecords).toHaveLength(1);
    const issue = served.hub.issueRecords[0]!;
    expect(first.outputs['lint-issue-url']).toBe(`https://github.com/o/r/issues/${issue.number}`);
    expect(issue.body).toContain('\\[\\[@\u200badmin\\]\\] points at no page');
    expect(first.summary).toContain('wiki-ingest lint: 1 error, 0 warnings, 0 info');
    expect(first.summary).not.toContain('<img');
    expect(first.stdout).toContain(
      `::notice::wiki-ingest lint: 1 error, 0 warnings, 0 info; issue #${issue.number} created.`,
    );
    const created = issue.body;

    await served.hub.merge({
      title: 'fix(api): rotate twice',
      write: { 'src/api/tokens.ts': 'export const rotate = () => 2;\n' },
    });
    const second = await schedule();
    expect(second.code).toBe(0);
    expect(second.outputs).toMatchObject({ 'lint-errors': '1', 'lint-warnings': '2' });
    expect(served.hub.callsTo(ROUTES.createIssue)).toHaveLength(1);
    expect(served.hub.callsTo(ROUTES.updateIssue)).toHaveLength(1);
    expect(served.hub.issueRecords).toHaveLength(1);
    expect(issue.body).not.toBe(created);
    expect(issue.body).toContain('#### stale — warning, 2');
    expect(second.stdout).toContain(`issue #${issue.number} updated.`);
    // Nothing is written to the repository.
    expect(served.hub.callsTo(ROUTES.updateRef)).toHaveLength(0);
  });
});
