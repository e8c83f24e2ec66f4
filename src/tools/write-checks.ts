// The checks every write tool (create_page, update_page, replace_text, confirm_page) passes a page
// through before it enters the run's changeset: the slug, the size, links and related pages, the
// type's required sections, new secrets, front-matter a body would forge, locks and the
// max-pages-changed budget. Each check answers with one refusal naming the fix, or null.
import type { Changeset } from './changeset.js';
import { sectionsOf } from '../wiki/page.js';
import { scanForSecrets } from '../security/secret-scan.js';
import { wikiLinks } from '../wiki/links.js';
import { slugProblem } from '../wiki/slug.js';
import { codePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import { toolError } from './errors.js';
import type { NeverCovered, SourceRecord } from './covers.js';
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

/** Every check a page must pass before it enters the changeset, as one refusal, or null. */
export function pageProblem(options: WriteToolOptions, page: Page, before?: Page): string | null {
  const cs = options.changeset;
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

/** The refusal of a page its maintainers locked. */
export const lockedRefusal = (slug: string): ToolOutcome =>
  toolError(
    `Page "${slug}" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.`,
  );
