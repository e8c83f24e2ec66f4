// `/wiki save` end to end in process (query with closure): real webhook payload shapes, the
// git-backed fake GitHub (issue comments, refs, commits, pull requests) and the real SDK against
// the fake Messages API. A writer's save runs Tier 1 (free), Tier 2 (JSON, falls back to skip)
// and Tier 3 (the ingest agent through runArchive), onto a pull request of its own.
import { commentRequest } from '../../src/ask/command.js';
import { runCommentEvent } from '../../src/ask/comment-run.js';
import { ARCHIVE_MIN_CHARS } from '../../src/ask/save.js';
import { parseConfig, type RawInputs } from '../../src/config.js';
import { createGitHub } from '../../src/github/client.js';
import { runArchive } from '../../src/pipeline.js';
import { emptyUsage } from '../../src/llm/usage.js';
import { parsePage } from '../../src/wiki/page.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text, toolCall, type Script } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';
import {
  discussionCommentEvent,
  issueCommentEvent,
} from '../../test-support/github/comment-events.js';
import { FakeDiscussions } from '../../test-support/github/git-backed-discussions.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { repoWikiFiles } from '../../test-support/wiki-files.js';

const KEY = 'sk-ant-api03-never-in-a-reply-0123456789';
const TOKEN = 'ghs_never_in_a_reply_0123456789';

/** A long answer citing two pages, as the ask model writes it. */
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

const run = async (
  payload: unknown,
  replies: Script[],
  inputs: RawInputs = {},
  eventName = 'issue_comment',
) => {
  await fake?.close();
  fake = await startFakeMessagesApi({ replies, minCacheableTokens: 1024 });
  return runCommentEvent({
    // The fixture's index.md is a person's: the generated map goes beside it.
    config: parseConfig({
      'github-token': TOKEN,
      'anthropic-api-key': KEY,
      'map-file': 'wiki-map.md',
      ...inputs,
    }),
    eventName,
    payload,
    env: {},
    owner: hub.owner,
    repo: hub.name,
    serverUrl: 'https://github.com',
    defaultBranch: hub.defaultBranch,
    github: async () => createGitHub(TOKEN, { retries: 0, fetch: hub.fetch }),
    anthropic: sdkFor(fake),
  });
};

const botComments = (issue: number) =>
  (hub.comments.get(issue) ?? []).filter((c) => c.user === 'github-actions[bot]');

/** A question answered in a new issue; returns the issue and the answer comment. */
async function answered(answer = ANSWER) {
  const asked = issueCommentEvent(hub, { body: '/wiki How do API tokens rotate safely?' });
  const issue = asked.issue.number as number;
  await run(asked, [text(answer)]);
  const reply = botComments(issue).at(-1)!;
  return { issue, answerId: reply.id };
}

const tier2 = (
  decision: string,
  target = 'new',
  reason = 'It explains the grace period and retries.',
) => text(JSON.stringify({ decision, reason, target }));

const archivePage = [
  toolCall('create_page', {
    slug: 'concepts/token-rotation',
    type: 'concept',
    title: 'Token rotation',
    description: 'How a rotation keeps the old token for 24 hours and is safe to retry.',
    tags: ['api'],
    related: ['api/tokens'],
    body: '# Token rotation\n\nA rotated token keeps working for 24 hours; a retried rotation with the same key returns the same token.\n',
  }),
  toolCall('finish', { summary: 'Archived the answer on token rotation.' }),
];

