// A long catch-up always publishes (issue 16, point 4): 20 merges with no shared reads need ~61
// agent calls, past the default max-iterations of 25, so the pipeline cuts them into Tier 3 runs
// that fit, each published before the next. Run as the action wires it, against the git-backed
// fake GitHub, with every call's spend read back from the ledger.
import type { RawInputs } from '../../src/config/parse.js';
import { runIngest } from '../../src/ingest/stage.js';
import {
  catchUpScene,
  ledgerRecords,
  loggedShas,
  runSchedule,
  seedRun,
  TIER3_MODEL,
} from '../../test-support/catch-up.js';
import {
  landMerges,
  mergeName,
  pagesFor,
  runMerges,
  startLongLlm,
} from '../../test-support/long-catch-up.js';

const MINUTES = 60_000;

const scene = catchUpScene(pagesFor(20), startLongLlm);

type Rec = Record<string, unknown>;
const ofKind = (records: Rec[], kind: string) => records.filter((r) => r.kind === kind);
/** The ledger's merge records of `shas`. */
const mergesOf = (records: Rec[], shas: string[]) =>
  ofKind(records, 'merge').filter((r) => shas.includes(String(r.sha)));
const spent = (records: Rec[]) =>
  ofKind(records, 'spend').reduce((s, r) => s + Number(r.cost_usd), 0);

/** A first merge ingested, so the ledger has a watermark to catch up from. */
async function seed(): Promise<void> {
  const { report } = await seedRun(scene.hub, scene.llm);
  expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
}

/** The merges each Tier 3 run covered, from the first message of every run since `from` calls. */
const tier3RunsSince = (from: number): string[][] =>
  scene.llm.api.accepted
    .slice(from)
    .filter((r) => r.body?.model === TIER3_MODEL && (r.body.messages as unknown[]).length === 1)
    .map((r) => runMerges(r.body!));

