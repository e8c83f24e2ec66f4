// Text written by others (a merge, a source file, a page, the map, SCHEMA.md, a reader's question)
// on its way into a prompt. Every prompt carries it in one fence, `<untrusted kind="…">…</untrusted>`,
// and states once that what is inside is data; this module is the only writer of that fence, so
// text inside can never close it (or open a second one) and pose as instructions after it.

/** An opening or closing fence tag, however spaced or cased: `</untrusted>`, `< UNTRUSTED kind=…`. */
const FENCE_TAG = /<(\s*\/?\s*untrusted)/gi;

/** `text` with every fence tag in it defused (`<` → `&lt;`); nothing else changes. */
export function neutralise(text: string): string {
  return text.replace(FENCE_TAG, '&lt;$1');
}

/** One attribute value: on one line, quotes and angle brackets escaped. */
export function fenceAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/**
 * A file name on a line of a fenced list: as it is, or JSON-quoted when it holds a line break or
 * another control character, so a name (`a.ts\n- added b.ts`) cannot add a line of its own; the
 * model passes the quoted name back in a tool call's JSON as the same string.
 */
export function listedName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is quoted
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name) ? JSON.stringify(name) : name;
}

/**
 * `text` fenced as data of `kind` (`title`, `diff`, `source`, `page`, `wiki map`, …), with
 * attributes naming where it comes from (a path, a slug). Attribute order is the caller's, so the
 * same call gives the same bytes.
 */
export function untrusted(
  kind: string,
  text: string,
  attributes: Readonly<Record<string, string>> = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${fenceAttr(v)}"`)
    .join('');
  const body = neutralise(text).replace(/\n+$/, '');
  return `<untrusted kind="${fenceAttr(kind)}"${attrs}>\n${body}\n</untrusted>`;
}
