// What a pull request's files give the page scan (./mentions.ts) to look for: the identifiers its
// diff declares or changes (./diff-names.ts); its paths, each at the base and at the head; the
// file names that say which file they are (not generic, not a test, not a name several files of
// the repository or of the pull request share); and the packages it changes, by the name their
// package.json gives them, else (not read) by their folder's name under any scope. Pure.
import { baseName, genericName, kindName, testPath } from '../paths/names.js';
import type { FileChange } from '../types.js';
import { diffNames, type DiffName } from './diff-names.js';
import type { Needles } from './mentions.js';
import { compound } from './tie-class.js';

export const leading = (path: string): string => path.replace(/^(\.\/)+/, '');
/** The path at the base branch: a rename's previous path is the one pages name and cover. */
export const basePath = (f: FileChange): string => leading(f.previous_path ?? f.path);

/** What the scan looks for, and what each needle stands for. */
export interface Built {
  needles: Needles;
  names: ReadonlyMap<string, DiffName>;
  /** Base and head path → the changed file. */
  files: ReadonlyMap<string, FileChange>;
  /** A package needle's key → its folder and the first changed file in it. */
  packages: ReadonlyMap<string, { folder: string; file: string }>;
}

/** Folders whose sub-folders are packages, when no package.json was read. */
const PACKAGE_ROOTS = /^(?:packages|libs?|modules|plugins|crates|apps|extensions|integrations)$/;

/** A package name that says which package it is: scoped, or more than one plain word. */
const distinctPackage = (name: string): boolean =>
  name.startsWith('@') || /[-_.]/.test(name) || compound(name);

/** The package a file belongs to (the deepest folder with a name), and that name when read. */
function packageOf(
  path: string,
  names: ReadonlyMap<string, string> | undefined,
): { folder: string; name?: string } | null {
  if (names) {
    const segs = path.split('/');
    for (let k = segs.length - 1; k > 0; k--) {
      const folder = segs.slice(0, k).join('/');
      const name = names.get(folder);
      if (name !== undefined) return distinctPackage(name) ? { folder, name } : null;
    }
    return null;
  }
  // Unread, the folder's name stands for the package's (the scan decides under which scope).
  const [root, dir, ...rest] = path.split('/');
  return root && dir && rest.length && PACKAGE_ROOTS.test(root)
    ? { folder: `${root}/${dir}` }
    : null;
}

/** How often each file name occurs among `paths`. */
function nameCounts(paths: Iterable<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of paths) out.set(baseName(p), (out.get(baseName(p)) ?? 0) + 1);
  return out;
}

/**
 * Paths and file names. A root-level file is named by its bare name alone, so a generic one
 * (`package.json`, `CHANGELOG.md`) is no needle at all; a nested generic file only by its path.
 */
function pathNeedles(
  files: Iterable<string>,
  tree: Iterable<string>,
): Pick<Needles, 'paths' | 'basenames'> {
  const all = [...files];
  const shared = nameCounts(tree);
  const inPr = nameCounts(all);
  const paths = new Set<string>();
  const basenames = new Map<string, string>();
  for (const p of all) {
    const root = !p.includes('/');
    if (genericName(p) && root) continue;
    paths.add(p);
    const base = baseName(p);
    const several = (shared.get(base) ?? 0) > 1 || (inPr.get(base) ?? 0) > 1;
    if (root || several || genericName(p) || testPath(p)) continue;
    if (base.includes('.') && base.length >= 6) basenames.set(base, p);
  }
  return { paths, basenames };
}

/** The packages the files change: needles by name (read) or by folder under any scope. */
function packageNeedles(
  kept: readonly FileChange[],
  names: ReadonlyMap<string, string> | undefined,
): Pick<Needles, 'packages' | 'scoped'> & { keys: Built['packages'] } {
  const packages = new Map<string, string>();
  const scoped = new Map<string, string>();
  const keys = new Map<string, { folder: string; file: string }>();
  for (const f of kept) {
    const path = leading(f.path);
    // A release bumps every package's manifest and changelog: those say nothing of the package.
    if (testPath(path) || kindName(path)) continue;
    const pkg = packageOf(path, names);
    const key = pkg && `package:${pkg.folder}`;
    if (!pkg || !key || keys.has(key)) continue;
    keys.set(key, { folder: pkg.folder, file: path });
    if (pkg.name) packages.set(pkg.name, key);
    else scoped.set(baseName(pkg.folder), key);
  }
  return { packages, scoped, keys };
}

/**
 * The needles of `kept` (the pull request's files that may tie a page by mention). `tree`: the
 * repository's files, when known; `packageNames`: package.json names by folder, when read.
 */
export function needlesOf(
  kept: readonly FileChange[],
  tree: Iterable<string> = [],
  packageNames?: ReadonlyMap<string, string>,
): Built {
  const names = new Map(diffNames(kept).map((d) => [d.name, d]));
  const files = new Map<string, FileChange>();
  for (const f of kept) {
    files.set(basePath(f), f);
    if (!files.has(leading(f.path))) files.set(leading(f.path), f);
  }
  const { keys, ...pkgs } = packageNeedles(kept, packageNames);
  return {
    needles: { words: new Set(names.keys()), ...pathNeedles(files.keys(), tree), ...pkgs },
    names,
    files,
    packages: keys,
  };
}
