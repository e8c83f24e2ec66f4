// The bundled action on `/wiki save` (query with closure), run as the runner runs it (node
// dist/index.js, INPUT_* and GITHUB_* env), against the git-backed fake GitHub and the fake
// Messages API: a writer's save opens the archive's own pull request, its spend lands in the
// ledger, and a day whose spending limit is used up archives nothing without a model call.
import { actionScene } from '../../test-support/bundle/action-scene.js';
import { ledgerRecords } from '../../test-support/catch-up.js';
import { botComments, issueCommentEvent } from '../../test-support/github/comment-events.js';
import { text } from '../../test-support/replies.js';
import { ANSWER, archiving } from '../../test-support/saved-answer.js';

const KEY = 'sk-ant-api03-dist-never-in-a-save-42';

const scene = actionScene({
  'anthropic-api-key': KEY,
  'map-file': 'wiki-map.md',
  'max-daily-cost-usd': '5',
});

const run = (payload: unknown, inputs: Record<string, string> = {}) =>
  scene.run('issue_comment', payload, inputs);

const bot = (issue: number) => botComments(scene.hub, issue);

async function answered(): Promise<{ issue: number; answerId: number }> {
  const asked = issueCommentEvent(scene.hub, { body: '/wiki How do API tokens rotate safely?' });
  scene.llm.enqueue(text(ANSWER));
  const r = await run(asked);
  expect(r.outputs.decision).toBe('answered');
  return { issue: asked.issue.number as number, answerId: bot(asked.issue.number).at(-1)!.id };
}

describe('dist/index.js on /wiki save', () => {
  it("a writer's save opens the archive's pull request; its spend is in the ledger", async () => {
    const { issue, answerId } = await answered();
    scene.llm.enqueue(...archiving());
    const before = (await ledgerRecords(scene.hub)).filter((r) => r.kind === 'spend').length;
    const r = await run(issueCommentEvent(scene.hub, { body: '/wiki save', issue }));

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs.decision).toBe('archived');
    expect(r.stdout).toMatch(/::notice::wiki-ingest save archived/);
    const pr = scene.hub.pulls.find((p) => p.head.ref === `wiki-ingest/archive/${answerId}`)!;
    expect(pr.title).toBe('docs(wiki): archive — How do API tokens rotate safely?');
    expect(r.outputs['pull-request-url']).toBe(`https://github.com/o/r/pull/${pr.number}`);
    const page = (await scene.hub.readFile('wiki/concepts/token-rotation.md', pr.head.ref))!;
    expect(page).toMatch(/related:\n {2}- api\/tokens\n {2}- concepts\/idempotency/);
    expect(await scene.hub.readFile('wiki/concepts/token-rotation.md')).toBeUndefined();
    expect(bot(issue).at(-1)!.body).toContain(`answer:${answerId} archived`);
    for (const out of [
      bot(issue).at(-1)!.body,
      r.summary,
      JSON.stringify(r.outputs),
      pr.body ?? '',
    ])
      expect(out).not.toContain(KEY);
    // Tier 2 and both Tier 3 calls are recorded against max-daily-cost-usd.
    const spends = (await ledgerRecords(scene.hub)).filter((x) => x.kind === 'spend');
    expect(spends.length - before).toBe(3);
  });

  it('a day whose spending limit is used up archives nothing, without a model call', async () => {
    const { issue } = await answered();
    const calls = scene.llm.requests.length;
    const r = await run(issueCommentEvent(scene.hub, { body: '/wiki save', issue }), {
      'max-daily-cost-usd': '0.000001',
    });
    expect(r.code).toBe(0);
    expect(r.outputs.decision).toBe('refused');
    expect(scene.llm.requests).toHaveLength(calls);
    expect(bot(issue).at(-1)!.body).toContain('max-daily-cost-usd');
    expect(scene.hub.pulls).toHaveLength(0);
  });
});

describe('dist/index.js, mode: lint with ask-archive: reactions', () => {
  it('the scheduled run archives an answer a writer liked, and says so in its summary', async () => {
    const { issue, answerId } = await answered();
    const answer = scene.hub.comments.get(issue)!.find((c) => c.id === answerId)!;
    answer.reactions = { '+1': 1 };
    answer.reactedBy = [{ content: '+1', user: 'ada' }];
    scene.hub.permissions.set('ada', 'admin');
    scene.llm.enqueue(...archiving());
    const r = await scene.run(
      'schedule',
      { schedule: '17 3 * * 1' },
      { mode: 'lint', 'ask-archive': 'reactions' },
      { GITHUB_REF: 'refs/heads/main' },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/::notice::wiki-ingest archive by reactions: 1 answer decided/);
    expect(r.summary).toContain('wiki-ingest archive by reactions');
    expect(scene.hub.pulls.map((p) => p.head.ref)).toEqual([`wiki-ingest/archive/${answerId}`]);
    expect(bot(issue).at(-1)!.body).toContain(`answer:${answerId} archived`);
  });
});
