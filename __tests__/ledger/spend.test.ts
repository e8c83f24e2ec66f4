// Honest spend, tried as an unlucky user would: every model call is recorded in the ledger when
// it is made, whatever the run's end (failed, stopped by a budget, skipped after triage), the
// daily cap is checked before each call, and a merge a budget stopped is retried once only.
import { startFakeMessagesApi, type Script } from '../../test-support/fake-messages-api.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import {
  apiChange,
  ledgerRecords,
  runPush,
  runSchedule,
  TIER3_MODEL,
  type Llm,
} from '../../test-support/catch-up.js';
import type { LedgerIO } from '../../src/ledger/store.js';

let hub: GitBackedGitHub;
let llm: Llm;
/** What Tier 2 answers, and the Tier 3 answers queued before the default `finish`. */
let triageSays: 'process' | 'skip';
let tier3: Script[];

beforeEach(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n' },
  });
  triageSays = 'process';
  tier3 = [];
  const api = await startFakeMessagesApi({
    replies: (body) => {
      if (body.model !== TIER3_MODEL)
        return {
          content: [
            {
              type: 'text',
              text: JSON.stringify({ decision: triageSays, reason: 'Said so.', likely_type: null }),
            },
          ],
        };
      return (
        tier3.shift() ?? {
          content: [{ type: 'tool_use', name: 'finish', input: { summary: 'Nothing to add.' } }],
        }
      );
    },
  });
  llm = { api, failing: null };
});

afterEach(async () => {
  await llm.api.close();
  hub.remove();
});

const readPage: Script = {
  content: [{ type: 'tool_use', name: 'read_page', input: { slug: 'nothing-here' } }],
};
const overloaded: Script = { status: 529, error_type: 'overloaded_error', message: 'Overloaded' };

type Rec = Record<string, unknown>;
const spends = (records: Rec[]) => records.filter((r) => r.kind === 'spend');
const spent = (records: Rec[]) => spends(records).reduce((s, r) => s + Number(r.cost_usd), 0);

/** A first merge ingested, so the ledger has a watermark. */
async function seed(): Promise<string> {
  const before = (await hub.head())!;
  const seeded = await hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
  const report = await runPush(hub, llm, before, seeded.sha);
  expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
  return seeded.sha;
}

