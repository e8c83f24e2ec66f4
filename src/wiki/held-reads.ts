// What a long-lived reader (the MCP server) asks of the wiki folder on disk between full loads:
// whether it changed (its stamp, no file read) and one page file's text, contained like loadWiki's.
import { isAscii } from 'node:buffer';
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { errnoCode, readBytes, WikiNotFoundError } from './load.js';
import { compareCodePoints } from './text.js';
import { decodeForReading } from './utf8.js';

/**
 * What the wiki folder holds now, as one string: every entry `loadWiki` would list (names starting
 * with `.` skipped) with its kind, size and modification time. No file is read — one readdir per
 * folder and one lstat per file (~70 ms for 5,000 pages) — so a long-lived reader (the MCP server)
 * can ask on every call whether the wiki changed on disk and read it again only then. Throws
 * WikiNotFoundError when `dir` is not a folder.
 */
export function wikiStamp(dir: string): string {
  const info = lstatSync(dir, { throwIfNoEntry: false });
  if (!info?.isDirectory())
    throw new WikiNotFoundError(
      `Wiki folder "${dir}" ${info ? 'is not a folder' : 'does not exist'}; pass --wiki DIR or set the wiki-path input.`,
    );
  const out: string[] = [];
  const walk = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch (e) {
      out.push(`${rel}\0unreadable\0${errnoCode(e) ?? ''}`);
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path);
      else if (e.isSymbolicLink()) out.push(`${path}\0link`);
      else if (e.isFile() && /\.md$/i.test(e.name)) {
        const s = lstatSync(join(dir, path), { throwIfNoEntry: false });
        out.push(s ? `${path}\0${s.size}\0${s.mtimeMs}\0${s.ino}` : `${path}\0gone`);
      }
    }
  };
  walk('');
  return out.sort(compareCodePoints).join('\n');
}

/** The files a stamp lists as plain `.md` files (relative to the wiki folder): what loadWiki would read. */
export function stampFiles(stamp: string): string[] {
  const files: string[] = [];
  for (const line of stamp.split('\n')) {
    const fields = line.split('\0');
    if (fields.length === 4) files.push(fields[0]!);
  }
  return files;
}

/** A page file the reader may not have: a link, gone, or outside the wiki folder. */
export class WikiFileError extends Error {
  override name = 'WikiFileError';
}

/**
 * One page file's text, read once (`file` relative to the wiki folder, as a Page names it). The
 * same containment as loadWiki: no `..`, no absolute path, no symbolic link on the way, and the
 * real path inside the wiki folder's; bad UTF-8 reads as \uFFFD. Throws WikiFileError saying why.
 */
export function readWikiPage(dir: string, file: string): string {
  const parts = file.split('/');
  if (
    file === '' ||
    isAbsolute(file) ||
    file.includes('\\') ||
    parts.some((p) => p === '..' || p === '.' || p === '')
  )
    throw new WikiFileError(`"${file}" is not a path inside the wiki folder.`);
  let current = resolve(dir);
  for (const part of parts) {
    current = join(current, part);
    const info = lstatSync(current, { throwIfNoEntry: false });
    if (!info) throw new WikiFileError(`"${file}" no longer exists in the wiki folder.`);
    if (info.isSymbolicLink())
      throw new WikiFileError(
        `"${file}" passes through a symbolic link; only plain files inside the wiki folder are read.`,
      );
  }
  const root = realpathSync(resolve(dir));
  if (!realpathSync(current).startsWith(root + sep))
    throw new WikiFileError(`"${file}" resolves outside the wiki folder.`);
  return decodeForReading(readBytes(current));
}

/**
 * A page file the stamp listed, read as loadWiki reads it (no link followed, bad UTF-8 as
 * \uFFFD), for the scan that answers searches while the wiki is read (./search-scan.ts); null
 * when it cannot be read. ASCII bytes become a one-byte string directly: decoding them as UTF-8
 * took as long as reading them.
 */
export function scanWikiPage(dir: string, file: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readBytes(join(dir, file));
  } catch {
    return null;
  }
  return isAscii(bytes) ? bytes.toString('latin1') : decodeForReading(bytes);
}
