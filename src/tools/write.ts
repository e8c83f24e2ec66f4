// create_page, update_page and finish: the agent's writes into the run's changeset. Every page
// is checked whole before it enters the changeset; front-matter is written from the tools'
// arguments only, so a body can neither forge fields nor add or remove a maintainer's lock. An
// update replaces only what the agent read in this run, and names an H2 section exactly (or
// says it adds one), so a person's wording is never replaced unseen nor a section doubled.
import type { Changeset } from './changeset.js';
import * as z from '../zod.js';
import {
  createPage,
  hasFrontmatterBlock,
  replaceSection,
  sectionsOf,
  serializePage,
  updatePage,
} from '../wiki/page.js';
import { scanForSecrets } from '../security/secret-scan.js';
import { wikiLinks } from '../wiki/links.js';
import { slugProblem } from '../wiki/slug.js';
import { codePoints } from '../wiki/text.js';
import type { Page, PageFields } from '../wiki/types.js';
import { parsedInput, toolError, unknownSlug } from './errors.js';
import { coversForWrite, coversNote, type NeverCovered, type SourceRecord } from './covers.js';
import type { ReadRecord } from './reads.js';
import { sectionContentProblem, sectionTarget, unreadProblem } from './update-target.js';
import { writeSchemas } from './schemas.js';
import type { ToolHandlers, ToolOutcome } from './types.js';

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

const frontmatterRefusal = (what: string, tool: string): string =>
  `${what} opens with a "---" line, which would start a front-matter block. Front-matter is written by the tools only: pass title, description, type, tags and related as arguments of ${tool}, and start the body with Markdown (e.g. "# Title"); the "wiki-ingest: locked" key is set only by maintainers`;

