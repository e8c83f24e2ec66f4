// One page: parse (front-matter + Markdown), serialize back, and produce updated pages.
// An untouched page serializes to the exact bytes it was read from; a changed one keeps its
// front-matter bytes when only the body changed, its BOM and its line endings.
import { isDeepStrictEqual } from 'node:util';
import { parseDocument, stringify } from 'yaml';
import { formatCover, normalizeCovers, parseCovers, type Cover } from './covers.js';
import { outline, type Heading } from './markdown.js';
import { spliceFrontmatter } from './frontmatter-edit.js';
import { parseSimpleYaml } from './simple-yaml.js';
import { fileToSlug, slugToFile } from './slug.js';
import { normalizeText } from './text.js';
import type { Page, PageFields } from './types.js';

/** Front-matter keys the wiki understands, in the order a rewritten front-matter lists them. */
const STANDARD_KEYS = [
  'title',
  'description',
  'type',
  'tags',
  'related',
  'sources',
  'covers',
] as const;
const LOCK_KEY = 'wiki-ingest';

interface Split {
  /** YAML between the fences, or null without front-matter. */
  yaml: string | null;
  /** The whole front-matter block, fences and final newline included ('' without). */
  block: string;
  body: string;
}

/** Splits LF-normalized text into front-matter and body. Fences: `---` … `---` or `...`. */
function splitFrontmatter(text: string): Split {
  if (!text.startsWith('---\n')) return { yaml: null, block: '', body: text };
  let pos = 4;
  while (pos <= text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    const line = text.slice(pos, end).trimEnd();
    if (line === '---' || line === '...') {
      const after = nl === -1 ? text.length : nl + 1;
      return { yaml: text.slice(4, pos), block: text.slice(0, after), body: text.slice(after) };
    }
    if (nl === -1) break;
    pos = nl + 1;
  }
  // No closing fence: the `---` is a thematic break, not front-matter.
  return { yaml: null, block: '', body: text };
}

/** Whether a file's text starts with a front-matter block (parseable or not). */
export const hasFrontmatterBlock = (raw: string): boolean =>
  splitFrontmatter(normalizeText(raw)).yaml !== null;

function parseYaml(yaml: string): { value: Record<string, unknown> | null; error: string | null } {
  const simple = parseSimpleYaml(yaml);
  if (simple) return { value: simple, error: null };
  const doc = parseDocument(yaml, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) return { value: null, error: oneLineError(doc.errors[0]!.message) };
  const value: unknown = doc.toJS({ maxAliasCount: 100 });
  if (value === null || value === undefined) return { value: {}, error: null };
  if (typeof value !== 'object' || Array.isArray(value))
    return { value: null, error: 'it is not a mapping of keys to values' };
  return { value: value as Record<string, unknown>, error: null };
}

const oneLineError = (s: string): string => s.split('\n')[0]!.trim();

/** Why a page whose front-matter does not parse is read-only, and how a person fixes it. */
export const unparsedFrontmatter = (error: string): string =>
  `its front-matter does not parse (${error}), so its fields — a maintainer's lock among them — cannot be read, and the file is left exactly as it is. A person fixes the YAML between its --- lines (quote a value holding ": ", e.g. description: "Restart: the steps"); wiki-ingest lint names the problem`;

/**
 * Why a file's front-matter block was ignored (its YAML does not parse, or is not a mapping), or
 * null when it has none or it parses.
 */
export function frontmatterProblem(raw: string): string | null {
  const { yaml } = splitFrontmatter(normalizeText(raw));
  return yaml === null ? null : parseYaml(yaml).error;
}

function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return null;
}

function list(v: unknown): string[] {
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(v)) return v.map((x) => text(x)).filter((x): x is string => x !== null);
  return [];
}

const baseName = (file: string): string =>
  file.replace(/\\/g, '/').split('/').pop()!.replace(/\.md$/i, '');

/**
 * Parses one page file. `file` is its path relative to the wiki folder. Never throws:
 * problems (malformed YAML, odd field types) become warnings and the page keeps what it can.
 */
