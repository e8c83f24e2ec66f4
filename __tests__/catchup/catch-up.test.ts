// No merge left behind, tried as a user would: merges land on the git-backed fake GitHub, runs
// fail, are replaced or never start, and log.md must end up naming every merge exactly once.
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import {
  apiChange,
  loggedShas,
  runPullRequest,
  runPush,
  runSchedule,
  startLlm,
  tier3Runs,
  type Llm,
} from '../../test-support/catch-up.js';
import { startFakeMessagesApi, type Json } from '../../test-support/fake-messages-api.js';
import { TOKENS_PAGE } from '../../test-support/token-rotation.js';

let hub: GitBackedGitHub;
let llm: Llm;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({
    files: {
      'README.md': '# r\n',
      'wiki/log.md': '# Wiki log\n',
      'wiki/api/tokens.md': TOKENS_PAGE,
    },
  });
  llm = await startLlm();
});

afterEach(async () => {
  hub.remove();
  await llm.api.close();
});

/** A first merge and its run, so log.md has a watermark. */
async function seed(): Promise<string> {
  const before = (await hub.head())!;
  const seeded = await hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
  const report = await runPush(hub, llm, before, seeded.sha);
  expect(report.decision.decision).toBe('process');
  return seeded.sha;
}

/**
 * An agent that reads three times per merge of its run before it finishes (one run over 20
 * merges would need 61 calls, past the default 25); a run whose first message names `failOn`
 * gets a 529.
 */
async function readingAgent(failOn?: string): Promise<void> {
  await llm.api.close();
  const api = await startFakeMessagesApi({
    replies: (body) => {
      if (body.model !== 'claude-sonnet-5-5')
        return {
          content: [
            { type: 'text', text: '{"decision":"process","reason":"API.","likely_type":null}' },
          ],
        };
      const messages = body.messages as { content: Json }[];
      const first = JSON.stringify(messages[0]!.content);
      if (failOn && first.includes(failOn))
        return { status: 529, error_type: 'overloaded_error', message: 'Overloaded' };
      const merges = Number(/(\d+) merges landed/.exec(first)?.[1] ?? 1);
      const call = (messages.length + 1) / 2;
      return call <= 3 * merges
        ? { content: [{ type: 'tool_use', name: 'read_pages', input: { slugs: ['api/tokens'] } }] }
        : {
            content: [
              { type: 'tool_use', name: 'finish', input: { summary: `${merges} merges.` } },
            ],
          };
    },
  });
  llm = { api, failing: null };
}

