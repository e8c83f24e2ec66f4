// The daily cap through the bundled action as the runner runs it, against the git-backed fake
// GitHub: the ledger at its ref says what the day spent; at the cap no model is called, and every
// call a run makes is recorded there.
import { servedHub } from '../../test-support/bundle/served-hub.js';
import { apiChange, ledgerRecords } from '../../test-support/catch-up.js';
import { createGitHub } from '../../src/github/client.js';
import { gitHubLedger } from '../../src/workspace/github-ledger.js';

const served = servedHub();

describe('dist/index.js and max-daily-cost-usd', () => {
  it('at exactly the cap calls no model; with room, records each call in the ledger', async () => {
    const start = (await served.hub.head())!;
    const m = await served.hub.merge({ title: 'feat(api): capped', write: apiChange('capped') });
    // Another run spent $0.50 an hour ago.
    const io = gitHubLedger({
      repo: { owner: served.hub.owner, repo: served.hub.name },
      wikiPath: 'wiki',
      github: async () => createGitHub('ghs_x', { retries: 0, fetch: served.hub.fetch }),
    });
    const at = new Date(Date.now() - 3_600_000).toISOString();
    await io.write(
      `${JSON.stringify({ kind: 'spend', cost_usd: 0.5, model: 'm', at, run: 'r' })}\n`,
      null,
    );

    const capped = await served.push(start, m.sha, { 'max-daily-cost-usd': '0.5' });
    expect(capped.code).toBe(0);
    expect(capped.outputs).toMatchObject({ decision: 'skip', tier: '3' });
    expect(capped.outputs.reason).toMatch(
      /^max-daily-cost-usd reached: the ledger records \$0\.50 spent in the last 24 hours \(limit \$0\.50\);/,
    );
    expect(served.llm.api.requests).toHaveLength(0);
    expect(await served.hub.head()).toBe(m.sha);

    const room = await served.push(start, m.sha, { 'max-daily-cost-usd': '5' });
    expect(room.code).toBe(0);
    expect(room.outputs).toMatchObject({ decision: 'process', tier: '3' });
    const spends = (await ledgerRecords(served.hub)).filter((r) => r.kind === 'spend');
    expect(spends).toHaveLength(1 + served.llm.api.accepted.length);
    expect(spends.slice(1).every((r) => Number(r.cost_usd) > 0)).toBe(true);
  });
});
