// What the first Tier 3 message shows of the run's change, within ingest-diff-chars: that budget
// bounds everything it carries about the change — the file lists, the diffs with their fences and
// the per-file notes. Files a page covers come first, then source, then tests, docs and
// configuration (generated files last, listed and never shown). The lists take at most a fifth of
// the budget and end with "+N more"; the diffs share the rest, the covered files' first; a file the
// budget would give less than a useful minimum is listed, not shown. Only a diff shown whole is
// evidence of anything (src/tools/source-record.ts): a cut one is marked, and the report gets one
// line for all the cuts.
import { shareFirst } from '../merge-info/diff-budget.js';
import { changeKind, KIND_ORDER, type ChangeKind } from '../paths/change-kinds.js';
import { listedName, untrusted } from '../security/fence.js';
import type { ShownChange } from '../tools/source-record.js';
import type { FileChange, MergeInfo } from '../types.js';

/** Below this many characters a diff says too little: past it, the last files go unshown. */
export const MIN_DIFF_SHARE = 400;

/** The share of ingest-diff-chars the file lists may take. */
const LIST_SHARE = 0.2;

/** Characters a shown diff costs beyond its text: the fence lines and a cut note, at most. */
const FILE_OVERHEAD = 160;

const n = (x: number): string => x.toLocaleString('en-US');

/** One merge's file, where it stands in the order. */
interface Ranked {
  merge: number;
  file: FileChange;
  /** 0: a page covers it; 1…4: source, test, docs, config; 5: generated. */
  rank: number;
}

/** What the message shows of one merge. */
export interface MergeView {
  /** The listed files' lines (inside the list's fence) and what the list left out. */
  listed: string[];
  unlisted: number;
  /** The diffs shown, in the order, each with its share (its whole length when uncut). */
  diffs: { file: FileChange; share: number }[];
  /** Files with a diff that the budget did not show. */
  unshown: number;
}

export interface ChangeView {
  merges: MergeView[];
  /** What the run showed, for the tools' evidence (oldest merge first). */
  shown: ShownChange[];
  /** One line for the report when anything was cut, else null. */
  warning: string | null;
}

const kindRank = (kind: ChangeKind): number => 1 + KIND_ORDER.indexOf(kind);

function rankOf(file: FileChange, covered: ReadonlySet<string>): number {
  if (file.generated !== undefined) return 5;
  // A .gitattributes change that hides covered files is shown with them: it is the change itself.
  if (file.hides !== undefined) return 0;
  if (covered.has(file.path) || (file.previous_path && covered.has(file.previous_path))) return 0;
  return kindRank(changeKind(file.path));
}

/** The merges' files in the order: covered, source, test, docs, config, generated. */
function ranked(merges: readonly MergeInfo[], covered: ReadonlySet<string>): Ranked[] {
  return merges
    .flatMap((m, merge) => m.files.map((file) => ({ merge, file, rank: rankOf(file, covered) })))
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || a.i - b.i)
    .map(({ r }) => r);
}

const hasDiff = (r: Ranked): boolean => r.rank < 5 && (r.file.patch ?? '') !== '';

/** The shares of the first `count` files with a diff, or null when one would fall below the minimum. */
function sharesFor(files: readonly Ranked[], count: number, budget: number): number[] | null {
  const taken = files.slice(0, count);
  const room = budget - count * FILE_OVERHEAD;
  if (count > 0 && room <= 0) return null;
  const len = (r: Ranked): number => r.file.patch!.length;
  const covered = taken.filter((r) => r.rank === 0);
  const s = shareFirst(covered.map(len), taken.slice(covered.length).map(len), room);
  const shares = [...s.first, ...s.rest];
  return shares.every((sh, i) => sh >= Math.min(MIN_DIFF_SHARE, len(taken[i]!))) ? shares : null;
}

/** The most files (in the order) the diff budget shows, each at least the minimum, and their shares. */
function diffPlan(files: readonly Ranked[], budget: number): number[] {
  let lo = 0;
  let hi = files.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sharesFor(files, mid, budget)) lo = mid;
    else hi = mid - 1;
  }
  return sharesFor(files, lo, budget) ?? [];
}

/** One file's line in a merge's list. */
function listLine(f: FileChange, unshown: boolean): string {
  const tag =
    f.generated !== undefined
      ? ` [generated: ${f.generated}; never shown]`
      : (f.patch ?? '') === ''
        ? ' [no diff]'
        : unshown
          ? ' [diff not shown]'
          : '';
  const hides = f.hides !== undefined ? ` [its change hides covered files: ${f.hides}]` : '';
  return `- ${f.status} ${listedName(f.path)} (+${f.additions} -${f.deletions})${tag}${hides}`;
}

/** Each merge's list within its share of the list budget, in the order. */
function lists(
  merges: readonly MergeInfo[],
  order: readonly Ranked[],
  unshown: ReadonlySet<FileChange>,
  budget: number,
): { listed: string[][]; unlisted: number[]; used: number } {
  const lines = merges.map((_, k) =>
    order.filter((r) => r.merge === k).map((r) => listLine(r.file, unshown.has(r.file))),
  );
  const full = lines.map((ls) => ls.reduce((sum, l) => sum + l.length + 1, 0));
  const shares = shareFirst([], full, budget).rest;
  let used = 0;
  const listed = lines.map((ls, k) => {
    const kept: string[] = [];
    let size = 0;
    for (const l of ls) {
      if (size + l.length + 1 > shares[k]!) break;
      kept.push(l);
      size += l.length + 1;
    }
    used += size;
    return kept;
  });
  return { listed, unlisted: lines.map((ls, k) => ls.length - listed[k]!.length), used };
}

