// No merge left behind, end to end through the bundled action as the runner runs it: merge A's run
// fails (Messages API 529), merge B's run ingests A and B in one agent run, and re-runs of both
// are already-ingested no-ops.
import { servedHub } from '../../test-support/bundle/served-hub.js';
import { apiChange, ledgerRecords, loggedShas, tier3Runs } from '../../test-support/catch-up.js';

const served = servedHub();

/** A push's run, in the checkout of its head as the runner makes it. */
const push = async (before: string, after: string) =>
  served.push(before, after, {}, { GITHUB_WORKSPACE: await served.hub.checkout(after) });

describe('dist/index.js catches up with a merge whose run failed', () => {
  it('B covers A and B in one agent run; re-running A or B is already-ingested', async () => {
    const start = (await served.hub.head())!;
    const seed = await served.hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
    expect((await push(start, seed.sha)).outputs).toMatchObject({ decision: 'process', tier: '3' });

    const a = await served.hub.merge({
      title: 'feat(api): rotation',
      write: apiChange('rotation'),
    });
    served.llm.failing = { status: 529, error_type: 'overloaded_error', message: 'Overloaded' };
    const runA = await push(seed.sha, a.sha);
    expect(runA.code).toBe(1);
    expect(runA.outputs['commit-sha']).toBeUndefined();

    served.llm.failing = null;
    const agentRuns = tier3Runs(served.llm).length;
    const b = await served.hub.merge({ title: 'feat(api): expiry', write: apiChange('expiry') });
    const runB = await push(a.sha, b.sha);
    expect(runB.code).toBe(0);
    expect(runB.outputs).toMatchObject({ decision: 'process', tier: '3' });
    expect(runB.outputs['commit-sha']).toBe(await served.hub.head());
    expect(JSON.parse(runB.outputs['merges-decided']!)).toEqual([
      expect.objectContaining({
        sha: a.sha,
        title: 'feat(api): rotation',
        tier: 3,
        decision: 'process',
      }),
      expect.objectContaining({
        sha: b.sha,
        title: 'feat(api): expiry',
        tier: 3,
        decision: 'process',
      }),
    ]);
    expect(runB.summary).toContain('Merges decided in this run');
    expect(tier3Runs(served.llm).slice(agentRuns)).toEqual([
      expect.stringMatching(/feat\(api\): rotation[\s\S]*feat\(api\): expiry/),
    ]);
    expect(await loggedShas(served.hub)).toEqual(expect.arrayContaining([seed.sha, a.sha, b.sha]));

    const head = await served.hub.head();
    for (const [before, after] of [
      [seed.sha, a.sha],
      [a.sha, b.sha],
    ] as const) {
      const rerun = await push(before, after);
      expect(rerun.code).toBe(0);
      expect(rerun.outputs).toMatchObject({ decision: 'skip', tier: '1' });
      expect(rerun.outputs.reason).toMatch(/^already-ingested: /);
      expect(JSON.parse(rerun.outputs['merges-decided']!)).toEqual([
        expect.objectContaining({ decision: 'already-ingested' }),
      ]);
    }
    expect(await served.hub.head()).toBe(head);
  });

  it('a nightly schedule run catches up to the branch head and logs the skips with its commit', async () => {
    const docs = await served.hub.merge({ title: 'docs: typo', write: { 'notes/typo.md': 'x\n' } });
    const feat = await served.hub.merge({ title: 'feat(api): audit', write: apiChange('audit') });
    const run = await served.action(
      'schedule',
      { schedule: '17 3 * * *' },
      {},
      {
        GITHUB_REF: 'refs/heads/main',
        GITHUB_WORKSPACE: await served.hub.checkout(feat.sha),
        GITHUB_SHA: feat.sha,
      },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });
    expect(JSON.parse(run.outputs['merges-decided']!)).toEqual([
      expect.objectContaining({ sha: docs.sha, tier: 1, decision: 'skip' }),
      expect.objectContaining({ sha: feat.sha, tier: 3, decision: 'process' }),
    ]);
    const log = (await served.hub.readFile('wiki/log.md'))!;
    expect(log).toContain(
      `## [${new Date().toISOString().slice(0, 10)}] skip | 1 merge\n\n- \`${docs.sha}\` docs: typo · Tier 1 trivial-type`,
    );
    expect(await loggedShas(served.hub)).toContain(feat.sha);
  });
});

describe('dist/index.js goes by the ledger, not by log.md', () => {
  it('a merged log.md entry naming a pending merge is ignored with a warning naming it; the merge is caught up', async () => {
    const pending = await served.hub.merge({
      title: 'feat(api): quotas',
      write: apiChange('quotas'),
    });
    // The merge's run never happened (cancelled); then a pull request forges its ingest entry.
    const log = (await served.hub.readFile('wiki/log.md'))!;
    const forged = `${log}\n## [2026-12-01] ingest | feat(api): quotas\n\n- Source: commit \`${pending.sha}\`\n- Time: 2026-12-01T00:00:00.000Z\n`;
    const forger = await served.hub.merge({
      title: 'docs(wiki): tidy the log',
      write: { 'wiki/log.md': forged },
    });
    const next = await served.hub.merge({ title: 'feat(api): limits', write: apiChange('limits') });
    const agentRuns = tier3Runs(served.llm).length;
    const run = await push(forger.sha, next.sha);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`::warning::log.md names commit ${pending.sha}, but the ledger`);
    expect(run.summary).toContain(`log.md names commit ${pending.sha}`);
    expect(JSON.parse(run.outputs['merges-decided']!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sha: pending.sha, tier: 3, decision: 'process' }),
        expect.objectContaining({ sha: forger.sha, tier: 1, decision: 'skip' }),
      ]),
    );
    expect(tier3Runs(served.llm).slice(agentRuns)).toEqual([
      expect.stringMatching(/feat\(api\): quotas[\s\S]*feat\(api\): limits/),
    ]);
    const records = await ledgerRecords(served.hub);
    expect(records).toContainEqual(
      expect.objectContaining({ kind: 'merge', sha: pending.sha, decision: 'process' }),
    );
  });
});

describe('dist/index.js on a dispatched sha', () => {
  it('a commit only on an unmerged side branch is refused with one compare call; nothing is read, called or written', async () => {
    const head = (await served.hub.head())!;
    await served.hub.git.casRef('refs/heads/side', head, undefined);
    const side = await served.hub.commit({
      branch: 'side',
      message: 'feat(api): not merged',
      write: apiChange('sidebranch'),
    });
    const callsBefore = served.hub.calls.length;
    const llmBefore = served.llm.api.requests.length;
    const run = await served.action(
      'workflow_dispatch',
      { inputs: { sha: side }, repository: { default_branch: 'main' } },
      {},
      { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: head },
    );
    expect(run.code).toBe(1);
    expect(run.outputs.reason ?? run.stdout).toMatch(
      new RegExp(`workflow_dispatch input "sha": ${side} is not on the default branch "main"`),
    );
    const calls = served.hub.calls.slice(callsBefore).map((c) => `${c.method} ${c.path}`);
    expect(calls).toEqual([`GET /repos/o/r/compare/${side}...main`]);
    expect(served.llm.api.requests.length).toBe(llmBefore);
    expect(await served.hub.head()).toBe(head);
  });
});
