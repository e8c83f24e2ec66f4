// The ask section for people: one row per week and a total — answers, the share that read a
// page, first-token and full latency p50/p90 with and without a read, cost per answer, 👍 / 👎 and
// the full latency of answers that got a 👎 — as aligned text for the terminal and as an HTML
// table for a job summary. The figures are ours; the cells are escaped all the same.
import { escapeHtml } from '../report/escape.js';
import { safeLines } from '../security/output.js';
import { askPulseJson, type AskFold, type AskPulse } from './ask.js';
import { usd } from '../ledger/money.js';

const seconds = (ms: number | null): string => (ms === null ? '—' : `${(ms / 1000).toFixed(1)}s`);
const pair = (s: { p50: number | null; p90: number | null }): string =>
  s.p50 === null ? '—' : `${seconds(s.p50)} / ${seconds(s.p90)}`;

export const ASK_HEAD = [
  'week',
  'answers',
  'read a page',
  'first token p50/p90 (read)',
  '(no read)',
  'full p50/p90 (read)',
  '(no read)',
  '$ per answer',
  '👍',
  '👎',
  'full p50/p90 of 👎',
];

function row(label: string, fold: AskFold): string[] {
  const j = askPulseJson(fold);
  const l = j.latency_ms;
  return [
    label,
    String(j.answered),
    j.with_telemetry ? `${(j.read_share * 100).toFixed(1)}%` : '—',
    pair(l.with_read.first_token),
    pair(l.without_read.first_token),
    pair(l.with_read.full),
    pair(l.without_read.full),
    j.cost_per_answer_usd === null ? '—' : usd(j.cost_per_answer_usd),
    String(j.reactions.up),
    String(j.reactions.down),
    pair(j.down_latency_ms.full),
  ];
}

const rows = (ask: AskPulse): string[][] => [
  ...ask.weeks.map((w) => row(`${w.week} (${w.start})`, w)),
  row('total', ask.total),
];

/** What the section covers, in one line. */
export function askHeadline(ask: AskPulse, note?: string): string {
  const n = ask.total.answers.length;
  return `/wiki answers: ${n} in the window (issue and pull request comments; discussions are not read)${note ? `. ${note}` : '.'}`;
}

/** The ask section as aligned text (emoji heads spelled out for a terminal). */
export function renderAskText(ask: AskPulse, note?: string): string {
  const head = ASK_HEAD.map((h) => h.replace('👍', 'up').replace('👎', 'down'));
  const all = [head, ...rows(ask)];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return safeLines([askHeadline(ask, note), '', ...all.map(line)]);
}

/** The ask section as one line of HTML for the job summary. */
export function renderAskHtml(ask: AskPulse, note?: string): string {
  const cell = (tag: 'th' | 'td', text: string, i: number): string =>
    `<${tag}${tag === 'td' && i > 0 ? ' align="right"' : ''}>${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${ASK_HEAD.map((h, i) => cell('th', h, i)).join('')}</tr>`;
  const body = rows(ask).map((r) => `<tr>${r.map((c, i) => cell('td', c, i)).join('')}</tr>`);
  return `<p>${escapeHtml(askHeadline(ask, note))}</p><table>${head}${body.join('')}</table>`;
}
