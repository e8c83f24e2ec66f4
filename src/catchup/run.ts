// No merge left behind: a run decides every merge since the last one log.md names (the watermark)
// up to the head it was started for, each through Tiers 1–2, and sends every merge that continues
// to ONE Tier 3 run over their combined change. Skips are logged with that wiki commit; a merge
// whose Tier 3 failed or was deferred is not logged, so the watermark stays and a later run
// catches it up. Loaded with `await import()` once a merge has passed Tier 1.
import type { Config } from '../config.js';
import {
  anthropicClient,
  tier1Report,
  withIngest,
  withPublish,
  withTriage,
  workspaceOf,
} from '../fold.js';
import type { SkippedMerge } from '../ingest/log-entry.js';
import { addUsage, emptyUsage, money, sumCost } from '../llm/usage.js';
import { runPublish } from '../publish/stage.js';
import type { MergeHistory, PendingMerges, PipelineDeps, Tier1Result } from '../stages.js';
import { classesByPath, classifyDetailed } from '../tiers/prefilter.js';
import type { MergeDecision, MergeInfo, Report } from '../types.js';
import { isLogged, readLedger, spentInLastDay, type Ledger } from './ledger.js';

/** The merge a run was started for, already past Tier 1 (none for schedule / workflow_dispatch). */
export interface HeadMerge {
  merge: MergeInfo;
  t1: Tier1Result;
  report: Report;
}

type CatchUpDeps = PipelineDeps & { history: MergeHistory };

interface Candidate {
  merge: MergeInfo;
  t1: Tier1Result;
  decision: MergeDecision;
}

const short = (sha: string | undefined): string => (sha ? sha.slice(0, 7) : 'unknown');

const decided = (merge: MergeInfo, d: Omit<MergeDecision, 'sha' | 'title'>): MergeDecision => ({
  ...(merge.sha ? { sha: merge.sha } : {}),
  title: merge.title,
  ...d,
});

/** The merges after the watermark, read from the history; a failed read is said, never silent. */
async function pendingMerges(
  history: MergeHistory,
  from: string | undefined,
  ledger: Ledger,
  max: number,
  warnings: string[],
): Promise<PendingMerges> {
  const none: PendingMerges = { merges: [], older: 0, complete: true };
  if (!from) return none;
  try {
    const pending = await history.since({
      from,
      isLogged: (sha) => isLogged(ledger, sha),
      max,
    });
    if (pending.older > 0)
      warnings.push(
        `${pending.older} merge${pending.older === 1 ? '' : 's'} since the last one log.md names ${pending.older === 1 ? 'is' : 'are'} older than max-catch-up allows (${max} more in this run) and ${pending.older === 1 ? 'was' : 'were'} not decided; once a newer merge is logged the watermark moves past them, so ingest them by hand (wiki-ingest run --commit <sha>) and raise max-catch-up for future catch-ups.`,
      );
    if (!pending.complete)
      warnings.push(
        `The last merge log.md names was not found within the commits read before ${short(from)}; merges older than those decided here were not looked at.`,
      );
    return pending;
  } catch (e) {
    warnings.push(
      `Could not read the branch history to catch up with earlier merges (${(e as Error).message}); only this run's merge was decided, and the next run catches up.`,
    );
    return none;
  }
}

function summaryReport(base: Report, decision: Report['decision']): Report {
  return { ...base, decision };
}

