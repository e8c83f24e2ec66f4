// The job summary, rendered generically from a Report: later tiers show up by adding records to
// report.tiers. Everything untrusted is escaped; the file list is capped so even a 3,000-file
// merge stays far below the runner's 1 MiB limit.
import type { ClassifiedFile, Report, TierRecord } from '../types.js';
import { escapeHtml as e, safeUrl } from './escape.js';
import { changedPages, renderTier3 } from './tier3.js';

export const MAX_LISTED_FILES = 300;

export const totalTokens = (u: Report['usage']): number =>
  u.input_tokens + u.output_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;

const money = (usd: number | null): string => (usd === null ? '—' : `$${usd.toFixed(4)}`);

function tierRow(t: TierRecord): string {
  const model = 'model' in t ? t.model : '—';
  const tokens = 'usage' in t ? String(totalTokens(t.usage)) : '0';
  const cost = 'cost_usd' in t ? money(t.cost_usd) : '$0';
  const decision = 'rule' in t && t.rule ? `${t.decision} (${t.rule})` : t.decision;
  return `<tr><td>${t.tier}</td><td>${e(decision)}</td><td>${e(t.reason)}</td><td>${e(model)}</td><td>${tokens}</td><td>${cost}</td></tr>`;
}

const LABEL: Record<ClassifiedFile['class'], string> = {
  ignored: 'ignored',
  'wiki-only': 'wiki-only',
  remaining: 'counted',
  rich: 'rich',
};

function fileList(files: ClassifiedFile[], max: number): string {
  const counts = { ignored: 0, 'wiki-only': 0, remaining: 0, rich: 0 };
  for (const f of files) counts[f.class]++;
  const head = `${files.length} file${files.length === 1 ? '' : 's'} considered: ${counts.rich} rich, ${counts.remaining} counted, ${counts['wiki-only']} wiki-only, ${counts.ignored} ignored`;
  const items = files
    .slice(0, max)
    .map(
      (f) =>
        `<li><code>${e(f.path)}</code> — ${LABEL[f.class]}${f.pattern ? ` (<code>${e(f.pattern)}</code>)` : ''}</li>`,
    );
  const omitted = files.length - items.length;
  if (omitted > 0) items.push(`<li>… and ${omitted} more files not listed</li>`);
  return `<details><summary>${head}</summary>\n<ul>\n${items.join('\n')}\n</ul>\n</details>`;
}

/** The merge the report concerns: its title with a link to the commit or PR. */
function mergeLine(report: Report): string {
  const m = report.merge;
  const url = safeUrl(m.url);
  const label = m.pr !== undefined ? `#${m.pr}` : m.sha ? m.sha.slice(0, 7) : '';
  const link = label ? (url ? `<a href="${e(url)}">${e(label)}</a> ` : `${e(label)} `) : '';
  return `<p><b>Merge:</b> ${link}${e(m.title)}</p>`;
}

export function renderSummary(report: Report, maxFiles = MAX_LISTED_FILES): string {
  const d = report.decision;
  const rule = d.rule ? ` · rule <code>${e(d.rule)}</code>` : '';
  const parts = [
    `<h2>wiki-ingest: ${e(d.decision)} (Tier ${d.tier}${rule})</h2>`,
    `<p><b>Reason:</b> ${e(d.reason)}</p>`,
    mergeLine(report),
  ];
  if (report.publish?.commit_sha || report.publish?.pull_request_url) {
    const pr = safeUrl(report.publish.pull_request_url);
    parts.push(
      `<p><b>Published (${e(report.publish.mode)}):</b> ${report.publish.commit_sha ? `<code>${e(report.publish.commit_sha.slice(0, 7))}</code>` : ''}${pr ? ` <a href="${e(pr)}">pull request</a>` : ''}</p>`,
    );
  }
  if (report.changes.length > 0) parts.push(changedPages(report));
  parts.push(
    '<table><tr><th>tier</th><th>decision</th><th>reason</th><th>model</th><th>tokens</th><th>cost</th></tr>',
    ...report.tiers.map(tierRow),
    '</table>',
  );
  const tier3 = renderTier3(report);
  if (tier3) parts.push(tier3);
  if (report.files) parts.push(fileList(report.files, maxFiles));
  if (report.warnings.length > 0)
    parts.push(
      `<p><b>Warnings</b></p><ul>${report.warnings.map((w) => `<li>${e(w)}</li>`).join('')}</ul>`,
    );
  return parts.join('\n') + '\n';
}

/** A merge event that is not a merge to ingest. */
export const noOpSummary = (reason: string): string =>
  `<h2>wiki-ingest: nothing to do</h2>\n<p>${e(reason)}</p>\n`;

export const failureSummary = (message: string): string =>
  `<h2>wiki-ingest failed</h2>\n<p>${e(message)}</p>\n`;
