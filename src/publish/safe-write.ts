// The one door to a file a person wrote, in a checkout: reading it for an edit in place and
// writing a changeset without committing (the working-tree mode, adopt, lint --fix, agents-md).
// The checkout is untrusted (a committed symbolic link can point anywhere), so each path is checked
// before anything is read or written: no segment may be a symbolic link, its real path must be where
// its name says, it must lie inside the confining folder, and the file must be a plain file (a
// FIFO or a device is never opened). A read gives the bytes, decoded strictly as UTF-8 or refused
// by name — text decoded with replacement characters and written back destroyed Latin-1 and
// UTF-16 files. Every file is written to a fresh temporary sibling first and renamed into place,
// so a failure leaves no half file.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { decodeUtf8, notUtf8 } from '../wiki/utf8.js';
import type { FileWrite } from '../types.js';

/** A target the writer will not touch; thrown before any file is read or written. */
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

interface Target<F = FileWrite> {
  file: F;
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
  file: Pick<FileWrite, 'path'>,
  verb: 'read' | 'write' = 'write',
): Promise<Target<Pick<FileWrite, 'path'>>> {
  const refuse = (why: string): never => {
    throw new UnsafeWriteError(
      `Refusing to ${verb} "${file.path}": ${why}. Nothing was ${verb === 'read' ? 'read or written' : 'written'}. Only plain files inside ${confine} are ${verb === 'read' ? 'read and written' : 'written'}; replace any symbolic link under it with a real file or folder.`,
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
/** The folder every path must lie in: the wiki folder when given, else the repository. */
function confinement(root: string, options: WorkingTreeOptions): string {
  const confine = options.wikiPath === undefined ? root : resolve(root, options.wikiPath);
  if (confine !== root && !isInside(root, confine))
    throw new UnsafeWriteError(
      `Refusing to write: the wiki folder "${options.wikiPath}" is not inside the repository ${root}. Set wiki-path to a relative folder such as "wiki".`,
    );
  return confine;
}

/** What a person's file holds, as read through the door. */
export type PersonFile =
  | { kind: 'missing' }
  | { kind: 'text'; bytes: Buffer; text: string }
  | { kind: 'not-utf8'; bytes: Buffer; refusal: string };

/**
 * The file at `path` (repository-relative) under `repoDir`, read for an edit in place: every
 * segment of its path checked as a write's is (see checkTarget) before anything is opened, then
 * opened without following a link and without blocking, and checked again on the open descriptor
 * (a plain file, the one lstat saw). Its bytes, with their text when they are UTF-8, or a refusal
 * naming the file; `missing` when it does not exist. Throws UnsafeWriteError for a link, a
 * folder, a FIFO or a device, anything outside the confining folder — dry runs included.
 */
export async function readPersonFile(
  repoDir: string,
  path: string,
  options: WorkingTreeOptions = {},
): Promise<PersonFile> {
  const root = resolve(repoDir);
  const confine = confinement(root, options);
  const { target } = await checkTarget(root, await realpath(root), confine, { path }, 'read');
  const seen = await lstatOrNull(target);
  if (!seen) return { kind: 'missing' };
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(target, flags).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ELOOP')
      throw new UnsafeWriteError(`Refusing to read "${path}": it became a symbolic link.`);
    throw e;
  });
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.ino !== seen.ino || info.dev !== seen.dev)
      throw new UnsafeWriteError(
        `Refusing to read "${path}": it changed while it was opened (no longer the plain file it was). Nothing was read or written.`,
      );
    const bytes = await handle.readFile();
    const text = decodeUtf8(bytes);
    return text === null
      ? { kind: 'not-utf8', bytes, refusal: notUtf8(path) }
      : { kind: 'text', bytes, text };
  } finally {
    await handle.close();
  }
}

export async function writeWorkingTree(
  repoDir: string,
  files: FileWrite[],
  options: WorkingTreeOptions = {},
): Promise<void> {
  const root = resolve(repoDir);
  const confine = confinement(root, options);
  const realRoot = await realpath(root);
  const targets: Target[] = [];
  for (const file of files)
    targets.push({ ...(await checkTarget(root, realRoot, confine, file)), file });

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