function writeSlugProblem(slug: string): string | null {
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

type Schemas = ReturnType<typeof writeSchemas>;

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
  const size = codePoints(serializePage(page));
  if (size > options.pageCharCap)
    problems.push(
      `the page would be ${size} characters, over the cap of ${options.pageCharCap}; shorten it or split it into several pages`,
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

async function createPageTool(
  options: WriteToolOptions,
  args: z.infer<Schemas['create_page']>,
): Promise<ToolOutcome> {
  const cs = options.changeset;
  const bad = writeSlugProblem(args.slug);
  if (bad) return toolError(`Cannot create page: ${bad}`);
  if (cs.has(args.slug))
    return toolError(
      `Page "${args.slug}" already exists${cs.isChanged(args.slug) ? ' (created in this run)' : ''}; use update_page to change it.`,
    );
  if (opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not created: ${frontmatterRefusal('"body"', 'create_page')}.`,
    );
  const over = budgetStop(options, args.slug);
  if (over) return over;
  const covers = await coversForWrite(options.sources, [], args.covers, options.neverCovered);
  if (typeof covers === 'string')
    return toolError(`Page "${args.slug}" was not created: ${covers}.`);
  const page = createPage(args.slug, {
    title: args.title,
    description: args.description,
    type: args.type,
    tags: args.tags,
    related: args.related.map((r) => r.toLowerCase()),
    covers: covers.covers,
    body: args.body,
  });
  const problem =
    pageProblem(options, page) ?? (await newSecretsProblem(serializePage(page), null, page.file));
  if (problem) return toolError(`Page "${args.slug}" was not created: ${problem}.`);
  cs.put(page);
  options.reads.wrotePage(page.slug, page.headings);
  return {
    content: `Created page "${args.slug}" (${page.headings.length} sections; ${coversNote(covers)}).`,
  };
}

/** The front-matter fields an update_page call sets. */
function fieldPatch(args: z.infer<Schemas['update_page']>): Partial<PageFields> {
  const patch: Partial<PageFields> = {};
  if (args.title !== undefined) patch.title = args.title;
  if (args.description !== undefined) patch.description = args.description;
  if (args.type !== undefined) patch.type = args.type;
  if (args.tags !== undefined) patch.tags = args.tags;
  if (args.related !== undefined) patch.related = args.related.map((r) => r.toLowerCase());
  return patch;
}

async function updatePageTool(
  options: WriteToolOptions,
  args: z.infer<Schemas['update_page']>,
): Promise<ToolOutcome> {
  const cs = options.changeset;
  const page = cs.get(args.slug);
  if (!page) {
    const bad = writeSlugProblem(args.slug);
    return bad ? toolError(`Cannot update page: ${bad}`) : unknownSlug(cs.slugs(), args.slug);
  }
  if (page.locked)
    return toolError(
      `Page "${args.slug}" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.`,
    );
  if (opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not updated: ${frontmatterRefusal(args.section === undefined ? '"body"' : `The content of section "${args.section}"`, 'update_page')}.`,
    );
  const target = sectionTarget(page, args);
  if (target !== null && 'content' in target) return target;
  const heading = target ? sectionContentProblem(page, target, args.body) : null;
  if (heading) return heading;
  if (target === null && args.body.trim() === '')
    return toolError('"body" is empty; give the whole new page body.');
  const unread = unreadProblem(options.changeset, options.reads, page, target);
  if (unread) return unread;
  const over = budgetStop(options, args.slug);
  if (over) return over;
  const patch = fieldPatch(args);
  // Rewriting front-matter that does not parse would drop what maintainers wrote there,
  // a lock included.
  if (Object.keys(patch).length && page.frontmatter === null && hasFrontmatterBlock(page.raw))
    return toolError(
      `Page "${args.slug}" has front-matter that does not parse, so its fields cannot be changed; update only its body (leave out ${Object.keys(patch).join(', ')}) and let its maintainers fix the YAML.`,
    );
  const covers = await coversForWrite(
    options.sources,
    page.covers,
    args.covers,
    options.neverCovered,
  );
  if (typeof covers === 'string')
    return toolError(`Page "${args.slug}" was not updated: ${covers}.`);
  // Front-matter that does not parse is left as it is (its covers are not recorded), and covers
  // that did not change are not rewritten.
  const brokenFrontmatter = page.frontmatter === null && hasFrontmatterBlock(page.raw);
  const coversChanged = JSON.stringify(covers.covers) !== JSON.stringify(page.covers);
  if (!brokenFrontmatter && coversChanged) patch.covers = covers.covers;
  patch.body = target ? replaceSection(page.body, target.heading, args.body) : args.body;
  const next = updatePage(page, patch);
  const problem =
    pageProblem(options, next, page) ??
    (await newSecretsProblem(serializePage(next), page.raw, page.file));
  if (problem) return toolError(`Page "${args.slug}" was not updated: ${problem}.`);
  cs.put(next);
  if (target) options.reads.sawSection(next.slug, target.heading);
  else options.reads.wrotePage(next.slug, next.headings);
  const what = target ? ` (${target.isNew ? 'new ' : ''}section "${target.heading}")` : '';
  const said =
    !brokenFrontmatter && (args.covers !== undefined || coversChanged)
      ? `; it ${coversNote(covers)}`
      : '';
  return { content: `Updated page "${args.slug}"${what}${said}.` };
}

async function finishTool(args: z.infer<Schemas['finish']>): Promise<ToolOutcome> {
  const secret = await newSecretsProblem(args.summary, null, 'log.md');
  if (secret)
    return toolError(`The summary was not accepted: ${secret}. Call finish again without it.`);
  return { content: 'Finished.', finished: args.summary.trim() };
}

export function writeHandlers(options: WriteToolOptions): ToolHandlers {
  const schemas = writeSchemas(options.pageTypes);
  return {
    create_page: parsedInput('create_page', schemas.create_page, (args) =>
      createPageTool(options, args),
    ),
    update_page: parsedInput('update_page', schemas.update_page, (args) =>
      updatePageTool(options, args),
    ),
    finish: parsedInput('finish', schemas.finish, finishTool),
  };
}