export async function catchUp(
  head: HeadMerge | null,
  config: Config,
  deps: CatchUpDeps,
): Promise<Report> {
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const ledger = readLedger(snapshot.existing.log);
  const warnings: string[] = [];

  if (head?.merge.sha && isLogged(ledger, head.merge.sha)) {
    const reason = `already-ingested: log.md already records commit ${short(head.merge.sha)}; nothing to do.`;
    return {
      ...summaryReport(head.report, { tier: 1, decision: 'skip', rule: null, reason }),
      merges: [decided(head.merge, { tier: 1, decision: 'already-ingested', rule: null, reason })],
    };
  }

  // Without a logged merge the watermark is the commit before the push: nothing earlier is
  // pending. A schedule run then decides the branch head's merge alone.
  const hasWatermark = ledger.shas.length > 0;
  // A push's own commits end at `before` (its base_sha); a pull_request event's base is the PR's
  // base, which need not be the merge commit's parent, so its walk starts at the merge itself.
  const ownBase = head?.merge.commits !== undefined ? head.merge.base_sha : undefined;
  const from = head ? (ownBase ?? head.merge.sha) : await deps.history.head();
  // The walk counts the run's own merge when it starts there; max-catch-up counts it too.
  const room = head && ownBase ? config.maxCatchUp - 1 : config.maxCatchUp;
  let pending: PendingMerges = { merges: [], older: 0, complete: true };
  if (hasWatermark) pending = await pendingMerges(deps.history, from, ledger, room, warnings);
  else if (!head) {
    pending = await pendingMerges(deps.history, from, ledger, 1, []);
    warnings.push(
      'log.md names no merge yet, so there is no watermark: this run decided the newest merge on the branch only; later runs catch up from it.',
    );
  }

  const own = head?.merge.sha;
  const candidates: Candidate[] = pending.merges
    .filter((merge) => merge.sha !== own)
    .map((merge) => {
      const t1 = classifyDetailed(merge, config);
      return {
        merge,
        t1,
        decision: decided(merge, {
          tier: 1,
          decision: t1.decision.decision === 'skip' ? 'skip' : 'process',
          rule: t1.decision.rule,
          reason: t1.decision.reason,
        }),
      };
    });
  if (head)
    candidates.push({
      merge: head.merge,
      t1: head.t1,
      decision: decided(head.merge, {
        tier: 1,
        decision: 'process',
        rule: null,
        reason: head.t1.decision.reason,
      }),
    });

  if (candidates.length === 0) {
    const reason = `Nothing to catch up: log.md records the last merge on the branch (${short(from)}).`;
    return emptyReport(reason, warnings);
  }

  // The report follows the run's own merge; a schedule run's, the newest one it decides.
  const primary = head ?? primaryOf(candidates);
  let report: Report = {
    ...primary.report,
    warnings: [...primary.report.warnings, ...warnings],
  };
  const finish = (r: Report): Report =>
    candidates.length > 1 || !head ? { ...r, merges: candidates.map((c) => c.decision) } : r;

  let going = candidates.filter((c) => c.t1.decision.decision === 'continue');
  if (going.length === 0)
    return finish(
      summaryReport(report, {
        tier: 1,
        decision: 'skip',
        rule: null,
        reason: `All ${candidates.length} merges were skipped at Tier 1; they are logged with the next wiki commit.`,
      }),
    );

  // A branch that cannot take the commit (protected, publish-mode commit) is said before any
  // model is paid; nothing is logged, so a later run with a working setup catches up.
  if (config.publishMode !== 'dry-run') {
    const refusal = await workspace.publishRefusal?.();
    if (refusal)
      return finish(
        summaryReport(report, { tier: 1, decision: 'failed', rule: null, reason: refusal }),
      );
  }

  const now = (deps.clock ?? (() => new Date()))();
  if (config.maxDailyCostUsd !== null) {
    const spent = spentInLastDay(ledger, now);
    if (spent >= config.maxDailyCostUsd) {
      const reason = `max-daily-cost-usd reached: log.md records ${money(spent)} spent in the last 24 hours (limit $${config.maxDailyCostUsd}); Tier 3 was not started, and a later run catches up ${going.length === 1 ? 'this merge' : `these ${going.length} merges`}.`;
      for (const c of going)
        c.decision = { ...c.decision, tier: 3, decision: 'deferred', rule: null, reason };
      return finish(summaryReport(report, { tier: 3, decision: 'skip', rule: null, reason }));
    }
  }

  let likelyType: string | null = null;
  if (config.triage) {
    const triage = deps.stages?.triage ?? (await import('../tiers/tier2.js')).runTriage;
    const client = await anthropicClient(config, deps);
    for (const c of going) {
      const t2 = await triage({
        merge: c.merge,
        config,
        client,
        fileClasses: classesByPath(c.merge, c.t1.files),
      });
      const d = t2.decision;
      c.decision = { ...c.decision, tier: 2, decision: d.decision, rule: null, reason: d.reason };
      if (c.merge === primary.merge) report = withTriage(report, t2);
      else
        report = {
          ...report,
          usage: addUsage(report.usage, d.usage),
          cost_usd: sumCost([report.cost_usd, d.cost_usd]),
          warnings: [...report.warnings, ...t2.warnings],
        };
      if (d.decision === 'process') likelyType ??= d.likely_type;
    }
    going = going.filter((c) => c.decision.decision === 'process');
    if (going.length === 0)
      return finish(
        candidates.length === 1
          ? report
          : summaryReport(report, {
              tier: 2,
              decision: 'skip',
              rule: null,
              reason: `All ${candidates.length} merges were skipped (Tiers 1–2); they are logged with the next wiki commit.`,
            }),
      );
  }

  const skipped: SkippedMerge[] = config.logSkips
    ? candidates
        .filter((c) => c.decision.decision === 'skip')
        .map((c) => ({
          ...(c.merge.sha ? { sha: c.merge.sha } : {}),
          title: c.merge.title,
          tier: c.decision.tier === 2 ? 2 : 1,
          rule: c.decision.rule,
          reason: c.decision.reason,
        }))
    : [];
  const newest = going[going.length - 1]!.merge;
  const ingest = deps.stages?.ingest ?? (await import('../ingest/stage.js')).runIngest;
  const t3 = await ingest({
    merge: newest,
    ...(going.length > 1 ? { sources: going.map((c) => c.merge) } : {}),
    ...(skipped.length ? { skipped } : {}),
    config,
    client: await anthropicClient(config, deps),
    snapshot,
    readSource: workspace.readSource(newest),
    likelyType,
    earlier: { usage: report.usage, cost_usd: report.cost_usd },
    clock: () => now,
  });
  report = withIngest(report, t3);
  const outcome = (): void => {
    for (const c of going)
      c.decision = {
        ...c.decision,
        tier: 3,
        decision: report.decision.decision === 'failed' ? 'failed' : 'process',
        rule: null,
        reason: report.decision.reason,
      };
  };
  if (!t3.output) {
    outcome();
    return finish(report);
  }
  const published = await runPublish(
    workspace,
    t3.output,
    newest,
    snapshot.base,
    config.publishMode,
  );
  report = withPublish(report, published);
  outcome();
  return finish(report);
}

/** A schedule run's report follows the newest merge it decides. */
function primaryOf(candidates: Candidate[]): HeadMerge {
  const last = candidates[candidates.length - 1]!;
  return { merge: last.merge, t1: last.t1, report: tier1Report(last.merge, last.t1) };
}

function emptyReport(reason: string, warnings: string[]): Report {
  return {
    decision: { tier: 1, decision: 'skip', rule: null, reason },
    tiers: [],
    iterations: 0,
    changes: [],
    usage: emptyUsage(),
    cost_usd: 0,
    warnings,
    merge: { title: '(no merge)' },
    merges: [],
  };
}

/** A schedule / workflow_dispatch run: catch up from the watermark to the default branch head. */
export function catchUpToHead(config: Config, deps: CatchUpDeps): Promise<Report> {
  return catchUp(null, config, deps);
}
