// No merge left behind, tried as a user would: merges land on the git-backed fake GitHub, runs
// fail, are replaced or never start, and log.md (and the ledger) must end up naming every merge.
import { ROUTES } from '../../test-support/github/git-backed-github.js';
import {
  apiChange,
  catchUpScene,
  loggedShas,
  runPullRequest,
  runPush,
  runReingest,
  runSchedule,
  seedRun,
  startLlm,
  tier3Runs,
} from '../../test-support/catch-up.js';
import { TOKENS_PAGE } from '../../test-support/token-rotation.js';

const scene = catchUpScene({ 'wiki/api/tokens.md': TOKENS_PAGE }, startLlm);

/** A first merge and its run, so log.md has a watermark. */
async function seed(): Promise<string> {
  const { sha, report } = await seedRun(scene.hub, scene.llm);
  expect(report.decision.decision).toBe('process');
  return sha;
}

describe('catching up from the watermark in the ledger', () => {
  it('run A fails (529), run B covers A and B in one agent run; re-runs are already-ingested', async () => {
    await seed();
    const beforeA = (await scene.hub.head())!;
    const a = await scene.hub.merge({
      title: 'feat(api): add token rotation',
      body: 'Rotates tokens.',
      write: apiChange('rotation'),
    });
    scene.llm.failing = { status: 529, error_type: 'overloaded_error', message: 'Overloaded' };
    const runA = await runPush(scene.hub, scene.llm, beforeA, a.sha);
    expect(runA.decision.decision).toBe('failed');
    expect(await loggedShas(scene.hub)).not.toContain(a.sha);

    scene.llm.failing = null;
    const agentRunsBefore = tier3Runs(scene.llm).length;
    const b = await scene.hub.merge({
      title: 'feat(api): add token expiry',
      write: apiChange('expiry'),
    });
    const runB = await runPush(scene.hub, scene.llm, a.sha, b.sha);
    expect(runB.decision).toMatchObject({ tier: 3, decision: 'process' });
    const runs = tier3Runs(scene.llm).slice(agentRunsBefore);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toContain('add token rotation');
    expect(runs[0]).toContain('Rotates tokens.');
    expect(runs[0]).toContain('add token expiry');
    expect(runB.merges?.map((m) => [m.sha, m.decision])).toEqual([
      [a.sha, 'process'],
      [b.sha, 'process'],
    ]);
    const log = (await scene.hub.readFile('wiki/log.md'))!;
    expect(await loggedShas(scene.hub)).toEqual(expect.arrayContaining([a.sha, b.sha]));
    expect(log).toMatch(
      /## \[\d{4}-\d{2}-\d{2}\] ingest \| feat\(api\): add token rotation · feat\(api\): add token expiry\n\n- Source: PR #2 · .* — feat\(api\): add token rotation\n- Source: PR #3 /,
    );

    const head = await scene.hub.head();
    const calls = scene.llm.api.requests.length;
    for (const [before, after] of [
      [beforeA, a.sha],
      [a.sha, b.sha],
    ] as const) {
      const rerun = await runPush(scene.hub, scene.llm, before, after);
      expect(rerun.decision.decision).toBe('skip');
      expect(rerun.decision.reason).toMatch(
        /^already-ingested: the ledger \(refs\/wiki-ingest\/ledger\/wiki\) already records commit/,
      );
      expect(rerun.merges).toEqual([expect.objectContaining({ decision: 'already-ingested' })]);
    }
    expect(scene.llm.api.requests.length).toBe(calls);
    expect(await scene.hub.head()).toBe(head);
  });

  it('workflow_dispatch with the input sha re-ingests a logged merge, alone, without Tier 2', async () => {
    const seeded = await seed();
    const chore = await scene.hub.merge({ title: 'chore: tidy', write: { 'src/x.ts': 'x\n' } });
    const runsBefore = tier3Runs(scene.llm).length;
    const calls = scene.llm.api.accepted.length;
    const report = await runReingest(scene.hub, scene.llm, seeded.slice(0, 10));
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(report.tiers[0]!.reason).toMatch(/^re-ingest of [0-9a-f]{10}/);
    // One Tier 3 run over the seed alone: no triage call, the later chore merge not caught up.
    expect(scene.llm.api.accepted.length - calls).toBe(1);
    const runs = tier3Runs(scene.llm).slice(runsBefore);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toContain('feat(api): seed');
    expect(runs[0]).not.toContain('chore: tidy');
    expect((await loggedShas(scene.hub)).filter((sha) => sha === seeded)).toHaveLength(2);
    expect(await loggedShas(scene.hub)).not.toContain(chore.sha);
  });

  it('three quick merges whose middle run never starts all reach the wiki', async () => {
    await seed();
    const before = (await scene.hub.head())!;
    const m1 = await scene.hub.merge({ title: 'feat(api): one', write: apiChange('one') });
    const m2 = await scene.hub.merge({ title: 'feat(api): two', write: apiChange('two') });
    const m3 = await scene.hub.merge({ title: 'feat(api): three', write: apiChange('three') });
    await runPush(scene.hub, scene.llm, before, m1.sha);
    // The concurrency group replaced m2's pending run with m3's.
    const run3 = await runPush(scene.hub, scene.llm, m2.sha, m3.sha);
    expect(run3.decision.decision).toBe('process');
    expect(tier3Runs(scene.llm).at(-1)).toContain('feat(api): two');
    expect(await loggedShas(scene.hub)).toEqual(expect.arrayContaining([m1.sha, m2.sha, m3.sha]));
  });

  it('a schedule run over 5 merges (2 Tier 1 skips) makes one agent run and logs all 5', async () => {
    await seed();
    const titles = ['feat(api): a', 'docs: typo', 'feat(api): b', 'chore: bump', 'feat(api): c'];
    const shas: string[] = [];
    for (const title of titles) {
      const write = title.startsWith('feat')
        ? apiChange(title.slice(-1))
        : { [`notes/${shas.length}.md`]: 'one line\n' };
      shas.push((await scene.hub.merge({ title, write })).sha);
    }
    const agentRunsBefore = tier3Runs(scene.llm).length;
    const report = await runSchedule(scene.hub, scene.llm);
    expect(tier3Runs(scene.llm).length - agentRunsBefore).toBe(1);
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(report.merges?.map((m) => m.decision)).toEqual([
      'process',
      'skip',
      'process',
      'skip',
      'process',
    ]);
    const log = (await scene.hub.readFile('wiki/log.md'))!;
    expect(log).toMatch(
      /## \[\d{4}-\d{2}-\d{2}\] skip \| 2 merges\n\n- `[0-9a-f]{40}` docs: typo · Tier 1 trivial-type: every commit type \(docs\) is in skip-commit-types/,
    );
    const logged = await loggedShas(scene.hub);
    for (const sha of shas) expect(logged.some((l) => sha.startsWith(l))).toBe(true);
    // Caught up: the next schedule run has nothing to do.
    const again = await runSchedule(scene.hub, scene.llm);
    expect(again.decision.reason).toMatch(/^Nothing to catch up/);
    expect(tier3Runs(scene.llm).length - agentRunsBefore).toBe(1);
  });

  it("a catch-up runs with the action's secret registry: the config's token and key in titles never reach a model or log.md", async () => {
    await seed();
    // The scenes' token and key ('ghs_token', 'sk-ant-test') are shapes no scanner knows: only
    // the registry the action fills from the config (src/action/root.ts) can redact them.
    const a = await scene.hub.merge({ title: 'feat(api): ghs_token', write: apiChange('x') });
    const b = await scene.hub.merge({ title: 'feat(api): sk-ant-test', write: apiChange('y') });
    const agentRunsBefore = tier3Runs(scene.llm).length;
    const report = await runSchedule(scene.hub, scene.llm);
    expect(report.merges?.map((m) => [m.sha, m.decision])).toEqual([
      [a.sha, 'process'],
      [b.sha, 'process'],
    ]);
    const prompts = tier3Runs(scene.llm).slice(agentRunsBefore);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain('[redacted: registered-secret]');
    const seen = JSON.stringify(scene.llm.api.accepted.map((r) => r.body));
    for (const secret of ['ghs_token', 'sk-ant-test']) {
      expect(seen).not.toContain(secret);
      expect(await scene.hub.readFile('wiki/log.md')).not.toContain(secret);
    }
    expect(await loggedShas(scene.hub)).toEqual(expect.arrayContaining([a.sha, b.sha]));
  });

  it('a schedule run onto a protected branch is refused before any model call; once allowed it catches up', async () => {
    await seed();
    const merged = await scene.hub.merge({ title: 'feat(api): d', write: apiChange('d') });
    scene.hub.protectedBranches.add(scene.hub.defaultBranch);
    const requestsBefore = scene.llm.api.requests.length;
    const branchReads = () => scene.hub.callsTo(ROUTES.getBranch).length;
    const branchReadsBefore = branchReads();
    const logBefore = await scene.hub.readFile('wiki/log.md');
    const refused = await runSchedule(scene.hub, scene.llm);
    expect(refused.decision).toMatchObject({ decision: 'failed' });
    expect(refused.decision.reason).toMatch(/protected.*publish-mode: pull-request/);
    expect(scene.llm.api.requests.length).toBe(requestsBefore);
    expect(await scene.hub.readFile('wiki/log.md')).toBe(logBefore);
    // Read once, by the catch-up itself (the pipeline no longer asks first).
    expect(branchReads() - branchReadsBefore).toBe(1);

    scene.hub.protectedBranches.delete(scene.hub.defaultBranch);
    const later = await runSchedule(scene.hub, scene.llm);
    expect(later.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(await loggedShas(scene.hub)).toContain(merged.sha);
  });

  it('max-daily-cost-usd stops Tier 3 once the logged spend of 24 hours reaches it; a later run catches up', async () => {
    const day = new Date('2026-12-03T08:00:00Z');
    const before = (await scene.hub.head())!;
    const seeded = await scene.hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
    await runPush(scene.hub, scene.llm, before, seeded.sha, { now: day });
    expect(await scene.hub.readFile('wiki/log.md')).toMatch(
      /- Cost: \$0\.0\d*[1-9]\d*\n- Time: 2026-12-03T08:00:00.000Z/,
    );

    const m = await scene.hub.merge({
      title: 'feat(api): over budget',
      write: apiChange('budget'),
    });
    const head = await scene.hub.head();
    const calls = scene.llm.api.requests.length;
    const inputs = { 'max-daily-cost-usd': '0.000001' };
    const stopped = await runSchedule(scene.hub, scene.llm, {
      inputs,
      now: new Date(day.getTime() + 3_600_000),
    });
    expect(stopped.decision.decision).toBe('skip');
    expect(stopped.decision.reason).toMatch(
      /^max-daily-cost-usd reached: the ledger records \$0\.\d+ spent in the last 24 hours/,
    );
    expect(stopped.merges).toEqual([expect.objectContaining({ sha: m.sha, decision: 'deferred' })]);
    expect(scene.llm.api.requests.length).toBe(calls);
    expect(await scene.hub.head()).toBe(head);

    // A day on, the seed's spend has left the window (a cap of $0.000001 would refuse any call's
    // estimate, so the later run's cap leaves room for one).
    const later = await runSchedule(scene.hub, scene.llm, {
      inputs: { 'max-daily-cost-usd': '0.5' },
      now: new Date(day.getTime() + 25 * 3_600_000),
    });
    expect(later.decision.decision).toBe('process');
    expect(await loggedShas(scene.hub)).toContain(m.sha);
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
      shas.push((await scene.hub.merge({ title, write })).sha);
    const report = await runSchedule(scene.hub, scene.llm, {
      inputs: { 'max-catch-up': '3', 'log-skips': 'false' },
    });
    expect(report.merges?.map((m) => m.sha)).toEqual(shas.slice(1));
    expect(report.warnings).toContainEqual(
      expect.stringMatching(
        /^1 merge since the last one the ledger records is older than max-catch-up/,
      ),
    );
    const log = (await scene.hub.readFile('wiki/log.md'))!;
    expect(log).not.toContain('] skip |');
    expect(await loggedShas(scene.hub)).toEqual(expect.arrayContaining([shas[2], shas[3]]));
    expect(await loggedShas(scene.hub)).not.toContain(shas[0]);
  });

  it('max-catch-up on a push run counts its own merge: at the limit all are decided, one more is reported', async () => {
    await seed();
    const merge = async (name: string) =>
      (await scene.hub.merge({ title: `feat(api): ${name}`, write: apiChange(name) })).sha;
    const inputs = { 'max-catch-up': '3' };
    // Two pending merges and the push's own: exactly the limit.
    const pending = [await merge('p1'), await merge('p2')];
    const own = await merge('own');
    const atLimit = await runPush(scene.hub, scene.llm, pending[1]!, own, { inputs });
    expect(atLimit.merges?.map((m) => [m.sha, m.decision])).toEqual([
      [pending[0], 'process'],
      [pending[1], 'process'],
      [own, 'process'],
    ]);
    expect(atLimit.warnings.join('\n')).not.toMatch(/older than max-catch-up/);

    // Three pending and its own: one over, and the oldest is reported, not decided.
    const more = [await merge('q1'), await merge('q2'), await merge('q3')];
    const next = await merge('next');
    const over = await runPush(scene.hub, scene.llm, more[2]!, next, { inputs });
    expect(over.merges?.map((m) => m.sha)).toEqual([more[1], more[2], next]);
    expect(over.warnings).toContainEqual(
      expect.stringMatching(
        /^1 merge since the last one the ledger records is older than max-catch-up allows \(2 more in this run\)/,
      ),
    );
  });

  it('a pull_request run walks from its merge commit, so merges between the PR base and it are kept', async () => {
    const base = await seed();
    const a = await scene.hub.merge({
      title: 'feat(api): landed meanwhile',
      write: apiChange('meanwhile'),
    });
    const b = await scene.hub.merge({ title: 'feat(api): the pr', write: apiChange('pr') });
    // The PR was last updated on `base`: its payload's base.sha predates merge A.
    const report = await runPullRequest(scene.hub, scene.llm, {
      number: b.number,
      title: 'feat(api): the pr',
      sha: b.sha,
      baseSha: base,
    });
    expect(report.merges?.map((m) => [m.sha, m.decision])).toEqual([
      [a.sha, 'process'],
      [b.sha, 'process'],
    ]);
    expect(await loggedShas(scene.hub)).toEqual(expect.arrayContaining([a.sha, b.sha]));
  });
});
