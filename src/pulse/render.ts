// The pulse for people: a text table for the terminal (`wiki-ingest pulse`) and an HTML table
// for the job summary, one row per week and a total, each section's columns side by side, and a
// bar of each week's spend drawn with block characters (GitHub renders tables and text in a job
// summary, not inline SVG). Everything in the cells comes from our own log lines, and is escaped
// for where it goes all the same.
import { escapeHtml } from '../report/escape.js';
import { safeLines } from '../security/output.js';
import type { Pulse, PulseFolds } from './pulse.js';
import type { ChartWeek } from './svg.js';
import { freshnessCell } from './freshness.js';
import { freshnessText } from '../wiki/freshness-text.js';

const BLOCKS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar of `width` characters for `value` out of `max`, in eighths of a character. */
export function bar(value: number, max: number, width = 12): string {
  if (!(max > 0) || !(value > 0)) return '';
  const eighths = Math.max(1, Math.round((value / max) * width * 8));
  return '█'.repeat(Math.floor(eighths / 8)) + BLOCKS[eighths % 8];
}

interface MergesJson {
  by_tier: Record<'1' | '2' | '3', number>;
}
interface SpendJson {
  cost_usd: number;
}

const sectionJson = <T>(p: PulseFolds, id: string): T | undefined =>
  p.folds.get(id)?.json() as T | undefined;

/** The figures the chart draws, per week. */
export function chartWeeks(pulse: Pulse): ChartWeek[] {
  return pulse.weeks.map((w) => {
    const merges = sectionJson<MergesJson>(w, 'merges');
    return {
      week: w.week,
      tiers: merges ? [merges.by_tier['1'], merges.by_tier['2'], merges.by_tier['3']] : [0, 0, 0],
      cost_usd: sectionJson<SpendJson>(w, 'spend')?.cost_usd ?? 0,
    };
  });
}

interface Table {
  head: string[];
  numeric: boolean[];
  rows: string[][];
}

function table(pulse: Pulse): Table {
  const cost = (p: PulseFolds): number => sectionJson<SpendJson>(p, 'spend')?.cost_usd ?? 0;
  const max = Math.max(0, ...pulse.weeks.map(cost));
  const fresh = pulse.freshness;
  const row = (label: string, p: PulseFolds, chart: boolean, week?: number): string[] => [
    label,
    ...[...p.folds.values()].flatMap((fold) => fold.cells()),
    ...(fresh ? [freshnessCell(week === undefined ? undefined : fresh.weeks[week])] : []),
    chart ? bar(cost(p), max) : '',
  ];
  return {
    head: [
      'week',
      ...pulse.sections.flatMap((s) => s.heads),
      ...(fresh ? ['fresh (log)'] : []),
      'spend per week',
    ],
    numeric: [false, ...pulse.sections.flatMap((s) => s.numeric), ...(fresh ? [true] : []), false],
    rows: [
      ...pulse.weeks.map((w, i) => row(`${w.week} (${w.start})`, w, true, i)),
      row('total', pulse.total, false),
    ],
  };
}

const day = (d: Date): string => d.toISOString().slice(0, 10);

/** One line saying what the pulse covers. */
export function pulseHeadline(pulse: Pulse): string {
  const n = pulse.total.entries;
  return `log.md from ${day(pulse.since)} to ${day(pulse.until)}: ${n} ${n === 1 ? 'entry' : 'entries'} in ${pulse.weeks.length} ${pulse.weeks.length === 1 ? 'week' : 'weeks'} (UTC, Monday to Sunday).`;
}

/** The freshness of now, from the pages at HEAD, in one line; none without a repository. */
const nowLine = (pulse: Pulse): string[] =>
  pulse.freshness?.now ? [`Freshness now: ${freshnessText(pulse.freshness.now)}.`] : [];

/** The pulse as aligned text columns, safe for a terminal and a CI log. */
export function renderPulseText(pulse: Pulse): string {
  const t = table(pulse);
  const widths = t.head.map((h, i) => Math.max(h.length, ...t.rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (t.numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return safeLines([
    pulseHeadline(pulse),
    ...nowLine(pulse),
    '',
    line(t.head),
    ...t.rows.map(line),
  ]);
}

/** The pulse as an HTML table for the job summary (one line: an HTML block never breaks). */
export function renderPulseHtml(pulse: Pulse): string {
  const t = table(pulse);
  const cell = (tag: 'th' | 'td', text: string, i: number): string =>
    `<${tag}${t.numeric[i] && tag === 'td' ? ' align="right"' : ''}>${escapeHtml(text) || '—'}</${tag}>`;
  const head = `<tr>${t.head.map((h, i) => cell('th', h, i)).join('')}</tr>`;
  const rows = t.rows.map((r) => `<tr>${r.map((c, i) => cell('td', c, i)).join('')}</tr>`);
  const now = nowLine(pulse).map((l) => `<p>${escapeHtml(l)}</p>`);
  return `<p>${escapeHtml(pulseHeadline(pulse))}</p>${now.join('')}<table>${head}${rows.join('')}</table>`;
}
