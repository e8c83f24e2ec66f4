// dist/index.js with `mode: impact` on pull_request events, as the runner runs it, against the
// git-backed fake GitHub (one repository for the file: each test opens its own pull request):
// the sticky comment names exactly the pages a pull request ties, is edited in place on the next
// push (never another account's comment carrying the marker), is never written when nothing is impacted, says "renames" for a renamed covered file; a
// fork's run writes nothing; CODEOWNERS owners are asked once, never the author; no model call.
// With impact-preview: a writer's pull request gets the dry-run diff in the comment within
// max-cost-usd, with no wiki write (the ledger's spend records aside); a fork, a stranger, a
// pull_request_target run and a budget below one call get no model call, and the run says why.
import { runAction, type Run } from '../../test-support/bundle/action.js';
import { ledgerRecords } from '../../test-support/catch-up.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type Script,
} from '../../test-support/fake-messages-api.js';
import {
  GitBackedGitHub,
  PERSON,
  ROUTES,
  wikiWrites,
} from '../../test-support/github/git-backed-github.js';
import { coveringPage } from '../../test-support/lint-pages.js';
import { text, toolCall } from '../../test-support/replies.js';

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
      'wiki/billing/ledger.md': coveringPage(
        'Ledger',
        { 'src/billing/ledger.ts': LEDGER },
        'Money.',
      ),
      'wiki/guides/legacy.md': coveringPage('Legacy', { 'src/old/legacy.ts': LEGACY }, 'Old.'),
      // A generated client only a nested .gitattributes marks, named by a page's text.
      'gen/.gitattributes': 'client.ts linguist-generated\n',
      'gen/client.ts': 'export const createClient = 1;\n',
      'wiki/guides/client.md': coveringPage(
        'Client',
        {},
        'Regenerate `gen/client.ts` by hand: it declares `createClient`.',
      ),
      // A package whose folder's name is a plain word: its package.json says its name.
      'packages/core/package.json': '{ "name": "@acme/core", "version": "1.0.0" }\n',
      'packages/core/src/index.ts': 'export const core = 1;\n',
      'wiki/guides/core.md': coveringPage('Core', {}, 'Install `@acme/core` first.'),
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

