// The action's lint mode against the git-backed fake GitHub: the wiki read at the branch head,
// `since` from the commits API, the issue created once, edited when the findings change (a
// person's text kept), left alone when they do not, closed when clean and reopened; a token
// without issues: write fails the step with its fix while the summary still lists the findings.
import { summary } from '@actions/core';
import { loadConfig } from '../../src/config/parse.js';
import { createGitHub } from '../../src/github/client.js';
import { runLintMode, type LintModeResult } from '../../src/lint-mode/lint-at-head.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { answerComments } from '../../test-support/ask-answers.js';
import { coveringPage } from '../../test-support/lint-pages.js';

const TOKENS_V1 = 'export const rotate = () => 1;\n';
const files = () => ({
  'src/api/tokens.ts': TOKENS_V1,
  'wiki/log.md':
    '# Wiki log\n\n## [2026-11-30] ingest | feat: tokens\n\n- Source: commit `' +
    'a'.repeat(40) +
    '`\n- Tokens: 10 input · 0 cache write · 90 cache read · 5 output\n- Cost: $0.0100\n- Time: 2026-11-30T10:00:00.000Z\n',
  'wiki/api/tokens.md': coveringPage(
    'Tokens',
    { 'src/api/tokens.ts': TOKENS_V1 },
    'See [[api/scopes]].',
  ),
  'wiki/api/scopes.md': coveringPage('Scopes', {}, 'See [[api/tokens]] and [[api/gone]].'),
});

let hub: GitBackedGitHub;
beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: files() });
});
afterEach(() => hub.remove());

async function lint(env: NodeJS.ProcessEnv = {}): Promise<LintModeResult & { html: string }> {
  const config = await loadConfig({ mode: 'lint', 'github-token': 'ghs_x' }, {});
  const result = await runLintMode({
    config,
    owner: 'o',
    repo: 'r',
    branch: 'main',
    serverUrl: 'https://github.com',
    github: async () => createGitHub('ghs_x', { retries: 0, fetch: hub.fetch }),
    env: { GITHUB_RUN_ID: '77', ...env },
    scrub: (t) => t.replaceAll('ghs_x', '***'),
    now: () => new Date('2026-12-03T12:00:00Z'),
  });
  return { ...result, html: result.summary(summary.emptyBuffer()).stringify() };
}

