// The whole wiki: every page file under the wiki folder, parsed, sorted by slug.
import { readFileSync } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parsePage } from './page.js';
import { fileToSlug, isPageFile } from './slug.js';
import { compareCodePoints } from './text.js';
import type { Page, Wiki } from './types.js';

export interface WikiFile {
  /** Path relative to the wiki folder, `/`-separated. */
  path: string;
  text: string;
}

/** How one page file becomes a Page (parsePage, or a cache in front of it). */
export type PageParser = (path: string, text: string) => ReturnType<typeof parsePage>;

/**
 * Parses page files into a wiki (pure). Root `index.md`, `log.md` and `SCHEMA.md` are not pages;
 * `SCHEMA.md` becomes `schema`. Two files with one slug keep the first by path (code-point
 * order, so the outcome does not depend on the order files were listed) and warn.
 */
export function parseWiki(
  files: readonly WikiFile[],
  options: { mapFile?: string; parse?: PageParser } = {},
): Wiki {
  const parse = options.parse ?? parsePage;
  // The generated map (map-file) is no page, whatever its name.
  const mapFile = (options.mapFile ?? 'index.md').toLowerCase();
  const warnings: string[] = [];
  let schema: string | null = null;
  const bySlug = new Map<string, Page>();
  const sorted = [...files].sort((a, b) => compareCodePoints(a.path, b.path));
  for (const f of sorted) {
    const path = f.path.replace(/\\/g, '/').replace(/^\.\//, '');
    if (path === 'SCHEMA.md' || (schema === null && path.toLowerCase() === 'schema.md'))
      schema = f.text;
    if (!isPageFile(path) || path.toLowerCase() === mapFile) continue;
    const slug = fileToSlug(path);
    const existing = bySlug.get(slug);
    if (existing) {
      warnings.push(
        `${path}: slug "${slug}" is already taken by ${existing.file}; ${path} is left out of the map. Rename one of them.`,
      );
      continue;
    }
    const { page, warnings: w } = parse(path, f.text);
    warnings.push(...w);
    bySlug.set(slug, page);
  }
  const pages = [...bySlug.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages, schema, warnings };
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

const errnoCode = (e: unknown): string | undefined => (e as NodeJS.ErrnoException).code;

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
  return readFile(path, 'utf8');
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Reads every `.md` file under `dir` (recursively; names starting with `.` are skipped) and
 * parses them with parseWiki. Symbolic links anywhere under `dir`, to files or folders, are
 * skipped with a warning: a link could pull a file from outside the wiki (a secret, say) into the
 * model's prompt. Unreadable files and invalid UTF-8 become warnings. Throws WikiSymlinkError
 * when `dir` itself is a symbolic link (or, given `repoRoot`, passes through one: see
 * assertPlainWikiRoot), and WikiNotFoundError when `dir` is not a folder.
 */
export async function loadWiki(
  dir: string,
  options: { repoRoot?: string; mapFile?: string } = {},
): Promise<Wiki> {
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

  // Synchronous reads, one after another: for a thousand ~4 KB files that is ~35 ms, where
  // fs/promises with 32 reads in flight took ~140 ms (each read is four thread-pool round trips:
  // open, fstat, read, close). One file at a time also bounds the open descriptors to one.
  const files: WikiFile[] = [];
  for (const path of paths) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, path));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      warnings.push(`${path}: not readable (${code ?? String(e)}); left out of the map.`);
      continue;
    }
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      text = lenient.decode(bytes);
      warnings.push(`${path}: not valid UTF-8; unreadable bytes shown as \uFFFD.`);
    }
    files.push({ path, text });
  }

  const wiki = parseWiki(files, options.mapFile ? { mapFile: options.mapFile } : {});
  // Warnings in a stable order whatever order the reads finished in.
  return { ...wiki, warnings: [...warnings.sort(compareCodePoints), ...wiki.warnings] };
}