describe('catching up from the watermark in log.md', () => {
  it('run A fails (529), run B covers A and B in one agent run; re-runs are already-ingested', async () => {
    await seed();
    const beforeA = (await hub.head())!;
    const a = await hub.merge({
      title: 'feat(api): add token rotation',
      body: 'Rotates tokens.',
      write: apiChange('rotation'),
    });
    llm.failing = { status: 529, error_type: 'overloaded_error', message: 'Overloaded' };
    const runA = await runPush(hub, llm, beforeA, a.sha);
    expect(runA.decision.decision).toBe('failed');
    expect(await loggedShas(hub)).not.toContain(a.sha);

    llm.failing = null;
    const agentRunsBefore = tier3Runs(llm).length;
    const b = await hub.merge({ title: 'feat(api): add token expiry', write: apiChange('expiry') });
    const runB = await runPush(hub, llm, a.sha, b.sha);
    expect(runB.decision).toMatchObject({ tier: 3, decision: 'process' });
    const runs = tier3Runs(llm).slice(agentRunsBefore);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toContain('add token rotation');
    expect(runs[0]).toContain('Rotates tokens.');
    expect(runs[0]).toContain('add token expiry');
    expect(runB.merges?.map((m) => [m.sha, m.decision])).toEqual([
      [a.sha, 'process'],
      [b.sha, 'process'],
    ]);
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(await loggedShas(hub)).toEqual(expect.arrayContaining([a.sha, b.sha]));
    expect(log).toMatch(
      /## \[\d{4}-\d{2}-\d{2}\] ingest \| feat\(api\): add token rotation · feat\(api\): add token expiry\n\n- Source: PR #2 · .* — feat\(api\): add token rotation\n- Source: PR #3 /,
    );

    const head = await hub.head();
    const calls = llm.api.requests.length;
    for (const [before, after] of [
      [beforeA, a.sha],
      [a.sha, b.sha],
    ] as const) {
      const rerun = await runPush(hub, llm, before, after);
      expect(rerun.decision.decision).toBe('skip');
      expect(rerun.decision.reason).toMatch(/^already-ingested: log\.md already records commit/);
      expect(rerun.merges).toEqual([expect.objectContaining({ decision: 'already-ingested' })]);
    }
    expect(llm.api.requests.length).toBe(calls);
    expect(await hub.head()).toBe(head);
  });

  it('three quick merges whose middle run never starts all reach the wiki', async () => {
    await seed();
    const before = (await hub.head())!;
    const m1 = await hub.merge({ title: 'feat(api): one', write: apiChange('one') });
    const m2 = await hub.merge({ title: 'feat(api): two', write: apiChange('two') });
    const m3 = await hub.merge({ title: 'feat(api): three', write: apiChange('three') });
    await runPush(hub, llm, before, m1.sha);
    // The concurrency group replaced m2's pending run with m3's.
    const run3 = await runPush(hub, llm, m2.sha, m3.sha);
    expect(run3.decision.decision).toBe('process');
    expect(tier3Runs(llm).at(-1)).toContain('feat(api): two');
    expect(await loggedShas(hub)).toEqual(expect.arrayContaining([m1.sha, m2.sha, m3.sha]));
  });

  it('a schedule run over 5 merges (2 Tier 1 skips) makes one agent run and logs all 5', async () => {
    await seed();
    const titles = ['feat(api): a', 'docs: typo', 'feat(api): b', 'chore: bump', 'feat(api): c'];
    const shas: string[] = [];
    for (const title of titles) {
      const write = title.startsWith('feat')
        ? apiChange(title.slice(-1))
        : { [`notes/${shas.length}.md`]: 'one line\n' };
      shas.push((await hub.merge({ title, write })).sha);
    }
    const agentRunsBefore = tier3Runs(llm).length;
    const report = await runSchedule(hub, llm);
    expect(tier3Runs(llm).length - agentRunsBefore).toBe(1);
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(report.merges?.map((m) => m.decision)).toEqual([
      'process',
      'skip',
      'process',
      'skip',
      'process',
    ]);
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log).toMatch(
      /## \[\d{4}-\d{2}-\d{2}\] skip \| 2 merges\n\n- `[0-9a-f]{7}` docs: typo · Tier 1 trivial-type: every commit type \(docs\) is in skip-commit-types/,
    );
    const logged = await loggedShas(hub);
    for (const sha of shas) expect(logged.some((l) => sha.startsWith(l))).toBe(true);
    // Caught up: the next schedule run has nothing to do.
    const again = await runSchedule(hub, llm);
    expect(again.decision.reason).toMatch(/^Nothing to catch up/);
    expect(tier3Runs(llm).length - agentRunsBefore).toBe(1);
  });

  it('a schedule run onto a protected branch is refused before any model call; once allowed it catches up', async () => {
    await seed();
    const merged = await hub.merge({ title: 'feat(api): d', write: apiChange('d') });
    hub.protectedBranches.add(hub.defaultBranch);
    const requestsBefore = llm.api.requests.length;
    const branchReads = () => hub.callsTo(ROUTES.getBranch).length;
    const branchReadsBefore = branchReads();
    const logBefore = await hub.readFile('wiki/log.md');
    const refused = await runSchedule(hub, llm);
    expect(refused.decision).toMatchObject({ decision: 'failed' });
    expect(refused.decision.reason).toMatch(/protected.*publish-mode: pull-request/);
    expect(llm.api.requests.length).toBe(requestsBefore);
    expect(await hub.readFile('wiki/log.md')).toBe(logBefore);
    // Read once, by the catch-up itself (the pipeline no longer asks first).
    expect(branchReads() - branchReadsBefore).toBe(1);

    hub.protectedBranches.delete(hub.defaultBranch);
    const later = await runSchedule(hub, llm);
    expect(later.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(await loggedShas(hub)).toContain(merged.sha);
  });

  it('max-daily-cost-usd stops Tier 3 once the logged spend of 24 hours reaches it; a later run catches up', async () => {
    const day = new Date('2026-12-03T08:00:00Z');
    const before = (await hub.head())!;
    const seeded = await hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
    await runPush(hub, llm, before, seeded.sha, { now: day });
    expect(await hub.readFile('wiki/log.md')).toMatch(
      /- Cost: \$0\.0\d*[1-9]\d*\n- Time: 2026-12-03T08:00:00.000Z/,
    );

    const m = await hub.merge({ title: 'feat(api): over budget', write: apiChange('budget') });
    const head = await hub.head();
    const calls = llm.api.requests.length;
    const inputs = { 'max-daily-cost-usd': '0.000001' };
    const stopped = await runSchedule(hub, llm, {
      inputs,
      now: new Date(day.getTime() + 3_600_000),
    });
    expect(stopped.decision.decision).toBe('skip');
    expect(stopped.decision.reason).toMatch(
      /^max-daily-cost-usd reached: log\.md records \$0\.\d+ spent in the last 24 hours/,
    );
    expect(stopped.merges).toEqual([expect.objectContaining({ sha: m.sha, decision: 'deferred' })]);
    expect(llm.api.requests.length).toBe(calls);
    expect(await hub.head()).toBe(head);

    const later = await runSchedule(hub, llm, {
      inputs,
      now: new Date(day.getTime() + 25 * 3_600_000),
    });
    expect(later.decision.decision).toBe('process');
    expect(await loggedShas(hub)).toContain(m.sha);
  });

  it('max-catch-up bounds one run and reports the older merges; log-skips false logs no skip entry', async () => {
    await seed();
    const shas: string[] = [];
    for (const [title, write] of [
      ['feat(api): one', apiChange('one')],
      ['docs: two', { 'notes/two.md': 'x\n' }],
      ['feat(api): three', apiChange('three')],
      ['feat(api): four', apiChange('four')],
    ] as const)
      shas.push((await hub.merge({ title, write })).sha);
    const report = await runSchedule(hub, llm, {
      inputs: { 'max-catch-up': '3', 'log-skips': 'false' },
    });
    expect(report.merges?.map((m) => m.sha)).toEqual(shas.slice(1));
    expect(report.warnings).toContainEqual(
      expect.stringMatching(/^1 merge since the last one log\.md names is older than max-catch-up/),
    );
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log).not.toContain('] skip |');
    expect(await loggedShas(hub)).toEqual(expect.arrayContaining([shas[2], shas[3]]));
    expect(await loggedShas(hub)).not.toContain(shas[0]);
  });

  it('a pull_request run walks from its merge commit, so merges between the PR base and it are kept', async () => {
    const base = await seed();
    const a = await hub.merge({
      title: 'feat(api): landed meanwhile',
      write: apiChange('meanwhile'),
    });
    const b = await hub.merge({ title: 'feat(api): the pr', write: apiChange('pr') });
    // The PR was last updated on `base`: its payload's base.sha predates merge A.
    const report = await runPullRequest(hub, llm, {
      number: b.number,
      title: 'feat(api): the pr',
      sha: b.sha,
      baseSha: base,
    });
    expect(report.merges?.map((m) => [m.sha, m.decision])).toEqual([
      [a.sha, 'process'],
      [b.sha, 'process'],
    ]);
    expect(await loggedShas(hub)).toEqual(expect.arrayContaining([a.sha, b.sha]));
  });

  it('a 20-merge catch-up with no shared reads publishes, in Tier 3 runs that fit max-iterations', async () => {
    await seed();
    await readingAgent();
    const shas: string[] = [];
    for (let i = 0; i < 20; i++)
      shas.push((await hub.merge({ title: `feat(api): m${i}`, write: apiChange(`m${i}`) })).sha);
    const report = await runSchedule(hub, llm);
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(report.merges?.map((m) => m.decision)).toEqual(Array(20).fill('process'));
    const runs = tier3Runs(llm);
    expect(runs.map((r) => /(\d+) merges landed/.exec(r)?.[1])).toEqual(['7', '7', '6']);
    expect(
      Math.max(...report.tiers.filter((t) => t.tier === 3).map((t) => t.iterations)),
    ).toBeLessThanOrEqual(25);
    const logged = await loggedShas(hub);
    for (const sha of shas) expect(logged).toContain(sha);
    // One commit for the whole catch-up, its log naming each run's merges in order.
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log.match(/^## \[[^\]]+\] ingest \| /gm)).toHaveLength(4);
    expect(log.indexOf(shas[0]!)).toBeLessThan(log.indexOf(shas[19]!));
  });

  it('when a later Tier 3 run fails, the runs before it are published and the rest left to the next run', async () => {
    await seed();
    await readingAgent('feat(api): m7');
    const shas: string[] = [];
    for (let i = 0; i < 20; i++)
      shas.push((await hub.merge({ title: `feat(api): m${i}`, write: apiChange(`m${i}`) })).sha);
    const report = await runSchedule(hub, llm);
    expect(report.decision.decision).toBe('failed');
    expect(report.decision.reason).toMatch(
      /HTTP 529.*The 7 merges of the Tier 3 runs before it were published; a later run catches up the rest\./,
    );
    expect(report.merges?.map((m) => m.decision)).toEqual([
      ...Array(7).fill('process'),
      ...Array(7).fill('failed'),
      ...Array(6).fill('deferred'),
    ]);
    const logged = await loggedShas(hub);
    for (const sha of shas.slice(0, 7)) expect(logged).toContain(sha);
    for (const sha of shas.slice(7)) expect(logged).not.toContain(sha);
  });
});
