// The bundled action on /wiki comments, run as the runner runs it (node dist/index.js, INPUT_*
// and GITHUB_* env), against the git-backed fake GitHub (GITHUB_API_URL, REST and GraphQL) and
// the fake Messages API (ANTHROPIC_BASE_URL).
import { actionScene } from '../../test-support/bundle/action-scene.js';
import {
  botComments,
  discussionCommentEvent,
  issueCommentEvent,
} from '../../test-support/github/comment-events.js';
import { FakeDiscussions } from '../../test-support/github/git-backed-discussions.js';
import { ROUTES } from '../../test-support/github/git-backed-github.js';
import { text } from '../../test-support/replies.js';

const KEY = 'sk-ant-api03-dist-never-in-a-reply-42';

const scene = actionScene({ 'anthropic-api-key': KEY });
const { run } = scene;
const bot = (issue: number) => botComments(scene.hub, issue);

describe('dist/index.js on issue_comment', () => {
  it('answers a /wiki comment once, never showing the key; a re-run posts nothing', async () => {
    const event = issueCommentEvent(scene.hub, { body: '/wiki Do API tokens expire?' });
    scene.llm.enqueue(text(`Yes, they expire [[api/tokens]]. (${KEY})`));
    const first = await run('issue_comment', event);

    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ decision: 'answered' });
    expect(first.outputs['answer-url']).toMatch(
      /^https:\/\/github\.com\/o\/r\/issues\/\d+#issuecomment-\d+$/,
    );
    expect(Number(first.outputs.tokens)).toBeGreaterThan(0);
    const [reply] = bot(event.issue.number);
    expect(reply!.body).toContain(`<!-- wiki-ingest-answer:${event.comment.id} -->`);
    expect(reply!.body).toContain(
      'Yes, they expire [API tokens](https://github.com/o/r/blob/main/wiki/api/tokens.md). (***)',
    );
    expect(reply!.body).toContain('<details><summary>wiki-ingest · 0 pages read');
    // The runner consumes ::add-mask:: itself; every other line it shows or stores is checked.
    const log = first.stdout.replace(/^::add-mask::.*\n/gm, '');
    for (const out of [reply!.body, log, first.summary, JSON.stringify(first.outputs)])
      expect(out).not.toContain(KEY);
    expect(first.stdout).toMatch(/::notice::wiki-ingest ask answered/);
    expect(first.summary).toContain('wiki-ingest ask: answered');
    expect(scene.llm.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);

    const second = await run('issue_comment', event);
    expect(second.code).toBe(0);
    expect(second.outputs.decision).toBe('skip');
    expect(second.stdout).toMatch(/::notice::.*already answered/);
    expect(scene.llm.requests).toHaveLength(1);
    expect(bot(event.issue.number)).toHaveLength(1);
    expect(scene.hub.callsTo(ROUTES.createComment)).toHaveLength(1);
  });

  it('ignores a commenter outside ask-allowed-associations and a non-command comment, with zero calls', async () => {
    for (const options of [
      { body: '/wiki how?', association: 'NONE' },
      { body: 'thanks, that helped' },
    ]) {
      const r = await run('issue_comment', issueCommentEvent(scene.hub, options));
      expect(r.code).toBe(0);
      expect(r.outputs).toMatchObject({ decision: 'skip', tokens: '0' });
      expect(r.stdout).toMatch(/::notice::wiki-ingest ask skip/);
    }
    expect(scene.llm.requests).toHaveLength(0);
    expect(scene.hub.calls).toHaveLength(0);
  });
});

describe('dist/index.js /wiki limits', () => {
  it('a 100 kB question gets a short polite reply and no model call', async () => {
    const event = issueCommentEvent(scene.hub, { body: `/wiki ${'why '.repeat(25_000)}` });
    const r = await run('issue_comment', event);
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ decision: 'skip', tokens: '0' });
    expect(scene.llm.requests).toHaveLength(0);
    const [reply] = bot(event.issue.number);
    expect(reply!.body).toContain(`<!-- wiki-ingest-answer:${event.comment.id} -->`);
    expect(reply!.body).toMatch(/at most 2,000 characters \(ask-max-question-chars\)/);
  });
});

describe('dist/index.js on discussion_comment', () => {
  it('replies under the comment through GraphQL', async () => {
    const discussions = new FakeDiscussions(scene.hub);
    const d = discussions.open('Tokens');
    const asking = discussions.comment(d, '/wiki Do tokens expire?', { association: 'OWNER' });
    scene.llm.enqueue(text('Yes [[api/tokens]].'));
    const r = await run('discussion_comment', discussionCommentEvent(scene.hub, asking));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs.decision).toBe('answered');
    expect(discussions.repliesTo(asking.nodeId).map((c) => c.body.split('\n')[0])).toEqual([
      `<!-- wiki-ingest-answer:${asking.id} -->`,
    ]);
  });
});