export function parsePage(file: string, raw: string): { page: Page; warnings: string[] } {
  const warnings: string[] = [];
  const split = splitFrontmatter(normalizeText(raw));
  let frontmatter: Record<string, unknown> | null = null;
  let readOnly: string | null = null;
  if (split.yaml !== null) {
    const { value, error } = parseYaml(split.yaml);
    if (error) {
      warnings.push(
        `${file}: front-matter ignored, ${error}; fix the YAML between the --- lines. Until then the page is read-only to wiki-ingest.`,
      );
      readOnly = unparsedFrontmatter(error);
    }
    frontmatter = value;
  }
  const fm = frontmatter ?? {};
  const description = text(fm.description);
  const { headings, firstParagraph } = outline(split.body, { paragraph: description === null });
  const h1 = headings.find((h) => h.level === 1)?.text;

  for (const key of ['title', 'description', 'type'] as const)
    if (fm[key] !== undefined && fm[key] !== null && text(fm[key]) === null)
      warnings.push(`${file}: front-matter "${key}" is not text; ignored.`);
  const covers = parseCovers(fm.covers);
  for (const problem of covers.problems)
    warnings.push(`${file}: front-matter "covers": ${problem}; that entry is ignored.`);

  const page: Page = {
    slug: fileToSlug(file),
    file,
    frontmatter,
    title: text(fm.title) ?? (h1 || baseName(file)),
    description: description ?? firstParagraph,
    type: text(fm.type),
    tags: list(fm.tags),
    related: list(fm.related),
    sources: list(fm.sources),
    covers: covers.covers,
    // Front-matter that does not parse may hold a lock nobody can read: no write, fail closed.
    locked: fm[LOCK_KEY] === 'locked' || readOnly !== null,
    body: split.body,
    headings: headings.filter((h) => h.level === 2 && h.text !== '').map((h) => h.text),
    raw,
    ...(readOnly !== null ? { readOnly } : {}),
  };
  return { page, warnings };
}

/** A file's text split as parsePage splits it: the front-matter's YAML (null without), the body. */
export function splitPage(raw: string): { yaml: string | null; body: string } {
  const { yaml, body } = splitFrontmatter(normalizeText(raw));
  return { yaml, body };
}

/** The title and description parsePage reads from front-matter YAML (null: absent, not text). */
export function frontmatterTitles(yaml: string): {
  title: string | null;
  description: string | null;
} {
  const fm = parseYaml(yaml).value ?? {};
  return { title: text(fm.title), description: text(fm.description) };
}

const FIELD_NAMES = [...STANDARD_KEYS, 'locked', 'body'] as const;

/** Front-matter after applying `explicit` fields to `base`, standard keys first, others kept. */
function mergeFrontmatter(
  base: Record<string, unknown>,
  explicit: Partial<PageFields>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const key of STANDARD_KEYS) {
    if (!(key in explicit)) continue;
    const v = explicit[key];
    const empty = v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);
    if (empty) delete merged[key];
    else merged[key] = key === 'covers' ? normalizeCovers(v as Cover[]).map(formatCover) : v;
  }
  if ('locked' in explicit) {
    if (explicit.locked) merged[LOCK_KEY] = 'locked';
    else delete merged[LOCK_KEY];
  }
  const ordered: Record<string, unknown> = {};
  for (const key of STANDARD_KEYS) if (key in merged) ordered[key] = merged[key];
  for (const [key, v] of Object.entries(merged)) if (!(key in ordered)) ordered[key] = v;
  return ordered;
}

/**
 * The file text of `original`'s file with `explicit` fields applied over `frontmatter` and
 * `body`. Keeps the original's BOM and line endings, and its front-matter bytes when the
 * front-matter did not change.
 */
function compose(
  original: string,
  frontmatter: Record<string, unknown> | null,
  explicit: Partial<PageFields>,
  body: string,
): string {
  const bom = original.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const crlf = original.includes('\r\n');
  const split = splitFrontmatter(normalizeText(original));
  const before = split.yaml === null ? null : parseYaml(split.yaml).value;
  const fm = mergeFrontmatter(frontmatter ?? {}, explicit);
  let block: string;
  // Unchanged front-matter keeps its bytes (comments, quoting); so does unparseable YAML that
  // nothing replaced, rather than silently dropping what a maintainer wrote. A changed one has
  // only its changed keys' lines rewritten (./frontmatter-edit.ts).
  const spliced =
    split.yaml !== null && before !== null
      ? spliceFrontmatter(split.yaml, before, fm, STANDARD_KEYS)
      : null;
  if (split.yaml !== null && isDeepStrictEqual(fm, before ?? {})) {
    block = split.block;
  } else if (spliced !== null && spliced !== '') {
    block = `---\n${spliced}${split.block.slice(4 + split.yaml!.length)}`;
  } else if (Object.keys(fm).length === 0) {
    block = '';
  } else {
    block = `---\n${stringify(fm, { lineWidth: 0 })}---\n`;
  }
  const lf = block + body;
  return bom + (crlf ? lf.replace(/\n/g, '\r\n') : lf);
}

