// The daily cap through the bundled action as the runner runs it, against the git-backed fake
// GitHub: the ledger at its ref says what the day spent; at the cap no model is called, and every
// call a run makes is recorded there.
import { runAction } from '../../test-support/bundle/action.js';
import { apiChange, ledgerRecords, startLlm, type Llm } from '../../test-support/catch-up.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { createGitHub } from '../../src/github/client.js';
import { gitHubLedger } from '../../src/workspace/github-ledger.js';

let hub: GitBackedGitHub;
let llm: Llm;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n' },
  });
  llm = await startLlm();
  server = await hub.listen();
});

afterAll(async () => {
  await server.close();
  await llm.api.close();
  hub.remove();
});

async function push(before: string, after: string, inputs: Record<string, string>) {
  return runAction(
    'push',
    await hub.pushEvent(before, after),
    { 'anthropic-api-key': 'sk-ant-e2e', 'max-retries': '0', ...inputs },
    server.url,
    { ANTHROPIC_BASE_URL: llm.api.url, GITHUB_SHA: after },
  );
}

describe('dist/index.js and max-daily-cost-usd', () => {
  it('at exactly the cap calls no model; with room, records each call in the ledger', async () => {
    const start = (await hub.head())!;
    const m = await hub.merge({ title: 'feat(api): capped', write: apiChange('capped') });
    // Another run spent $0.50 an hour ago.
    const io = gitHubLedger({
      repo: { owner: hub.owner, repo: hub.name },
      wikiPath: 'wiki',
      github: async () => createGitHub('ghs_x', { retries: 0, fetch: hub.fetch }),
    });
    const at = new Date(Date.now() - 3_600_000).toISOString();
    await io.write(`${JSON.stringify({ kind: 'spend', cost_usd: 0.5, model: 'm', at, run: 'r' })}\n`, null);

    const capped = await push(start, m.sha, { 'max-daily-cost-usd': '0.5' });
    expect(capped.code).toBe(0);
    expect(capped.outputs).toMatchObject({ decision: 'skip', tier: '3' });
    expect(capped.outputs.reason).toMatch(/^max-daily-cost-usd reached: the ledger records \$0\.50/);
    expect(llm.api.requests).toHaveLength(0);
    expect(await hub.head()).toBe(m.sha);

    const room = await push(start, m.sha, { 'max-daily-cost-usd': '5' });
    expect(room.code).toBe(0);
    expect(room.outputs).toMatchObject({ decision: 'process', tier: '3' });
    const spends = (await ledgerRecords(hub)).filter((r) => r.kind === 'spend');
    expect(spends).toHaveLength(1 + llm.api.accepted.length);
    expect(spends.slice(1).every((r) => Number(r.cost_usd) > 0)).toBe(true);
  });
});
