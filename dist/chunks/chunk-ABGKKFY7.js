import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderSummary
} from "./chunk-N73S4EIW.js";
import {
  totalTokens
} from "./chunk-2F6UNR7T.js";

// src/report/outputs.ts
function reportOutcome(report, message) {
  return {
    outputs: reportOutputs(report),
    summary: (out) => renderSummary(report, out),
    warnings: report.warnings,
    message,
    failed: report.decision.decision === "failed"
  };
}
function reportOutputs(report) {
  const d = report.decision;
  const out = {
    decision: d.decision,
    tier: String(d.tier),
    rule: d.rule ?? "",
    reason: d.reason,
    tokens: String(totalTokens(report.usage))
  };
  if (report.cost_usd !== null) out["cost-usd"] = report.cost_usd.toFixed(6);
  const t2 = report.tiers.find((t) => t.tier === 2);
  if (t2 && "likely_type" in t2 && t2.likely_type) out["likely-type"] = t2.likely_type;
  if (report.tiers.some((t) => t.tier === 3))
    out["pages-changed"] = JSON.stringify(report.changes.map((c) => c.path));
  out["stale-pages"] = JSON.stringify(
    (report.stale ?? []).map((s) => ({
      slug: s.slug,
      path: s.path,
      ...s.sha ? { sha: s.sha } : {}
    }))
  );
  if (report.publish?.commit_sha) out["commit-sha"] = report.publish.commit_sha;
  if (report.publish?.pull_request_url) out["pull-request-url"] = report.publish.pull_request_url;
  if (report.merges)
    out["merges-decided"] = JSON.stringify(
      report.merges.map((m) => ({
        sha: m.sha ?? null,
        title: m.title,
        tier: m.tier,
        decision: m.decision,
        reason: m.reason
      }))
    );
  return out;
}

export {
  reportOutcome,
  reportOutputs
};
//# sourceMappingURL=chunk-ABGKKFY7.js.map
