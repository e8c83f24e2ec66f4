// The names a pull request's diff touches, each with what it does to them: a declaration removed
// (found on no added line: removed, or renamed — with the names the same file now declares), a
// declaration re-written with a new signature (the line declaring it differs before and after:
// a parameter, a type, a default), the declaration whose body a hunk changes (git's hunk header
// names the enclosing function or class), and a declaration added. Lines only re-indented, moved
// or given other line endings are no change. Declarations are the keyword forms of the common
// languages, members and keys (`fooBar?: string`, `fooBar: { … }`) and UPPER_SNAKE settings.
// Test files and fixtures declare their own helpers: they name nothing. Pure; what a page's
// mention of a name is worth is ./tie-class.ts's.
import { testPath } from '../paths/names.js';
import type { FileChange } from '../types.js';

/** What the diff does to a name; the order is the strength of the evidence. */
export type NameChange = 'removes' | 'signature' | 'hunk' | 'adds';

export interface DiffName {
  name: string;
  change: NameChange;
  /** removes: names the same file newly declares (a rename's new name?). */
  to?: string[];
  /** The changed file (its head path) whose lines carry the change. */
  file: string;
}

const KEYWORD =
  /\b(?:function\*?|class|interface|type|enum|const|let|var|def|fn|func|struct|trait|module|macro|record|val|namespace|protocol|object)\s+([A-Za-z_$][\w$]{2,})/g;
// Go methods: func (r *Router) Handle(
const GO_METHOD = /\bfunc\s+\([^)]*\)\s*([A-Za-z_]\w{2,})/g;
// A member or key at the start of a line: `fooBar?: string`, `"fooBar": {`, `fooBar = …` in a
// class body, `fooBar(a, b) {` / `async fooBar(` as a method (a line ending in `{`), and an
// interface's method signature (`on(event: string, cb: () => void): void`).
const MEMBER =
  /^\s*(?:(?:export|public|private|protected|static|readonly|declare|abstract|override|async|get|set)\s+)*["']?([A-Za-z_$][\w$]{2,})["']?\s*(?:[?!]?\s*:(?!:)|\??\s*=(?![=>])|\??(?:<[^>\n]*>)?\(.*\)\s*(?::[^\n]*|\{\s*)$)/;
// Any member, however short its name (`on(event, cb): void`): a type's shape changed.
const ANY_MEMBER = new RegExp(MEMBER.source.replace('{2,}', '*'));
// Statements that read like a member: `for (…) {`, `while (…) {`, `return (…)`.
const KEYWORDS = new Set(
  'for while switch catch return function else elif except with match case await yield new delete typeof void throw import export from super this self'.split(
    ' ',
  ),
);
const SETTING = /^\s*["']?([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']?\s*[:=]/;

/** The names one line declares, the keyword forms first. */
export function declaredOn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(KEYWORD)) out.push(m[1]!);
  for (const m of line.matchAll(GO_METHOD)) out.push(m[1]!);
  const member = MEMBER.exec(line)?.[1];
  if (member && !KEYWORDS.has(member) && !out.includes(member)) out.push(member);
  const setting = SETTING.exec(line)?.[1];
  if (setting && !out.includes(setting)) out.push(setting);
  return out;
}

const HUNK = /^@@ [^@]* @@ ?(.*)$/;
const CONTAINER =
  /\b(?:class|interface|type|enum|struct|trait|namespace|module|object|record|protocol)\s+[A-Za-z_$]/;
// A type's shape: its members are its signature (a class's lines are mostly its methods' code).
const SHAPE = /\b(?:interface|type|enum|struct|trait|protocol)\s+([A-Za-z_$][\w$]{2,})/;

interface Hunk {
  /** What git's hunk header names as the enclosing declaration ('' when nothing). */
  header: string;
  removed: string[];
  added: string[];
}

/** A unified diff's hunks: their header's context, removed and added lines without markers. */
export function diffHunks(patch: string): Hunk[] {
  const out: Hunk[] = [];
  let hunk: Hunk = { header: '', removed: [], added: [] };
  for (const line of patch.split('\n')) {
    if (line.startsWith('---') || line.startsWith('+++')) continue;
    if (line.startsWith('@@')) {
      hunk = { header: HUNK.exec(line)?.[1] ?? '', removed: [], added: [] };
      out.push(hunk);
    } else if (line.startsWith('-')) hunk.removed.push(line.slice(1));
    else if (line.startsWith('+')) hunk.added.push(line.slice(1));
  }
  if (out.length === 0 && (hunk.removed.length || hunk.added.length)) out.push(hunk);
  return out;
}

