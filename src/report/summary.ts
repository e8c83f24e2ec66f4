// The job summary, rendered generically from a Report into @actions/core's summary builder (its
// heading, table and details): later tiers show up by adding records to report.tiers. The builder
// does not escape, so every untrusted string goes through escapeHtml first; the file list is
// capped so even a 3,000-file merge stays far below the runner's 1 MiB limit.
import { money, totalTokens } from '../llm/usage.js';
import type { ClassifiedFile, Redactions, Report, TierRecord } from '../types.js';
import { escapeHtml as e, safeUrl } from './escape.js';
import { cell, header, type Summary } from './table.js';

export type { Summary } from './table.js';
import { changedPages, renderTier3 } from './tier3.js';

export const MAX_LISTED_FILES = 300;

function tierRow(t: TierRecord): string[] {
  const model = 'model' in t ? t.model : '—';
  const tokens = 'usage' in t ? String(totalTokens(t.usage)) : '0';
  const cost = 'cost_usd' in t ? money(t.cost_usd) : '$0';
  const decision = 'rule' in t && t.rule ? `${t.decision} (${t.rule})` : t.decision;
  return [String(t.tier), decision, t.reason, model, tokens, cost].map(cell);
}

const LABEL: Record<ClassifiedFile['class'], string> = {
  'out-of-scope': 'out of scope',
  ignored: 'ignored',
  'wiki-only': 'wiki-only',
  remaining: 'counted',
  rich: 'rich',
};

function fileList(out: Summary, files: ClassifiedFile[], max: number): void {
  const counts = { 'out-of-scope': 0, ignored: 0, 'wiki-only': 0, remaining: 0, rich: 0 };
  for (const f of files) counts[f.class]++;
  if (files.length === 0) return;
  const head = `${files.length} file${files.length === 1 ? '' : 's'} considered: ${counts.rich} rich, ${counts.remaining} counted, ${counts['wiki-only']} wiki-only, ${counts.ignored} ignored${counts['out-of-scope'] ? `, ${counts['out-of-scope']} out of scope` : ''}`;
  const items = files
    .slice(0, max)
    .map(
      (f) =>
        `<li><code>${e(f.path)}</code> — ${LABEL[f.class]}${f.pattern ? ` (<code>${e(f.pattern)}</code>)` : ''}</li>`,
    );
  const omitted = files.length - items.length;
  if (omitted > 0) items.push(`<li>… and ${omitted} more files not listed</li>`);
  out.addDetails(head, `\n<ul>\n${items.join('\n')}\n</ul>\n`);
}

/** One sentence saying what was redacted from the prompts; null when nothing was. */
export function redactionNote(redactions: Redactions | undefined): string | null {
  if (!redactions || redactions.total === 0) return null;
  const n = redactions.total;
  const rules = Object.entries(redactions.rules)
    .map(([rule, count]) => (count === 1 ? rule : `${rule} ×${count}`))
    .join(', ');
  return `${n} secret-shaped string${n === 1 ? ' was' : 's were'} redacted before any model saw ${n === 1 ? 'it' : 'them'} (${rules}).`;
}

/** The merge the report concerns: its title with a link to the commit or PR. */
function mergeLine(report: Report): string {
  const m = report.merge;
  const url = safeUrl(m.url);
  const label = m.pr !== undefined ? `#${m.pr}` : m.sha ? m.sha.slice(0, 7) : '';
  const link = label ? (url ? `<a href="${e(url)}">${e(label)}</a> ` : `${e(label)} `) : '';
  return `<p><b>Merge:</b> ${link}${e(m.title)}</p>`;
}

export function renderSummary(report: Report, out: Summary, maxFiles = MAX_LISTED_FILES): Summary {
  const d = report.decision;
  const rule = d.rule ? ` · rule <code>${e(d.rule)}</code>` : '';
  out.addHeading(`wiki-ingest: ${e(d.decision)} (Tier ${d.tier}${rule})`, 2);
  out.addRaw(`<p><b>Reason:</b> ${e(d.reason)}</p>`, true);
  out.addRaw(mergeLine(report), true);
  const redacted = redactionNote(report.redactions);
  if (redacted) out.addRaw(`<p><b>Redacted:</b> ${e(redacted)}</p>`, true);
  if (report.publish?.commit_sha || report.publish?.pull_request_url) {
    const pr = safeUrl(report.publish.pull_request_url);
    const sha = report.publish.commit_sha;
    const commitUrl = safeUrl(report.publish.commit_url);
    const short = sha ? `<code>${e(sha.slice(0, 7))}</code>` : '';
    const commit = sha && commitUrl ? `<a href="${e(commitUrl)}">${short}</a>` : short;
    out.addRaw(
      `<p><b>Published (${e(report.publish.mode)}):</b> ${commit}${pr ? ` <a href="${e(pr)}">pull request</a>` : ''}</p>`,
      true,
    );
  }
  if (report.changes.length > 0) out.addRaw(changedPages(report), true);
  // A Tier 1 decision alone would repeat the reason above with no model, tokens or cost.
  if (report.tiers.length > 1)
    out.addTable([
      header(['tier', 'decision', 'reason', 'model', 'tokens', 'cost']),
      ...report.tiers.map(tierRow),
    ]);
  if (report.merges?.length) {
    out.addRaw(`<p><b>Merges decided in this run</b> (oldest first)</p>`, true);
    out.addTable([
      header(['merge', 'title', 'tier', 'decision', 'reason']),
      ...report.merges.map((m) =>
        [m.sha ? m.sha.slice(0, 7) : '—', m.title, String(m.tier), m.decision, m.reason].map(cell),
      ),
    ]);
  }
  renderTier3(out, report);
  if (report.files) fileList(out, report.files, maxFiles);
  if (report.warnings.length > 0)
    out.addRaw(
      `<p><b>Warnings</b></p><ul>${report.warnings.map((w) => `<li>${e(w)}</li>`).join('')}</ul>`,
      true,
    );
  return out;
}

/** A merge event that is not a merge to ingest. */
export const noOpSummary = (reason: string, out: Summary): Summary =>
  out.addHeading('wiki-ingest: nothing to do', 2).addRaw(`<p>${e(reason)}</p>`, true);

/** A run that failed before a report: the heading says so once, the message says why. */
export const failureSummary = (message: string, out: Summary): Summary =>
  out
    .addHeading('wiki-ingest failed', 2)
    .addRaw(`<p>${e(message.replace(/^wiki-ingest failed:\s*/, ''))}</p>`, true);
