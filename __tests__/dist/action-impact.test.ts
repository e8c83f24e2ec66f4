// dist/index.js with `mode: impact` on pull_request events, as the runner runs it, against the
// git-backed fake GitHub (one repository for the file: each test opens its own pull request):
// the sticky comment names exactly the pages a pull request ties, is edited in place on the next
// push, is never written when nothing is impacted, says "renames" for a renamed covered file; a
// fork's run writes nothing; CODEOWNERS owners are asked once, never the author; no model call.
import { runAction, type Run } from '../../test-support/bundle/action.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { coveringPage } from '../../test-support/lint-pages.js';

const TOKENS = 'export function rotateToken() {\n  return 1;\n}\n';
const LEDGER = 'export const ledger = [];\n';
const LEGACY = 'export const legacy = true;\n';
const UTIL = 'export const helper = 1;\n';
const MARKER = '<!-- wiki-ingest impact wiki -->';

let hub: GitBackedGitHub;
let llm: FakeMessagesApi;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  hub = await GitBackedGitHub.create({
    files: {
      'src/api/tokens.ts': TOKENS,
      'src/billing/ledger.ts': LEDGER,
      'src/old/legacy.ts': LEGACY,
      'src/misc/util.ts': UTIL,
      '.github/CODEOWNERS': '# owners\n* @carol\nsrc/api/ @ada @alice\nsrc/billing/ @bob\n',
      'wiki/log.md': '# Wiki log\n',
      'wiki/api/tokens.md': coveringPage('Tokens', { 'src/api/tokens.ts': TOKENS }, 'Rotation.'),
      'wiki/billing/ledger.md': coveringPage('Ledger', { 'src/billing/ledger.ts': LEDGER }, 'Money.'),
      'wiki/guides/legacy.md': coveringPage('Legacy', { 'src/old/legacy.ts': LEGACY }, 'Old.'),
    },
  });
  for (const login of ['ada', 'alice', 'bob', 'carol']) hub.permissions.set(login, 'write');
  server = await hub.listen();
  llm = await startFakeMessagesApi();
});

afterAll(async () => {
  await server.close();
  await llm.close();
  hub.remove();
});

afterEach(() => {
  // No run of mode: impact calls a model.
  expect(llm.requests).toHaveLength(0);
});

const impact = (payload: unknown, inputs: Record<string, string> = {}): Promise<Run> =>
  runAction(
    'pull_request',
    payload,
    { mode: 'impact', 'max-retries': '0', 'anthropic-api-key': 'sk-ant-impact', ...inputs },
    server.url,
    { ANTHROPIC_BASE_URL: llm.url, GITHUB_RUN_ID: '7' },
  );

const commentsOf = (n: number) => hub.comments.get(n) ?? [];

