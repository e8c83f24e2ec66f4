// impact-preview in the sticky comment (Markdown): the tier decision, tokens and cost, and the
// would-be wiki diff, one <details> block per file. Page text and model output are hostile: the
// reasons are inert prose (src/security/inert-markdown.ts), each diff sits in a fence longer than
// any backtick run in it (nothing inside can close it, nor the <details> around it, nor ping
// anyone), and the whole is bounded: files past a count or a size are named as "+N more", a diff
// cut is said under it. Pure.
import { saysBudgetStop } from '../ledger/gate.js';
import { totalTokens } from '../llm/usage.js';
import { money, usd } from '../ledger/money.js';
import { escapeHtml } from '../report/escape.js';
import { inertText } from '../security/inert-markdown.js';
import type { Report } from '../types.js';
import type { PreviewOutcome } from './preview.js';

/** Files whose diff the comment shows; the rest are counted. */
export const PREVIEW_MAX_FILES = 10;
/** Characters of one file's diff shown before it is cut. */
export const PREVIEW_FILE_CHARS = 6_000;
/** Characters of all diffs shown (GitHub takes 65,536 per comment, the list above included). */
export const PREVIEW_CHARS = 30_000;

const ZWSP = '\u200b';

/** A name inside the comment's HTML: escaped, and no mention or reference. */
const inertHtml = (s: string): string =>
  escapeHtml(s)
    .replace(/@/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`);

/** A fence of backticks longer than any run of them in `text` (three at least). */
export function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * `text` as a fenced code block of `info`, cut at a line boundary past `max` characters; how many
 * lines the cut left out. A lone CR ends a line in Markdown: every line break becomes LF first.
 */
export function fenced(text: string, max: number, info = ''): { block: string; cut: number } {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (kept.length > 0 && size + line.length + 1 > max) break;
    // One line longer than the whole allowance is itself cut.
    kept.push(line.length > max ? `${line.slice(0, max)}…` : line);
    size += line.length + 1;
  }
  const body = kept.join('\n');
  const fence = fenceFor(body);
  return { block: `${fence}${info}\n${body}\n${fence}`, cut: lines.length - kept.length };
}

/** The path a unified diff names (`+++ b/<path>`, or `--- a/<path>` for a deletion). */
const diffPath = (diff: string): string =>
  /^\+\+\+ b\/(.*)$/m.exec(diff)?.[1] ?? /^--- a\/(.*)$/m.exec(diff)?.[1] ?? 'a file';

const lineCount = (diff: string, sign: '+' | '-'): number =>
  diff.split('\n').filter((l) => l.startsWith(sign) && !l.startsWith(`${sign.repeat(3)} `)).length;

const isMeta = (diff: string): boolean => /(^|\/)(index|log)\.md$/.test(diffPath(diff));

/** One file's diff, folded. */
function fileBlock(diff: string, max: number): string {
  const path = diffPath(diff);
  const created = /^--- \/dev\/null$/m.test(diff);
  const counts = `+${lineCount(diff, '+')} −${lineCount(diff, '-')}`;
  const { block, cut } = fenced(diff, max, 'diff');
  const said =
    cut > 0 ? ['', `${cut} more line${cut === 1 ? '' : 's'} of this diff not shown.`] : [];
  return [
    `<details><summary><code>${inertHtml(path)}</code> (${created ? 'created' : 'updated'}, ${counts})</summary>`,
    '',
    block,
    ...said,
    '',
    '</details>',
  ].join('\n');
}

/** The diffs folded, pages first then index.md and log.md, within the bounds. */
function diffBlocks(diffs: readonly string[]): string[] {
  const ordered = [...diffs.filter((d) => !isMeta(d)), ...diffs.filter(isMeta)];
  const out: string[] = [];
  let left = PREVIEW_CHARS;
  let shown = 0;
  for (const d of ordered) {
    if (shown === PREVIEW_MAX_FILES || left < 500) break;
    const block = fileBlock(d, Math.min(PREVIEW_FILE_CHARS, left));
    out.push(block);
    left -= block.length;
    shown++;
  }
  const more = ordered.length - shown;
  if (more > 0)
    out.push(`+${more} more file${more === 1 ? '' : 's'}: the job summary shows every diff.`);
  return out;
}

/** Tokens by kind and the cost, against max-cost-usd. */
function spent(r: Report, budget: number): string {
  const u = r.usage;
  return `${totalTokens(u)} tokens (input ${u.input_tokens}, cache write ${u.cache_creation_input_tokens}, cache read ${u.cache_read_input_tokens}, output ${u.output_tokens}), ${money(r.cost_usd)} of max-cost-usd ${usd(budget)}`;
}

/** The tier decision in one line: the one the comment says first. */
function decisionLine(r: Report): string {
  const d = r.decision;
  const reason = inertText(d.reason);
  if (saysBudgetStop(d.reason)) return `preview: stopped by the budget — ${reason}`;
  if (d.decision === 'skip') return `preview: Tier ${d.tier} skipped — ${reason}`;
  if (d.decision === 'failed') return `preview: Tier ${d.tier} failed — ${reason}`;
  const n = r.diffs?.length ?? 0;
  return `preview: Tier ${d.tier} would change ${n} file${n === 1 ? '' : 's'} — ${reason}`;
}

/** The preview's part of the sticky comment. */
export function previewMarkdown(p: PreviewOutcome, budget: number): string {
  const head = '#### Preview: the wiki after this merge (a dry run: nothing is written)';
  if (p.kind === 'not-run')
    return [head, '', `preview: not run — ${inertText(p.reason)}`].join('\n');
  if (p.kind === 'failed') return [head, '', `preview: failed — ${inertText(p.reason)}`].join('\n');
  const r = p.report;
  const process = r.decision.decision === 'process' && !saysBudgetStop(r.decision.reason);
  return [
    head,
    '',
    decisionLine(r),
    '',
    `Spent: ${spent(r, budget)}.`,
    ...(process && r.diffs?.length ? ['', ...diffBlocks(r.diffs)] : []),
  ].join('\n');
}
