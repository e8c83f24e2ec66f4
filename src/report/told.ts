// The job summary's first lines: what the run did (for Tier 3, the outcome computed from its
// changeset; otherwise the reason), the tool calls that were refused, the pages left stale, and
// only then the agent's own account, quoted as its words. Every string is escaped: reasons,
// refusals and the agent's words carry model and repository text.
import { firstRefusals, refusedCount, staleCount } from '../log/outcome.js';
import { oneLine } from '../security/output.js';
import type { Report } from '../types.js';
import { escapeHtml as e } from './escape.js';

/** Refusals listed at most (all are counted; `run --json` lists them all). */
const REFUSALS_SHOWN = 5;
/** Stale pages listed at most. */
const STALE_SHOWN = 50;

/** The lead: Tier 3's outcome (a dry run says nothing was written), or why the run decided so. */
function lead(report: Report): string {
  const d = report.decision;
  if (d.tier !== 3 || d.decision !== 'process') return `<p><b>Reason:</b> ${e(d.reason)}</p>`;
  const dry = report.publish?.mode === 'dry-run' ? 'Dry run, nothing written; it would be: ' : '';
  return `<p><b>Outcome:</b> ${e(dry)}${e(d.reason)}</p>`;
}

function refused(report: Report): string[] {
  const all = report.refused ?? [];
  const count = refusedCount(all);
  if (!count) return [];
  const items = firstRefusals(all, REFUSALS_SHOWN).map((r) => `<li>${e(r)}</li>`);
  const more =
    all.length > REFUSALS_SHOWN ? `<li>… and ${all.length - REFUSALS_SHOWN} more</li>` : '';
  return [`<p><b>Refused:</b> ${e(count)}</p><ul>${items.join('')}${more}</ul>`];
}

function stale(report: Report): string[] {
  const all = report.stale ?? [];
  const count = staleCount(all);
  if (!count) return [];
  const items = all
    .slice(0, STALE_SHOWN)
    .map(
      (s) =>
        `<li>${e(s.slug)} covers <code>${e(s.path)}</code>${s.sha ? ` (changed by ${e(s.sha.slice(0, 7))})` : ''}</li>`,
    );
  const more = all.length > STALE_SHOWN ? `<li>… and ${all.length - STALE_SHOWN} more</li>` : '';
  return [
    `<p><b>Left stale:</b> ${e(count)}: each still carries the stamp it had before the change</p><ul>${items.join('')}${more}</ul>`,
  ];
}

/** The summary's first lines, in order: the outcome, the refusals, the stale pages, the agent's words. */
export function toldLines(report: Report): string[] {
  const says = report.agent_says;
  return [
    lead(report),
    ...refused(report),
    ...stale(report),
    ...(says !== undefined ? [`<p><b>The agent says:</b> “${e(oneLine(says, 2000))}”</p>`] : []),
  ];
}
