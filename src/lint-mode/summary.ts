// The lint mode's job summary: the counts, where the wiki was read, how fresh it is (one line),
// what happened to the issue, every finding grouped by rule with its fix and fingerprint, the
// notes, then the pulse.
// The summary builder emits raw HTML, so every string from the repository passes escapeHtml
// (which also keeps each element on one line: no untrusted text can end the HTML block).
import type { CheckResult } from '../lint/check.js';
import { fixFor, RULE_IDS, RULES } from '../lint/rules.js';
import { escapeHtml as e, safeUrl } from '../report/escape.js';
import type { Summary } from '../report/table.js';
import { countsLine } from './issue.js';
import { freshnessText } from '../wiki/freshness-text.js';
import type { IssueSync } from './issue-sync.js';

/** Findings listed in the summary; the rest are counted (the runner takes 1 MiB per step). */
export const MAX_SUMMARY_FINDINGS = 1000;

export interface LintSummaryInput {
  checked: CheckResult;
  wikiPath: string;
  commit: string;
  branch: string;
  /** What the run did with the issue; absent when it could not keep it (`issueError` says why). */
  issue?: IssueSync;
  issueError?: string;
  /** The pulse section, already HTML (absent without a log.md). */
  pulseHtml?: string;
  /** The pulse's ask section (the /wiki answers), already HTML. */
  askHtml?: string;
}

function issueLine(input: LintSummaryInput): string {
  if (input.issueError) return `<p><b>Issue:</b> not kept up to date: ${e(input.issueError)}</p>`;
  const sync = input.issue;
  if (!sync) return '';
  const url = sync.issue ? safeUrl(sync.issue.url) : null;
  const link = sync.issue
    ? url
      ? `<a href="${e(url)}">#${sync.issue.number}</a>`
      : `#${sync.issue.number}`
    : 'none';
  const why = sync.why ? ` (${e(sync.why)})` : '';
  return `<p><b>Issue:</b> ${link} ${e(sync.action)}${why}</p>`;
}

function findingsHtml(checked: CheckResult): string[] {
  const out: string[] = [];
  let listed = 0;
  const findings = checked.report.findings;
  for (const rule of RULE_IDS) {
    const group = findings.filter((f) => f.rule === rule);
    if (group.length === 0) continue;
    const spec = RULES[rule];
    const items = group.slice(0, Math.max(0, MAX_SUMMARY_FINDINGS - listed)).map((f) => {
      const fix = fixFor(f);
      const quotes = (f.quotes ?? [])
        .map((q) => `<br><code>${e(q.page)}</code>: “${e(q.text)}”`)
        .join('');
      return `<li><code>${e(f.page)}</code>: ${e(f.detail)}${quotes}${fix ? ` <b>Fix:</b> ${e(fix)}.` : ''}${f.fingerprint ? ` <code>${e(f.fingerprint)}</code>` : ''}</li>`;
    });
    listed += items.length;
    out.push(
      `<h3>${e(rule)} (${spec.severity}, ${group.length})</h3>`,
      `<p>${e(spec.finds)}</p><ul>${items.join('')}${items.length < group.length ? `<li>… and ${group.length - items.length} more</li>` : ''}</ul>`,
    );
  }
  return out;
}

export function renderLintSummary(input: LintSummaryInput, out: Summary): Summary {
  const { checked } = input;
  const report = checked.report;
  const accepted = report.accepted ? `, ${report.accepted} accepted and not listed` : '';
  out.addHeading(`wiki-ingest lint: ${e(countsLine(report.findings))}`, 2);
  out.addRaw(
    `<p><code>${e(input.wikiPath)}/</code> at <code>${e(input.commit.slice(0, 7))}</code> on <code>${e(input.branch)}</code>: ${report.pages} page${report.pages === 1 ? '' : 's'}${accepted}.</p>`,
    true,
  );
  if (report.freshness)
    out.addRaw(`<p><b>Freshness:</b> ${e(freshnessText(report.freshness))}.</p>`, true);
  const issue = issueLine(input);
  if (issue) out.addRaw(issue, true);
  for (const html of findingsHtml(checked)) out.addRaw(html, true);
  if (checked.notes.length)
    out.addRaw(
      `<p><b>Notes</b></p><ul>${checked.notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>`,
      true,
    );
  if (input.pulseHtml) {
    out.addHeading('Pulse', 3);
    out.addRaw(input.pulseHtml, true);
  }
  if (input.askHtml) {
    out.addHeading('Pulse: /wiki answers', 3);
    out.addRaw(input.askHtml, true);
  }
  return out;
}
