// A part of a long text — a source file read_source serves, a page's body read_pages serves —
// from a character offset or a line, at most a cap, ending at a line's end where it can.
// Characters are code points, as every count on the wiki side is.

export interface Part {
  text: string;
  /** Code points [start, end) of the file's `total`. */
  start: number;
  end: number;
  total: number;
  /** Lines the part spans (1-based) of the file's `lines`. */
  firstLine: number;
  lastLine: number;
  lines: number;
}

export interface PartAsked {
  offset?: number | undefined;
  start_line?: number | undefined;
  end_line?: number | undefined;
}

const n = (x: number): string => x.toLocaleString('en-US');

/** The file as code points: the string itself when no character takes two UTF-16 units. */
function pointsOf(text: string): {
  total: number;
  slice: (a: number, b: number) => string;
  at: (i: number) => string | undefined;
} {
  if (!/[\uD800-\uDFFF]/.test(text))
    return { total: text.length, slice: (a, b) => text.slice(a, b), at: (i) => text[i] };
  const chars = Array.from(text);
  return { total: chars.length, slice: (a, b) => chars.slice(a, b).join(''), at: (i) => chars[i] };
}

/** The line holding code point `offset` (1-based), from the lines' start offsets. */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** The part of `text` asked for, at most `cap` code points, or why it cannot be served. */
export function partOf(text: string, asked: PartAsked, cap: number): Part | string {
  const p = pointsOf(text);
  const starts = [0];
  for (let i = 0; i < p.total - 1; i++) if (p.at(i) === '\n') starts.push(i + 1);
  const lines = p.total === 0 ? 0 : starts.length;
  if (asked.start_line !== undefined && asked.start_line > Math.max(lines, 1))
    return `"start_line" ${asked.start_line} is past its last line (${n(lines)})`;
  if (asked.offset !== undefined && asked.offset > 0 && asked.offset >= p.total)
    return `"offset" ${n(asked.offset)} is past its end (${n(p.total)} characters; the last offset is ${n(Math.max(0, p.total - 1))})`;
  const start =
    asked.start_line !== undefined ? starts[asked.start_line - 1]! : (asked.offset ?? 0);
  const limit = asked.end_line !== undefined ? (starts[asked.end_line] ?? p.total) : p.total;
  let end = Math.min(limit, start + cap);
  if (end < limit) {
    // End at a line's end when the part holds one: the next part starts on a fresh line.
    let j = end - 1;
    while (j > start && p.at(j) !== '\n') j--;
    if (j > start) end = j + 1;
  }
  return {
    text: p.slice(start, end),
    start,
    end,
    total: p.total,
    firstLine: lines ? lineAt(starts, start) : 0,
    lastLine: lines ? lineAt(starts, Math.max(start, end - 1)) : 0,
    lines,
  };
}
