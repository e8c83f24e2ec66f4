// Adopting an existing docs folder: each page gets the front-matter the map reads (a title, a
// short description, a type) where it has none, deterministically and without a model. Only
// lines are added to the front-matter (a new block when there is none); the body's bytes, the
// file's BOM and line endings and every key already there stay as they are — checked on the
// bytes read from disk, and a file that is not UTF-8 is refused by name, never written.
import { stringify } from 'yaml';
import { HISTORICAL_FIELD, looksHistorical } from './historical.js';
import { markdownLinks } from './links.js';
import { frontmatterProblem, parsePage } from './page.js';
import { cutAtWord, collapseSpace } from './text.js';
import { decodeUtf8, keepsBytes, notUtf8 } from './utf8.js';

export interface AdoptOptions {
  /** description-chars: the description written fits the map uncut. */
  descriptionChars: number;
  /** page-types: a type is written only when the folder names one of them. */
  pageTypes: readonly string[];
  /** The wiki's slugs: `related` is filled with the pages a page's Markdown links reach. */
  pages?: ReadonlySet<string>;
}

/** The front-matter fields adopt writes. */
export interface Adopted {
  title?: string;
  description?: string;
  type?: string;
  related?: string[];
  /** A blog post, release notes, a changelog or a migration guide (historical.ts). */
  historical?: true;
}

export interface AdoptResult {
  added: Adopted;
  /** The file's new text. */
  text: string;
}

/** Folder names that mean a page type other than by its own name (or its plural). */
const FOLDER_TYPES: Record<string, string> = {
  adr: 'decision',
  adrs: 'decision',
  'how-to': 'guide',
  howto: 'guide',
  tutorial: 'guide',
  tutorials: 'guide',
};

/** The page type the nearest folder of `file` names (`decisions/` → decision), or null. */
export function typeFromFolder(file: string, pageTypes: readonly string[]): string | null {
  const folders = file.split('/').slice(0, -1).reverse();
  for (const folder of folders.map((f) => f.toLowerCase())) {
    const named = FOLDER_TYPES[folder] ?? folder.replace(/s$/, '');
    const type = pageTypes.find((t) => t === named || t === folder);
    if (type) return type;
  }
  return null;
}

/** The first sentence of a paragraph, cut at a word to `max` characters. */
export function firstSentence(paragraph: string, max: number): string {
  const plain = collapseSpace(paragraph);
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  return cutAtWord(sentence, max).text;
}

const text = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

/**
 * What adopting one page adds, and the file's new text; null when it already has a title, a
 * description and a type (or no type can be told) and `related` (or links no page), or when its front-matter does not parse (a
 * person's YAML is left for a person to fix).
 */
export function adoptPage(file: string, raw: string, options: AdoptOptions): AdoptResult | null {
  if (frontmatterProblem(raw) !== null) return null;
  const { page } = parsePage(file, raw);
  const fm = page.frontmatter ?? {};
  const added: Adopted = {};
  if (!text(fm.title)) added.title = page.title;
  if (!text(fm.description)) {
    const description = firstSentence(page.description, options.descriptionChars);
    if (description !== '') added.description = description;
  }
  if (!text(fm.type)) {
    const type = typeFromFolder(file, options.pageTypes);
    if (type) added.type = type;
  }
  const related = Array.isArray(fm.related) ? fm.related : [];
  if (related.length === 0 && options.pages) {
    const linked = markdownLinks(page.slug, page.body)
      .map((l) => l.slug)
      .filter((slug) => slug !== page.slug && options.pages!.has(slug));
    if (linked.length) added.related = linked;
  }
  if (fm[HISTORICAL_FIELD] === undefined && looksHistorical(file, page.title))
    added.historical = true;
  if (Object.keys(added).length === 0) return null;
  const out = withFields(raw, added);
  // The promise of adopt: the body is the same to the byte, or nothing is written.
  if (parsePage(file, out).page.body !== page.body) return null;
  return { added, text: out };
}

/** `raw` with `fields` added as front-matter lines, in the file's own line endings. */
function withFields(raw: string, fields: Adopted): string {
  const bom = raw.startsWith('\uFEFF') ? '\uFEFF' : '';
  const rest = raw.slice(bom.length);
  const eol = rest.includes('\r\n') ? '\r\n' : '\n';
  const lines = stringify(fields, { lineWidth: 0 }).replace(/\n$/, '').split('\n');
  const yaml = lines.map((l) => l + eol).join('');
  const first = /^---[ \t]*\r?\n/.exec(rest);
  if (!first) return `${bom}---${eol}${yaml}---${eol}${rest}`;
  // The closing fence of the block parsePage found: insert just before it.
  const fence = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;
  const after = rest.slice(first[0].length);
  const close = fence.exec(after);
  if (!close) return `${bom}---${eol}${yaml}---${eol}${rest}`;
  const at = first[0].length + close.index;
  return `${bom}${rest.slice(0, at)}${yaml}${rest.slice(at)}`;
}

/** What adopting one file's bytes gives: its new text, nothing to add, or why it is refused. */
export type AdoptedFile = AdoptResult | { refused: string } | null;

/**
 * adoptPage on a file's bytes as read from disk: refused by name when they are not UTF-8 (a
 * Latin-1 or UTF-16 page would come back with U+FFFD for good), and when the new text does not
 * keep every byte read — only front-matter lines added at one place — whatever the decoded
 * strings say. `path` names the file in the refusal.
 */
export function adoptFile(
  file: string,
  bytes: Uint8Array,
  options: AdoptOptions,
  path = file,
): AdoptedFile {
  const raw = decodeUtf8(bytes);
  if (raw === null) return { refused: `${notUtf8(path)}; not adopted, its bytes left as they are` };
  const adopted = adoptPage(file, raw, options);
  if (adopted === null) return null;
  if (!keepsBytes(bytes, Buffer.from(adopted.text, 'utf8')))
    return {
      refused: `${path}: adopting it would change bytes of its text, not only add front-matter lines; not adopted, left as it is`,
    };
  return adopted;
}
