// Folding stage results into the Report: the one place a Report (and each merge's decision in
// it) is built; the orchestrator (src/pipeline.ts) calls these in order.
import { addUsage, emptyUsage, sumCost } from './llm/usage.js';
import type { PublishResult } from './ports.js';
import type { IngestResult } from './ingest/stage.js';
import type { Tier1Result } from './prefilter/covered-changes.js';
import type { TriageResult } from './triage/stage.js';
import type { MergeDecision, MergeInfo, MergeOutcome, Report } from './types.js';

/** The merge a run was started for, already past Tier 1 (none for schedule / workflow_dispatch). */
export interface OwnMerge {
  merge: MergeInfo;
  t1: Tier1Result;
  report: Report;
}

/** A merge being decided in a run, with its decision so far. */
export interface Candidate {
  merge: MergeInfo;
  t1: Tier1Result;
  decision: MergeDecision;
  /** What the models cost for this merge: its triage, and its share of Tier 3. */
  cost_usd?: number | null;
  /** What the ledger records of it when the run ends (none: it is decided again later). */
  outcome?: MergeOutcome;
}

/** A merge's decision as the report lists it: sha and title, then the tier's verdict. */
export const decided = (
  merge: MergeInfo,
  d: Omit<MergeDecision, 'sha' | 'title'>,
): MergeDecision => ({
  ...(merge.sha ? { sha: merge.sha } : {}),
  title: merge.title,
  ...d,
});

export const candidateOf = (merge: MergeInfo, t1: Tier1Result): Candidate => ({
  merge,
  t1,
  decision: decided(merge, {
    tier: 1,
    decision: t1.decision.decision === 'skip' ? 'skip' : 'process',
    rule: t1.decision.rule,
    reason: t1.decision.reason,
  }),
});

/** A run that decided no merge at all (a catch-up with nothing pending). */
export function emptyReport(reason: string, warnings: string[]): Report {
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

export function tier1Report(merge: MergeInfo, t1: Tier1Result): Report {
  return {
    decision: {
      tier: 1,
      decision: t1.decision.decision === 'skip' ? 'skip' : 'process',
      rule: t1.decision.rule,
      reason: t1.decision.reason,
    },
    tiers: [t1.decision],
    iterations: 0,
    changes: [],
    usage: emptyUsage(),
    // Nothing has been spent yet; a later tier sets null when a model has no known price.
    cost_usd: 0,
    warnings: [],
    merge: {
      title: merge.title,
      ...(merge.sha ? { sha: merge.sha } : {}),
      ...(merge.pr !== undefined ? { pr: merge.pr } : {}),
      ...(merge.url ? { url: merge.url } : {}),
    },
    files: t1.files,
    ...(t1.decision.decision === 'skip' && t1.covering?.length
      ? { stale: t1.covering.map((c) => ({ ...c, ...(merge.sha ? { sha: merge.sha } : {}) })) }
      : {}),
  };
}

export function withTriage(report: Report, t2: TriageResult): Report {
  const d = t2.decision;
  return {
    ...withOtherTriage(report, t2),
    decision: { tier: 2, decision: d.decision, rule: null, reason: d.reason },
    tiers: [...report.tiers, d],
  };
}

/** The usage, cost and warnings of a merge's triage when the report follows another merge. */
export function withOtherTriage(report: Report, t2: TriageResult): Report {
  return {
    ...report,
    usage: addUsage(report.usage, t2.decision.usage),
    cost_usd: sumCost([report.cost_usd, t2.decision.cost_usd]),
    warnings: [...report.warnings, ...t2.warnings],
  };
}

export function withIngest(report: Report, t3: IngestResult): Report {
  const r = t3.result;
  const refused = [...(report.refused ?? []), ...(t3.refused ?? [])];
  return {
    ...report,
    // What Tier 3 was asked to check and left stale replaces the skips' list (it covered them).
    ...(t3.stale ? { stale: t3.stale } : {}),
    ...(refused.length ? { refused } : {}),
    ...(t3.said !== undefined ? { agent_says: t3.said } : {}),
    decision: { tier: 3, decision: r.decision, rule: null, reason: r.reason },
    tiers: [...report.tiers, r],
    iterations: r.iterations,
    usage: addUsage(report.usage, r.usage),
    cost_usd: sumCost([report.cost_usd, r.cost_usd]),
    telemetry: t3.telemetry,
    warnings: [...report.warnings, ...t3.warnings],
  };
}

export function withPublish(report: Report, published: PublishResult): Report {
  if (!published.ok)
    return {
      ...report,
      decision: { tier: 3, decision: 'failed', rule: null, reason: published.reason },
      // What exists even so (a commit on the rolling branch), so the outputs say it.
      ...(published.published?.publish
        ? { changes: published.changes ?? [], publish: published.published.publish }
        : {}),
    };
  const { publish, diffs } = published.published;
  return {
    ...report,
    changes: published.changes,
    ...(publish ? { publish } : {}),
    ...(diffs ? { diffs } : {}),
  };
}

/** A Tier 3 run of a long catch-up, its result's reason opening with which run it was. */
export const withRunLabel = (t3: IngestResult, label: string): IngestResult => ({
  ...t3,
  result: { ...t3.result, reason: `${label}: ${t3.result.reason}` },
});

/**
 * A later Tier 3 run of a long catch-up, folded onto the report of the runs before it (`after` is
 * `before` with that run's ingest and publish folded in): usage, cost and tiers already add up;
 * turns, telemetry, changed files and diffs are added here, and the publish is the newest one.
 */
export function withLaterRun(before: Report, after: Report): Report {
  const changes = new Map(before.changes.map((c) => [c.path, c]));
  // A page the earlier run created and this one updated is still a creation, once; its line
  // counts, each against another version, would add up to nothing true: they are left out.
  for (const c of after.changes) {
    const was = changes.get(c.path);
    if (!was) changes.set(c.path, c);
    else if (was.lines) changes.set(c.path, { path: was.path, action: was.action });
  }
  const publish = after.publish ?? before.publish;
  const diffs =
    after.diffs === before.diffs ? before.diffs : [...(before.diffs ?? []), ...(after.diffs ?? [])];
  const stale = new Map(
    [...(before.stale ?? []), ...(after.stale ?? [])].map((s) => [`${s.slug}\0${s.path}`, s]),
  );
  return {
    ...after,
    ...(stale.size ? { stale: [...stale.values()] } : {}),
    iterations: before.iterations + after.iterations,
    telemetry: [...(before.telemetry ?? []), ...(after.telemetry ?? [])],
    changes: [...changes.values()],
    ...(publish ? { publish } : {}),
    ...(diffs ? { diffs } : {}),
  };
}
