// One small parser per kind of input (src/config/spec.ts): the text in (the input as given, or
// its default when blank), the kind's value out, or a ConfigError naming the input and the fix.
import { fail } from './errors.js';
import type { InputSpec, KindValues } from './spec.js';

/** The word that empties a list input (an empty input means its default). */
const NONE = 'none';

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

export const splitList = (raw: string): string[] =>
  raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

export const splitLines = (raw: string): string[] =>
  raw
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

// A glob list: one per line or comma-separated. Commas inside braces belong to the glob
// (`**/openapi.{json,yaml,yml}` is one), so `lib/**, src/api/**` is two globs, not one.
export function splitGlobs(raw: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of raw) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === '\n' || (ch === ',' && depth === 0)) {
      out.push(current);
      current = '';
      depth = 0;
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

function validateGlob(name: string, glob: string): string {
  const g = glob.replace(/^\.\//, '');
  if (g.startsWith('/'))
    fail(name, `"${glob}" is absolute; globs are relative to the repository root, e.g. "docs/**".`);
  if (g.split('/').includes('..')) fail(name, `"${glob}" leaves the repository; remove the "..".`);
  let depth = 0;
  for (const ch of g) {
    if (ch === '{') depth++;
    if (ch === '}' && --depth < 0) break;
  }
  if (depth !== 0) fail(name, `"${glob}" has unbalanced braces; write e.g. "**/*.{yml,yaml}".`);
  if (unclosedClass(g))
    fail(
      name,
      `"${glob}" opens a character class "[" that never closes; close it (e.g. "**/[Aa]pi/**") or escape a literal bracket as "\\[".`,
    );
  return g;
}

/** minimatch reads an unclosed `[` as a literal bracket, so "**\/[api" would silently match nothing. */
function unclosedClass(glob: string): boolean {
  for (let i = 0; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === '[') {
      // A `]` right after `[` (or `[!`, `[^`) is a member of the class, not its end.
      let j = i + 1;
      if (glob[j] === '!' || glob[j] === '^') j++;
      if (glob[j] === ']') j++;
      while (j < glob.length && glob[j] !== ']') j += glob[j] === '\\' ? 2 : 1;
      if (j >= glob.length) return true;
      i = j;
    }
  }
  return false;
}

const isNone = (text: string, spec: InputSpec): boolean =>
  spec.none !== false && text.trim().toLowerCase() === NONE;

function wholeNumber(text: string, spec: InputSpec): number | null {
  const s = text.trim();
  if (s === '') return null;
  const { min, max } = spec.range!;
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max)
    fail(spec.name, `"${s}" is not a whole number from ${min} to ${max}.`);
  return Number(s);
}

/**
 * Decimal notation only: digits with an optional fraction (`1`, `0.50`, `.5`). Number() alone
 * would also take `0x10` (16), `1e3`, `0b1` or `Infinity`, none of which a person means as dollars.
 * Whitespace around the value is ignored, as for every input (a YAML block ends in a newline).
 */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function realNumber(text: string, spec: InputSpec): number | null {
  const s = text.trim();
  if (s === '') return null;
  const n = DECIMAL.test(s) ? Number(s) : NaN;
  const { min, max, minExclusive } = spec.range!;
  const low = minExclusive ? n <= min : n < min;
  if (!Number.isFinite(n) || low || n > max)
    fail(
      spec.name,
      minExclusive
        ? `"${s}" is not a number more than ${min} and at most ${max} (e.g. 1.00).`
        : `"${s}" is not a number from ${min} to ${max}.`,
    );
  return n;
}

function trueOrFalse(text: string, spec: InputSpec): boolean {
  const s = text.trim();
  if (TRUE.includes(s)) return true;
  if (FALSE.includes(s)) return false;
  return fail(spec.name, `"${s}" is not true or false.`);
}

function oneOf(text: string, spec: InputSpec): string {
  const s = text.trim();
  const values = spec.values!;
  if (!values.includes(s)) fail(spec.name, `"${s}" is not one of: ${values.join(', ')}.`);
  return s;
}

export const KIND_PARSERS: {
  [K in keyof KindValues]: (text: string, spec: InputSpec) => KindValues[K];
} = {
  string: (text) => text.trim(),
  secret: (text) => text.trim(),
  json: (text) => text.trim(),
  list: (text, spec) => (isNone(text, spec) ? [] : splitList(text)),
  globs: (text, spec) =>
    isNone(text, spec) ? [] : splitGlobs(text).map((g) => validateGlob(spec.name, g)),
  int: wholeNumber,
  number: realNumber,
  boolean: trueOrFalse,
  enum: oneOf,
};