/** mode: impact on a pull request, the job holding a checkout of its head. */
const impactAtCheckout = async (pr: { number: number; head: { sha: string } }): Promise<Run> =>
  runAction(
    'pull_request',
    hub.pullEvent(pr.number),
    { mode: 'impact', 'max-retries': '0' },
    server.url,
    { GITHUB_WORKSPACE: await hub.checkout(pr.head.sha) },
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
      expect.stringMatching(
        /^- \[Tokens\]\(https:\/\/github\.com\/o\/r\/blob\/main\/wiki\/api\/tokens\.md\) `api\/tokens`: covers `src\/api\/tokens\.ts`, which this PR changes$/,
      ),
      expect.stringMatching(
        /^- \[Ledger\]\(https:\/\/github\.com\/o\/r\/blob\/main\/wiki\/billing\/ledger\.md\) `billing\/ledger`: covers `src\/billing\/ledger\.ts`, which this PR changes$/,
      ),
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
    expect(
      hub.callsTo(ROUTES.createComment).filter((c) => c.params.issue_number === String(pr.number)),
    ).toHaveLength(1);
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

  it("leaves another bot's comment that opens with the marker alone, and writes its own", async () => {
    const pr = await hub.openPull({
      title: 'feat: tokens again',
      write: { 'src/api/tokens.ts': TOKENS.replace('1', '3') },
    });
    const theirs = `${MARKER}\nAnother app's words.`;
    const at = new Date().toISOString();
    const id = hub.newId();
    hub.comments.set(pr.number, [
      { id, body: theirs, user: 'other-app[bot]', createdAt: at, updatedAt: at },
    ]);
    const run = await impact(hub.pullEvent(pr.number));
    expect(run.code).toBe(0);
    const [other, ours] = commentsOf(pr.number);
    expect(other).toMatchObject({ user: 'other-app[bot]', body: theirs, updatedAt: at });
    expect(ours).toMatchObject({ user: 'github-actions[bot]' });
    expect(ours!.body.startsWith(MARKER)).toBe(true);
    expect(
      hub.callsTo(ROUTES.updateComment).filter((c) => c.params.comment_id === String(id)),
    ).toHaveLength(0);
  });

  it('writes no comment when nothing covered or named changes', async () => {
    const pr = await hub.openPull({
      title: 'chore: util',
      write: { 'src/misc/util.ts': 'export const helper = 3;\n' },
    });
    const run = await impact(hub.pullEvent(pr.number));
    expect(run.code).toBe(0);
    expect(commentsOf(pr.number)).toHaveLength(0);
    expect(run.summary).toContain('No wiki page covers or names what this pull request changes.');
  });

  it("ties no page to a generated file: the checkout's nested .gitattributes says which", async () => {
    const regenerate = () =>
      hub.openPull({
        title: 'build: regenerate',
        write: { 'gen/client.ts': 'export const createClient = 2;\n' },
      });
    // Without a checkout the API run reads no .gitattributes (no extra call): the mention counts.
    const plain = await regenerate();
    await impact(hub.pullEvent(plain.number));
    expect(commentsOf(plain.number)[0]!.body).toMatch(
      /`guides\/client`: mentions `createClient`, [^\n]*; mentions `gen\/client\.ts`, which this PR changes/,
    );
    const pr = await regenerate();
    const run = await impactAtCheckout(pr);
    expect(run.code).toBe(0);
    expect(commentsOf(pr.number)).toHaveLength(0);
    expect(run.summary).toContain('No wiki page covers or names what this pull request changes.');
  });

  it("names the page naming a package a change inside it touches, by the checkout's package.json", async () => {
    const pr = await hub.openPull({
      title: 'fix(core): one',
      write: { 'packages/core/src/index.ts': 'export const core = 2;\n' },
    });
    const run = await impactAtCheckout(pr);
    expect(run.code).toBe(0);
    expect(commentsOf(pr.number)[0]!.body).toContain(
      '`guides/core`: names the package `@acme/core`, whose folder `packages/core/` this PR changes',
    );
    expect(run.outputs['impacted-pages']).toBe('["guides/core"]');
  });

  it('lists the page of a renamed covered file with "renames"', async () => {
    const pr = await hub.openPull({
      title: 'refactor: move legacy',
      rename: { 'src/old/legacy.ts': 'src/new/legacy.ts' },
    });
    const run = await impact(hub.pullEvent(pr.number));
    expect(run.code).toBe(0);
    expect(commentsOf(pr.number)[0]!.body).toContain(
      '`guides/legacy`: covers `src/old/legacy.ts`, which this PR renames to `src/new/legacy.ts`',
    );
  });

  it("lists a fork's impact in the summary only, and writes nothing", async () => {
    const pr = await hub.openPull({
      title: 'fix: tokens',
      user: 'mallory',
      write: { 'src/api/tokens.ts': TOKENS.replace('1', '3') },
    });
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
    const pr = await hub.openPull({
      title: 'feat: rotate',
      user: 'ada',
      write: { 'src/api/tokens.ts': TOKENS.replace('1', '4') },
    });
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

/** 40 functions: Tier 1 lets the change through (no small-diff skip). */
const ROTATION = Array.from({ length: 40 }, (_, i) => `export function rotate${i}() {}`).join('\n');

/** Triage lets it through; the agent reads the tokens page, rewrites it (hostile text too), finishes. */
const previewTurns = (): Script[] => [
  text('{"decision":"process","reason":"New API behaviour.","likely_type":"feature"}'),
  toolCall('read_pages', { slugs: ['api/tokens'] }),
  toolCall('update_page', {
    slug: 'api/tokens',
    body: '# Tokens\n\nRotation is automatic (rotate0 to rotate39).\n\n```\n</details>\n@carol\n```\n',
  }),
  toolCall('finish', { summary: 'Documented automatic rotation.' }),
];

describe('dist/index.js, mode: impact with impact-preview', () => {
  let model: FakeMessagesApi;
  afterEach(async () => {
    await model.close();
  });

  const preview = (
    payload: unknown,
    inputs: Record<string, string> = {},
    event = 'pull_request',
  ): Promise<Run> =>
    runAction(
      event,
      payload,
      {
        mode: 'impact',
        'impact-preview': 'true',
        'max-retries': '0',
        'anthropic-api-key': 'sk-ant-preview',
        'max-cost-usd': '0.50',
        ...inputs,
      },
      server.url,
      { ANTHROPIC_BASE_URL: model.url, GITHUB_RUN_ID: '8' },
    );

  it("shows a writer's dry-run diff in the comment, within max-cost-usd, writing no wiki", async () => {
    model = await startFakeMessagesApi({ replies: previewTurns() });
    const pr = await hub.openPull({
      title: 'feat(api): automatic rotation',
      user: 'ada',
      write: { 'src/api/tokens.ts': ROTATION },
    });
    const main = await hub.head();
    const writes = wikiWrites(hub).length;
    const run = await preview(hub.pullEvent(pr.number));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(model.accepted).toHaveLength(4);
    const body = commentsOf(pr.number)[0]!.body;
    expect(body).toContain('`api/tokens`: covers `src/api/tokens.ts`, which this PR changes');
    expect(body).toContain('preview: Tier 3 would change');
    expect(body).toContain('<details><summary><code>wiki/api/tokens.md</code> (updated');
    expect(body).toContain('+Rotation is automatic (rotate0 to rotate39).');
    // The page's own fence and </details> stay inside the diff's longer fence.
    expect(body).toMatch(/^````diff$/m);
    expect(body.split('\n').filter((l) => l === '</details>').length).toBeGreaterThan(0);
    expect(body).toContain('+</details>');
    expect(body).toMatch(/Spent: \d+ tokens .*, \$\d\.\d+ of max-cost-usd \$0\.50\./);
    // Within the budget, and the outputs say the dry run's decision and cost.
    const cost = Number(run.outputs['cost-usd']);
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(0.5);
    expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });
    expect(run.summary).toContain('Preview</b> (a dry run');
    // No wiki write: no commit, branch move or pull request; the one comment alone.
    expect(await hub.head()).toBe(main);
    expect(
      wikiWrites(hub)
        .slice(writes)
        .map((c) => c.route),
    ).toEqual([ROUTES.createComment]);
    // The spend is real money: recorded in the ledger, one record per call, nothing else.
    const records = (await ledgerRecords(hub)).filter((r) => r.run === '8-1');
    expect(records.map((r) => r.kind)).toEqual(['spend', 'spend', 'spend', 'spend']);
    const recorded = records.reduce((sum, r) => sum + Number(r.cost_usd), 0);
    expect(recorded).toBeCloseTo(cost, 5);
  });

  it("reads the diff, the sources and the wiki from a checkout of the pull request's merge ref", async () => {
    const pr = await hub.openPull({
      title: 'feat(api): rotation from the checkout',
      user: 'ada',
      write: { 'src/api/tokens.ts': ROTATION.replace('rotate7', 'rotateSeven') },
    });
    // refs/pull/N/merge, as actions/checkout checks out GITHUB_SHA on pull_request.
    const tree = (await hub.git.commit(pr.head.sha))!.tree;
    const merge = await hub.git.commitTree(tree, [pr.base.sha, pr.head.sha], 'Merge', PERSON);
    const contents = hub.callsTo(ROUTES.getContent).length;
    model = await startFakeMessagesApi({ replies: previewTurns() });
    const run = await runAction(
      'pull_request',
      hub.pullEvent(pr.number),
      {
        mode: 'impact',
        'impact-preview': 'true',
        'max-retries': '0',
        'anthropic-api-key': 'sk-ant-preview',
      },
      server.url,
      {
        ANTHROPIC_BASE_URL: model.url,
        GITHUB_RUN_ID: '9',
        GITHUB_SHA: merge,
        GITHUB_WORKSPACE: await hub.checkout(merge),
      },
    );
    expect(run.code).toBe(0);
    expect(model.accepted).toHaveLength(4);
    // The diff the model saw came from git (the merge against its first parent).
    expect(JSON.stringify(model.accepted.map((r) => r.body))).toContain(
      '+export function rotateSeven() {}',
    );
    expect(hub.callsTo(ROUTES.getContent)).toHaveLength(contents);
    const body = commentsOf(pr.number)[0]!.body;
    expect(body).toContain('+Rotation is automatic (rotate0 to rotate39).');
    // The merge decided is the merge ref's commit (the page's sources name it), not the head.
    expect(body).toContain(`+  - commit ${merge}`);
    expect(body).not.toContain(pr.head.sha);
    // The summary names the commit the wiki was read at.
    expect(run.summary).toContain(`at the pull request&#39;s merge ref ${merge.slice(0, 12)}`);
  });

  it('calls no model for a fork, and says why', async () => {
    model = await startFakeMessagesApi({ replies: previewTurns() });
    const pr = await hub.openPull({
      title: 'feat: fork',
      user: 'mallory',
      write: { 'src/api/tokens.ts': ROTATION },
    });
    const writes = hub.writeCalls.length;
    const run = await preview(hub.pullEvent(pr.number, 'opened', { fork: 'mallory/r' }));
    expect(run.code).toBe(0);
    expect(model.requests).toHaveLength(0);
    expect(hub.writeCalls.slice(writes)).toEqual([]);
    expect(run.summary).toContain(
      'comes from a fork: its head is untrusted and its run gets no secrets, so no preview.',
    );
  });

  it('calls no model for an author without write access, and says why', async () => {
    model = await startFakeMessagesApi({ replies: previewTurns() });
    const pr = await hub.openPull({
      title: 'feat: stranger',
      user: 'eve',
      write: { 'src/api/tokens.ts': ROTATION },
    });
    const run = await preview(hub.pullEvent(pr.number));
    expect(run.code).toBe(0);
    expect(model.requests).toHaveLength(0);
    expect(hub.calls.some((c) => c.path.endsWith('/collaborators/eve/permission'))).toBe(true);
    expect(run.summary).toContain('has no write access to o/r');
    expect(commentsOf(pr.number)[0]!.body).toContain(
      'preview: not run — The author of pull request',
    );
  });

  it('calls no model on pull_request_target, and says why', async () => {
    model = await startFakeMessagesApi({ replies: previewTurns() });
    const pr = await hub.openPull({
      title: 'feat: target',
      user: 'ada',
      write: { 'src/api/tokens.ts': ROTATION },
    });
    const run = await preview(hub.pullEvent(pr.number), {}, 'pull_request_target');
    expect(run.code).toBe(0);
    expect(model.requests).toHaveLength(0);
    expect(run.summary).toContain('impact-preview does not run on pull_request_target');
    // The impact itself is still listed.
    expect(commentsOf(pr.number)[0]!.body).toContain('`api/tokens`');
  });

  it('calls no model when max-cost-usd is below one call, and says so', async () => {
    model = await startFakeMessagesApi({ replies: previewTurns() });
    const pr = await hub.openPull({
      title: 'feat: budget',
      user: 'ada',
      write: { 'src/api/tokens.ts': ROTATION },
    });
    const run = await preview(hub.pullEvent(pr.number), { 'max-cost-usd': '0.000001' });
    expect(run.code).toBe(0);
    expect(model.requests).toHaveLength(0);
    const body = commentsOf(pr.number)[0]!.body;
    expect(body).toMatch(
      /preview: stopped by the budget — max-cost-usd \(\$0\.000001\) would be passed: \$0\.00 spent and the next \S+ call could cost up to \$\d+\.\d+, so it was not made/,
    );
    expect(body).not.toContain('<details>');
  });
});
