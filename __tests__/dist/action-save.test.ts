// The bundled action on `/wiki save` (query with closure), run as the runner runs it (node
// dist/index.js, INPUT_* and GITHUB_* env), against the git-backed fake GitHub and the fake
// Messages API: a writer's save opens the archive's own pull request, its spend lands in the
// ledger, and a day whose spending limit is used up archives nothing without a model call.
import { startFakeMessagesApi, type FakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { runAction } from '../../test-support/bundle/action.js';
import { ledgerRecords } from '../../test-support/catch-up.js';
import { issueCommentEvent } from '../../test-support/github/comment-events.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { text, toolCall } from '../../test-support/replies.js';
import { repoWikiFiles } from '../../test-support/wiki-files.js';

const KEY = 'sk-ant-api03-dist-never-in-a-save-42';

const ANSWER =
  'Tokens rotate on demand [[api/tokens]]: the old token keeps working for a grace period of 24 hours so clients can switch, ' +
  'and a retried rotation request with the same Idempotency-Key returns the same new token instead of minting a second one ' +
  '[[concepts/idempotency]]. Rotation therefore never locks a tenant out, and a client that lost the response can safely retry.';

let hub: GitBackedGitHub;
let llm: FakeMessagesApi;
let server: { url: string; close: () => Promise<void> };

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n', ...repoWikiFiles() } });
  server = await hub.listen();
  llm = await startFakeMessagesApi({ minCacheableTokens: 1024 });
});
afterEach(async () => {
  await server.close();
  await llm.close();
  hub.remove();
});

const INPUTS = { 'anthropic-api-key': KEY, 'map-file': 'wiki-map.md', 'max-daily-cost-usd': '5' };

const run = (payload: unknown, inputs: Record<string, string> = {}) =>
  runAction('issue_comment', payload, { ...INPUTS, ...inputs }, server.url, {
    ANTHROPIC_BASE_URL: llm.url,
  });

const bot = (issue: number) =>
  (hub.comments.get(issue) ?? []).filter((c) => c.user === 'github-actions[bot]');

async function answered(): Promise<{ issue: number; answerId: number }> {
  const asked = issueCommentEvent(hub, { body: '/wiki How do API tokens rotate safely?' });
  llm.enqueue(text(ANSWER));
  const r = await run(asked);
  expect(r.outputs.decision).toBe('answered');
  return { issue: asked.issue.number as number, answerId: bot(asked.issue.number).at(-1)!.id };
}

describe('dist/index.js on /wiki save', () => {
  it("a writer's save opens the archive's pull request; its spend is in the ledger", async () => {
    const { issue, answerId } = await answered();
    llm.enqueue(
      text('{"decision": "archive", "reason": "It explains the grace period.", "target": "new"}'),
      toolCall('create_page', {
        slug: 'concepts/token-rotation',
        type: 'concept',
        title: 'Token rotation',
        description: 'How a rotation keeps the old token for 24 hours and is safe to retry.',
        tags: ['api'],
        related: [],
        body: '# Token rotation\n\nA rotated token keeps working for 24 hours.\n',
      }),
      toolCall('finish', { summary: 'Archived the answer on token rotation.' }),
    );
    const before = (await ledgerRecords(hub)).filter((r) => r.kind === 'spend').length;
    const r = await run(issueCommentEvent(hub, { body: '/wiki save', issue }));

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs.decision).toBe('archived');
    expect(r.stdout).toMatch(/::notice::wiki-ingest save archived/);
    const pr = hub.pulls.find((p) => p.head.ref === `wiki-ingest/archive/${answerId}`)!;
    expect(pr.title).toBe('docs(wiki): archive — How do API tokens rotate safely?');
    expect(r.outputs['pull-request-url']).toBe(`https://github.com/o/r/pull/${pr.number}`);
    const page = (await hub.readFile('wiki/concepts/token-rotation.md', pr.head.ref))!;
    expect(page).toMatch(/related:\n {2}- api\/tokens\n {2}- concepts\/idempotency/);
    expect(await hub.readFile('wiki/concepts/token-rotation.md')).toBeUndefined();
    expect(bot(issue).at(-1)!.body).toContain(`answer:${answerId} archived`);
    for (const out of [bot(issue).at(-1)!.body, r.summary, JSON.stringify(r.outputs), pr.body ?? ''])
      expect(out).not.toContain(KEY);
    // Tier 2 and both Tier 3 calls are recorded against max-daily-cost-usd.
    const spends = (await ledgerRecords(hub)).filter((x) => x.kind === 'spend');
    expect(spends.length - before).toBe(3);
  });

  it('a day whose spending limit is used up archives nothing, without a model call', async () => {
    const { issue } = await answered();
    const calls = llm.requests.length;
    const r = await run(issueCommentEvent(hub, { body: '/wiki save', issue }), {
      'max-daily-cost-usd': '0.000001',
    });
    expect(r.code).toBe(0);
    expect(r.outputs.decision).toBe('refused');
    expect(llm.requests).toHaveLength(calls);
    expect(bot(issue).at(-1)!.body).toContain('max-daily-cost-usd');
    expect(hub.pulls).toHaveLength(0);
  });
});

describe('dist/index.js, mode: lint with ask-archive: reactions', () => {
  it("the scheduled run archives an answer a writer liked, and says so in its summary", async () => {
    const { issue, answerId } = await answered();
    const answer = hub.comments.get(issue)!.find((c) => c.id === answerId)!;
    answer.reactions = { '+1': 1 };
    answer.reactedBy = [{ content: '+1', user: 'ada' }];
    hub.permissions.set('ada', 'admin');
    llm.enqueue(
      text('{"decision": "archive", "reason": "It explains the grace period.", "target": "new"}'),
      toolCall('create_page', {
        slug: 'concepts/token-rotation',
        type: 'concept',
        title: 'Token rotation',
        description: 'How a rotation keeps the old token for 24 hours.',
        tags: [],
        related: [],
        body: '# Token rotation\n\nA rotated token keeps working for 24 hours.\n',
      }),
      toolCall('finish', { summary: 'Archived.' }),
    );
    const r = await runAction(
      'schedule',
      { schedule: '17 3 * * 1' },
      { ...INPUTS, mode: 'lint', 'ask-archive': 'reactions' },
      server.url,
      { ANTHROPIC_BASE_URL: llm.url, GITHUB_REF: 'refs/heads/main' },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/::notice::wiki-ingest archive by reactions: 1 answer decided/);
    expect(r.summary).toContain('wiki-ingest archive by reactions');
    expect(hub.pulls.map((p) => p.head.ref)).toEqual([`wiki-ingest/archive/${answerId}`]);
    expect(bot(issue).at(-1)!.body).toContain(`answer:${answerId} archived`);
  });
});
