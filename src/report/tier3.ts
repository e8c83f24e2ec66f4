// The Tier 3 part of the job summary: tokens by kind per tier, the agent's turns with their
// cache-read share, and (dry run) the would-be changes as folded diffs — escaped and bounded so
// the summary stays far below the runner's 1 MiB.
import { cacheReadShare, sumUsage } from '../llm/usage.js';
import { money } from '../ledger/money.js';
import type { Report, Usage } from '../types.js';
import { lineCountsText } from '../wiki/line-diff.js';
import { escapeHtml as e } from './escape.js';
import { cell, header, type Summary, type SummaryTableRow } from './table.js';

/** Characters of escaped dry-run diffs shown in all; the rest is named, not shown. */
export const MAX_DIFF_CHARS = 400_000;

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

const usageCells = (u: Usage): string[] => [
  String(u.input_tokens),
  String(u.cache_creation_input_tokens),
  String(u.cache_read_input_tokens),
  String(u.output_tokens),
  pct(cacheReadShare(u)),
];

const USAGE_HEADERS = ['input', 'cache write', 'cache read', 'output', 'cache-read share'];

function tokensByTier(out: Summary, report: Report): void {
  const rows: SummaryTableRow[] = report.tiers
    .filter((t) => 'usage' in t)
    .map((t) => {
      const usage = (t as { usage: Usage }).usage;
      const cost = (t as { cost_usd: number | null }).cost_usd;
      return [String(t.tier), ...usageCells(usage), money(cost)];
    });
  if (rows.length === 0) return;
  out.addRaw('<p><b>Tokens by kind</b></p>', true);
  out.addTable([
    header(['tier', ...USAGE_HEADERS, 'cost']),
    ...rows,
    ['all', ...usageCells(report.usage), money(report.cost_usd)],
  ]);
}

function iterations(out: Summary, report: Report): void {
  const t = report.telemetry ?? [];
  if (t.length === 0) return;
  const rows: SummaryTableRow[] = t.map((i) => [
    String(i.iteration),
    cell(i.stop_reason ?? ''),
    cell(i.tool_calls.join(', ')),
    ...usageCells(i.usage),
    money(i.cost_usd),
  ]);
  // Over every Tier 3 run (a long catch-up makes several), as the turns listed are.
  const runs = report.tiers.flatMap((x) => (x.tier === 3 && 'usage' in x ? [x.usage] : []));
  const share = pct(cacheReadShare(runs.length ? sumUsage(runs) : report.usage));
  // addDetails takes its content as a string; the table comes from the builder, so the details
  // element is opened and closed around it.
  out.addRaw(
    `<details><summary>Tier 3: ${t.length} iteration${t.length === 1 ? '' : 's'}, cache-read share ${share}</summary>`,
    true,
  );
  out.addTable([header(['#', 'stop', 'tools', ...USAGE_HEADERS, 'cost']), ...rows]);
  out.addRaw('</details>', true);
}

function diffs(out: Summary, report: Report): void {
  const all = report.diffs ?? [];
  if (all.length === 0) return;
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
  out.addDetails(`Dry run: ${all.length} file(s) would change`, `\n${shown.join('\n')}\n${note}`);
}

/** index.md and log.md: written with every page, listed on a line of their own. */
const isIndexOrLog = (c: Report['changes'][number]): boolean =>
  c.lines === undefined && /(^|\/)(index|log)\.md$/.test(c.path);

/**
 * Links changed paths to the published commit when there is one: the pages as a list, then
 * index.md and log.md on a line of their own.
 */
export function changedPages(report: Report): string {
  if (report.changes.length === 0) return '';
  const base = report.publish?.files_url;
  const linkOf = (path: string): string => {
    const label = `<code>${e(path)}</code>`;
    return base && /^https?:\/\//.test(base)
      ? `<a href="${e(base + path.split('/').map(encodeURIComponent).join('/'))}">${label}</a>`
      : label;
  };
  const meta = report.changes.filter(isIndexOrLog);
  const also = meta.length
    ? `<p>Also written: ${meta.map((c) => `${linkOf(c.path)} (${c.action === 'create' ? 'created' : 'updated'})`).join(', ')}</p>`
    : '';
  const pages = report.changes.filter((c) => !isIndexOrLog(c));
  if (pages.length === 0) return also;
  const items = pages.map((c) => {
    const link = linkOf(c.path);
    const lines = c.lines && c.action === 'update' ? `: ${e(lineCountsText(c.lines))}` : '';
    return `<li>${link} (${c.action === 'create' ? 'created' : 'updated'}${lines})</li>`;
  });
  return `<p><b>Pages changed</b></p><ul>${items.join('')}</ul>${also}`;
}

export function renderTier3(out: Summary, report: Report): void {
  tokensByTier(out, report);
  iterations(out, report);
  diffs(out, report);
}