function fieldsOf(page: Page): PageFields {
  const { title, description, type, tags, related, sources, covers, locked, body } = page;
  return { title, description, type, tags, related, sources, covers, locked, body };
}

/**
 * The file text of a page. A page as parsed (or as returned by updatePage/createPage) gives
 * back `raw` byte for byte; a page whose fields were changed by hand is rebuilt from them.
 */
export function serializePage(page: Page): string {
  const before = parsePage(page.file, page.raw).page;
  if (isDeepStrictEqual(before, page)) return page.raw;
  const explicit: Partial<PageFields> = {};
  const now = fieldsOf(page);
  const was = fieldsOf(before);
  for (const key of FIELD_NAMES)
    if (key !== 'body' && !isDeepStrictEqual(now[key], was[key]))
      (explicit as Record<string, unknown>)[key] = now[key];
  return compose(page.raw, page.frontmatter, explicit, page.body);
}

/** A new page equal to `page` with `patch` applied (front-matter keys it does not know are kept). */
export function patchPage(page: Page, patch: Partial<PageFields>): Page {
  const { body = page.body, ...explicit } = patch;
  const raw = compose(serializePage(page), page.frontmatter, explicit, withFinalNewline(body));
  return parsePage(page.file, raw).page;
}

/** A page the agent creates at `slug`; throws when the slug breaks the slug rule. */
export function newPage(slug: string, fields: Partial<PageFields> & { title: string }): Page {
  const file = slugToFile(slug);
  const { body = '', ...explicit } = fields;
  return parsePage(file, compose('', {}, explicit, withFinalNewline(body))).page;
}

/** A written body: LF line endings (compose restores the file's own), ending in a newline. */
const withFinalNewline = (body: string): string => {
  const s = normalizeText(body);
  return s === '' || s.endsWith('\n') ? s : `${s}\n`;
};

export interface Section {
  /** The H2 heading as plain text. */
  heading: string;
  /** Body line of the heading, line after the heading, and line after the section. */
  start: number;
  contentStart: number;
  end: number;
}

/** The top-level H2 sections of a body; each runs to the next H1/H2 or the end. */
export function sectionsOf(body: string): Section[] {
  const headings: Heading[] = outline(body).headings;
  const total = body.split('\n').length;
  const out: Section[] = [];
  headings.forEach((h, i) => {
    if (h.level !== 2) return;
    const next = headings.slice(i + 1).find((n) => n.level <= 2);
    out.push({ heading: h.text, start: h.line, contentStart: h.endLine, end: next?.line ?? total });
  });
  return out;
}

const sameHeading = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first section whose heading matches `heading` without regard to case, or undefined. */
export function findSection(body: string, heading: string): Section | undefined {
  return sectionsOf(body).find((s) => sameHeading(s.heading, heading));
}

/**
 * `body` with the content of H2 section `heading` replaced by `content` (heading line kept).
 * A `## heading` first line in `content` is dropped rather than doubled. A heading the page
 * lacks is appended as a new section at the end.
 */
export function replaceSection(body: string, heading: string, content: string): string {
  const lines = body.split('\n');
  let inner = normalizeText(content).replace(/^\s*\n/, '');
  const first = outline(inner).headings[0];
  if (first && first.level === 2 && first.line === 0 && sameHeading(first.text, heading))
    inner = inner.split('\n').slice(first.endLine).join('\n');
  inner = inner.trim();
  const section = findSection(body, heading);
  if (!section) {
    const head = body.replace(/\s*$/, '');
    return `${head}${head ? '\n\n' : ''}## ${heading.trim()}\n\n${inner}\n`;
  }
  const before = lines.slice(0, section.contentStart).join('\n');
  const after = lines.slice(section.end).join('\n');
  const middle = inner ? `\n\n${inner}\n` : '\n';
  return section.end < lines.length ? `${before}${middle}\n${after}` : `${before}${middle}`;
}
