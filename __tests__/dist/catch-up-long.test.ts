// A long catch-up through the bundled action as the runner runs it: a nightly schedule run over 20
// merges with no shared reads (about 61 agent calls in one run, past max-iterations 25) publishes
// in 3 Tier 3 runs, and the ledger holds every call's spend, every merge and every wiki commit.
import { runAction } from '../../test-support/bundle/action.js';
import { apiChange, ledgerRecords } from '../../test-support/catch-up.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import {
  landMerges,
  pagesFor,
  startLongLlm,
  type LongLlm,
} from '../../test-support/long-catch-up.js';

let hub: GitBackedGitHub;
let llm: LongLlm;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n', ...pagesFor(20) },
  });
  llm = await startLongLlm();
  server = await hub.listen();
});

afterAll(async () => {
  await server.close();
  await llm.api.close();
  hub.remove();
});

const INPUTS = { 'anthropic-api-key': 'sk-ant-e2e', 'max-retries': '0' };

describe('dist/index.js on a long catch-up', () => {
  it('a schedule run over 20 merges publishes 3 Tier 3 runs, each its own commit, all in the ledger', async () => {
    const start = (await hub.head())!;
    const seed = await hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
    const seeded = await runAction(
      'push',
      await hub.pushEvent(start, seed.sha),
      INPUTS,
      server.url,
      {
        ANTHROPIC_BASE_URL: llm.api.url,
        GITHUB_WORKSPACE: await hub.checkout(seed.sha),
        GITHUB_SHA: seed.sha,
      },
    );
    expect(seeded.outputs).toMatchObject({ decision: 'process', tier: '3' });

    const shas = await landMerges(hub, 20);
    const merged = (await hub.head())!;
    const run = await runAction('schedule', { schedule: '17 3 * * *' }, INPUTS, server.url, {
      ANTHROPIC_BASE_URL: llm.api.url,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_WORKSPACE: await hub.checkout(merged),
      GITHUB_SHA: merged,
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });
    expect(run.outputs.reason).toMatch(
      /^20 merges reached Tier 3: 3 Tier 3 runs of at most 8 merges/,
    );
    expect(run.outputs['commit-sha']).toBe(await hub.head());
    expect(JSON.parse(run.outputs['merges-decided']!)).toEqual(
      shas.map((sha) => expect.objectContaining({ sha, tier: 3, decision: 'process' })),
    );
    expect(run.summary).toContain('Tier 3 run 2 of 3 (merges 8–14)');
    expect(run.summary).toContain('Tier 3: 63 iterations');

    const commits = await hub.git.log(['--reverse', `${merged}..${(await hub.head())!}`]);
    expect(commits).toHaveLength(3);
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log.match(/^## \[[^\]]+\] ingest \| /gm)).toHaveLength(1 + 3);
    const records = await ledgerRecords(hub);
    expect(records.filter((r) => r.kind === 'spend')).toHaveLength(llm.api.accepted.length);
    expect(
      records
        .filter((r) => r.kind === 'merge' && shas.includes(String(r.sha)))
        .map((r) => r.decision),
    ).toEqual(Array(20).fill('process'));
    expect(records.filter((r) => r.kind === 'wiki-commit').map((r) => r.sha)).toEqual(
      expect.arrayContaining(commits.map((c) => c.sha)),
    );
  }, 600_000);
});
