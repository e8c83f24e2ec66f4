// The whole wiki: every page file under the wiki folder, parsed, sorted by slug.
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePage } from './page.js';
import { fileToSlug, isPageFile } from './slug.js';
import { compareCodePoints } from './text.js';
import type { Page, Wiki } from './types.js';

export interface WikiFile {
  /** Path relative to the wiki folder, `/`-separated. */
  path: string;
  text: string;
}

/**
 * Parses page files into a wiki (pure). Root `index.md`, `log.md` and `SCHEMA.md` are not pages;
 * `SCHEMA.md` becomes `schema`. Two files with one slug keep the first by path (code-point
 * order, so the outcome does not depend on the order files were listed) and warn.
 */
export function parseWiki(files: readonly WikiFile[]): Wiki {
  const warnings: string[] = [];
  let schema: string | null = null;
  const bySlug = new Map<string, Page>();
  const sorted = [...files].sort((a, b) => compareCodePoints(a.path, b.path));
  for (const f of sorted) {
    const path = f.path.replace(/\\/g, '/').replace(/^\.\//, '');
    if (path === 'SCHEMA.md' || (schema === null && path.toLowerCase() === 'schema.md'))
      schema = f.text;
    if (!isPageFile(path)) continue;
    const slug = fileToSlug(path);
    const existing = bySlug.get(slug);
    if (existing) {
      warnings.push(
        `${path}: slug "${slug}" is already taken by ${existing.file}; ${path} is left out of the map. Rename one of them.`,
      );
      continue;
    }
    const { page, warnings: w } = parsePage(path, f.text);
    warnings.push(...w);
    bySlug.set(slug, page);
  }
  const pages = [...bySlug.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages, schema, warnings };
}

export class WikiNotFoundError extends Error {
  override name = 'WikiNotFoundError';
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Reads every `.md` file under `dir` (recursively; names starting with `.` are skipped) and
 * parses them with parseWiki. Symbolic links are skipped with a warning: a link could pull a
 * file from outside the wiki (a secret, say) into the model's prompt. Unreadable files and
 * invalid UTF-8 become warnings. Throws WikiNotFoundError when `dir` is not a folder.
 */
export async function loadWiki(dir: string): Promise<Wiki> {
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

  const wiki = parseWiki(files);
  // Warnings in a stable order whatever order the reads finished in.
  return { ...wiki, warnings: [...warnings.sort(compareCodePoints), ...wiki.warnings] };
}