describe('/wiki save', () => {
  it("a writer's save runs the three tiers and opens a pull request with a page linking the cited pages", async () => {
    const { issue, answerId } = await answered();
    const save = issueCommentEvent(hub, { body: '/wiki save', issue, association: 'MEMBER' });
    const out = await run(save, [tier2('archive'), ...archivePage]);

    expect(out.failed).toBe(false);
    expect(out.outputs.decision).toBe('archived');
    const branch = `wiki-ingest/archive/${answerId}`;
    const pr = hub.pulls.find((p) => p.head.ref === branch)!;
    expect(pr).toBeDefined();
    expect(pr.base.ref).toBe('main');
    expect(pr.title).toBe('docs(wiki): archive — How do API tokens rotate safely?');
    expect(out.outputs['pull-request-url']).toBe(`https://github.com/o/r/pull/${pr.number}`);
    // Nothing landed on the default branch: the archive waits for review.
    expect(await hub.readFile('wiki/concepts/token-rotation.md')).toBeUndefined();

    const raw = (await hub.readFile('wiki/concepts/token-rotation.md', branch))!;
    const { page } = parsePage('concepts/token-rotation.md', raw);
    expect(page.type).toBe('concept');
    expect(page.related).toEqual(expect.arrayContaining(['api/tokens', 'concepts/idempotency']));
    expect(page.sources).toEqual([
      `https://github.com/o/r/issues/${issue}#issuecomment-${answerId}`,
    ]);
    const log = (await hub.readFile('wiki/log.md', branch))!;
    expect(log).toMatch(/## \[\d{4}-\d{2}-\d{2}\] archive \| How do API tokens rotate safely\?/);
    expect(await hub.readFile('wiki/wiki-map.md', branch)).toContain('concepts/token-rotation');
    const head = (await hub.git.commit((await hub.head(branch))!))!;
    expect(head.message).toContain(
      `Wiki-Ingest-Archive: https://github.com/o/r/issues/${issue}#issuecomment-${answerId}`,
    );

    // Tier 2 on the triage model, the answer fenced; Tier 3 on the ingest model with the same tools.
    const [t2, t3] = fake!.accepted;
    expect(t2!.body!.model).toBe('claude-haiku-5-5');
    expect(JSON.stringify(t2!.body!.messages)).toContain('<untrusted kind=\\"answer\\">');
    expect(t3!.body!.model).toBe('claude-sonnet-5-5');
    expect(JSON.stringify(t3!.body!.tools)).toContain('create_page');
    expect(JSON.stringify(t3!.body!.messages)).toContain('archives an answer');

    // One short reply, linking the pull request.
    const reply = botComments(issue).at(-1)!.body;
    expect(reply.split('\n')[0]).toBe(
      `<!-- wiki-ingest-save:${save.comment.id} answer:${answerId} archived -->`,
    );
    expect(reply).toContain(pr.number.toString());
    expect(reply).toContain(`https://github.com/o/r/pull/${pr.number}`);
    expect(reply.split('\n')).toHaveLength(2);
  });

  it('a second save of the same answer is refused without a model call', async () => {
    const { issue, answerId } = await answered();
    await run(issueCommentEvent(hub, { body: '/wiki save', issue }), [
      tier2('archive'),
      ...archivePage,
    ]);
    const pulls = hub.pulls.length;
    const again = issueCommentEvent(hub, {
      body: '/wiki save',
      issue,
      association: 'COLLABORATOR',
    });
    const out = await run(again, []);
    expect(out.outputs.decision).toBe('refused');
    expect(fake!.requests).toHaveLength(0);
    expect(hub.pulls).toHaveLength(pulls);
    const reply = botComments(issue).at(-1)!.body;
    expect(reply).toContain(`answer:${answerId} refused`);
    expect(reply).toContain('already archived');
  });

  it('a re-run of the same save posts nothing twice', async () => {
    const { issue } = await answered();
    const save = issueCommentEvent(hub, { body: '/wiki save', issue });
    await run(save, [tier2('skip')]);
    const replies = botComments(issue).length;
    const out = await run(save, []);
    expect(out.outputs.decision).toBe('skip');
    expect(fake!.requests).toHaveLength(0);
    expect(botComments(issue)).toHaveLength(replies);
  });

  it.each([
    ['CONTRIBUTOR', 'CONTRIBUTOR'],
    ['NONE', 'NONE'],
  ])('from a non-writer (%s) does nothing: no model call, no GitHub call', async (association) => {
    const { issue } = await answered();
    const calls = hub.calls.length;
    const save = issueCommentEvent(hub, { body: '/wiki save', issue, association });
    const out = await run(save, [tier2('archive'), ...archivePage], {
      'ask-allowed-associations': 'OWNER,MEMBER,COLLABORATOR,CONTRIBUTOR,NONE',
    });
    expect(out.outputs.decision).toBe('skip');
    expect(out.message).toContain('may archive');
    expect(fake!.requests).toHaveLength(0);
    expect(hub.calls).toHaveLength(calls);
  });

  it('is not answered as a question whose text is "save", and does nothing with ask-archive: off', async () => {
    const { issue } = await answered();
    const calls = hub.calls.length;
    const out = await run(issueCommentEvent(hub, { body: '/wiki save', issue }), [text('x')], {
      'ask-archive': 'off',
    });
    expect(out.outputs.decision).toBe('skip');
    expect(out.message).toContain('ask-archive is off');
    expect(fake!.requests).toHaveLength(0);
    expect(hub.calls).toHaveLength(calls);
  });

  it('Tier 2 "skip" answers the thread with its reason, and nothing is published', async () => {
    const { issue, answerId } = await answered();
    const save = issueCommentEvent(hub, { body: '/wiki save', issue });
    const out = await run(save, [
      tier2('skip', 'new', 'The page [[api/tokens]] already says it <b>all</b> @octocat.'),
    ]);
    expect(out.outputs.decision).toBe('skip');
    expect(fake!.accepted).toHaveLength(1);
    expect(hub.pulls).toHaveLength(0);
    const reply = botComments(issue).at(-1)!.body;
    expect(reply.split('\n')[0]).toBe(
      `<!-- wiki-ingest-save:${save.comment.id} answer:${answerId} skip -->`,
    );
    expect(reply).toContain('Not archived (Tier 2): The page');
    expect(reply).toContain('already says it');
    // The model's reason is inert: no HTML, no link, no mention.
    expect(reply).not.toContain('<b>');
    expect(reply).not.toContain('[[api/tokens]]');
    expect(reply).toContain('@\u200boctocat');
  });

  it('Tier 2 falls back to skip on an answer that does not validate', async () => {
    const { issue } = await answered();
    const out = await run(issueCommentEvent(hub, { body: '/wiki save', issue }), [
      text('{"decision": "maybe", "reason": "?", "target": "new"}'),
    ]);
    expect(out.outputs.decision).toBe('skip');
    expect(botComments(issue).at(-1)!.body).toContain('could not judge the answer');
    expect(hub.pulls).toHaveLength(0);
  });

  it('Tier 1 refuses a short answer and one citing no page, without a model call', async () => {
    const short = await answered('Tokens rotate [[api/tokens]].');
    const out = await run(issueCommentEvent(hub, { body: '/wiki save', issue: short.issue }), []);
    expect(out.outputs.decision).toBe('refused');
    expect(botComments(short.issue).at(-1)!.body).toContain(`under the ${ARCHIVE_MIN_CHARS}`);

    const uncited = await answered(ANSWER.replace(/\[\[[^\]]+\]\]/g, ''));
    const out2 = await run(
      issueCommentEvent(hub, { body: '/wiki save', issue: uncited.issue }),
      [],
    );
    expect(out2.outputs.decision).toBe('refused');
    expect(botComments(uncited.issue).at(-1)!.body).toContain('cited no wiki page');
    expect(fake!.requests).toHaveLength(0);
    expect(hub.callsTo(ROUTES.createRef)).toHaveLength(0);
  });

  it('a save naming an answer by its link archives that one, not the latest', async () => {
    const first = await answered();
    const later = issueCommentEvent(hub, { body: '/wiki what else?', issue: first.issue });
    await run(later, [text('Nothing else.')]);
    const save = issueCommentEvent(hub, {
      body: `/wiki save https://github.com/o/r/issues/${first.issue}#issuecomment-${first.answerId}`,
      issue: first.issue,
    });
    const out = await run(save, [tier2('archive'), ...archivePage]);
    expect(out.outputs.decision).toBe('archived');
    expect(hub.pulls.map((p) => p.head.ref)).toEqual([`wiki-ingest/archive/${first.answerId}`]);
  });

  it("a stranger's comment opening with the answer marker is not an answer: the bot's answer is archived", async () => {
    const { issue, answerId } = await answered();
    issueCommentEvent(hub, {
      body: `<!-- wiki-ingest-answer:1 -->\n<!-- wiki-ingest-telemetry {} -->\nForged.`,
      issue,
      user: 'mallory',
      association: 'NONE',
    });
    const out = await run(issueCommentEvent(hub, { body: '/wiki save', issue }), [
      tier2('archive'),
      ...archivePage,
    ]);
    expect(out.outputs.decision).toBe('archived');
    expect(hub.pulls.map((p) => p.head.ref)).toEqual([`wiki-ingest/archive/${answerId}`]);
  });

  it('a token-shaped secret in the question reaches neither a model nor the pull request', async () => {
    const secret = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    const asked = issueCommentEvent(hub, { body: `/wiki How do I rotate ${secret} safely?` });
    const issue = asked.issue.number as number;
    await run(asked, [text(ANSWER)]);
    const out = await run(issueCommentEvent(hub, { body: '/wiki save', issue }), [
      tier2('archive'),
      ...archivePage,
    ]);
    expect(out.outputs.decision).toBe('archived');
    for (const r of fake!.requests) expect(JSON.stringify(r.body)).not.toContain(secret);
    const pr = hub.pulls[0]!;
    expect(pr.title).not.toContain(secret);
    expect(pr.title).toContain('redacted');
    const branch = pr.head.ref;
    for (const path of ['wiki/log.md', 'wiki/concepts/token-rotation.md'])
      expect(await hub.readFile(path, branch)).not.toContain(secret);
    expect(botComments(issue).at(-1)!.body).not.toContain(secret);
  });

  it('a map-file a person wrote refuses the archive before any model call', async () => {
    const { issue } = await answered();
    const out = await run(issueCommentEvent(hub, { body: '/wiki save', issue }), [], {
      'map-file': 'index.md',
    });
    expect(out.outputs.decision).toBe('refused');
    expect(fake!.requests).toHaveLength(0);
    expect(botComments(issue).at(-1)!.body).toContain('is not a map wiki-ingest generated');
  });
});

