// Text helpers shared by the wiki modules. Every "character" count in the wiki side is a
// Unicode code point, so an emoji counts once whatever its UTF-16 length.

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** Number of Unicode code points in `s` (a lone surrogate counts as one). */
export function codePoints(s: string): number {
  // The regex scan is several times faster than a charCodeAt loop in a fresh process, and most
  // text has no character above U+FFFF at all.
  if (!HIGH_SURROGATE.test(s)) return s.length;
  return s.length - (s.match(SURROGATE_PAIR)?.length ?? 0);
}

/** The first `n` code points of `s`. */
export function sliceCodePoints(s: string, n: number): string {
  let cp = 0;
  let i = 0;
  while (i < s.length && cp < n) {
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 2 : 1;
    cp++;
  }
  return s.slice(0, i);
}

/**
 * Orders strings by code point, not by UTF-16 unit or locale, so the map sorts the same
 * everywhere (plain `<` misorders characters above U+FFFF against U+E000–U+FFFF).
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** Removes a leading byte-order mark and turns CRLF / lone CR into LF. */
export function normalizeText(s: string): string {
  const t = s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
  return t.includes('\r') ? t.replace(/\r\n?/g, '\n') : t;
}

/** codePoints(normalizeText(s)) without building the normalized copy. */
export function normalizedCodePoints(s: string): number {
  let n = codePoints(s);
  if (s.charCodeAt(0) === 0xfeff) n--;
  if (s.includes('\r')) for (let i = s.indexOf('\r\n'); i !== -1; i = s.indexOf('\r\n', i + 2)) n--;
  return n;
}

/** Whitespace collapseSpace changes: a run of two, any but a space, or at either end (trim's set is \s's). */
const NOT_ONE_LINE = /\s\s|[^\S ]|^\s|\s$/;

/** Collapses every run of whitespace (newlines included) into one space. */
export function collapseSpace(s: string): string {
  // Most fields are one line already: a test, without building a new string (20,000 pages' map
  // runs this ~200,000 times).
  return NOT_ONE_LINE.test(s) ? s.replace(/\s+/g, ' ').trim() : s;
}

/** Cuts `s` to at most `max` code points at a word boundary, ending with `…` when cut. */
export function cutAtWord(s: string, max: number): { text: string; cut: boolean } {
  if (codePoints(s) <= max) return { text: s, cut: false };
  const head = sliceCodePoints(s, Math.max(0, max - 1));
  // Cut at the last word boundary that fits (the end of `head` when a space follows it);
  // a single word longer than the cap is cut hard.
  const atBoundary = /\s/.test(s.charAt(head.length));
  const space = head.lastIndexOf(' ');
  const kept = (atBoundary || space <= 0 ? head : head.slice(0, space)).replace(/[\s,;:]+$/u, '');
  return { text: `${kept}…`, cut: true };
}

/** `n` and the word, plural past one: "1 page", "3 pages". */
export const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;
