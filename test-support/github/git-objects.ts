// Git's object formats, byte for byte as git writes them, so the fake can hash, write and read
// blobs, trees and commits in process instead of starting a git process per object. Inputs git
// would clean up or refuse (a name with `<`, a date without a zone, an unusual path) are not ours
// to imitate: `canEncode…` says no and the caller asks git itself.
import { createHash } from 'node:crypto';

export type ObjectType = 'blob' | 'tree' | 'commit' | 'tag';

export const hashObject = (type: ObjectType, data: Buffer): string =>
  createHash('sha1').update(`${type} ${data.length}\0`).update(data).digest('hex');

/** A tree entry as a tree object stores it (`mode` as ls-tree prints it: `040000`, `100644`…). */
export interface RawTreeEntry {
  mode: string;
  name: string;
  sha: string;
}

export const typeOfMode = (mode: string): 'blob' | 'tree' | 'commit' =>
  mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';

export function parseTree(data: Buffer): RawTreeEntry[] {
  const entries: RawTreeEntry[] = [];
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const nul = data.indexOf(0, space);
    const mode = data.toString('latin1', at, space).padStart(6, '0');
    const name = data.toString('utf8', space + 1, nul);
    entries.push({ mode, name, sha: data.toString('hex', nul + 1, nul + 21) });
    at = nul + 21;
  }
  return entries;
}

/** Git's tree order: by name bytes, a tree's name compared as if it ended in `/`. */
const sortKey = (e: RawTreeEntry): Buffer =>
  Buffer.from(e.mode === '040000' ? `${e.name}/` : e.name);

export function encodeTree(entries: RawTreeEntry[]): Buffer {
  const sorted = entries
    .map((e) => ({ e, key: sortKey(e) }))
    .sort((a, b) => Buffer.compare(a.key, b.key));
  return Buffer.concat(
    sorted.flatMap(({ e }) => [
      Buffer.from(`${e.mode.replace(/^0/, '')} ${e.name}\0`),
      Buffer.from(e.sha, 'hex'),
    ]),
  );
}

/** The mode git records for a file given `mode` (update-index canonicalizes), or undefined. */
export function canonicalMode(mode: string): string | undefined {
  if (mode === '120000' || mode === '160000' || mode === '100644') return mode;
  if (!/^100[0-7]{3}$/.test(mode)) return undefined;
  // Only the owner's execute bit counts (read-cache.c's ce_permissions).
  return parseInt(mode, 8) & 0o100 ? '100755' : '100644';
}

/** A path git's index takes as is: no empty, `.`, `..` or `.git`-like component, no `\`. */
export const isPlainPath = (path: string): boolean =>
  path
    .split('/')
    .every(
      (part) =>
        part !== '' &&
        part !== '.' &&
        part !== '..' &&
        !/^\.git/i.test(part) &&
        !/[\\\0]/.test(part),
    );

export interface Person {
  name: string;
  email: string;
  /** ISO 8601 with its offset, as `git log --format=%aI` prints it. */
  date: string;
}

export interface ParsedCommit {
  tree: string;
  parents: string[];
  author: Person;
  committer: Person;
  message: string;
}

/** `1767323045 +0200` → `2026-01-02T05:04:05+02:00` (git's %aI). */
export function isoFromGit(seconds: number, zone: string): string {
  const sign = zone[0] === '-' ? -1 : 1;
  const minutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
  const local = new Date((seconds + minutes * 60) * 1000).toISOString().slice(0, 19);
  return `${local}${zone[0]}${zone.slice(1, 3)}:${zone.slice(3, 5)}`;
}

const ISO =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|([+-])(0\d|1[0-4]):?([0-5]\d))$/;

/**
 * An ISO 8601 date with a zone (`…Z`, `…+02:00`) → git's `<seconds> <zone>`, fractions of a
 * second dropped as git drops them; undefined for any other form.
 */
export function gitDate(iso: string): string | undefined {
  const m = ISO.exec(iso);
  if (!m || Number(m[1]!.slice(0, 4)) < 1970) return undefined;
  const [sign, hh, mm] = m[3] ? [m[3], m[4]!, m[5]!] : ['+', '00', '00'];
  const ms = Date.parse(`${m[1]}T${m[2]}${sign}${hh}:${mm}`);
  return Number.isFinite(ms) ? `${ms / 1000} ${sign}${hh}${mm}` : undefined;
}

// What git trims from either end of a name or an email (ident.c's `crud`).
const CRUD = /^[\0- .,:;<>"\\']|[\0- .,:;<>"\\']$/;

/** Whether git writes `name <email>` as given (no trimming, no refusal). */
export const isPlainIdent = (name: string, email: string): boolean =>
  [name, email].every((s) => s !== '' && !/[<>\n\0]/.test(s) && !CRUD.test(s));

export function encodeCommit(c: {
  tree: string;
  parents: string[];
  author: { name: string; email: string; when: string };
  committer: { name: string; email: string; when: string };
  message: string;
}): Buffer {
  return Buffer.from(
    [
      `tree ${c.tree}\n`,
      ...c.parents.map((p) => `parent ${p}\n`),
      `author ${c.author.name} <${c.author.email}> ${c.author.when}\n`,
      `committer ${c.committer.name} <${c.committer.email}> ${c.committer.when}\n`,
      `\n${c.message}`,
    ].join(''),
  );
}

const IDENT = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/;

function person(line: string): Person {
  const m = IDENT.exec(line);
  if (!m) throw new Error(`Unreadable identity in a commit: ${line}`);
  return { name: m[1]!, email: m[2]!, date: isoFromGit(Number(m[3]), m[4]!) };
}

/** A commit object's fields; the message as `%B` prints it, one final newline dropped. */
export function parseCommit(data: Buffer): ParsedCommit {
  const text = data.toString('utf8');
  const end = text.indexOf('\n\n');
  const headers = (end < 0 ? text : text.slice(0, end)).split('\n');
  const field = (name: string) =>
    headers.filter((h) => h.startsWith(`${name} `)).map((h) => h.slice(name.length + 1));
  return {
    tree: field('tree')[0]!,
    parents: field('parent'),
    author: person(field('author')[0]!),
    committer: person(field('committer')[0]!),
    message: (end < 0 ? '' : text.slice(end + 2)).replace(/\n$/, ''),
  };
}
