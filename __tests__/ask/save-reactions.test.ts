// `ask-archive: reactions`: GitHub starts no workflow for a reaction, so the scheduled run sweeps
// the recent /wiki answers: one a writer liked is archived as `/wiki save` would archive it, once;
// a stranger's 👍 (or a bot's) archives nothing and costs no model call.
import { runCommentEvent } from '../../src/ask/comment-run.js';
import { archiveByReactions } from '../../src/ask/reactions.js';
import { parseConfig } from '../../src/config.js';
import { createGitHub } from '../../src/github/client.js';
import { SecretRegistry } from '../../src/security/secrets.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { issueCommentEvent } from '../../test-support/github/comment-events.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { text, toolCall, type Script } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';
import { repoWikiFiles } from '../../test-support/wiki-files.js';

const ANSWER =
  'Tokens rotate on demand [[api/tokens]]: the old token keeps working for a grace period of 24 hours so clients can switch, ' +
  'and a retried rotation request with the same Idempotency-Key returns the same new token instead of minting a second one ' +
  '[[concepts/idempotency]]. Rotation therefore never locks a tenant out, and a client that lost the response can safely retry.';

let hub: GitBackedGitHub;
let fake: FakeMessagesApi | undefined;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n', ...repoWikiFiles() } });
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  hub.remove();
});

const input = async (replies: Script[]) => {
  await fake?.close();
  fake = await startFakeMessagesApi({ replies, minCacheableTokens: 1024 });
  return {
    config: parseConfig({
      'github-token': 'ghs_x',
      'anthropic-api-key': 'sk-ant-x',
      'map-file': 'wiki-map.md',
      'ask-archive': 'reactions',
    }),
    env: {},
    owner: hub.owner,
    repo: hub.name,
    serverUrl: 'https://github.com',
    defaultBranch: hub.defaultBranch,
    github: async () => createGitHub('ghs_x', { retries: 0, fetch: hub.fetch }),
    anthropic: sdkFor(fake),
  };
};

/** A question answered in a new issue; returns the issue and the answer's record. */
async function answered() {
  const asked = issueCommentEvent(hub, { body: '/wiki How do API tokens rotate safely?' });
  await runCommentEvent({
    ...(await input([text(ANSWER)])),
    eventName: 'issue_comment',
    payload: asked,
  });
  const issue = asked.issue.number as number;
  const answer = hub.comments.get(issue)!.find((c) => c.user === 'github-actions[bot]')!;
  return { issue, answer };
}

const archiving = [
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
];

describe('ask-archive: reactions', () => {
  it('archives an answer a writer liked, once; the next sweep decides nothing', async () => {
    const { issue, answer } = await answered();
    answer.reactions = { '+1': 2 };
    answer.reactedBy = [
      { content: '+1', user: 'mallory' },
      { content: '+1', user: 'ada' },
    ];
    hub.permissions.set('ada', 'write');
    const swept = await archiveByReactions(await input(archiving), new SecretRegistry());
    expect(swept.message).toContain('1 answer decided');
    const pr = hub.pulls.find((p) => p.head.ref === `wiki-ingest/archive/${answer.id}`)!;
    expect(pr.title).toBe('docs(wiki): archive — How do API tokens rotate safely?');
    const reply = hub.comments.get(issue)!.at(-1)!.body;
    expect(reply.split('\n')[0]).toBe(
      `<!-- wiki-ingest-save:${answer.id} answer:${answer.id} archived -->`,
    );

    const again = await archiveByReactions(await input([]), new SecretRegistry());
    expect(again.message).toContain('no answer');
    expect(fake!.requests).toHaveLength(0);
    expect(hub.pulls).toHaveLength(1);
  });

  it("a stranger's or a bot's 👍 archives nothing, without a model call", async () => {
    const { answer } = await answered();
    answer.reactions = { '+1': 2 };
    answer.reactedBy = [
      { content: '+1', user: 'mallory' },
      { content: '+1', user: 'renovate[bot]' },
    ];
    hub.permissions.set('mallory', 'read');
    const swept = await archiveByReactions(await input(archiving), new SecretRegistry());
    expect(swept.message).toContain('no answer');
    expect(fake!.requests).toHaveLength(0);
    expect(hub.pulls).toHaveLength(0);
    expect(hub.callsTo(ROUTES.createComment)).toHaveLength(1);
  });
});
