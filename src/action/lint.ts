// mode lint (for a schedule): the wiki linted at the branch head and its one issue kept
// (src/lint-mode/); with lint-fix, the repairs after it through the one pipeline.
import type { LintModeResult } from '../lint-mode/lint-at-head.js';
import { runLintFix, type LintFixInput } from '../run/lint-fix.js';
import { publishConfig } from '../publish/mode.js';
import { reportOutcome, type ModeOutcome } from '../report/outputs.js';
import type { Report } from '../types.js';
import { repoScope, type ActionRoot } from './root.js';

/** The lint, its summary and outputs; `fix` when lint-fix is on. */
export async function lintAtHead(root: ActionRoot): Promise<LintModeResult> {
  const { runLintMode } = await import('../lint-mode/lint-at-head.js');
  return runLintMode({
    ...repoScope(root),
    branch: root.branch,
    scrub: (text) => root.secrets.scrub(text),
  });
}

/**
 * lint-fix: the free repairs and one Tier 3 run over the stale pages, through the one pipeline,
 * on the rolling pull request whatever publish-mode says (never a direct commit).
 */
export async function repairWiki(root: ActionRoot, fix: LintFixInput): Promise<ModeOutcome> {
  const config = publishConfig(root.config, 'lint-fix');
  const found = await runLintFix(fix, config, root.pipelineDeps(config));
  const report: Report = root.secrets.scrubDeep(found);
  const d = report.decision;
  return reportOutcome(
    report,
    d.decision === 'failed'
      ? `wiki-ingest lint-fix failed: ${d.reason}`
      : `wiki-ingest lint-fix ${d.decision} (Tier ${d.tier}): ${d.reason}`,
  );
}
