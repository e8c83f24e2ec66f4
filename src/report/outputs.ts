// The step outputs declared in action.yml, from a Report. Optional ones appear only when known.
import type { Report } from '../types.js';
import { totalTokens } from '../llm/usage.js';
import { renderSummary } from './summary.js';
import type { Summary } from './table.js';

/** What every mode of the action (src/action/modes.ts) hands the edge to give out. */
export interface ModeOutcome {
  outputs: Record<string, string>;
  summary: (out: Summary) => Summary;
  warnings: string[];
  /** One line for the log: a notice, or the failure when `failed`. */
  message: string;
  failed: boolean;
  /** A line for the debug log, before the rest is given out. */
  debug?: string;
}

/** A pipeline run's outcome: its Report as outputs, summary and warnings, and the log line. */
export function reportOutcome(report: Report, message: string): ModeOutcome {
  return {
    outputs: reportOutputs(report),
    summary: (out) => renderSummary(report, out),
    warnings: report.warnings,
    message,
    failed: report.decision.decision === 'failed',
  };
}

export function reportOutputs(report: Report): Record<string, string> {
  const d = report.decision;
  const out: Record<string, string> = {
    decision: d.decision,
    tier: String(d.tier),
    rule: d.rule ?? '',
    reason: d.reason,
    tokens: String(totalTokens(report.usage)),
  };
  if (report.cost_usd !== null) out['cost-usd'] = report.cost_usd.toFixed(6);
  const t2 = report.tiers.find((t) => t.tier === 2);
  if (t2 && 'likely_type' in t2 && t2.likely_type) out['likely-type'] = t2.likely_type;
  if (report.tiers.some((t) => t.tier === 3))
    out['pages-changed'] = JSON.stringify(report.changes.map((c) => c.path));
  // The pages left stale (a skip's, or covering pages Tier 3 did not close): `[]` when none.
  out['stale-pages'] = JSON.stringify(
    (report.stale ?? []).map((s) => ({
      slug: s.slug,
      path: s.path,
      ...(s.sha ? { sha: s.sha } : {}),
    })),
  );
  if (report.publish?.commit_sha) out['commit-sha'] = report.publish.commit_sha;
  if (report.publish?.pull_request_url) out['pull-request-url'] = report.publish.pull_request_url;
  if (report.merges)
    out['merges-decided'] = JSON.stringify(
      report.merges.map((m) => ({
        sha: m.sha ?? null,
        title: m.title,
        tier: m.tier,
        decision: m.decision,
        reason: m.reason,
      })),
    );
  return out;
}
