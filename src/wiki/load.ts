// The whole wiki: every page file under the wiki folder, parsed, sorted by slug.
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parsePage } from './page.js';
import { fileToSlug, isPageFile } from './slug.js';
import { compareCodePoints } from './text.js';
import { mapPageOf } from './map.js';
import type { MapPage, Wiki } from './types.js';
import { decodeForReading, decodeUtf8, NotUtf8Error, notUtf8 } from './utf8.js';

export interface WikiFile {
  /** Path relative to the wiki folder, `/`-separated. */
  path: string;
  text: string;
  /** The bytes were not UTF-8 (`text` shows U+FFFD for them): the page is locked, never written. */
  notUtf8?: boolean;
}

/** How one page file becomes a Page (parsePage, or a cache in front of it). */
export type PageParser = (path: string, text: string) => ReturnType<typeof parsePage>;

/** One parsed page file, as parseWiki keeps it (a Page, or less: see loadWikiMap). */
type Parsed<P> = (path: string, text: string) => { page: P; warnings: string[] };

/**
 * The pages of `items` (files, or paths whose text `textOf` reads; null leaves one out), in
 * code-point order of their paths, one per slug: what parseWiki and loadWiki share. Each text is
 * asked for once, in that order, and not kept, so a reader can hand them in one at a time.
 */
