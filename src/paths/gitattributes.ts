// The repository's `.gitattributes` files, read for the two attributes that say a file is not
// source a person writes: `linguist-generated` (GitHub's own mark: collapsed in diffs, left out of
// language statistics) and `diff` unset (`-diff`, or the `binary` macro: git shows no text diff).
// The pattern rules are git's (gitattributes(5), which defers to gitignore(5)) for what this
// supports: a pattern without a slash matches a file's name at any depth, one with a slash is
// anchored at the root (a leading slash is dropped), `*` `?` `[…]` stay within a folder and `**`
// spans folders; a pattern ending in "/" names a folder and so matches no file; negative patterns
// (forbidden by git) and macro definitions (`[attr]`) are skipped; a C-style quoted pattern is
// unquoted. For each attribute the last line that sets, unsets or unspecifies it wins. A nested
// file's patterns are relative to its folder and it takes precedence over shallower ones (git's
// order: the root's lines, then each ancestor folder's from shallow to deep). Nested files are
// read where the caller lists the tree (git, lint's listing, init); the action's API-only ingest
// reads the root's alone. `.git/info/attributes` is not read.
import { Minimatch } from 'minimatch';

/** An attribute's state: set (true), unset (false), or left to git's default (undefined). */
type State = boolean | undefined;

interface Line {
  /** The line as written, trimmed: what a summary names as the rule. */
  text: string;
  glob: Minimatch;
  generated?: State;
  diff?: State;
}

export interface GitAttributes {
  readonly lines: readonly Line[];
}

const OPTIONS = {
  dot: true,
  nobrace: true,
  noext: true,
  nocomment: true,
  nonegate: true,
  optimizationLevel: 0,
} as const;

const ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '"': '"',
  '\\': '\\',
};

/** A C-style quoted pattern at the start of `line`: its text and the rest; null when unclosed. */
function unquote(line: string): { pattern: string; rest: string } | null {
  let out = '';
  for (let i = 1; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') return { pattern: out, rest: line.slice(i + 1) };
    if (c !== '\\') {
      out += c;
      continue;
    }
    const octal = /^[0-7]{3}/.exec(line.slice(i + 1));
    if (octal) {
      out += String.fromCharCode(parseInt(octal[0], 8));
      i += 3;
    } else {
      out += ESCAPES[line[i + 1] ?? ''] ?? line[i + 1] ?? '';
      i++;
    }
  }
  return null;
}

/** The pattern as minimatch reads it with git's meaning, or null when it can match no file. */
function globOf(pattern: string): Minimatch | null {
  if (pattern === '' || pattern.startsWith('!') || pattern.endsWith('/')) return null;
  const anchored = pattern.includes('/');
  const body = pattern.replace(/^\//, '');
  return new Minimatch(body, { ...OPTIONS, matchBase: !anchored });
}

/** What one attribute token does to the two attributes read here. */
function apply(line: Line, token: string): void {
  const [, sign = '', name = '', value] = /^([-!]?)([^=]*)(?:=(.*))?$/.exec(token) ?? [];
  const state: State = sign === '!' ? undefined : sign === '-' ? false : true;
  if (name === 'linguist-generated')
    line.generated = value === undefined ? state : sign === '' && value !== 'false';
  else if (name === 'diff') line.diff = state;
  else if (name === 'binary' && sign === '') line.diff = false;
}

/** The lines of a `.gitattributes` text that say something about the attributes read here. */
export function parseGitAttributes(text: string): GitAttributes {
  const lines: Line[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('[attr]')) continue;
    const quoted = trimmed.startsWith('"') ? unquote(trimmed) : null;
    if (trimmed.startsWith('"') && !quoted) continue;
    const [pattern, rest] = quoted
      ? [quoted.pattern, quoted.rest]
      : [trimmed.split(/\s/, 1)[0]!, trimmed.slice(trimmed.split(/\s/, 1)[0]!.length)];
    const glob = globOf(pattern);
    if (!glob) continue;
    const line: Line = { text: trimmed.replace(/\s+/g, ' '), glob };
    for (const token of rest.split(/\s+/).filter(Boolean)) apply(line, token);
    if ('generated' in line || 'diff' in line) lines.push(line);
  }
  return { lines };
}

/** One `.gitattributes` file: its folder ('' for the root) and its lines. */
export interface AttributesFile {
  readonly dir: string;
  readonly attrs: GitAttributes;
}

/** The rule that decided: the folder of the file that holds it and the line. */
export interface AttributesRule {
  dir: string;
  line: string;
}

/**
 * The rule that makes `path` (repository-relative, "/"-separated) generated, with git's precedence
 * over `files` (each ancestor folder's file, shallow to deep, its patterns relative to its folder;
 * the last decision per attribute wins): `linguist-generated` set, or `diff` unset while
 * `linguist-generated` is not unset; null when none does.
 */
export function generatedRule(
  files: readonly AttributesFile[],
  path: string,
): AttributesRule | null {
  let generated: { state: State; by: AttributesRule } | undefined;
  let diff: { state: State; by: AttributesRule } | undefined;
  const stack = files
    .filter((f) => f.dir === '' || path.startsWith(`${f.dir}/`))
    .sort((a, b) => a.dir.length - b.dir.length);
  for (const { dir, attrs } of stack) {
    const relative = dir === '' ? path : path.slice(dir.length + 1);
    for (const line of attrs.lines) {
      if (!line.glob.match(relative)) continue;
      if ('generated' in line) generated = { state: line.generated, by: { dir, line: line.text } };
      if ('diff' in line) diff = { state: line.diff, by: { dir, line: line.text } };
    }
  }
  if (generated?.state === true) return generated.by;
  if (diff?.state === false && generated?.state !== false) return diff.by;
  return null;
}

/** The line of one (root) `.gitattributes` that makes `path` generated; null when none does. */
export function generatedLine(attributes: GitAttributes, path: string): string | null {
  return generatedRule([{ dir: '', attrs: attributes }], path)?.line ?? null;
}