/** The ingest entries' headings of log.md on the default branch. */
const ingestEntries = async (): Promise<string[]> =>
  ((await scene.hub.readFile('wiki/log.md')) ?? '').match(/^## \[[^\]]+\] ingest \| .*$/gm) ?? [];

const names = (from: number, to: number): string[] =>
  Array.from({ length: to - from }, (_, i) => mergeName(from + i));

/**
 * The seed, then 20 merges whose schedule run (with `inputs`) a budget stops in run 2: merge m7's
 * answers each fill max_tokens ($0.08), so its second call cannot fit. Runs 1 and 2 started; run
 * 1's merges processed, the 13 others deferred.
 */
async function stoppedInRun2(inputs: RawInputs = { 'max-cost-usd': '0.2' }) {
  await seed();
  const shas = await landMerges(scene.hub, 20);
  scene.llm.costly.add(mergeName(7));
  const calls = scene.llm.api.accepted.length;
  const report = await runSchedule(scene.hub, scene.llm, { inputs });
  expect(tier3RunsSince(calls)).toEqual([names(0, 7), names(7, 14)]);
  expect(report.merges?.map((m) => m.decision)).toEqual([
    ...Array(7).fill('process'),
    ...Array(13).fill('deferred'),
  ]);
  return { shas, report };
}

describe('a long catch-up', () => {
  it(
    '20 merges with no shared reads publish in 3 Tier 3 runs within max-iterations 25, every call in the ledger',
    async () => {
      await seed();
      const calls = scene.llm.api.accepted.length;
      const spentBefore = spent(await ledgerRecords(scene.hub));
      const entriesBefore = (await ingestEntries()).length;
      // A Tier 1 skip first: its skip entry goes with run 1's commit, and only with it.
      const docs = await scene.hub.merge({
        title: 'docs: typo',
        write: { 'notes/typo.md': 'x\n' },
      });
      const shas = await landMerges(scene.hub, 20);
      const mergedHead = (await scene.hub.head())!;

      // 21 pending merges (max-catch-up's default is 20); max-iterations stays at its default.
      const report = await runSchedule(scene.hub, scene.llm, { inputs: { 'max-catch-up': '21' } });

      // The rule: ⌊(25 − 1) / 3⌋ = 8 merges a run at most, 20 merges in 3 balanced runs.
      expect(tier3RunsSince(calls)).toEqual([names(0, 7), names(7, 14), names(14, 20)]);
      const runs = report.tiers.filter((t) => t.tier === 3);
      expect(runs.map((t) => [t.decision, t.iterations])).toEqual([
        ['process', 22],
        ['process', 22],
        ['process', 19],
      ]);
      expect(runs.map((t) => t.reason.replace(/: updated .*/, ''))).toEqual([
        'Tier 3 run 1 of 3 (merges 1–7)',
        'Tier 3 run 2 of 3 (merges 8–14)',
        'Tier 3 run 3 of 3 (merges 15–20)',
      ]);
      expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
      expect(report.decision.reason).toMatch(
        /^20 merges reached Tier 3: 3 Tier 3 runs of at most 8 merges \(3 calls a merge and a finish within max-iterations 25, a page a merge within max-pages-changed 10\), each published before the next — run 1 \(merges 1–7\): published 7 pages in commit [0-9a-f]{7}; run 2 \(merges 8–14\): published 7 pages in commit [0-9a-f]{7}; run 3 \(merges 15–20\): published 6 pages in commit [0-9a-f]{7}\.$/,
      );
      expect(report.merges?.map((m) => [m.sha, m.decision])).toEqual([
        [docs.sha, 'skip'],
        ...shas.map((sha) => [sha, 'process']),
      ]);
      expect(report.iterations).toBe(63);
      expect(report.changes.filter((c) => c.path.startsWith('wiki/api/'))).toHaveLength(20);

      // Three wiki commits, one after the other on top of the merges, each naming its run's newest.
      const commits = await scene.hub.git.log([
        '--reverse',
        `${mergedHead}..${(await scene.hub.head())!}`,
      ]);
      expect(commits.map((c) => c.message.match(/Wiki-Ingest-Source: (\w+)/)?.[1])).toEqual([
        shas[6],
        shas[13],
        shas[19],
      ]);
      expect(report.publish?.commit_sha).toBe(commits[2]!.sha);
      for (let i = 0; i < 20; i++)
        expect(await scene.hub.readFile(`wiki/api/m${i}.md`)).toContain('exports forty constants');
      // log.md: one ingest entry per published run, oldest first, naming every merge once.
      const entries = (await ingestEntries()).slice(entriesBefore);
      expect(entries).toEqual([
        expect.stringMatching(/ingest \| feat\(api\): m0 · .* · feat\(api\): m6$/),
        expect.stringMatching(/ingest \| feat\(api\): m7 · .* · feat\(api\): m13$/),
        expect.stringMatching(/ingest \| feat\(api\): m14 · .* · feat\(api\): m19$/),
      ]);
      const logged = await loggedShas(scene.hub);
      for (const sha of [docs.sha, ...shas])
        expect(logged.filter((l) => l === sha)).toHaveLength(1);
      const skipEntry = /^## \[[^\]]+\] skip \| 1 merge$/gm;
      expect((await scene.hub.readFile('wiki/log.md'))!.match(skipEntry)).toHaveLength(1);
      const firstCommitLog = (await scene.hub.readFile('wiki/log.md', commits[0]!.sha))!;
      expect(firstCommitLog.match(skipEntry)).toHaveLength(1);

      // The ledger: every merge processed, each wiki commit, and every call's spend as it was paid.
      const records = await ledgerRecords(scene.hub);
      const mergesRecorded = mergesOf(records, shas);
      expect(mergesRecorded.map((r) => [r.sha, r.decision])).toEqual(
        shas.map((sha) => [sha, 'process']),
      );
      expect(ofKind(records, 'merge').filter((r) => r.sha === docs.sha)).toEqual([
        expect.objectContaining({ decision: 'skip' }),
      ]);
      expect(ofKind(records, 'wiki-commit').map((r) => r.sha)).toEqual(
        expect.arrayContaining(commits.map((c) => c.sha)),
      );
      const paid = scene.llm.api.accepted.slice(calls);
      expect(paid).toHaveLength(20 + 63);
      expect(ofKind(records, 'spend')).toHaveLength(scene.llm.api.accepted.length);
      expect(spent(records) - spentBefore).toBeCloseTo(report.cost_usd!, 6);
      // The log entries' costs add up to the run's, each call counted once.
      const log = (await scene.hub.readFile('wiki/log.md'))!;
      const costs = [...log.matchAll(/^- Cost: \$([\d.]+)/gm)].map((m) => Number(m[1]));
      expect(costs.slice(-3).reduce((a, b) => a + b, 0)).toBeCloseTo(report.cost_usd!, 3);

      console.log(
        `20-merge catch-up: ${runs.length} Tier 3 runs, ${paid.length} calls (${paid.length - 20} Tier 3, 20 triage), $${report.cost_usd!.toFixed(4)}, published (${commits.length} wiki commits, max ${Math.max(...runs.map((t) => t.iterations))} turns a run at max-iterations 25)`,
      );

      // Caught up: the next schedule run has nothing to do.
      const again = await runSchedule(scene.hub, scene.llm);
      expect(again.decision.reason).toMatch(/^Nothing to catch up/);
    },
    20 * MINUTES,
  );

  it(
    'a budget stop in run 2 defers its merges and the later ones; a later run catches them up',
    async () => {
      // Run 2's first read fills max_tokens: its next call would pass max-cost-usd 0.20, so it stops
      // with nothing written.
      const { shas, report } = await stoppedInRun2();
      expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
      expect(report.decision.reason).toMatch(
        /run 1 \(merges 1–7\): published 7 pages in commit [0-9a-f]{7}; run 2 \(merges 8–14\): stopped, \$0\.\d+ spent, nothing published; deferred; run 3 \(merges 15–20\): not started, deferred\.$/,
      );
      expect(report.merges?.[7]!.reason).toMatch(
        /^Tier 3 run 2 of 3 \(merges 8–14\) was stopped by a budget \(\$0\.\d+ spent, recorded in the ledger\) with nothing published: Budget max-cost-usd/,
      );
      expect(report.merges?.[14]!.reason).toBe(
        'Tier 3 run 3 of 3 (merges 15–20) was not started: Tier 3 run 2 of 3 (merges 8–14) published nothing; a later run catches it up.',
      );
      expect((await ingestEntries()).filter((e) => / m7 /.test(e) || /m7$/.test(e))).toEqual([]);
      const records = await ledgerRecords(scene.hub);
      const recorded = mergesOf(records, shas);
      // Only run 1's merges are decided; the deferred ones have no record (not even a budget stop).
      expect(recorded.map((r) => [r.sha, r.decision])).toEqual(
        shas.slice(0, 7).map((sha) => [sha, 'process']),
      );
      expect(ofKind(records, 'spend')).toHaveLength(scene.llm.api.accepted.length);
      expect(spent(records)).toBeGreaterThan(0.15);
      const logged = await loggedShas(scene.hub);
      for (const sha of shas.slice(7)) expect(logged).not.toContain(sha);

      // The next run takes the 13 deferred merges first, with the whole budget: 7 and 6.
      scene.llm.costly.clear();
      const before = scene.llm.api.accepted.length;
      const later = await runSchedule(scene.hub, scene.llm);
      expect(tier3RunsSince(before)).toEqual([names(7, 14), names(14, 20)]);
      expect(later.merges?.map((m) => [m.sha, m.decision])).toEqual(
        shas.slice(7).map((sha) => [sha, 'process']),
      );
      const all = await loggedShas(scene.hub);
      for (const sha of shas) expect(all.filter((l) => l === sha)).toHaveLength(1);
    },
    20 * MINUTES,
  );

  it(
    "the day's cap is shared too: passed in run 2, it stops that run and defers the rest",
    async () => {
      // Run 2's first read fills max_tokens: its next call would pass the day's $0.22 (the seed's
      // spend counts too), so it is refused.
      const inputs = { 'max-daily-cost-usd': '0.22', 'max-cost-usd': '5' };
      const { shas, report } = await stoppedInRun2(inputs);
      expect(report.merges?.[7]!.reason).toMatch(
        /^Tier 3 run 2 of 3 \(merges 8–14\) was stopped by a budget \(\$0\.\d+ spent, recorded in the ledger\) with nothing published: Budget max-daily-cost-usd \(\$0\.22\) would be passed/,
      );
      const records = await ledgerRecords(scene.hub);
      expect(ofKind(records, 'spend')).toHaveLength(scene.llm.api.accepted.length);
      const recorded = mergesOf(records, shas);
      expect(recorded.map((r) => r.decision)).toEqual(Array(7).fill('process'));
      // The gate never lets the day pass its cap; lowered below what the day spent, the next run
      // calls no model and the 13 merges still wait.
      const before = scene.llm.api.requests.length;
      const lowered = { ...inputs, 'max-daily-cost-usd': '0.1' };
      const next = await runSchedule(scene.hub, scene.llm, { inputs: lowered });
      expect(next.decision.reason).toMatch(/^max-daily-cost-usd reached/);
      expect(scene.llm.api.requests.length).toBe(before);
      expect(next.merges?.map((m) => m.decision)).toEqual(Array(13).fill('deferred'));
    },
    20 * MINUTES,
  );

  it(
    'a wiki edited while run 2 works stops it at the guard: run 1 stays published, run 3 waits',
    async () => {
      await seed();
      const shas = await landMerges(scene.hub, 20);
      const person = 'wiki/api/m0.md';
      const report = await runSchedule(scene.hub, scene.llm, {
        stages: {
          ingest: async (input) => {
            const out = await runIngest(input);
            if (input.sources?.some((m) => m.title === 'feat(api): m7'))
              await scene.hub.commit({
                message: 'docs: a person edits',
                write: { [person]: '# M0\n' },
              });
            return out;
          },
        },
      });
      const head = (await scene.hub.head())!;
      expect([(await scene.hub.git.commit(head))!.message, report.decision.reason]).toEqual([
        'docs: a person edits',
        expect.anything(),
      ]);
      expect(await scene.hub.readFile(person)).toBe('# M0\n');
      expect(report.decision).toMatchObject({ tier: 3, decision: 'failed' });
      expect(report.decision.reason).toMatch(
        /run 2 \(merges 8–14\): published nothing: Publishing failed \(commit\): The wiki on "main" changed while this run was working .*; run 3 \(merges 15–20\): not started, deferred\.$/,
      );
      expect(report.merges?.map((m) => m.decision)).toEqual([
        ...Array(7).fill('process'),
        ...Array(7).fill('failed'),
        ...Array(6).fill('deferred'),
      ]);
      // Nothing of run 2 was written: one ingest entry for this catch-up, run 1's pages only.
      expect(await scene.hub.readFile('wiki/api/m7.md')).not.toContain('exports forty constants');
      const records = await ledgerRecords(scene.hub);
      const recorded = mergesOf(records, shas);
      expect(recorded.map((r) => r.decision)).toEqual([
        ...Array(7).fill('process'),
        ...Array(7).fill('failed'),
      ]);
      expect(ofKind(records, 'spend')).toHaveLength(scene.llm.api.accepted.length);
    },
    20 * MINUTES,
  );
});