function warningOf(budget: number, cut: number, unshown: number, unlisted: number): string | null {
  const parts = [
    cut ? `${n(cut)} diff${cut === 1 ? '' : 's'} cut` : null,
    unshown
      ? `${n(unshown)} diff${unshown === 1 ? '' : 's'} not shown (under ${MIN_DIFF_SHARE} characters each)`
      : null,
    unlisted ? `${n(unlisted)} file${unlisted === 1 ? '' : 's'} left out of the file list` : null,
  ].filter(Boolean);
  return parts.length
    ? `The first Tier 3 message was cut to ingest-diff-chars (${budget}): ${parts.join(', ')}; the agent reads any file with read_source.`
    : null;
}

/** What the first message shows of the merges' change within `budget` (ingest-diff-chars). */
export function changeView(
  merges: readonly MergeInfo[],
  covered: ReadonlySet<string>,
  budget: number,
): ChangeView {
  const order = ranked(merges, covered);
  const withDiff = order.filter(hasDiff);
  // The lists first, as if no diff were shown (a tag more per file at most), then the diffs.
  const listBudget = Math.floor(budget * LIST_SHARE);
  const draft = lists(merges, order, new Set(withDiff.map((r) => r.file)), listBudget);
  const shares = diffPlan(withDiff, budget - draft.used);
  const shownFiles = new Set(withDiff.slice(0, shares.length).map((r) => r.file));
  const unshown = new Set(withDiff.slice(shares.length).map((r) => r.file));
  const { listed, unlisted } = lists(merges, order, unshown, listBudget);
  const share = new Map(withDiff.slice(0, shares.length).map((r, i) => [r.file, shares[i]!]));
  const views: MergeView[] = merges.map((_, k) => ({
    listed: listed[k]!,
    unlisted: unlisted[k]!,
    diffs: order
      .filter((r) => r.merge === k && shownFiles.has(r.file))
      .map((r) => ({ file: r.file, share: share.get(r.file)! })),
    unshown: order.filter((r) => r.merge === k && unshown.has(r.file)).length,
  }));
  const cut = [...share].filter(([f, s]) => s < f.patch!.length).length;
  return {
    merges: views,
    // Every change the run made to a file, oldest merge first (the tools undo them newest first):
    // one not shown whole breaks the way back to a stamp. A removed file proves nothing now.
    shown: merges.flatMap((m) =>
      m.files
        .filter((f) => f.generated === undefined && f.status !== 'removed')
        .map((f): ShownChange => {
          const s = share.get(f);
          const patch = f.patch ?? '';
          return {
            path: f.path,
            patch,
            view: s === undefined ? 'none' : s >= patch.length ? 'whole' : 'cut',
          };
        }),
    ),
    warning: warningOf(
      budget,
      cut,
      unshown.size,
      unlisted.reduce((a, b) => a + b, 0),
    ),
  };
}

/** The first `share` characters of a patch, ending at a line's end when that keeps most of them. */
export function headOf(patch: string, share: number): string {
  if (share >= patch.length) return patch;
  const end = patch.lastIndexOf('\n', share - 1);
  return end >= share / 2 ? patch.slice(0, end + 1) : patch.slice(0, share);
}

/** One merge's list and diffs as the message's lines. */
export function changeLines(m: MergeInfo, view: MergeView): string[] {
  const lines = [
    '',
    `Changed files (${m.files.length}):`,
    untrusted('changed files', view.listed.join('\n')),
  ];
  if (view.unlisted)
    lines.push(
      `[+${n(view.unlisted)} more file${view.unlisted === 1 ? '' : 's'} not listed (ingest-diff-chars): read any with read_source]`,
    );
  const anyDiff = m.files.some((f) => f.generated === undefined);
  lines.push('', anyDiff ? 'Diff:' : 'Diff: none shown (every changed file is generated).');
  for (const { file, share } of view.diffs) {
    const patch = file.patch!;
    const where = { path: file.path, ...(file.previous_path ? { from: file.previous_path } : {}) };
    const head = headOf(patch, share);
    lines.push(untrusted('diff', head, where));
    if (head.length < patch.length)
      lines.push(
        `[diff cut: showed ${n(head.length)} of ${n(patch.length)} characters of this file; read_source reads the file, in parts]`,
      );
  }
  const noDiff = m.files.filter((f) => f.generated === undefined && (f.patch ?? '') === '');
  if (noDiff.length === 1)
    lines.push(
      `(no diff for "${listedName(noDiff[0]!.path)}": binary, renamed without changes, or too large)`,
    );
  else if (noDiff.length)
    lines.push(
      `(no diff for ${n(noDiff.length)} files marked [no diff]: binary, renamed without changes, or too large)`,
    );
  if (view.unshown)
    lines.push(
      `[diffs not shown: ${n(view.unshown)} file${view.unshown === 1 ? '' : 's'} (marked [diff not shown] in the list${view.unlisted ? ', or not listed' : ''}), which ingest-diff-chars would give less than ${MIN_DIFF_SHARE} characters each; read any with read_source]`,
    );
  return lines;
}
