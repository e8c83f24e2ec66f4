// /wiki limits, in process against the git-backed fake GitHub and the fake Messages API: a
// question past ask-max-question-chars, or a day past ask-max-per-day or max-daily-cost-usd,
// gets a short polite reply and no model call; answers are recorded in the ledger.
import { runCommentEvent } from '../../src/ask/comment-event.js';
import { parseConfig, type RawInputs } from '../../src/config/parse.js';
import { createGitHub } from '../../src/github/client.js';
import { gitHubLedger } from '../../src/workspace/github-ledger.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { fakeRoot } from '../../test-support/action-root.js';
import { ledgerRecords } from '../../test-support/catch-up.js';
import { text } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';
import { issueCommentEvent } from '../../test-support/github/comment-events.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { repoWikiFiles } from '../../test-support/wiki-files.js';

const TOKEN = 'ghs_limits_0123456789';
const NOW = new Date('2026-12-03T12:00:00.000Z');

let hub: GitBackedGitHub;
let fake: FakeMessagesApi;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n', ...repoWikiFiles() } });
  fake = await startFakeMessagesApi({ replies: () => text('Yes [[api/tokens]].') });
});
afterEach(async () => {
  await fake.close();
  hub.remove();
});

const github = async () => createGitHub(TOKEN, { retries: 0, fetch: hub.fetch });

async function ask(question: string, inputs: RawInputs = {}) {
  const event = issueCommentEvent(hub, { body: `/wiki ${question}` });
  const root = fakeRoot(hub, {
    config: parseConfig({
      'github-token': TOKEN,
      'anthropic-api-key': 'sk-ant-x',
      'max-retries': '0',
      ...inputs,
    }),
    eventName: 'issue_comment',
    payload: event,
    anthropic: sdkFor(fake),
    clock: () => NOW,
  });
  const out = await runCommentEvent({ ...root.scope, eventName: 'issue_comment', payload: event });
  const posted = (hub.comments.get(event.issue.number as number) ?? []).filter(
    (c) => c.user === 'github-actions[bot]',
  );
  return { out, posted };
}

describe('/wiki limits', () => {
  it('answers a question of exactly ask-max-question-chars; one character more gets a polite reply and no call', async () => {
    const exact = 'q'.repeat(1999) + '?';
    expect((await ask(exact)).out.outputs.decision).toBe('answered');
    expect(fake.requests).toHaveLength(1);

    const { out, posted } = await ask(exact + '!');
    expect(out.failed).toBe(false);
    expect(out.outputs).toMatchObject({ decision: 'skip', tokens: '0' });
    expect(fake.requests).toHaveLength(1);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toContain(
      'Sorry, this question is 2,001 characters long and the wiki answers questions of at most 2,000 characters (ask-max-question-chars).',
    );
  });

  it('refuses a 100 kB question at the default limit, without reading the ledger or calling the model', async () => {
    const { out, posted } = await ask('x'.repeat(100_000));
    expect(out.outputs.decision).toBe('skip');
    expect(posted[0]!.body).toMatch(/100,000 characters long/);
    expect(fake.requests).toHaveLength(0);
    expect(hub.calls.filter((c) => String(c.params.ref ?? '').includes('wiki-ingest'))).toEqual([]);
  });

  it('ask-max-per-day counts answers in the ledger: the next question is refused politely', async () => {
    const limit = { 'ask-max-per-day': '1' };
    expect((await ask('Do tokens expire?', limit)).out.outputs.decision).toBe('answered');
    const records = await ledgerRecords(hub);
    expect(records.map((r) => r.kind)).toEqual(['spend', 'answer']);

    const { out, posted } = await ask('And rotate?', limit);
    expect(out.outputs.decision).toBe('skip');
    expect(posted[0]!.body).toContain(
      'Sorry, the wiki has answered its 1 question for the last 24 hours (ask-max-per-day).',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('answers count against max-daily-cost-usd: at the cap a question is refused without a call', async () => {
    const io = gitHubLedger({
      repo: { owner: hub.owner, repo: hub.name },
      wikiPath: 'wiki',
      github,
    });
    const at = new Date(NOW.getTime() - 3_600_000).toISOString();
    await io.write(
      `${JSON.stringify({ kind: 'spend', cost_usd: 0.5, model: 'm', at, run: 'r' })}\n`,
      null,
    );

    const { out, posted } = await ask('Do tokens expire?', { 'max-daily-cost-usd': '0.5' });
    expect(out.outputs.decision).toBe('skip');
    expect(posted[0]!.body).toMatch(
      /spending limit for the last 24 hours \(max-daily-cost-usd\) is reached/,
    );
    expect(fake.requests).toHaveLength(0);

    // With room left, the answer's cost is recorded and counts for the next run.
    expect(
      (await ask('Do tokens expire?', { 'max-daily-cost-usd': '1' })).out.outputs.decision,
    ).toBe('answered');
    const spends = (await ledgerRecords(hub)).filter((r) => r.kind === 'spend');
    expect(spends).toHaveLength(2);
    expect(Number(spends[1]!.cost_usd)).toBeGreaterThan(0);
  });
});
