// The Tier 3 part of the job summary: tokens by kind per tier, the agent's turns with their
// cache-read share, and (dry run) the would-be changes as folded diffs — escaped and bounded so
// the summary stays far below the runner's 1 MiB.
import type { Report, Usage } from '../types.js';
import { escapeHtml as e } from './escape.js';

/** Characters of escaped dry-run diffs shown in all; the rest is named, not shown. */
export const MAX_DIFF_CHARS = 400_000;

const money = (usd: number | null): string => (usd === null ? '—' : `$${usd.toFixed(4)}`);
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function cacheShare(u: Usage): number {
  const prompt = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
  return prompt === 0 ? 0 : u.cache_read_input_tokens / prompt;
}

const usageCells = (u: Usage): string =>
  `<td>${u.input_tokens}</td><td>${u.cache_creation_input_tokens}</td><td>${u.cache_read_input_tokens}</td><td>${u.output_tokens}</td><td>${pct(cacheShare(u))}</td>`;

function tokensByTier(report: Report): string {
  const rows = report.tiers
    .filter((t) => 'usage' in t)
    .map((t) => {
      const usage = (t as { usage: Usage }).usage;
      const cost = (t as { cost_usd: number | null }).cost_usd;
      return `<tr><td>${t.tier}</td>${usageCells(usage)}<td>${money(cost)}</td></tr>`;
    });
  if (rows.length === 0) return '';
  return [
    '<p><b>Tokens by kind</b></p>',
    '<table><tr><th>tier</th><th>input</th><th>cache write</th><th>cache read</th><th>output</th><th>cache-read share</th><th>cost</th></tr>',
    ...rows,
    `<tr><td>all</td>${usageCells(report.usage)}<td>${money(report.cost_usd)}</td></tr>`,
    '</table>',
  ].join('\n');
}

function iterations(report: Report): string {
  const t = report.telemetry ?? [];
  if (t.length === 0) return '';
  const rows = t.map(
    (i) =>
      `<tr><td>${i.iteration}</td><td>${e(i.stop_reason ?? '—')}</td><td>${e(i.tool_calls.join(', ') || '—')}</td>${usageCells(i.usage)}<td>${money(i.cost_usd)}</td></tr>`,
  );
  return [
    `<details><summary>Tier 3: ${t.length} iteration${t.length === 1 ? '' : 's'}, cache-read share ${pct(cacheShare(report.tiers.find((x) => x.tier === 3 && 'usage' in x)?.usage ?? report.usage))}</summary>`,
    '<table><tr><th>#</th><th>stop</th><th>tools</th><th>input</th><th>cache write</th><th>cache read</th><th>output</th><th>cache-read share</th><th>cost</th></tr>',
    ...rows,
    '</table>',
    '</details>',
  ].join('\n');
}

function diffs(report: Report): string {
  const all = report.diffs ?? [];
  if (all.length === 0) return '';
  let left = MAX_DIFF_CHARS;
  const shown: string[] = [];
  let omitted = 0;
  for (const d of all) {
    // Counted after escaping: `<` becomes four characters, so raw length would undercount.
    const html = `<pre><code>${e(d)}</code></pre>`;
    if (html.length > left) {
      omitted++;
      continue;
    }
    left -= html.length;
    shown.push(html);
  }
  const note = omitted ? `<p>${omitted} more diff(s) not shown (summary size limit).</p>` : '';
  return `<details><summary>Dry run: ${all.length} file(s) would change</summary>\n${shown.join('\n')}\n${note}</details>`;
}

/** Links changed paths to the published commit when there is one. */
export function changedPages(report: Report): string {
  if (report.changes.length === 0) return '';
  const base = report.publish?.files_url;
  const items = report.changes.map((c) => {
    const label = `<code>${e(c.path)}</code>`;
    const link =
      base && /^https?:\/\//.test(base)
        ? `<a href="${e(base + c.path.split('/').map(encodeURIComponent).join('/'))}">${label}</a>`
        : label;
    return `<li>${link} (${c.action === 'create' ? 'created' : 'updated'})</li>`;
  });
  return `<p><b>Pages changed</b></p><ul>${items.join('')}</ul>`;
}

export function renderTier3(report: Report): string {
  return [tokensByTier(report), iterations(report), diffs(report)].filter(Boolean).join('\n');
}
