// What lint-fix's first message shows of each stale page's changed files: the change itself — the
// diff from the version the page was checked against (its stamp) to the file as it is now — not
// blob ids. The diffs share ingest-diff-chars as a merge's do; a cut one says which lines of the
// file now hold the rest (read_source reads them, or the whole file), and one the budget would
// give less than a useful minimum is named, not shown. A diff shown whole is the whole change
// since the stamp: evidence enough to confirm the page (src/tools/source-record.ts).
import { shareBudget } from '../merge-info/diff-budget.js';
import { untrusted } from '../security/fence.js';
import type { ShownChange } from '../tools/source-record.js';
import { headOf, MIN_DIFF_SHARE } from './change-view.js';

/** A covered file that changed since its page's stamp. */
export interface StaleFile {
  path: string;
  /** The blob the page was checked against. */
  stamp: string;
  /** The blob at the commit the run reads. */
  now: string;
  /** The change since the stamp, as hunks; null: the stamped version could not be read or diffed. */
  diff?: string | null;
}

/** Characters a shown diff costs beyond its text: the fence lines and a cut note, at most. */
const OVERHEAD = 220;

const n = (x: number): string => x.toLocaleString('en-US');

/** The file's lines (now) that the hunks of `rest` touch, first to last, or null. */
function linesOf(rest: string): [number, number] | null {
  let range: [number, number] | null = null;
  for (const m of rest.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const from = Number(m[1]);
    const to = from + Math.max(0, Number(m[2] ?? '1') - 1);
    range = range ? [range[0], to] : [from, to];
  }
  return range;
}

/** The note after a cut diff: where the rest of the change is in the file now, and the call. */
function cutNote(path: string, diff: string, shown: number): string {
  // The hunk the cut went through counts too: its header is before the cut.
  const header = diff.lastIndexOf('\n@@ ', shown);
  const lines = linesOf(diff.slice(header < 0 ? 0 : header + 1));
  const where = lines
    ? `; the rest of the change is in lines ${n(lines[0])}–${n(lines[1])} of the file now: read_source ${JSON.stringify({ path, start_line: lines[0], end_line: lines[1] })}`
    : '';
  return `[diff cut: showed ${n(shown)} of ${n(diff.length)} characters${where}. To confirm the page, read the file whole with read_source]`;
}

/** How many of the diffs (in order) the budget shows, each at least the minimum, with shares. */
function plan(lengths: readonly number[], budget: number): number[] {
  for (let count = lengths.length; count > 0; count--) {
    const taken = lengths.slice(0, count);
    const shares = shareBudget(taken, budget - count * OVERHEAD);
    if (shares.every((s, i) => s >= Math.min(MIN_DIFF_SHARE, taken[i]!))) return shares;
  }
  return [];
}

/** The stale files' changes, each (file, stamp) once, within `budget` (ingest-diff-chars). */
export function staleChanges(
  stale: readonly { files: readonly StaleFile[] }[],
  budget: number,
): { lines: string[]; shown: ShownChange[]; warning: string | null } {
  const unique = new Map<string, StaleFile>();
  for (const s of stale) for (const f of s.files) unique.set(`${f.path}\0${f.stamp}`, f);
  const files = [...unique.values()];
  const withDiff = files.filter((f) => typeof f.diff === 'string' && f.diff !== '');
  const shares = plan(
    withDiff.map((f) => f.diff!.length),
    budget,
  );
  const lines: string[] = [];
  const shown: ShownChange[] = [];
  let cut = 0;
  withDiff.forEach((f, i) => {
    const share = shares[i];
    const diff = f.diff!;
    if (share === undefined) {
      lines.push(
        `[the change of "${f.path}" is not shown: ingest-diff-chars would give it less than ${MIN_DIFF_SHARE} characters; read the file whole with read_source]`,
      );
      return shown.push({ path: f.path, patch: diff, view: 'none', fromNow: true });
    }
    const head = headOf(diff, share);
    lines.push(untrusted('diff', head, { path: f.path }));
    if (head.length < diff.length) {
      cut++;
      lines.push(cutNote(f.path, diff, head.length));
    }
    shown.push({
      path: f.path,
      patch: diff,
      view: share < diff.length ? 'cut' : 'whole',
      fromNow: true,
    });
  });
  for (const f of files)
    if (f.diff === null || f.diff === undefined)
      lines.push(
        `[no diff for "${f.path}": the version the page was checked against could not be read; read the file whole with read_source]`,
      );
  const unshown = withDiff.length - shares.length;
  const said = [cut ? `${cut} cut` : null, unshown ? `${unshown} not shown` : null].filter(Boolean);
  return {
    lines,
    shown,
    warning: said.length
      ? `lint-fix's first message showed the stale files' changes within ingest-diff-chars (${budget}): ${said.join(', ')}.`
      : null,
  };
}