function parsePages<T, P extends { slug: string; file: string; locked: boolean }>(
  ...args: Parameters<typeof pageSteps<T, P>>
): { pages: P[]; schema: string | null; warnings: string[] } {
  const steps = pageSteps(...args);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** parsePages, letting the event loop run after every `every` files read. */
async function parsePagesYielding<T, P extends { slug: string; file: string; locked: boolean }>(
  every: number,
  ...args: Parameters<typeof pageSteps<T, P>>
): Promise<{ pages: P[]; schema: string | null; warnings: string[] }> {
  const steps = pageSteps(...args);
  for (let n = 1; ; n++) {
    const step = steps.next();
    if (step.done) return step.value;
    if (n % every === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** parsePages' work, one step per file read. */
function* pageSteps<T, P extends { slug: string; file: string; locked: boolean }>(
  items: readonly T[],
  pathOf: (item: T) => string,
  textOf: (item: T) => string | null,
  parse: Parsed<P>,
  mapFileName = 'index.md',
  notUtf8Item: (item: T) => boolean = () => false,
): Generator<void, { pages: P[]; schema: string | null; warnings: string[] }> {
  // The generated map (map-file) is no page, whatever its name.
  const mapFile = mapFileName.toLowerCase();
  const warnings: string[] = [];
  let schema: string | null = null;
  const bySlug = new Map<string, P>();
  const sorted = [...items].sort((a, b) => compareCodePoints(pathOf(a), pathOf(b)));
  for (const item of sorted) {
    const path = pathOf(item).replace(/\\/g, '/').replace(/^\.\//, '');
    const isSchema =
      path === 'SCHEMA.md' || (schema === null && path.toLowerCase() === 'schema.md');
    const isPage = isPageFile(path) && path.toLowerCase() !== mapFile;
    if (!isSchema && !isPage) continue;
    const slug = fileToSlug(path);
    const existing = isPage ? bySlug.get(slug) : undefined;
    if (existing) {
      warnings.push(
        `${path}: slug "${slug}" is already taken by ${existing.file}; ${path} is left out of the map. Rename one of them.`,
      );
      continue;
    }
    const text = textOf(item);
    yield;
    if (text === null) continue;
    if (isSchema) schema = text;
    if (!isPage) continue;
    const { page, warnings: w } = parse(path, text);
    warnings.push(...w);
    // Read as far as it decodes, for the map and the links; locked, so no tool ever writes it.
    bySlug.set(slug, notUtf8Item(item) ? readOnlyNotUtf8(page) : page);
  }
  const pages = [...bySlug.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages, schema, warnings };
}

/** A page whose bytes are not UTF-8: locked, and (a whole Page) said why. */
const readOnlyNotUtf8 = <P extends { locked: boolean }>(page: P): P =>
  'raw' in page
    ? {
        ...page,
        locked: true,
        readOnly:
          'its bytes are not UTF-8, so writing it would destroy them; it is left exactly as it is. A person converts it to UTF-8',
      }
    : { ...page, locked: true };

/**
 * Parses page files into a wiki (pure). Root `index.md`, `log.md` and `SCHEMA.md` are not pages;
 * `SCHEMA.md` becomes `schema`. Two files with one slug keep the first by path (code-point
 * order, so the outcome does not depend on the order files were listed) and warn.
 */
export function parseWiki(
  files: readonly WikiFile[],
  options: { mapFile?: string; parse?: PageParser } = {},
): Wiki {
  return parsePages(
    files,
    (f) => f.path,
    (f) => f.text,
    options.parse ?? parsePage,
    options.mapFile,
    (f) => f.notUtf8 === true,
  );
}

export class WikiNotFoundError extends Error {
  override name = 'WikiNotFoundError';
}

/**
 * The wiki folder is, or is reached through, a symbolic link. Not a WikiNotFoundError on purpose:
 * callers that start an empty wiki when the folder is missing must stop here instead, or they
 * would read outside files into the prompt and write pages through the link.
 */
export class WikiSymlinkError extends Error {
  override name = 'WikiSymlinkError';
}

export const errnoCode = (e: unknown): string | undefined => (e as NodeJS.ErrnoException).code;

/**
 * Refuses a wiki folder that is, or passes through, a symbolic link: every segment of `wikiPath`
 * is lstat-ed from `repoRoot` down, and the folder's real path must lie inside the repository's.
 * A folder that does not exist yet (from its first missing segment on) passes: nothing can be
 * read through it, and the writer checks again before it creates anything. Throws
 * WikiSymlinkError naming the link and the fix; the repository root itself may be a link (a
 * checkout under a linked home folder is fine).
 */
export async function assertPlainWikiRoot(repoRoot: string, wikiPath: string): Promise<void> {
  const root = resolve(repoRoot);
  const rel = relative(root, resolve(root, wikiPath));
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    throw new WikiSymlinkError(
      `Wiki folder "${wikiPath}" is not a folder inside the repository ${root}; set wiki-path (--wiki) to a relative folder such as "wiki".`,
    );
  let current = root;
  for (const segment of rel.split(sep)) {
    current = join(current, segment);
    const info = await lstat(current).catch((e: unknown) => {
      if (errnoCode(e) === 'ENOENT' || errnoCode(e) === 'ENOTDIR') return null;
      throw e;
    });
    if (!info) return;
    if (info.isSymbolicLink())
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}" passes through the symbolic link "${relative(root, current)}" (${current}); wiki-ingest reads and writes only a plain folder inside the repository. Replace the link with the folder itself, or set wiki-path (--wiki) to the real folder.`,
      );
  }
  const [realRoot, realWiki] = await Promise.all([realpath(root), realpath(current)]);
  if (!realWiki.startsWith(realRoot + sep))
    throw new WikiSymlinkError(
      `Wiki folder "${wikiPath}" resolves to ${realWiki}, outside the repository ${realRoot}; set wiki-path (--wiki) to a plain folder inside the repository.`,
    );
}

/**
 * One generated root file of the wiki (`index.md`, `log.md`) as text, or null when it does not
 * exist. A symbolic link there throws WikiSymlinkError: following it would copy an outside file
 * (a secret, say) into the next commit's log.md, and the writer refuses to write through it anyway.
 */
export async function readWikiFile(dir: string, name: string): Promise<string | null> {
  const path = join(dir, name);
  const info = await lstat(path).catch((e: unknown) => {
    if (errnoCode(e) === 'ENOENT' || errnoCode(e) === 'ENOTDIR') return null;
    throw e;
  });
  if (!info) return null;
  if (info.isSymbolicLink())
    throw new WikiSymlinkError(
      `"${name}" in the wiki folder ${dir} is a symbolic link; wiki-ingest rewrites it and follows no link. Replace it with a plain file (or delete it).`,
    );
  const text = decodeUtf8(await readFile(path));
  if (text === null)
    throw new NotUtf8Error(
      `${notUtf8(join(dir, name))}. wiki-ingest rewrites ${name} and would destroy its bytes; nothing was written.`,
    );
  return text;
}

/** The `.md` files under a wiki folder, after the checks loadWiki states, and what they found. */
async function listWiki(
  dir: string,
  options: { repoRoot?: string },
): Promise<{ paths: string[]; warnings: string[] }> {
  if (options.repoRoot !== undefined)
    await assertPlainWikiRoot(options.repoRoot, relative(resolve(options.repoRoot), resolve(dir)));
  else if ((await lstat(resolve(dir)).catch(() => null))?.isSymbolicLink())
    throw new WikiSymlinkError(
      `Wiki folder "${dir}" is a symbolic link; wiki-ingest reads only a plain folder. Pass the real folder (--wiki) or replace the link with the folder itself.`,
    );
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory())
    throw new WikiNotFoundError(
      `Wiki folder "${dir}" ${info ? 'is not a folder' : 'does not exist'}; pass --wiki DIR or set the wiki-path input.`,
    );
  const warnings: string[] = [];
  const paths: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch (e) {
      warnings.push(
        `${rel || '.'}: folder not readable (${(e as NodeJS.ErrnoException).code ?? e}); skipped.`,
      );
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink())
        warnings.push(
          `${path}: symbolic link skipped; wiki pages must be plain files inside the wiki folder.`,
        );
      else if (e.isDirectory()) await walk(path);
      else if (e.isFile() && /\.md$/i.test(e.name)) paths.push(path);
    }
  };
  await walk('');
  return { paths, warnings };
}

/** One buffer for every read, grown to the largest file (a fresh buffer per file was GC work). */
let readBuffer = Buffer.allocUnsafe(1 << 16);

