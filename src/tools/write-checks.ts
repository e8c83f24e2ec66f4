// The checks every write tool (create_page, update_page, replace_text, confirm_page) passes a page
// through before it enters the run's changeset: the page may be written at all (locks, and pages
// read-only because their front-matter does not parse or their bytes are not UTF-8), the slug, the
// structure (no block left open, no heading swallowed), the size, links and related pages, the
// type's required sections, new secrets, front-matter a body would forge and the
// max-pages-changed budget. Each check answers with one refusal naming the fix, or null.
import type { Changeset } from './changeset.js';
import { openBlocks, outline } from '../wiki/markdown.js';
import { sectionsOf } from '../wiki/page.js';
import { scanForSecrets } from '../security/secret-scan.js';
import { wikiLinks } from '../wiki/links.js';
import { slugProblem } from '../wiki/slug.js';
import { codePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import { toolError } from './errors.js';
import type { NeverCovered } from './covers.js';
import type { SourceRecord } from './source-record.js';
import type { ReadRecord } from './reads.js';
import type { ToolOutcome } from './types.js';

export interface WriteToolOptions {
  changeset: Changeset;
  pageTypes: string[];
  /** Required H2 sections per page type (page-sections input, else SCHEMA.md). */
  requiredSections: Record<string, string[]>;
  pageCharCap: number;
  maxPagesChanged: number;
  /** What the agent read in this run: update_page replaces nothing else. */
  reads: ReadRecord;
  /** The repository files the agent read in this run: what a page written now covers. */
  sources: SourceRecord;
  /** Why a path is never covered (generated, ignored, secret, the wiki's own), or null. */
  neverCovered: NeverCovered;
  /** An init batch: the plan's pages other batches write, which a page may link already. */
  planned?: ReadonlySet<string>;
  /** Pages the task may not change though their maintainers did not lock them. */
  readOnly?: ReadonlySet<string>;
  /** A refused cover is left out and the page still written (an init batch's plan named it). */
  dropRefusedCovers?: boolean;
}

/** Root files of the wiki the action owns or the maintainer writes; never agent pages. */
const RESERVED = new Set(['index', 'log', 'schema']);

/**
 * Whether written text opens with a `---` line (after a BOM or blank lines): placed at the top
 * of a file it would start a front-matter block. Refused for whole bodies and sections alike,
 * so one rule covers every way a body reaches the top of a page.
 */
export const opensFrontmatter = (text: string): boolean =>
  /^\uFEFF?(?:[ \t]*\r?\n)*---[ \t]*(?:\r?\n|$)/.test(text);

export const frontmatterRefusal = (what: string, tool: string): string =>
  `${what} opens with a "---" line, which would start a front-matter block. Front-matter is written by the tools only: pass title, description, type, tags and related as arguments of ${tool}, and start the body with Markdown (e.g. "# Title"); the "wiki-ingest: locked" key is set only by maintainers`;

export function writeSlugProblem(slug: string): string | null {
  if (slug.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(slug))
    return `"${slug}" is an absolute path; a slug is relative to the wiki folder, e.g. "api/token-rotation".`;
  if (slug.split(/[\\/]/).includes('..'))
    return `"${slug}" leaves the wiki folder (".."); a slug is relative to the wiki folder, e.g. "api/token-rotation".`;
  if (slug.endsWith('.md')) return `"${slug}" ends in ".md"; give the slug without the extension.`;
  const problem = slugProblem(slug);
  if (problem) return `${problem}.`;
  if (RESERVED.has(slug))
    return `"${slug}" is reserved: index.md, log.md and SCHEMA.md are maintained outside the agent.`;
  return null;
}

/**
 * Secrets the scanner finds in `text` that `before` did not already hold (a page may quote what
 * its maintainers wrote; the agent may add nothing new), as one refusal naming the rules, or null.
 */
export async function newSecretsProblem(
  text: string,
  before: string | null,
  name: string,
): Promise<string | null> {
  const hits = (await scanForSecrets(text, name)).filter(
    (h) => before === null || !before.includes(text.slice(h.range[0], h.range[1])),
  );
  if (hits.length === 0) return null;
  const rules = [...new Set(hits.map((h) => h.rule))].join(', ');
  return `it holds what looks like a secret (secret scanner rule ${rules}). Secret values are never written to the wiki: describe the setting or credential by name (e.g. "the API key in ANTHROPIC_API_KEY") without its value`;
}

function missingSections(page: Page, required: Record<string, string[]>): string[] {
  const wanted = page.type ? (required[page.type] ?? []) : [];
  const have = new Set(sectionsOf(page.body).map((s) => s.heading.trim().toLowerCase()));
  return wanted.filter((r) => !have.has(r.trim().toLowerCase()));
}

/** How often `key` (one or more whole lines) stands in `lines`. */
function occurrences(lines: readonly string[], key: string): number {
  const n = key.split('\n').length;
  let count = 0;
  for (let i = 0; i + n <= lines.length; i++) if (lines.slice(i, i + n).join('\n') === key) count++;
  return count;
}

/** Each distinct H2 heading's source lines (a setext heading's two), with how often it is one. */
function h2Lines(body: string): Map<string, number> {
  const lines = body.split('\n');
  const out = new Map<string, number>();
  for (const h of outline(body, { paragraph: false }).headings) {
    if (h.level !== 2) continue;
    const key = lines.slice(h.line, h.endLine).join('\n');
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/**
 * Why `after` leaves a block open that `before` (a page body; none for a new page) did not: a code
 * fence or an HTML comment that never closes runs to the end of the page, swallowing every section
 * after it; or null.
 */
export function openBlockProblem(before: string | undefined, after: string): string | null {
  const open = openBlocks(after);
  if (open.length <= (before === undefined ? 0 : openBlocks(before).length)) return null;
  const last = open[open.length - 1]!;
  const opener = after.split('\n')[last.line]!.trim();
  return `${last.what} (the line ${JSON.stringify(opener.slice(0, 80))}) is never closed, so it would run to the end of the page and swallow every section after it; close it (a fence closes with the same marker on a line of its own)`;
}

/**
 * Why a written body breaks the page's structure, or null: it leaves a block open
 * (openBlockProblem), or a heading line of the page is still there but no longer an H2 (inside
 * code, HTML or a quote) — the map and every section read would lose it. An H2 whose line the
 * write removed is the write's intent (update_page's whole body; replace_text and a section's
 * content refuse that apart).
 */
export function structureProblem(before: Page | undefined, after: Page): string | null {
  const open = openBlockProblem(before?.body, after.body);
  if (open || !before) return open;
  const now = h2Lines(after.body);
  const beforeLines = before.body.split('\n');
  const afterLines = after.body.split('\n');
  for (const [key, was] of h2Lines(before.body)) {
    const is = now.get(key) ?? 0;
    const plainBefore = occurrences(beforeLines, key) - was;
    if (is < was && occurrences(afterLines, key) - is > plainBefore)
      return `the heading ${JSON.stringify(key.split('\n')[0])} would still be in the text but no longer an H2 section (it would fall inside code, HTML, a list or a quote); keep every section's heading a heading of its own`;
  }
  return null;
}

/** Every check a page must pass before it enters the changeset, as one refusal, or null. */
export function pageProblem(options: WriteToolOptions, page: Page, before?: Page): string | null {
  const cs = options.changeset;
  const structure = structureProblem(before, page);
  if (structure) return structure;
  // Dead links the page already had are the maintainers' business; only new ones are refused.
  const hadRelated = new Set(before?.related.map((r) => r.toLowerCase()) ?? []);
  const hadLinks = new Set(before ? wikiLinks(before.body) : []);
  const problems: string[] = [];
  // The cap counts the body a reader reads: provenance in the front-matter takes none of it.
  const size = codePoints(page.body);
  if (size > options.pageCharCap)
    problems.push(
      `the page's body would be ${size} characters, over page-char-cap (${options.pageCharCap}); shorten it or split it into several pages`,
    );
  const planned = (slug: string) => options.planned?.has(slug) === true;
  const missingRelated = page.related.filter(
    (r) =>
      r !== page.slug &&
      !cs.has(r.toLowerCase()) &&
      !hadRelated.has(r.toLowerCase()) &&
      !planned(r.toLowerCase()),
  );
  if (missingRelated.length)
    problems.push(
      `related slug(s) ${missingRelated.map((r) => `"${r}"`).join(', ')} exist neither in the wiki nor in this run; remove them or create those pages first`,
    );
  const dead = wikiLinks(page.body).filter(
    (l) => l !== page.slug && !cs.has(l) && !hadLinks.has(l) && !planned(l),
  );
  if (dead.length)
    problems.push(
      `link(s) ${dead.map((l) => `[[${l}]]`).join(', ')} point at no page; link only existing pages or create them first`,
    );
  if (page.type !== null && page.type !== before?.type && !options.pageTypes.includes(page.type))
    problems.push(`type "${page.type}" is not one of: ${options.pageTypes.join(', ')}`);
  const required = options.requiredSections;
  const missing = missingSections(page, required).filter(
    (m) => !before || before.type !== page.type || !missingSections(before, required).includes(m),
  );
  if (missing.length)
    problems.push(
      `a "${page.type}" page needs the H2 section(s) ${missing.map((m) => `"## ${m}"`).join(', ')}`,
    );
  return problems.length ? problems.join('; ') : null;
}

/** The stop when `slug` would be one page more than max-pages-changed allows, or null. */
export function budgetStop(options: WriteToolOptions, slug: string): ToolOutcome | null {
  const cs = options.changeset;
  return !cs.isChanged(slug) && cs.size >= options.maxPagesChanged
    ? {
        content: `Budget max-pages-changed (${options.maxPagesChanged}) reached.`,
        is_error: true,
        stop: `Budget max-pages-changed (${options.maxPagesChanged}) reached: the agent tried to change page ${cs.size + 1} ("${slug}").`,
      }
    : null;
}

/**
 * The refusal of a locked page: read-only in this task (an init batch, an archive's other pages),
 * or locked by its maintainers — each said as it is.
 */
export const lockedRefusal = (
  slug: string,
  options?: Pick<WriteToolOptions, 'readOnly'>,
): ToolOutcome =>
  toolError(
    options?.readOnly?.has(slug)
      ? `Page "${slug}" is read-only in this task and cannot be changed; leave it as it is (link it instead).`
      : `Page "${slug}" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.`,
  );

/**
 * The refusal every write tool gives a page it may not write, first of all its checks: locked by
 * its maintainers, or read-only because wiki-ingest cannot read it safely (front-matter that does
 * not parse, bytes that are not UTF-8) — said with why and who fixes it; null for a writable page.
 */
export function writeRefusal(
  page: Page,
  options?: Pick<WriteToolOptions, 'readOnly'>,
): ToolOutcome | null {
  if (page.readOnly !== undefined)
    return toolError(
      `Page "${page.slug}" is read-only and cannot be changed: ${page.readOnly}. Leave it as it is (you may still read it and cite it); if the merge made it untrue, say so in finish.`,
    );
  return page.locked ? lockedRefusal(page.slug, options) : null;
}
