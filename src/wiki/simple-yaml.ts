// The commonest front-matter, read without the YAML library: one `key: words`,
// `key: "words"` or `key: [words, words]` per line, or a `key:` line followed by `  - words`
// items (how the library writes a list, `tags` and `covers` among them). Loading and warming up
// `yaml` costs ~180 ms in a fresh process for a thousand pages, and parsing ~100 µs a page after
// that (2 s of a 20,000-page `index`); this costs a few. Anything else — escapes, quotes in
// lists, comments, nesting, numbers, booleans, nulls, anchors, repeated keys — returns undefined
// and goes to `yaml`, so the result, when there is one, is exactly what `yaml`'s parse (YAML 1.2
// core schema) gives.

/**
 * `key: value`: a key is a letter, then letters, digits, `_` or `-` (no `__proto__`, no number;
 * true/false/null are ruled out apart).
 */
const LINE = /^([A-Za-z][A-Za-z0-9_-]*): +(.*?) *$/;
/** `key:` alone, opening a block list. */
const KEY_ONLY = /^([A-Za-z][A-Za-z0-9_-]*):$/;
/** `  - value`: one item of a block list (its indentation, its value). */
const ITEM_LINE = /^( *)- ([^ ].*?) *$/;
/**
 * A plain scalar the core schema reads as a string: it starts with a letter, or with `.` or `_`
 * and a letter (a dotted folder such as `.github/…`), so it is no number, `.5` or indicator, and
 * holds only printable characters (no tab, no control, no BOM, no surrogate: emoji take the
 * library path). `: `, ` #`, a final `:` and the words true/false/null/.inf/.nan are ruled out
 * apart.
 */
const SCALAR = /^(?:[A-Za-z]|[._][A-Za-z])[ -~\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*$/;
/** The same inside `[…]`, where `,[]{}` are indicators too. */
const ITEM = /^(?:[A-Za-z]|[._][A-Za-z])[ -+\--Z\\^-z|~\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*$/;
const NOT_STRING = /^(?:true|false|null|\.inf|\.nan)$/i;
/**
 * A quoted scalar on one line with nothing to unescape: `"…"` holding no `"` or `\`, or `'…'`
 * holding no `'`; printable characters only. Its text is what lies between the quotes, and it is
 * a string whatever it reads like (`"true"`, `"1.5"`, `"a: b"`). Writers quote titles that hold
 * `: ` or `#`, and some quote every value.
 */
const QUOTED =
  /^(?:"([ !#-[\]-~\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*)"|'([ -&(-~\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*)')$/;

const plain = (s: string, re: RegExp): boolean =>
  re.test(s) && !s.includes(': ') && !s.includes(' #') && !s.endsWith(':') && !NOT_STRING.test(s);

/** A block list being read: its key, its items' indentation (set by the first), its items. */
interface OpenList {
  key: string;
  indent: number;
  items: string[];
}

/** The mapping `yaml` would parse from `src`, or undefined when `src` is not this simple. */
export function parseSimpleYaml(src: string): Record<string, string | string[]> | undefined {
  const out: Record<string, string | string[]> = {};
  let open: OpenList | null = null;
  const taken = (key: string): boolean =>
    NOT_STRING.test(key) || Object.prototype.hasOwnProperty.call(out, key);
  for (const line of src.split('\n')) {
    if (line === '') continue;
    const item = ITEM_LINE.exec(line);
    if (item) {
      // An item belongs to the list just opened, at the indentation its first item set.
      if (!open || !plain(item[2]!, SCALAR)) return undefined;
      if (open.items.length === 0) open.indent = item[1]!.length;
      else if (item[1]!.length !== open.indent) return undefined;
      open.items.push(item[2]!);
      continue;
    }
    // `key:` with no item after it is null, which is the library's to give.
    if (open?.items.length === 0) return undefined;
    open = null;
    const bare = KEY_ONLY.exec(line);
    if (bare) {
      if (taken(bare[1]!)) return undefined;
      open = { key: bare[1]!, indent: 0, items: [] };
      out[open.key] = open.items;
      continue;
    }
    const m = LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    const value = m[2]!;
    if (taken(key)) return undefined;
    if (value.startsWith('[') && value.endsWith(']')) {
      const inner = value.slice(1, -1).trim();
      const items = inner === '' ? [] : inner.split(',').map((x) => x.replace(/^ +| +$/g, ''));
      if (!items.every((x) => plain(x, ITEM))) return undefined;
      out[key] = items;
    } else if (plain(value, SCALAR)) out[key] = value;
    else {
      const quoted = QUOTED.exec(value);
      if (!quoted) return undefined;
      out[key] = quoted[1] ?? quoted[2]!;
    }
  }
  return open?.items.length === 0 ? undefined : out;
}