describe('dist/index.js, mode: impact', () => {
  it('comments once on the two covered pages, then edits that comment on the next push', async () => {
    const pr = await hub.openPull({
      title: 'feat: tokens and ledger',
      write: {
        'src/api/tokens.ts': TOKENS.replace('1', '2'),
        'src/billing/ledger.ts': 'export const ledger = [1];\n',
        'src/misc/util.ts': 'export const helper = 2;\n',
      },
    });
    const first = await impact(hub.pullEvent(pr.number), { 'impact-check': 'true' });
    expect(first.code).toBe(0);
    expect(commentsOf(pr.number)).toHaveLength(1);
    const comment = commentsOf(pr.number)[0]!;
    expect(comment.body.startsWith(MARKER)).toBe(true);
    const listed = comment.body.split('\n').filter((l) => l.startsWith('- ['));
    expect(listed).toEqual([
      expect.stringMatching(/^- \[Tokens\]\(https:\/\/github\.com\/o\/r\/blob\/main\/wiki\/api\/tokens\.md\) `api\/tokens`: covers `src\/api\/tokens\.ts`, which this PR changes$/),
      expect.stringMatching(/^- \[Ledger\]\(https:\/\/github\.com\/o\/r\/blob\/main\/wiki\/billing\/ledger\.md\) `billing\/ledger`: covers `src\/billing\/ledger\.ts`, which this PR changes$/),
    ]);
    expect(comment.body).not.toContain('util.ts');
    expect(JSON.parse(first.outputs['impacted-pages']!)).toEqual(['api/tokens', 'billing/ledger']);
    expect(first.summary).toMatch(/GitHub calls:<\/b> \d+/);
    // The check run: one annotation per changed file tying a page.
    expect(hub.checkRuns).toHaveLength(1);
    expect(hub.checkRuns[0]!.annotations.map((a) => a.path).sort()).toEqual([
      'src/api/tokens.ts',
      'src/billing/ledger.ts',
    ]);

    await hub.pushToPull(pr.number, { write: { 'src/billing/ledger.ts': LEDGER } });
    const second = await impact(hub.pullEvent(pr.number, 'synchronize'));
    expect(second.code).toBe(0);
    expect(hub.callsTo(ROUTES.createComment).filter((c) => c.params.issue_number === String(pr.number))).toHaveLength(1);
    expect(commentsOf(pr.number)).toHaveLength(1);
    expect(comment.body).toContain('`api/tokens`');
    expect(comment.body).not.toContain('billing/ledger');
    expect(second.summary).toContain('edited in place');

    // Nothing impacted any more: the comment is reduced to one line, not deleted.
    await hub.pushToPull(pr.number, { write: { 'src/api/tokens.ts': TOKENS } });
    const third = await impact(hub.pullEvent(pr.number, 'synchronize'));
    expect(third.code).toBe(0);
    expect(commentsOf(pr.number)).toHaveLength(1);
    expect(comment.body).toBe(
      `${MARKER}\nWiki impact: none any more — this pull request no longer changes what a page in \`wiki/\` describes.`,
    );
  });

  it('writes no comment when nothing covered or named changes', async () => {
    const pr = await hub.openPull({ title: 'chore: util', write: { 'src/misc/util.ts': 'export const helper = 3;\n' } });
    const run = await impact(hub.pullEvent(pr.number));
    expect(run.code).toBe(0);
    expect(commentsOf(pr.number)).toHaveLength(0);
    expect(run.summary).toContain('No wiki page covers or names what this pull request changes.');
  });

  it('lists the page of a renamed covered file with "renames"', async () => {
    const pr = await hub.openPull({ title: 'refactor: move legacy', rename: { 'src/old/legacy.ts': 'src/new/legacy.ts' } });
    const run = await impact(hub.pullEvent(pr.number));
    expect(run.code).toBe(0);
    expect(commentsOf(pr.number)[0]!.body).toContain(
      '`guides/legacy`: covers `src/old/legacy.ts`, which this PR renames to `src/new/legacy.ts`',
    );
  });

  it("lists a fork's impact in the summary only, and writes nothing", async () => {
    const pr = await hub.openPull({ title: 'fix: tokens', user: 'mallory', write: { 'src/api/tokens.ts': TOKENS.replace('1', '3') } });
    const writes = hub.writeCalls.length;
    const run = await impact(hub.pullEvent(pr.number, 'opened', { fork: 'mallory/r' }), {
      'impact-check': 'true',
      'impact-reviewers': 'codeowners',
    });
    expect(run.code).toBe(0);
    expect(hub.writeCalls.slice(writes)).toEqual([]);
    expect(commentsOf(pr.number)).toHaveLength(0);
    expect(run.summary).toContain('comes from a fork');
    expect(run.summary).toContain('read-only');
    expect(run.summary).toContain('api/tokens');
  });

  it('asks the CODEOWNERS owners once, never the author', async () => {
    const pr = await hub.openPull({ title: 'feat: rotate', user: 'ada', write: { 'src/api/tokens.ts': TOKENS.replace('1', '4') } });
    const inputs = { 'impact-reviewers': 'codeowners' };
    const before = hub.callsTo(ROUTES.requestReviewers).length;
    expect((await impact(hub.pullEvent(pr.number), inputs)).code).toBe(0);
    await hub.pushToPull(pr.number, { write: { 'src/api/tokens.ts': TOKENS.replace('1', '5') } });
    const again = await impact(hub.pullEvent(pr.number, 'synchronize'), inputs);
    expect(again.code).toBe(0);
    const asked = hub.callsTo(ROUTES.requestReviewers).slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toEqual({ reviewers: ['alice'], team_reviewers: [] });
    expect(hub.pulls.find((p) => p.number === pr.number)!.requestedReviewers).toEqual(['alice']);
  });
});
