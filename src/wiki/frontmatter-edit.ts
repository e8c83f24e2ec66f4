// Front-matter changed key by key in its own text. Re-serializing the whole block through the YAML
// library rewrote what no tool changed — an inline `tags: [api]` became a block list, quoting and
// comments went — so each changed key's lines are spliced (replaced, removed, or a new key added
// at the end) and every other byte of the block stays as it was. The result is parsed again and
// must be the mapping asked for; when no splice can say it (a flow mapping, an odd key), null.
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, parseDocument, stringify } from 'yaml';

/** Where one top-level key's lines lie in the YAML text: [start of its line, end of its value's line). */
interface KeySpan {
  start: number;
  end: number;
}

const lineStart = (src: string, at: number): number => src.lastIndexOf('\n', at - 1) + 1;

/** The end of the line holding `at - 1` (after its newline), or `at` when it ends a line already. */
function lineEnd(src: string, at: number): number {
  if (at > 0 && src[at - 1] === '\n') return at;
  const nl = src.indexOf('\n', at);
  return nl === -1 ? src.length : nl + 1;
}

/** Each top-level key of a block mapping with its span; null when the YAML is not one. */
function keySpans(yaml: string): Map<string, KeySpan> | null {
  const doc = parseDocument(yaml, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) return null;
  if (doc.contents === null) return new Map();
  if (!isMap(doc.contents) || doc.contents.flow) return null;
  const spans = new Map<string, KeySpan>();
  for (const pair of doc.contents.items) {
    const key = pair.key;
    if (!isScalar(key) || typeof key.value !== 'string' || !key.range) return null;
    const value = pair.value as { range?: [number, number, number] } | null;
    const last = value?.range?.[1] ?? key.range[1];
    // Each key at the start of its own line, as front-matter writes them; else no splice.
    if (lineStart(yaml, key.range[0]) !== key.range[0]) return null;
    spans.set(key.value, { start: key.range[0], end: lineEnd(yaml, last) });
  }
  return spans;
}

/** The span of the earliest key present that `order` lists after `key`; null when none is. */
function nextInOrder(
  key: string,
  order: readonly string[],
  spans: ReadonlyMap<string, KeySpan>,
): KeySpan | null {
  const at = order.indexOf(key);
  if (at < 0) return null;
  const later = order
    .slice(at + 1)
    .flatMap((k) => spans.get(k) ?? [])
    .sort((a, b) => a.start - b.start);
  return later[0] ?? null;
}

/** `key: value` as the YAML library writes it, one or more lines ending in a newline. */
const written = (key: string, value: unknown): string =>
  stringify({ [key]: value }, { lineWidth: 0 });

/**
 * `yaml` (a front-matter block's text between its fences, LF line endings) with the keys of
 * `target` that differ from `before` written over, the keys `before` has and `target` lacks
 * removed, and new keys added at the end; every other line as it was. Null when the splice cannot
 * be made or does not parse back to `target`.
 */
export function spliceFrontmatter(
  yaml: string,
  before: Record<string, unknown>,
  target: Record<string, unknown>,
  order: readonly string[] = [],
): string | null {
  const spans = keySpans(yaml);
  if (!spans) return null;
  const edits: { span: KeySpan; text: string }[] = [];
  let added = '';
  for (const key of new Set([...Object.keys(before), ...Object.keys(target)])) {
    const had = Object.prototype.hasOwnProperty.call(before, key);
    const has = Object.prototype.hasOwnProperty.call(target, key);
    if (had && has && isDeepStrictEqual(before[key], target[key])) continue;
    const span = spans.get(key);
    if (had && !span) return null;
    const text = has ? written(key, target[key]) : '';
    if (span) edits.push({ span, text });
    else {
      // A new key goes before the first key `order` puts after it (sources before covers), else last.
      const next = nextInOrder(key, order, spans);
      if (next) edits.push({ span: { start: next.start, end: next.start }, text });
      else added += text;
    }
  }
  // From the end, so each splice leaves the offsets before it; of two new keys inserted at one
  // place, the later one first, so they read in their order.
  const at = new Map(edits.map((e, i) => [e, i]));
  edits.sort((a, b) => b.span.start - a.span.start || at.get(b)! - at.get(a)!);
  let out = yaml;
  for (const { span, text } of edits) {
    // The last key may end without a newline (no line after it); its replacement then does too.
    const last = span.end === out.length && !out.endsWith('\n');
    out = out.slice(0, span.start) + (last ? text.replace(/\n$/, '') : text) + out.slice(span.end);
  }
  if (added) out += (out === '' || out.endsWith('\n') ? '' : '\n') + added;
  const again = parseDocument(out, { uniqueKeys: true, prettyErrors: false });
  if (again.errors.length > 0) return null;
  const value: unknown = again.toJS({ maxAliasCount: 100 }) ?? {};
  return isDeepStrictEqual(value, target) ? out : null;
}
