// Writing a changeset into a checkout without committing (the working-tree mode). Every file is
// written to a fresh temporary sibling first and renamed into place, so a failure leaves no half
// file. The checkout is untrusted (a committed symbolic link can point anywhere), so each target
// is checked before anything is written: no segment of its path may be a symbolic link, its real
// path must be where its name says, and it must lie inside the confining folder (the wiki).
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { FileWrite } from './types.js';

/** A target the writer will not touch; thrown before any file is written. */
export class UnsafeWriteError extends Error {
  override name = 'UnsafeWriteError';
}

export interface WorkingTreeOptions {
  /**
   * Repository-relative folder every file must lie in (the wiki-path). Without it the files are
   * confined to the repository, with the same symbolic-link checks.
   */
  wikiPath?: string;
}

const isInside = (parent: string, child: string): boolean => {
  const rel = relative(parent, child);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

const lstatOrNull = (path: string) =>
  lstat(path).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });

interface Target {
  file: FileWrite;
  target: string;
  /** Folders to create, outermost first (none when the parent exists). */
  missing: string[];
}

/**
 * Where `file` goes, after checking every existing segment of its path from the repository root
 * down with lstat (no symbolic link, folders are folders, the file itself a plain file) and the
 * real path of the deepest existing one (it must be the same path under the root's real path).
 */
async function checkTarget(
  root: string,
  realRoot: string,
  confine: string,
  file: FileWrite,
): Promise<Target> {
  const refuse = (why: string): never => {
    throw new UnsafeWriteError(
      `Refusing to write "${file.path}": ${why}. Nothing was written. Only plain files inside ${confine} are written; replace any symbolic link under it with a real file or folder.`,
    );
  };
  if (file.path === '' || isAbsolute(file.path) || file.path.includes('\\'))
    refuse('the path must be relative and "/"-separated');
  const target = resolve(root, file.path);
  if (!isInside(confine, target)) refuse(`it is outside ${confine}`);

  const segments = relative(root, target).split(sep);
  let current = root;
  let deepest = root;
  const missing: string[] = [];
  for (const [i, segment] of segments.entries()) {
    current = join(current, segment);
    const last = i === segments.length - 1;
    const info = missing.length ? null : await lstatOrNull(current);
    if (!info) {
      if (!last) missing.push(current);
      continue;
    }
    deepest = current;
    const shown = relative(root, current);
    if (info.isSymbolicLink()) refuse(`"${shown}" is a symbolic link`);
    if (!last && !info.isDirectory()) refuse(`"${shown}" is not a folder`);
    if (last && !info.isFile()) refuse(`"${shown}" exists and is not a plain file`);
  }
  const real = await realpath(deepest);
  if (real !== join(realRoot, relative(root, deepest)))
    refuse(`"${relative(root, deepest) || '.'}" resolves to ${real}, not where its name says`);
  return { file, target, missing };
}

/**
 * Writes `files` (repository-relative paths) under `repoDir`. Every target is checked first
 * (see checkTarget); one unsafe target throws UnsafeWriteError and nothing is written. Missing
 * folders are created one level at a time, never through a link; temporary files are created
 * exclusively (`wx`), so a planted link at a temporary name is not followed.
 */
export async function writeWorkingTree(
  repoDir: string,
  files: FileWrite[],
  options: WorkingTreeOptions = {},
): Promise<void> {
  const root = resolve(repoDir);
  const confine = options.wikiPath === undefined ? root : resolve(root, options.wikiPath);
  if (confine !== root && !isInside(root, confine))
    throw new UnsafeWriteError(
      `Refusing to write: the wiki folder "${options.wikiPath}" is not inside the repository ${root}. Set wiki-path to a relative folder such as "wiki".`,
    );
  const realRoot = await realpath(root);
  const targets: Target[] = [];
  for (const file of files) targets.push(await checkTarget(root, realRoot, confine, file));

  const written: string[] = [];
  const renames: [string, string][] = [];
  try {
    for (const t of targets) {
      for (const folder of t.missing)
        await mkdir(folder).catch(async (e: NodeJS.ErrnoException) => {
          // Created by an earlier target in this run: fine, unless something put a link there.
          if (e.code !== 'EEXIST' || !(await lstat(folder)).isDirectory()) throw e;
        });
      const tmp = `${t.target}.${randomBytes(6).toString('hex')}.wiki-ingest.tmp`;
      await writeFile(tmp, t.file.content, { encoding: 'utf8', flag: 'wx' });
      written.push(tmp);
      renames.push([tmp, t.target]);
    }
  } catch (err) {
    await Promise.all(written.map((p) => rm(p, { force: true })));
    throw err;
  }
  for (const [tmp, target] of renames) await rename(tmp, target);
}
