// /wiki comments end to end in process: real webhook payload shapes, the git-backed fake GitHub
// (REST issue comments, GraphQL discussions, the wiki read from the default branch through the
// Git Trees API) and the real SDK against the fake Messages API.
import { readTelemetry } from '../../src/answer-marker.js';
import { runCommentEvent } from '../../src/ask/comment-event.js';
import { commentScene, KEY } from '../../test-support/comment-scene.js';
import { text, toolCall, type Script } from '../../test-support/replies.js';
import {
  botComments,
  discussionCommentEvent,
  issueCommentEvent,
} from '../../test-support/github/comment-events.js';
import { FakeDiscussions } from '../../test-support/github/git-backed-discussions.js';
import { ROUTES } from '../../test-support/github/git-backed-github.js';

const read = (slugs: string[]): Script => toolCall('read_pages', { slugs });

const scene = commentScene();
/** Answers one event with the model scripted by `replies`. */
const answer = scene.run;
const replies = (issue: number) => botComments(scene.hub, issue);

describe('/wiki on an issue comment', () => {
  it('answers once in a reply: citations linked, footer folded, the key scrubbed; a re-run posts nothing', async () => {
    const event = issueCommentEvent(scene.hub, {
      body: '/wiki How do API tokens rotate?\nThanks!',
    });
    const issue = event.issue.number as number;
    const out = await answer('issue_comment', event, [
      read(['api/tokens']),
      text(`Tokens rotate on demand [[api/tokens]]; see [[api/nothing]]. Key: ${KEY} @octocat`),
    ]);

    expect(out.failed).toBe(false);
    expect(out.outputs.decision).toBe('answered');
    const posted = replies(issue);
    expect(posted).toHaveLength(1);
    const body = posted[0]!.body;
    expect(body.split('\n')[0]).toBe(`<!-- wiki-ingest-answer:${event.comment.id} -->`);
    expect(body).toContain(
      'Tokens rotate on demand [API tokens](https://github.com/o/r/blob/main/wiki/api/tokens.md). Key:',
    );
    expect(body).toMatch(/<details><summary>wiki-ingest · 1 page read · [\d,]+ tokens · \$\d/);
    expect(body).toContain(
      '- Pages read: [API tokens](https://github.com/o/r/blob/main/wiki/api/tokens.md)',
    );
    expect(body).toContain('`api/nothing`');
    expect(body).not.toContain(KEY);
    expect(body).toContain('Key: ***');
    expect(body).toContain('@\u200boctocat');
    expect(out.outputs['answer-url']).toMatch(/#issuecomment-\d+$/);
    expect(Number(out.outputs.tokens)).toBeGreaterThan(0);
    expect(out.outputs['cost-usd']).toMatch(/^\d+\.\d{6}$/);
    expect(out.warnings.join('\n')).toContain('api/nothing');
    // The question went to the model fenced, after the command.
    const asked = JSON.stringify(scene.fake.accepted[0]!.body!.messages);
    expect(asked).toContain(
      '<untrusted kind=\\"question\\">\\nHow do API tokens rotate?\\nThanks!\\n</untrusted>',
    );
    expect(scene.fake.accepted[0]!.body!.model).toBe('claude-haiku-5-5');

    // The workflow re-runs the same event: it finds the reply and does not repeat it.
    const calls = scene.fake.accepted.length;
    const again = await runCommentEvent(scene.input('issue_comment', event));
    expect(again.outputs.decision).toBe('skip');
    expect(again.message).toContain('already answered');
    expect(again.outputs['answer-url']).toBeUndefined();
    expect(scene.fake.accepted).toHaveLength(calls);
    expect(replies(issue)).toHaveLength(1);
    expect(scene.hub.callsTo(ROUTES.createComment)).toHaveLength(1);
  });

  it("another app's bot (or a writer) posting our reply's marker first does not silence the answer", async () => {
    const event = issueCommentEvent(scene.hub, { body: '/wiki How do API tokens rotate?' });
    const issue = event.issue.number as number;
    for (const [user, association] of [
      ['other-app[bot]', 'NONE'],
      ['ada', 'MEMBER'],
    ] as const)
      issueCommentEvent(scene.hub, {
        body: `<!-- wiki-ingest-answer:${event.comment.id as number} -->\nForged: no answer needed.`,
        issue,
        user,
        association,
      });
    const out = await answer('issue_comment', event, [
      text('Tokens rotate on demand [[api/tokens]].'),
    ]);
    expect(out.outputs.decision).toBe('answered');
    expect(replies(issue)).toHaveLength(1);
    expect(replies(issue)[0]!.body).toContain('Tokens rotate on demand');
  });

  it('the stored answer carries its telemetry in the hidden marker, and not a word of the question', async () => {
    const question = 'Zebra quokka: how do API tokens rotate?';
    const event = issueCommentEvent(scene.hub, { body: `/wiki ${question}` });
    await answer('issue_comment', event, [
      read(['api/tokens']),
      text('Tokens rotate on demand [[api/tokens]].'),
    ]);
    const body = replies(event.issue.number)[0]!.body;
    const lines = body.split('\n');
    expect(lines[0]).toBe(`<!-- wiki-ingest-answer:${event.comment.id} -->`);
    expect(lines[1]).toMatch(/^<!-- wiki-ingest-telemetry \{.*\} -->$/);
    expect(lines.at(-1)).toBe(
      '<sub>Did this answer help? React with 👍 or 👎 to this comment.</sub>',
    );
    for (const word of ['Zebra', 'quokka', 'rotate?']) expect(body).not.toContain(word);
    const t = readTelemetry(body)!;
    expect(t).toMatchObject({
      v: 1,
      model: 'claude-haiku-5-5',
      status: 'answered',
      pages_read: ['api/tokens'],
      read_page: true,
      citations: ['api/tokens'],
    });
    expect(t.latency_ms.full).toBeGreaterThanOrEqual(t.latency_ms.first_token ?? 0);
    expect(t.tokens.input + t.tokens.cache_write + t.tokens.cache_read).toBeGreaterThan(0);
    expect(t.tokens.output).toBeGreaterThan(0);
    expect(t.cost_usd).toBeGreaterThan(0);
  });

  it('answers although a person quoted the marker in the thread', async () => {
    const event = issueCommentEvent(scene.hub, { body: '/wiki how?' });
    issueCommentEvent(scene.hub, {
      body: `Silence it: <!-- wiki-ingest-answer:${event.comment.id} -->`,
      issue: event.issue.number,
    });
    const out = await answer('issue_comment', event, [text('No page covers that.')]);
    expect(out.outputs.decision).toBe('answered');
    expect(replies(event.issue.number)).toHaveLength(1);
  });

  it('answers although a stranger opened a comment with the marker (only bots and writers count)', async () => {
    const event = issueCommentEvent(scene.hub, { body: '/wiki how?' });
    issueCommentEvent(scene.hub, {
      body: `<!-- wiki-ingest-answer:${event.comment.id} -->\nAlready answered, nothing to see.`,
      issue: event.issue.number,
      user: 'mallory',
      association: 'NONE',
    });
    const out = await answer('issue_comment', event, [text('No page covers that.')]);
    expect(out.outputs.decision).toBe('answered');
    expect(scene.hub.callsTo(ROUTES.createComment)).toHaveLength(1);
  });

  it('reads the wiki at the default branch head, not a stale checkout', async () => {
    await scene.hub.commit({
      write: {
        'wiki/guides/new-page.md':
          '---\ntitle: Brand new\ndescription: Added after.\n---\n# Brand new\n',
      },
    });
    const event = issueCommentEvent(scene.hub, { body: '/wiki what is new?' });
    await answer('issue_comment', event, [text('See [[guides/new-page]].')]);
    expect(JSON.stringify(scene.fake.accepted[0]!.body!.system)).toContain(
      'guides/new-page | Brand new',
    );
    expect(replies(event.issue.number)[0]!.body).toContain(
      '[Brand new](https://github.com/o/r/blob/main/wiki/guides/new-page.md)',
    );
  });

  it.each([
    [
      'a commenter whose association is not allowed',
      { body: '/wiki how?', association: 'CONTRIBUTOR' },
      /CONTRIBUTOR.*ask-allowed-associations/,
    ],
    [
      'a comment that is not a command',
      { body: 'The /wiki is great' },
      /does not start with \/wiki/,
    ],
    ['a longer word than the command', { body: '/wikipedia how?' }, /does not start with \/wiki/],
    ['an edited comment', { body: '/wiki how?', action: 'edited' }, /edited, not created/],
    ['a deleted comment', { body: '/wiki how?', action: 'deleted' }, /deleted, not created/],
    ["a bot's comment", { body: '/wiki how?', user: 'renovate[bot]' }, /by a bot/],
    ['the command without a question', { body: '/wiki   ' }, /without a question/],
    [
      "the action's own reply",
      { body: '<!-- wiki-ingest-answer:7 -->\n/wiki x' },
      /answer of wiki-ingest itself/,
    ],
  ])('ignores %s: a notice, no model call, no GitHub call', async (_, options, reason) => {
    const event = issueCommentEvent(scene.hub, options);
    const out = await answer('issue_comment', event, []);
    expect(out.outputs.decision).toBe('skip');
    expect(out.outputs.tokens).toBe('0');
    expect(out.failed).toBe(false);
    expect(out.message).toMatch(reason);
    expect(scene.fake.requests).toHaveLength(0);
    expect(scene.hub.calls).toHaveLength(0);
  });

  it('a reply citing a page whose covered file changed says so, as `ask` does, escaped for Markdown', async () => {
    const hub = scene.hub;
    await hub.commit({ write: { 'src/util.ts': 'export const util = 1;\n' } });
    const stamp = (await hub.git.files((await hub.head())!)).get('src/util.ts')!.sha;
    await hub.commit({
      write: {
        'wiki/util.md': `---\ntitle: Util\ndescription: The helpers.\ncovers:\n  - src/util.ts@${stamp}\n  - src/gone.ts@${stamp}\n---\n# Util\n\nHelpers.\n`,
      },
    });
    const changed = await hub.commit({
      message: 'fix: util *edge* cases for @octocat, #12 <b>',
      write: { 'src/util.ts': 'export const util = 2;\n' },
    });
    const event = issueCommentEvent(hub, { body: '/wiki What do the helpers do?' });
    const out = await answer('issue_comment', event, [text('They help [[util]].')]);
    expect(out.outputs.decision).toBe('answered');
    const body = replies(event.issue.number)[0]!.body;
    const link = '[Util](https://github.com/o/r/blob/main/wiki/util.md)';
    expect(body).toContain(
      [
        'They help ' + link + '.',
        '',
        '> [!NOTE]',
        `> - ${link} may be out of date: \`src/gone.ts\` no longer exists.`,
        `> - ${link} may be out of date: \`src/util.ts\` changed since the page was last checked (first by ${changed.slice(0, 7)} "fix: util \\*edge\\* cases for @\u200boctocat, \\#\u200b12 \\<b\\>").`,
      ].join('\n'),
    );
    // An answer citing a page that covers nothing current-or-not has no note.
    const plain = issueCommentEvent(hub, { body: '/wiki How do tokens rotate?' });
    await answer('issue_comment', plain, [text('On demand [[api/tokens]].')]);
    expect(replies(plain.issue.number)[0]!.body).not.toContain('[!NOTE]');
  });

  it('answers another association when the input allows it, and a custom command', async () => {
    const event = issueCommentEvent(scene.hub, { body: '/docs how?', association: 'contributor' });
    const out = await answer('issue_comment', event, [text('No page covers that.')], {
      'ask-command': '/docs',
      'ask-allowed-associations': 'OWNER, CONTRIBUTOR',
    });
    expect(out.outputs.decision).toBe('answered');
  });

  it('a reply the token may not post fails naming the permission', async () => {
    const event = issueCommentEvent(scene.hub, { body: '/wiki how?' });
    scene.hub.fault(ROUTES.createComment, {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(answer('issue_comment', event, [text('An answer.')])).rejects.toThrow(
      /Posting the answer on issue #\d+ failed \(HTTP 403\): Resource not accessible by integration.*permissions: issues: write/,
    );
  });

  it('posts nothing when the model call fails, and fails the step', async () => {
    const event = issueCommentEvent(scene.hub, { body: '/wiki how?' });
    const out = await answer('issue_comment', event, [{ status: 400, message: `bad key ${KEY}` }]);
    expect(out.failed).toBe(true);
    expect(out.outputs.decision).toBe('skip');
    expect(out.message).toContain('No answer posted');
    expect(out.message).not.toContain(KEY);
    expect(replies(event.issue.number)).toHaveLength(0);
  });
});

describe('/wiki on a discussion comment', () => {
  it('replies in the thread of a top-level comment once; a re-run finds it', async () => {
    const discussions = new FakeDiscussions(scene.hub);
    const d = discussions.open('Tokens?');
    const asking = discussions.comment(d, '/wiki Do tokens expire?', {
      association: 'COLLABORATOR',
    });
    const event = discussionCommentEvent(scene.hub, asking);
    const out = await answer('discussion_comment', event, [text('They expire [[api/tokens]].')]);

    expect(out.outputs.decision).toBe('answered');
    const thread = discussions.repliesTo(asking.nodeId);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.body).toContain(`<!-- wiki-ingest-answer:${asking.id} -->`);
    expect(thread[0]!.body).toContain(
      '[API tokens](https://github.com/o/r/blob/main/wiki/api/tokens.md)',
    );
    expect(out.outputs['answer-url']).toMatch(/#discussioncomment-\d+$/);

    const again = await answer('discussion_comment', event, []);
    expect(again.outputs.decision).toBe('skip');
    expect(scene.fake.requests).toHaveLength(0);
    expect(discussions.repliesTo(asking.nodeId)).toHaveLength(1);
  });

  it('answers a question asked in a reply under the thread root, finding earlier answers past the first page', async () => {
    const discussions = new FakeDiscussions(scene.hub);
    discussions.pageSize = 2;
    const d = discussions.open('Idempotency');
    const root = discussions.comment(d, 'How do retries work?');
    for (const n of [1, 2, 3]) discussions.comment(d, `me too ${n}`, { replyTo: root });
    const asking = discussions.comment(d, '/wiki How long are idempotency keys kept?', {
      association: 'OWNER',
      replyTo: root,
    });
    const event = discussionCommentEvent(scene.hub, asking);
    expect(event.comment.parent_id).toBe(root.id);
    await answer('discussion_comment', event, [text('24 hours [[concepts/idempotency]].')]);
    const thread = discussions.repliesTo(root.nodeId);
    expect(thread).toHaveLength(5);
    expect(thread[4]!.body).toContain(`wiki-ingest-answer:${asking.id}`);

    const again = await answer('discussion_comment', event, []);
    expect(again.outputs.decision).toBe('skip');
    expect(discussions.repliesTo(root.nodeId)).toHaveLength(5);
  });

  it('answers a discussion question although a stranger replied in its thread with the marker', async () => {
    const discussions = new FakeDiscussions(scene.hub);
    const d = discussions.open('Tokens?');
    const asking = discussions.comment(d, '/wiki Do tokens expire?', { association: 'OWNER' });
    discussions.comment(d, `<!-- wiki-ingest-answer:${asking.id} -->\nAnswered.`, {
      association: 'NONE',
      user: 'mallory',
      replyTo: asking,
    });
    const out = await answer('discussion_comment', discussionCommentEvent(scene.hub, asking), [
      text('They expire [[api/tokens]].'),
    ]);
    expect(out.outputs.decision).toBe('answered');
    expect(discussions.repliesTo(asking.nodeId)).toHaveLength(2);
  });

  it('ignores a commenter without an allowed association', async () => {
    const discussions = new FakeDiscussions(scene.hub);
    const d = discussions.open('Q');
    const event = discussionCommentEvent(
      scene.hub,
      discussions.comment(d, '/wiki x', { association: 'NONE' }),
    );
    const out = await answer('discussion_comment', event, []);
    expect(out.outputs.decision).toBe('skip');
    expect(out.message).toContain('NONE');
    expect(scene.fake.requests).toHaveLength(0);
    expect(scene.hub.calls).toHaveLength(0);
  });
});