describe('runLintMode', () => {
  it('creates the issue once, edits it when findings change, and leaves it when they do not', async () => {
    const first = await lint();
    expect(first.failed).toBe(false);
    expect(first.outputs).toMatchObject({ 'lint-errors': '1', 'lint-warnings': '0' });
    expect(JSON.parse(first.outputs['lint-counts']!)).toMatchObject({
      'dead-link': 1,
      uncovered: 1,
    });
    expect(hub.issueRecords).toHaveLength(1);
    const issue = hub.issueRecords[0]!;
    expect(issue.labels).toEqual(['wiki-lint']);
    expect(first.outputs['lint-issue-url']).toBe(`https://github.com/o/r/issues/${issue.number}`);
    expect(issue.body).toContain('#### dead-link — error, 1');
    expect(issue.body).toContain('([the run](https://github.com/o/r/actions/runs/77))');
    expect(first.message).toBe(
      `wiki-ingest lint: 1 error, 0 warnings, 1 info; issue #${issue.number} created.`,
    );
    expect(first.html).toContain('<h2>wiki-ingest lint: 1 error, 0 warnings, 1 info</h2>');
    expect(first.html).toMatch(/<h3>Pulse<\/h3>[\s\S]*<td align="right">\$0\.01<\/td>/);

    hub.editIssue(issue.number, { body: `Ada: on it.\n\n${issue.body}`, title: 'Wiki upkeep' });
    const change = await hub.merge({
      title: 'fix(api): rotate twice',
      write: { 'src/api/tokens.ts': 'export const rotate = () => 2;\n' },
    });
    const second = await lint();
    expect(hub.issueRecords).toHaveLength(1);
    expect(issue.title).toBe('Wiki upkeep');
    expect(issue.body!.startsWith('Ada: on it.\n\n<!-- wiki-ingest:lint:start -->')).toBe(true);
    expect(issue.body).toContain('#### stale — warning, 1');
    expect(issue.body).toContain(`first changed after the stamp by ${change.sha.slice(0, 7)}`);
    expect(second.message).toMatch(/issue #\d+ updated\.$/);

    const patches = hub.callsTo(ROUTES.updateIssue).length;
    const third = await lint();
    expect(third.message).toMatch(/issue #\d+ unchanged\.$/);
    expect(hub.callsTo(ROUTES.updateIssue)).toHaveLength(patches);
    expect(hub.callsTo(ROUTES.createIssue)).toHaveLength(1);
  });

  it('a secret a page quotes never reaches the issue, created or edited, escaped or not', async () => {
    await lint();
    const issue = hub.issueRecords[0]!;
    expect(issue.body).not.toMatch(/ghs(\\)?_x/);
    // A person pasted the token above the section; then the findings change, and the edit's body
    // quotes a page naming the token in a link.
    hub.editIssue(issue.number, { body: `Pasted by mistake: ghs_x\n\n${issue.body}` });
    await hub.commit({
      write: { 'wiki/api/leak.md': '# Leak\n\nSee [[api/tokens]] and [[ghs_x]].\n' },
    });
    const edited = await lint();
    expect(edited.message).toMatch(/issue #\d+ updated\.$/);
    expect(issue.body).toContain('#### dead-link — error, 2');
    expect(issue.body).toContain('\\[\\[\\*\\*\\*\\]\\]');
    expect(issue.body).not.toMatch(/ghs(\\)?_x/);
    const [patch] = hub.callsTo(ROUTES.updateIssue).slice(-1);
    expect(JSON.stringify(patch!.body)).not.toMatch(/ghs(\\)*_x/);
  });

  it('closes the issue when the wiki is clean and reopens the same one when findings return', async () => {
    await lint();
    const issue = hub.issueRecords[0]!;
    await hub.commit({
      write: {
        'wiki/api/scopes.md': coveringPage(
          'Scopes',
          { 'src/api/tokens.ts': TOKENS_V1 },
          '[[api/tokens]]',
        ),
      },
    });
    const clean = await lint();
    expect(clean.outputs['lint-errors']).toBe('0');
    expect([issue.state, issue.stateReason]).toEqual(['closed', 'completed']);
    expect(issue.body).toContain('### wiki-ingest lint: no findings');
    await hub.commit({ write: { 'wiki/api/scopes.md': '# Scopes\n\n[[api/tokens]] [[nope]]\n' } });
    const back = await lint();
    expect(back.message).toMatch(/reopened\.$/);
    expect(issue.state).toBe('open');
    expect(hub.issueRecords).toHaveLength(1);
  });

  it('adds the label when GitHub dropped it from the new issue', async () => {
    hub.dropIssueLabels = true;
    await lint();
    expect(hub.issueRecords[0]!.labels).toEqual(['wiki-lint']);
    expect(hub.callsTo(ROUTES.addLabels)).toHaveLength(1);
    expect(hub.callsTo(ROUTES.createLabel)).toHaveLength(1);
  });

  it("the summary's pulse has the /wiki answers of the last 30 days, listed once per page", async () => {
    // 30 answers from 2026-11-02 10:00 UTC, every 10 hours: the window from 2026-11-03 12:00 holds 27.
    hub.comments.set(1, answerComments(5000));
    const r = await lint();
    expect(hub.callsTo(ROUTES.listRepoComments)).toHaveLength(1);
    expect(r.html).toContain('<h3>Pulse: /wiki answers</h3>');
    expect(r.html).toContain('/wiki answers: 27 in the window');
    expect(r.html).toMatch(/<tr><td>total<\/td><td align="right">27<\/td>/);
  });

  it('a listing the token may not read leaves a note, not a failed step', async () => {
    hub.fault(ROUTES.listRepoComments, { status: 403, body: { message: 'Forbidden' } });
    const r = await lint();
    expect(r.failed).toBe(false);
    expect(r.warnings.join('\n')).toMatch(/ask section could not list .*HTTP 403.*issues: read/);
    expect(r.html).not.toContain('Pulse: /wiki answers');
  });

  it('without issues: write the step fails with its fix, and the summary still lists the findings', async () => {
    hub.fault(ROUTES.createIssue, {
      status: 403,
      body: { message: 'Resource not accessible by integration', status: '403' },
    });
    const r = await lint();
    expect(r.failed).toBe(true);
    expect(r.message).toMatch(
      /could not keep the lint issue up to date: HTTP 403: .*permissions: issues: write/,
    );
    expect(r.html).toContain('<b>Issue:</b> not kept up to date');
    expect(r.html).toContain('<h3>dead-link (error, 1)</h3>');
    expect(r.outputs['lint-errors']).toBe('1');
  });

  it('a nested .gitattributes from the listing makes a cover generated-cover', async () => {
    const CLIENT = 'export {};\n';
    await hub.commit({
      write: {
        'packages/x/.gitattributes': 'generated/** linguist-generated\n',
        'packages/x/generated/client.ts': CLIENT,
        'wiki/api/scopes.md': coveringPage(
          'Scopes',
          { 'packages/x/generated/client.ts': CLIENT },
          'See [[api/tokens]] and [[api/gone]].',
        ),
      },
    });
    const r = await lint();
    expect(JSON.parse(r.outputs['lint-counts']!)).toMatchObject({ 'generated-cover': 1 });
    expect(r.html).toContain('packages/x/.gitattributes');
  });

  it('fails with the input to change when the wiki folder is not at the head', async () => {
    await hub.commit({ remove: Object.keys(files()).filter((p) => p.startsWith('wiki/')) });
    const r = await lint();
    expect(r.failed).toBe(true);
    expect(r.message).toMatch(/The wiki folder "wiki" is not in main's head .*set wiki-path/);
    expect(hub.issueRecords).toHaveLength(0);
  });
});
