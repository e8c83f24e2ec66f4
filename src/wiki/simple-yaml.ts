// The commonest front-matter, read without the YAML library: one `key: words` or
// `key: [words, words]` per line. Loading and warming up `yaml` costs ~180 ms in a fresh process
// for a thousand pages; this costs a few. Anything else — quotes, comments, nesting, numbers,
// booleans, nulls, anchors, repeated keys — returns undefined and goes to `yaml`, so the result,
// when there is one, is exactly what `yaml`'s parse (YAML 1.2 core schema) gives.

/**
 * `key: value`: a key is a letter, then letters, digits, `_` or `-` (no `__proto__`, no number;
 * true/false/null are ruled out apart).
 */
const LINE = /^([A-Za-z][A-Za-z0-9_-]*): +(.*?) *$/;
/**
 * A plain scalar the core schema reads as a string: it starts with a letter (so it is no
 * number, `.inf`, indicator or alias) and holds only printable characters (no tab, no control,
 * no BOM, no surrogate: emoji take the library path). `: `, ` #`, a final `:` and the words
 * true/false/null are ruled out apart.
 */
const SCALAR = /^[A-Za-z][ -~\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*$/;
/** The same inside `[…]`, where `,[]{}` are indicators too. */
const ITEM = /^[A-Za-z][ -+\--Z\\^-z|~\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*$/;
const NOT_STRING = /^(?:true|false|null)$/i;

const plain = (s: string, re: RegExp): boolean =>
  re.test(s) && !s.includes(': ') && !s.includes(' #') && !s.endsWith(':') && !NOT_STRING.test(s);

/** The mapping `yaml` would parse from `src`, or undefined when `src` is not this simple. */
export function parseSimpleYaml(src: string): Record<string, string | string[]> | undefined {
  const out: Record<string, string | string[]> = {};
  for (const line of src.split('\n')) {
    if (line === '') continue;
    const m = LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    const value = m[2]!;
    if (NOT_STRING.test(key) || Object.prototype.hasOwnProperty.call(out, key)) return undefined;
    if (value.startsWith('[') && value.endsWith(']')) {
      const inner = value.slice(1, -1).trim();
      const items = inner === '' ? [] : inner.split(',').map((x) => x.replace(/^ +| +$/g, ''));
      if (!items.every((x) => plain(x, ITEM))) return undefined;
      out[key] = items;
    } else if (plain(value, SCALAR)) out[key] = value;
    else return undefined;
  }
  return out;
}