/** Whitespace folded: indentation, wrapping and line endings are not the text's. */
export const fold = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * The hunks of one file's diff as they change its text: a removed line the file adds back
 * (whitespace aside: line endings normalised, code re-indented or moved) is no change, and
 * neither is the added line it pairs with; a hunk left with no change is dropped.
 */
export function changedHunks(patch: string): Hunk[] {
  const hunks = diffHunks(patch);
  const tally = (side: 'removed' | 'added') => {
    const m = new Map<string, number>();
    for (const h of hunks) for (const l of h[side]) m.set(fold(l), (m.get(fold(l)) ?? 0) + 1);
    return m;
  };
  const added = tally('added');
  // As many of a line as both sides hold are no change: that many go from each side.
  const both = [...tally('removed')].map(([k, n]) => [k, Math.min(n, added.get(k) ?? 0)] as const);
  const changed = () => {
    const left = new Map(both);
    return (l: string): boolean => {
      const n = left.get(fold(l)) ?? 0;
      if (n > 0) left.set(fold(l), n - 1);
      return n === 0;
    };
  };
  const [removedKept, addedKept] = [changed(), changed()];
  return hunks
    .map((h) => ({
      ...h,
      removed: h.removed.filter(removedKept),
      added: h.added.filter(addedKept),
    }))
    .filter((h) => h.removed.length > 0 || h.added.length > 0);
}

/**
 * What a hunk's header says changed: the function whose body it is in, or the type whose members
 * it re-declares (an interface's method signature); a class's body says too little to count.
 */
function headerName(h: Hunk): { name: string; change: NameChange } | null {
  const shape = SHAPE.exec(h.header)?.[1];
  if (shape)
    return [...h.removed, ...h.added].some((l) => ANY_MEMBER.test(l) || declaredOn(l).length > 0)
      ? { name: shape, change: 'signature' }
      : null;
  if (CONTAINER.test(h.header)) return null;
  const name = declaredOn(h.header)[0];
  return name ? { name, change: 'hunk' } : null;
}

const WORD = /[\w$]+/g;

/** name → the trimmed lines declaring it. */
function declarations(lines: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of lines)
    for (const name of declaredOn(line)) {
      const set = out.get(name) ?? new Set<string>();
      set.add(line.trim());
      out.set(name, set);
    }
  return out;
}

const sameLines = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((l) => b.has(l));

const RANK: Record<NameChange, number> = { removes: 0, signature: 1, hunk: 2, adds: 3 };

/** One file's names, given the words every file's added and removed lines hold. */
function namesOfFile(
  file: string,
  hunks: readonly Hunk[],
  words: { added: ReadonlySet<string>; removed: ReadonlySet<string> },
): DiffName[] {
  const before = declarations(hunks.flatMap((h) => h.removed));
  const after = declarations(hunks.flatMap((h) => h.added));
  const fresh = [...after.keys()].filter((n) => !before.has(n));
  const out: DiffName[] = [];
  for (const [name, lines] of before) {
    const now = after.get(name);
    if (now) {
      if (!sameLines(lines, now)) out.push({ name, change: 'signature', file });
    } else if (!words.added.has(name))
      out.push({
        name,
        change: 'removes',
        ...(fresh.length ? { to: fresh.slice(0, 3) } : {}),
        file,
      });
  }
  for (const h of hunks) {
    const named = headerName(h);
    if (named) out.push({ ...named, file });
  }
  for (const name of fresh) if (!words.removed.has(name)) out.push({ name, change: 'adds', file });
  return out;
}

/**
 * The names the diff of `files` touches (test files and fixtures left out), each once with its
 * strongest change, in the order of the files.
 */
export function diffNames(files: readonly FileChange[]): DiffName[] {
  const kept = files.filter((f) => f.patch && !testPath(f.path));
  const hunks = kept.map((f) => changedHunks(f.patch!));
  // Words from every line the diff shows: a name a moved line still holds is not gone.
  const added = new Set<string>();
  const removed = new Set<string>();
  for (const h of kept.flatMap((f) => diffHunks(f.patch!))) {
    for (const line of h.added) for (const w of line.match(WORD) ?? []) added.add(w);
    for (const line of h.removed) for (const w of line.match(WORD) ?? []) removed.add(w);
  }
  const best = new Map<string, DiffName>();
  kept.forEach((f, i) => {
    for (const n of namesOfFile(f.path.replace(/^(\.\/)+/, ''), hunks[i]!, { added, removed })) {
      const had = best.get(n.name);
      if (!had || RANK[n.change] < RANK[had.change]) best.set(n.name, n);
    }
  });
  return [...best.values()];
}