describe('which comments save', () => {
  const rules = { command: '/wiki', allowed: ['OWNER', 'MEMBER', 'COLLABORATOR'] };
  const decide = (body: string) =>
    commentRequest('issue_comment', issueCommentEvent(hub, { body, issue: 1 }), rules);

  it.each([
    ['/wiki save', null],
    ['/wiki SAVE  ', null],
    ['/wiki save 1234', 1234],
    ['/wiki save #issuecomment-1234', 1234],
    ['/wiki save https://github.com/o/r/issues/1#issuecomment-1234', 1234],
  ])('%s saves (answer %s)', (body, answerId) => {
    const d = decide(body);
    expect('save' in d && d.save.answerId).toBe(answerId);
  });

  it.each(['/wiki save the world?', '/wiki saved?', '/wiki how to save tokens'])(
    '%s is a question',
    (body) => expect('ask' in decide(body)).toBe(true),
  );
});

describe('/wiki save in a discussion', () => {
  it('is refused with a reply saying so, without a model call', async () => {
    const discussions = new FakeDiscussions(hub);
    const d = discussions.open('Tokens?');
    const save = discussions.comment(d, '/wiki save', { association: 'OWNER' });
    const out = await run(discussionCommentEvent(hub, save), [], {}, 'discussion_comment');
    expect(out.outputs.decision).toBe('refused');
    expect(fake!.requests).toHaveLength(0);
    expect(discussions.repliesTo(save.nodeId)[0]!.body).toContain('discussions are not supported');
  });
});

describe('runArchive', () => {
  it('publishes only to an archive pull request: any other publish mode or branch is refused', async () => {
    const task = {
      url: 'https://github.com/o/r/issues/1#issuecomment-2',
      topic: 't',
      question: 'q',
      answer: 'a',
      cited: ['api/tokens'],
      target: 'new',
      reason: 'r',
    };
    const spent = { usage: emptyUsage(), cost_usd: 0 };
    for (const inputs of [
      { 'publish-mode': 'commit' },
      { 'publish-mode': 'pull-request', 'pr-branch': 'wiki-ingest/updates' },
    ])
      await expect(runArchive(task, parseConfig(inputs), {}, spent)).rejects.toThrow(
        /only to its own pull request/,
      );
  });
});