/**
 * Opened without following a link and without blocking: a page swapped for a link or a FIFO after
 * the folder was listed fails (ELOOP) or reads nothing, never hangs or reads outside the wiki.
 */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** A file's bytes, read into the shared buffer: no fstat and no allocation per file. */
export function readBytes(path: string): Buffer {
  const fd = openSync(path, READ_FLAGS);
  try {
    let length = 0;
    for (;;) {
      if (length === readBuffer.length) {
        const bigger = Buffer.allocUnsafe(readBuffer.length * 2);
        readBuffer.copy(bigger);
        readBuffer = bigger;
      }
      const n = readSync(fd, readBuffer, length, readBuffer.length - length, null);
      if (n === 0) return readBuffer.subarray(0, length);
      length += n;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * A file's text, or null (said in `warnings`) when it cannot be read. Bytes that are not UTF-8
 * are said by name and added to `notUtf8`, their text shown with U+FFFD for reading only.
 */
function readText(
  dir: string,
  path: string,
  warnings: string[],
  refused: Set<string>,
): string | null {
  let bytes: Buffer;
  try {
    bytes = readBytes(join(dir, path));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    warnings.push(`${path}: not readable (${code ?? String(e)}); left out of the map.`);
    return null;
  }
  const text = decodeUtf8(bytes);
  if (text !== null) return text;
  warnings.push(refusedPage(path));
  refused.add(path);
  return decodeForReading(bytes);
}

/** The warning for a page whose bytes are not UTF-8. */
export const refusedPage = (path: string): string =>
  `${notUtf8(path)}. Until then it is locked: read with \uFFFD for the bytes that do not decode, and never written.`;

export interface LoadOptions {
  repoRoot?: string;
  mapFile?: string;
  /**
   * Let the event loop run after every this many files (a long-lived server keeps answering
   * while it reads a large wiki); absent, the whole wiki is read in one go.
   */
  yieldEvery?: number;
}

/**
 * Reads the wiki folder and parses each file as it is read, in path order. Synchronous reads,
 * one after another: for a thousand ~4 KB files that is ~35 ms, where fs/promises with 32 reads
 * in flight took ~140 ms (each read is four thread-pool round trips: open, fstat, read, close).
 * One file at a time also bounds the open descriptors to one, and a file's text can be let go
 * as soon as it is parsed.
 */
async function readWiki<P extends { slug: string; file: string; locked: boolean }>(
  dir: string,
  options: LoadOptions,
  parse: Parsed<P>,
): Promise<{ pages: P[]; schema: string | null; warnings: string[] }> {
  const listed = await listWiki(dir, options);
  const read: string[] = [];
  const refused = new Set<string>();
  const args = [
    listed.paths,
    (path: string) => path,
    (path: string) => readText(dir, path, read, refused),
    parse,
    options.mapFile,
    (path: string) => refused.has(path),
  ] as const;
  const wiki = options.yieldEvery
    ? await parsePagesYielding(options.yieldEvery, ...args)
    : parsePages(...args);
  // Warnings in a stable order whatever order the folders were listed in.
  const first = [...listed.warnings, ...read].sort(compareCodePoints);
  return { ...wiki, warnings: [...first, ...wiki.warnings] };
}

/**
 * Reads every `.md` file under `dir` (recursively; names starting with `.` are skipped) and
 * parses them as parseWiki does. Symbolic links anywhere under `dir`, to files or folders, are
 * skipped with a warning: a link could pull a file from outside the wiki (a secret, say) into the
 * model's prompt. Unreadable files and invalid UTF-8 become warnings. Throws WikiSymlinkError
 * when `dir` itself is a symbolic link (or, given `repoRoot`, passes through one: see
 * assertPlainWikiRoot), and WikiNotFoundError when `dir` is not a folder.
 */
export function loadWiki(dir: string, options: LoadOptions = {}): Promise<Wiki> {
  return readWiki(dir, options, parsePage);
}

/**
 * The wiki of the repository checked out at `repo` (its wiki-path and map-file inputs), or why
 * there is none to read: no such folder, or one reached through a symbolic link. Anything else
 * throws.
 */
export async function loadRepoWiki(
  repo: string,
  config: { wikiPath: string; mapFile: string },
): Promise<Wiki | { missing: string }> {
  try {
    return await loadWiki(resolve(repo, config.wikiPath), {
      repoRoot: repo,
      mapFile: config.mapFile,
    });
  } catch (e) {
    if (e instanceof WikiNotFoundError || e instanceof WikiSymlinkError)
      return { missing: e.message };
    throw e;
  }
}

/**
 * The wiki as the map needs it (loadWiki's checks and warnings): each page without its text,
 * which is let go once parsed, so a 20,000-page wiki (170 MB of text) is never held whole.
 */
export function loadWikiMap(
  dir: string,
  options: LoadOptions = {},
): Promise<{ pages: MapPage[]; warnings: string[] }> {
  return readWiki(dir, options, (path, text) => {
    const { page, warnings } = parsePage(path, text);
    return { page: mapPageOf(page), warnings };
  });
}
