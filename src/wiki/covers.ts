// The `covers` front-matter field: the repository files a page describes, each stamped with the
// blob sha it was last checked against. Written as one `path@blobsha` string per file, sorted by
// path, so a person reads the path first and can drop a line or re-stamp it by hand
// (`git rev-parse HEAD:<path>` prints the sha). Distinct from `sources`, which lists merges.
import { compareCodePoints } from './text.js';

/** One covered file: a repository-relative path and the blob it was last checked against. */
export interface Cover {
  /** Relative to the repository root, `/`-separated, e.g. `src/api/tokens.ts`. */
  path: string;
  /** Full lowercase hex object id of the blob (40 digits, or 64 in a SHA-256 repository). */
  blob: string;
}

const BLOB = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why `path` cannot be a covered file, or null when it can. */
export function coverPathProblem(path: string): string | null {
  if (path === '') return 'the path is empty';
  if (path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path))
    return `"${path}" is absolute; give the path relative to the repository root, e.g. "src/api/tokens.ts"`;
  if (path.includes('\\'))
    return `"${path}" holds a backslash; separate folders with "/", e.g. "src/api/tokens.ts"`;
  if (CONTROL.test(path)) return `"${path}" holds a control character`;
  const segments = path.split('/');
  if (segments.includes('..')) return `"${path}" leaves the repository ("..")`;
  if (segments.some((s) => s === '' || s === '.'))
    return `"${path}" has an empty or "." folder; write it as git lists it, e.g. "src/api/tokens.ts"`;
  return null;
}

/** Why `blob` cannot be a stamp, or null when it can. */
export function coverBlobProblem(blob: string): string | null {
  return BLOB.test(blob)
    ? null
    : `"${blob}" is not a full lowercase blob sha (40 hex digits; \`git rev-parse HEAD:<path>\` prints it)`;
}

/** `path@blob`, as the front-matter lists it. */
export const formatCover = (c: Cover): string => `${c.path}@${c.blob}`;

/** Code-point order of paths, so the field serialises the same everywhere. */
const byPath = (a: Cover, b: Cover): number => compareCodePoints(a.path, b.path);

/**
 * Reads one entry. The blob follows the last `@` (a sha holds none; a path may, as in
 * `node_modules/@types/x`).
 */
function parseEntry(entry: unknown, n: number): { cover: Cover } | { problem: string } {
  if (typeof entry !== 'string')
    return {
      problem: `entry ${n} is not a "path@blobsha" string (found ${entry === null ? 'nothing' : Array.isArray(entry) ? 'a list' : typeof entry})`,
    };
  const at = entry.lastIndexOf('@');
  if (at < 0)
    return {
      problem: `entry ${n} "${entry}" has no "@blobsha"; write "${entry}@<sha>" with the sha \`git rev-parse HEAD:${entry}\` prints`,
    };
  const cover = { path: entry.slice(0, at), blob: entry.slice(at + 1) };
  const problem = coverPathProblem(cover.path) ?? coverBlobProblem(cover.blob);
  return problem ? { problem: `entry ${n}: ${problem}` } : { cover };
}

/**
 * The covers a front-matter value lists, sorted by path, and what is wrong with the rest (each
 * problem names the entry; a bad entry is left out, never fatal). Absent or empty: none. A single
 * string is read as a one-entry list. A path listed twice keeps its first stamp.
 */
export function parseCovers(value: unknown): { covers: Cover[]; problems: string[] } {
  if (value === undefined || value === null) return { covers: [], problems: [] };
  if (typeof value !== 'string' && !Array.isArray(value))
    return { covers: [], problems: ['it is not a list of "path@blobsha" strings'] };
  const entries: unknown[] = Array.isArray(value) ? value : [value];
  const covers = new Map<string, Cover>();
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const parsed = parseEntry(entry, i + 1);
    if ('problem' in parsed) return problems.push(parsed.problem);
    if (covers.has(parsed.cover.path))
      return problems.push(`entry ${i + 1}: "${parsed.cover.path}" is listed twice`);
    covers.set(parsed.cover.path, parsed.cover);
  });
  return { covers: [...covers.values()].sort(byPath), problems };
}

/**
 * Covers ready to write: validated (throws naming the entry, as createPage does for a bad slug),
 * one per path (the last given wins, so a re-stamp can be appended), sorted by path.
 */
export function normalizeCovers(entries: readonly Cover[]): Cover[] {
  const byKey = new Map<string, Cover>();
  for (const { path, blob } of entries) {
    const problem = coverPathProblem(path) ?? coverBlobProblem(blob);
    if (problem) throw new Error(`covers: ${problem}`);
    byKey.set(path, { path, blob });
  }
  return [...byKey.values()].sort(byPath);
}
