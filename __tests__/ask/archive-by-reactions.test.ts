// `ask-archive: reactions`: GitHub starts no workflow for a reaction, so the scheduled run sweeps
// the recent /wiki answers: one a writer liked is archived as `/wiki save` would archive it, once;
// a stranger's 👍 (or a bot's) archives nothing and costs no model call.
import { archiveByReactions } from '../../src/ask/archive-by-reactions.js';
import { costUsd, priceTable } from '../../src/llm/pricing.js';
import type { Usage } from '../../src/types.js';
import { commentScene } from '../../test-support/comment-scene.js';
import { botComments, issueCommentEvent } from '../../test-support/github/comment-events.js';
import { ROUTES } from '../../test-support/github/git-backed-github.js';
import { text, type Script } from '../../test-support/replies.js';
import { ANSWER, archiving as archivingScript } from '../../test-support/saved-answer.js';

const scene = commentScene({ 'map-file': 'wiki-map.md', 'ask-archive': 'reactions' });

/** A scheduled run's sweep, against a fake scripted by `replies`. */
const sweep = async (replies: Script[], inputs = {}) => {
  await scene.start(replies);
  return archiveByReactions(scene.input('schedule', {}, inputs));
};

/** A question answered in a new issue, then 👍 by `users`; the issue and the answer's record. */
async function liked(...users: string[]) {
  const asked = issueCommentEvent(scene.hub, { body: '/wiki How do API tokens rotate safely?' });
  await scene.run('issue_comment', asked, [text(ANSWER)]);
  const issue = asked.issue.number as number;
  const answer = botComments(scene.hub, issue)[0]!;
  answer.reactions = { '+1': users.length };
  answer.reactedBy = users.map((user) => ({ content: '+1', user }));
  return { issue, answer };
}

const archiving = archivingScript();

describe('ask-archive: reactions', () => {
  it('archives an answer a writer liked, once; the next sweep decides nothing', async () => {
    const { issue, answer } = await liked('mallory', 'ada');
    scene.hub.permissions.set('ada', 'write');
    const swept = await sweep(archiving);
    expect(swept.message).toContain('1 answer decided');
    const pr = scene.hub.pulls.find((p) => p.head.ref === `wiki-ingest/archive/${answer.id}`)!;
    expect(pr.title).toBe('docs(wiki): archive — How do API tokens rotate safely?');
    const reply = scene.hub.comments.get(issue)!.at(-1)!.body;
    expect(reply.split('\n')[0]).toBe(
      `<!-- wiki-ingest-save:${answer.id} answer:${answer.id} archived -->`,
    );

    const again = await sweep([]);
    expect(again.message).toContain('no answer');
    expect(scene.fake.requests).toHaveLength(0);
    expect(scene.hub.pulls).toHaveLength(1);
  });

  it("a stranger's or a bot's 👍 archives nothing, without a model call, whatever the bot may write", async () => {
    await liked('mallory', 'renovate[bot]');
    scene.hub.permissions.set('mallory', 'read');
    scene.hub.permissions.set('renovate[bot]', 'write');
    const swept = await sweep(archiving);
    expect(swept.message).toContain('no answer');
    expect(scene.fake.requests).toHaveLength(0);
    expect(scene.hub.pulls).toHaveLength(0);
    expect(scene.hub.callsTo(ROUTES.createComment)).toHaveLength(1);
  });

  it('a permission lookup answered 404 grants nothing: no archive, no model call', async () => {
    await liked('ada');
    scene.hub.permissions.set('ada', 'write');
    scene.hub.fault('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      status: 404,
    });
    const swept = await sweep(archiving);
    expect(swept.message).toContain('no answer');
    expect(scene.fake.requests).toHaveLength(0);
    expect(scene.hub.pulls).toHaveLength(0);
  });

  it("an answer another app's bot posted (the marker pasted) is not ours, however liked", async () => {
    const { issue, answer } = await liked('ada');
    scene.hub.permissions.set('ada', 'write');
    // The same comment, as another app's bot would post it.
    answer.user = 'other-app[bot]';
    const swept = await sweep(archiving);
    expect(swept.message).toContain('no answer');
    expect(scene.fake.requests).toHaveLength(0);
    expect(scene.hub.pulls).toHaveLength(0);
    expect(scene.hub.comments.get(issue)!.at(-1)).toBe(answer);
  });

  it('archives at most 3 answers a sweep: a 4th liked one waits for the next sweep', async () => {
    const answers: Awaited<ReturnType<typeof liked>>[] = [];
    for (let i = 0; i < 4; i++) answers.push(await liked('ada'));
    scene.hub.permissions.set('ada', 'write');
    const saved = () =>
      answers.filter(({ issue }) =>
        /^<!-- wiki-ingest-save:/.test(scene.hub.comments.get(issue)!.at(-1)!.body),
      ).length;
    const swept = await sweep([...archiving, ...archiving, ...archiving, ...archiving]);
    expect(swept.message).toBe('wiki-ingest archive by reactions: 3 answers decided.');
    expect(saved()).toBe(3);
    expect(scene.hub.pulls).toHaveLength(3);
    const next = await sweep(archiving);
    expect(next.message).toBe('wiki-ingest archive by reactions: 1 answer decided.');
    expect(saved()).toBe(4);
  });

  it('archives several liked answers inside ONE max-cost-usd, never each with the whole budget', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await liked('ada'));
    scene.hub.permissions.set('ada', 'write');
    // Each archive's Tier 3 turns write 8,000 tokens (its max_tokens is 8,192): about $0.18 an
    // archive, so one budget of $0.40 cannot pay for three (each with its own $0.40, all three
    // were paid: about $0.55).
    const dear = (scripts: Script[]) =>
      scripts.map((r, i) => (i === 0 ? r : { ...r, output_tokens: 8_000 }));
    const swept = await sweep([...dear(archiving), ...dear(archiving), ...dear(archiving)], {
      'max-cost-usd': '0.40',
    });
    const paid = scene.fake.requests
      .filter((r) => r.status === 200)
      .map((r) => costUsd(String(r.body!.model), r.usage as Usage, priceTable())!);
    const spent = paid.reduce((a, b) => a + b, 0);
    expect(spent).toBeGreaterThan(0.2);
    expect(spent).toBeLessThanOrEqual(0.4);
    // Calls the gate refused were never made: fewer than the three cascades' nine.
    expect(paid.length).toBeLessThan(9);
    expect(swept.message).toMatch(/answers? decided/);
    // An answer the spent budget never let Tier 3 try is not decided: no reply, and the sweep's
    // line says the next sweep takes it.
    const outcomes = answers.map(({ issue }) => {
      const last = scene.hub.comments.get(issue)!.at(-1)!.body;
      return /^<!-- wiki-ingest-save:\d+ answer:\d+ (\w+) -->/.exec(last)?.[1] ?? 'waiting';
    });
    expect(outcomes).not.toContain('failed');
    expect(outcomes).toContain('waiting');
    expect(swept.message).toMatch(
      /^wiki-ingest archive by reactions: [12] answers? decided\. .*the next sweep takes it\.$/,
    );
  });
});
