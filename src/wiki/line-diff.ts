// A line diff of two texts (an LCS table: pages are capped at ≈12k characters, so it stays small)
// and what it says about a page's text: lines kept, changed, added and removed. The dry run's
// unified diffs and the report's per-page counts read the same diff.

export type LineOp = { kind: ' ' | '-' | '+'; line: string };

/** The lines of a text; a final newline ends the last line rather than starting an empty one. */
export function textLines(text: string): string[] {
  if (text === '') return [];
  const out = text.split('\n');
  if (out[out.length - 1] === '') out.pop();
  return out;
}

/** The edit script turning lines `a` into lines `b`, kept lines first where there is a choice. */
export function lineOps(a: readonly string[], b: readonly string[]): LineOp[] {
  const n = a.length;
  const m = b.length;
  // lcs[i][j] = LCS length of a[i..] and b[j..]
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: LineOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i]! });
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      ops.push({ kind: '-', line: a[i++]! });
    } else {
      ops.push({ kind: '+', line: b[j++]! });
    }
  }
  return ops;
}

/** What a rewrite did to a text's lines. */
export interface LineCounts {
  kept: number;
  /** Lines replaced by another line (a removed and an added line facing each other). */
  changed: number;
  added: number;
  removed: number;
}

/**
 * Lines kept, changed, added and removed from `before` to `after` (null: a new text). In each run
 * of removed and added lines, as many as face each other count as changed, the rest as added or
 * removed.
 */
export function lineCounts(before: string | null, after: string): LineCounts {
  const counts: LineCounts = { kept: 0, changed: 0, added: 0, removed: 0 };
  let minus = 0;
  let plus = 0;
  const close = (): void => {
    const paired = Math.min(minus, plus);
    counts.changed += paired;
    counts.added += plus - paired;
    counts.removed += minus - paired;
    minus = plus = 0;
  };
  for (const op of lineOps(textLines(before ?? ''), textLines(after))) {
    if (op.kind === ' ') {
      close();
      counts.kept++;
    } else if (op.kind === '-') minus++;
    else plus++;
  }
  close();
  return counts;
}

/** "39 lines kept · 1 changed · 0 added" (and "· 2 removed" when any were): one line of a report. */
export function lineCountsText(c: LineCounts): string {
  const removed = c.removed ? ` · ${c.removed} removed` : '';
  return `${c.kept} line${c.kept === 1 ? '' : 's'} kept · ${c.changed} changed · ${c.added} added${removed}`;
}
