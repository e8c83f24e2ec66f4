import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addUsage,
  emptyUsage,
  sumCost
} from "./chunk-2F6UNR7T.js";

// src/fold.ts
var decided = (merge, d) => ({
  ...merge.sha ? { sha: merge.sha } : {},
  title: merge.title,
  ...d
});
var candidateOf = (merge, t1) => ({
  merge,
  t1,
  decision: decided(merge, {
    tier: 1,
    decision: t1.decision.decision === "skip" ? "skip" : "process",
    rule: t1.decision.rule,
    reason: t1.decision.reason
  })
});
function emptyReport(reason, warnings) {
  return {
    decision: { tier: 1, decision: "skip", rule: null, reason },
    tiers: [],
    iterations: 0,
    changes: [],
    usage: emptyUsage(),
    cost_usd: 0,
    warnings,
    merge: { title: "(no merge)" },
    merges: []
  };
}
function tier1Report(merge, t1) {
  return {
    decision: {
      tier: 1,
      decision: t1.decision.decision === "skip" ? "skip" : "process",
      rule: t1.decision.rule,
      reason: t1.decision.reason
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
      ...merge.sha ? { sha: merge.sha } : {},
      ...merge.pr !== void 0 ? { pr: merge.pr } : {},
      ...merge.url ? { url: merge.url } : {}
    },
    files: t1.files,
    ...t1.decision.decision === "skip" && t1.covering?.length ? { stale: t1.covering.map((c) => ({ ...c, ...merge.sha ? { sha: merge.sha } : {} })) } : {}
  };
}
function withTriage(report, t2) {
  const d = t2.decision;
  return {
    ...withOtherTriage(report, t2),
    decision: { tier: 2, decision: d.decision, rule: null, reason: d.reason },
    tiers: [...report.tiers, d]
  };
}
function withOtherTriage(report, t2) {
  return {
    ...report,
    usage: addUsage(report.usage, t2.decision.usage),
    cost_usd: sumCost([report.cost_usd, t2.decision.cost_usd]),
    warnings: [...report.warnings, ...t2.warnings]
  };
}
function withIngest(report, t3) {
  const r = t3.result;
  const refused = [...report.refused ?? [], ...t3.refused ?? []];
  return {
    ...report,
    // What Tier 3 was asked to check and left stale replaces the skips' list (it covered them).
    ...t3.stale ? { stale: t3.stale } : {},
    ...refused.length ? { refused } : {},
    ...t3.said !== void 0 ? { agent_says: t3.said } : {},
    decision: { tier: 3, decision: r.decision, rule: null, reason: r.reason },
    tiers: [...report.tiers, r],
    iterations: r.iterations,
    usage: addUsage(report.usage, r.usage),
    cost_usd: sumCost([report.cost_usd, r.cost_usd]),
    telemetry: t3.telemetry,
    warnings: [...report.warnings, ...t3.warnings]
  };
}
function withPublish(report, published) {
  if (!published.ok)
    return {
      ...report,
      decision: { tier: 3, decision: "failed", rule: null, reason: published.reason },
      // What exists even so (a commit on the rolling branch), so the outputs say it.
      ...published.published?.publish ? { changes: published.changes ?? [], publish: published.published.publish } : {}
    };
  const { publish, diffs } = published.published;
  return {
    ...report,
    changes: published.changes,
    ...publish ? { publish } : {},
    ...diffs ? { diffs } : {}
  };
}
var withRunLabel = (t3, label) => ({
  ...t3,
  result: { ...t3.result, reason: `${label}: ${t3.result.reason}` }
});
function withLaterRun(before, after) {
  const changes = new Map(before.changes.map((c) => [c.path, c]));
  for (const c of after.changes) {
    const was = changes.get(c.path);
    if (!was) changes.set(c.path, c);
    else if (was.lines) changes.set(c.path, { path: was.path, action: was.action });
  }
  const publish = after.publish ?? before.publish;
  const diffs = after.diffs === before.diffs ? before.diffs : [...before.diffs ?? [], ...after.diffs ?? []];
  const stale = new Map(
    [...before.stale ?? [], ...after.stale ?? []].map((s) => [`${s.slug}\0${s.path}`, s])
  );
  return {
    ...after,
    ...stale.size ? { stale: [...stale.values()] } : {},
    iterations: before.iterations + after.iterations,
    telemetry: [...before.telemetry ?? [], ...after.telemetry ?? []],
    changes: [...changes.values()],
    ...publish ? { publish } : {},
    ...diffs ? { diffs } : {}
  };
}

export {
  candidateOf,
  emptyReport,
  tier1Report,
  withTriage,
  withOtherTriage,
  withIngest,
  withPublish,
  withRunLabel,
  withLaterRun
};
//# sourceMappingURL=chunk-ZY76RAZ4.js.map