describe('the spend ledger', () => {
  it('a run that pays and then fails records every call; the next run counts it against the cap', async () => {
    const base = await seed();
    const paidBefore = spent(await ledgerRecords(hub));
    const m = await hub.merge({ title: 'feat(api): fails late', write: apiChange('late') });
    tier3 = [readPage, overloaded];
    const calls = llm.api.accepted.length;
    const failed = await runPush(hub, llm, base, m.sha);
    expect(failed.decision.decision).toBe('failed');
    const records = await ledgerRecords(hub);
    // Tier 2 and the Tier 3 turn that completed, each recorded when it returned; the 529 cost nothing.
    const answered = llm.api.accepted.filter((r) => r.status === 200);
    expect(llm.api.accepted.slice(calls).map((r) => r.status)).toEqual([200, 200, 529]);
    expect(spends(records).length).toBe(answered.length);
    expect(records).toContainEqual(
      expect.objectContaining({ kind: 'merge', sha: m.sha, decision: 'failed' }),
    );
    const day = spent(records);
    expect(day).toBeGreaterThan(paidBefore);

    // A cap of exactly what the day records: reached, so no model is called.
    const before = llm.api.requests.length;
    const capped = await runSchedule(hub, llm, { inputs: { 'max-daily-cost-usd': String(day) } });
    expect(capped.merges).toEqual([expect.objectContaining({ sha: m.sha, decision: 'deferred' })]);
    expect(capped.decision.reason).toMatch(/^max-daily-cost-usd reached: the ledger records/);
    expect(llm.api.requests.length).toBe(before);
  });

  it('a call sent and never answered is recorded at its estimate, marked so', async () => {
    const base = await seed();
    const m = await hub.merge({ title: 'feat(api): drops', write: apiChange('drops') });
    // The connection drops after the request went out, every retry alike.
    tier3 = [readPage, ...Array.from({ length: 6 }, (): Script => ({ drop: true }))];
    const failed = await runPush(hub, llm, base, m.sha);
    expect(failed.decision.decision).toBe('failed');
    const records = spends(await ledgerRecords(hub));
    const answered = llm.api.accepted.filter((r) => r.status === 200);
    expect(records.filter((r) => !r.estimated)).toHaveLength(answered.length);
    expect(records.filter((r) => r.estimated)).toEqual([
      expect.objectContaining({
        model: TIER3_MODEL,
        estimated: true,
        cost_usd: expect.any(Number),
      }),
    ]);
    expect(Number(records.find((r) => r.estimated)!.cost_usd)).toBeGreaterThan(0);
  });

  it('Tier 2 spend on a merge it skips is recorded', async () => {
    const base = await seed();
    const m = await hub.merge({ title: 'feat(api): internal', write: apiChange('internal') });
    triageSays = 'skip';
    const calls = llm.api.accepted.length;
    const report = await runPush(hub, llm, base, m.sha);
    expect(report.decision).toMatchObject({ tier: 2, decision: 'skip' });
    expect(llm.api.accepted.length - calls).toBe(1);
    const records = await ledgerRecords(hub);
    expect(spends(records).length).toBe(llm.api.accepted.length);
    expect(Number(spends(records).at(-1)!.cost_usd)).toBeGreaterThan(0);
  });

  it('a merge a budget stopped is retried once by catch-up, then only by a run started by hand', async () => {
    const base = await seed();
    const m = await hub.merge({ title: 'feat(api): costly', write: apiChange('costly') });
    // Room for Tier 2's call, not for the most Tier 3's first turn can cost (output at max_tokens).
    const tight = { 'max-cost-usd': '0.05' };
    tier3 = [readPage];
    const first = await runPush(hub, llm, base, m.sha, { inputs: tight });
    expect(first.decision.decision).toBe('failed');
    expect(first.warnings).toContainEqual(
      expect.stringMatching(
        /^A budget stopped Tier 3 .*catch-up retries this merge once by itself/,
      ),
    );
    const stops = async () =>
      (await ledgerRecords(hub)).filter((r) => r.kind === 'merge' && r.sha === m.sha);
    expect(await stops()).toEqual([expect.objectContaining({ decision: 'budget' })]);

    tier3 = [readPage];
    const retry = await runSchedule(hub, llm, { inputs: tight });
    expect(retry.warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(`merge ${m.sha.slice(0, 7)}\\w* before; it is retried once now`),
      ),
    );
    expect(await stops()).toHaveLength(2);

    // Stopped twice: catch-up no longer pays for it by itself, and says so.
    const calls = llm.api.requests.length;
    const idle = await runSchedule(hub, llm, { inputs: tight });
    expect(llm.api.requests.length).toBe(calls);
    expect(idle.warnings).toContainEqual(
      expect.stringMatching(/no longer retries it by itself; start the workflow by hand/),
    );

    const forced = await runSchedule(hub, llm, { force: true });
    expect(forced.merges).toEqual([
      expect.objectContaining({ sha: m.sha, tier: 3, decision: 'process' }),
    ]);
  });

  it('a run whose Tier 3 ends after another run spent the day past the cap publishes nothing', async () => {
    const base = await seed();
    const m = await hub.merge({ title: 'feat(api): racing', write: apiChange('racing') });
    const head = await hub.head();
    // Another run records $5 right after this run's Tier 3 call is recorded, before it publishes.
    let raced = false;
    const tier3Spends = (text: string) => text.split(`"model":"${TIER3_MODEL}"`).length;
    let before: number | undefined;
    const wrapLedger = (io: LedgerIO): LedgerIO => ({
      ...io,
      write: async (text, parent) => {
        before ??= tier3Spends(text);
        const written = await io.write(text, parent);
        if (!raced && written !== 'conflict' && tier3Spends(text) > before) {
          const other = {
            kind: 'spend',
            cost_usd: 5,
            model: 'm',
            at: new Date().toISOString(),
            run: 'other',
          };
          raced = (await io.write(`${text}${JSON.stringify(other)}\n`, written)) !== 'conflict';
        }
        return written;
      },
    });
    const report = await runPush(hub, llm, base, m.sha, {
      inputs: { 'max-daily-cost-usd': '1' },
      wrapLedger,
    });
    expect(raced).toBe(true);
    expect(report.decision.reason).toMatch(
      /^max-daily-cost-usd \(\$1\.00\) was passed while this run worked: another run spent meanwhile/,
    );
    expect(report.decision).toMatchObject({ tier: 3, decision: 'skip' });
    expect(report.publish).toBeUndefined();
    expect(await hub.head()).toBe(head);
    expect(await ledgerRecords(hub)).toContainEqual(
      expect.objectContaining({ kind: 'merge', sha: m.sha, decision: 'budget' }),
    );
  });

  it('told the budget is nearly spent, a stopped agent publishes the pages it wrote as a partial update', async () => {
    const base = await seed();
    const m = await hub.merge({ title: 'feat(api): partly', write: apiChange('partly') });
    const create: Script = {
      content: [
        {
          type: 'tool_use',
          name: 'create_page',
          input: {
            slug: 'partly',
            type: 'feature',
            title: 'Partly',
            description: 'Written before the budget stop.',
            tags: [],
            related: [],
            body: '# Partly\n',
          },
        },
      ],
    };
    tier3 = [create, readPage];
    const calls = llm.api.accepted.length;
    const report = await runPush(hub, llm, base, m.sha, { inputs: { 'max-iterations': '2' } });
    // The result of the first turn told the agent to finish: the next turn is the last one.
    const second = llm.api.accepted.slice(calls).filter((r) => r.body?.model === TIER3_MODEL)[1]!;
    expect(JSON.stringify(second.body!.messages)).toMatch(
      /\[Budget: this is the last call the budget allows: finish now\./,
    );
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(report.decision.reason).toMatch(/^Partial: Budget max-iterations \(2\) reached/);
    expect(report.publish?.commit_sha).toBe(await hub.head());
    expect(await hub.readFile('wiki/partly.md')).toContain('# Partly');
    expect(await hub.readFile('wiki/log.md')).toMatch(
      /## \[\d{4}-\d{2}-\d{2}\] partial \| feat\(api\): partly/,
    );
    expect(await ledgerRecords(hub)).toContainEqual(
      expect.objectContaining({ kind: 'merge', sha: m.sha, decision: 'partial' }),
    );
  });
});
