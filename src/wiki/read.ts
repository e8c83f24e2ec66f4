// The bodies of the Tier 3 read tools, `read_pages` and `read_section`, and their JSON schemas.
// Results are tool_result-shaped ({content, is_error}); bad input is an error the model can
// act on, never an exception out of the loop.
import { pageText } from './map.js';
import { findSection, sectionsOf } from './page.js';
import { codePoints, compareCodePoints, sliceCodePoints } from './text.js';
import type { Page } from './types.js';

export interface ToolOutput {
  content: string;
  is_error: boolean;
}

const error = (content: string): ToolOutput => ({ content, is_error: true });

/** An attribute value of the <page>/<section> wrappers (file names may hold quotes). */
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Edit distance of two short strings (for "did you mean"). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

/** Up to five slugs that look like `wanted`, closest first, for "did you mean". */
function nearSlugs(pages: readonly Page[], wanted: string): string[] {
  const w = wanted.trim().toLowerCase();
  const last = (s: string): string => s.split('/').pop() ?? s;
  return pages
    .map((p) => {
      const d = distance(last(p.slug), last(w));
      const contains = p.slug.includes(last(w)) || w.includes(last(p.slug));
      return { slug: p.slug, score: contains ? Math.min(d, 1) : d };
    })
    .filter((c) => c.score <= 2)
    .sort((a, b) => a.score - b.score || compareCodePoints(a.slug, b.slug))
    .slice(0, 5)
    .map((c) => c.slug);
}

function unknownSlug(pages: readonly Page[], slug: string): ToolOutput {
  const near = nearSlugs(pages, slug);
  return error(
    `No page "${slug}" in the wiki map.` +
      (near.length
        ? ` Similar slugs: ${near.join(', ')}.`
        : ' Use a slug exactly as the map lists it.'),
  );
}

function lookup(pages: readonly Page[], slug: unknown): Page | ToolOutput {
  if (typeof slug !== 'string' || slug === '')
    return error('"slug" must be a page slug from the map.');
  return pages.find((p) => p.slug === slug.trim().toLowerCase()) ?? unknownSlug(pages, slug);
}

/** A page's text capped at `cap` code points, with a note naming what was cut. */
export function cappedPageText(page: Page, cap: number): string {
  const text = pageText(page);
  const total = codePoints(text);
  if (total <= cap) return text;
  const kept = sliceCodePoints(text, cap);
  // Sections that start after the cut, or are cut through, can still be read one by one.
  const keptLines = kept.split('\n').length - 1;
  const bodyOffset = text.split('\n').length - page.body.split('\n').length;
  const rest = sectionsOf(page.body)
    .filter((s) => s.end + bodyOffset > keptLines)
    .map((s) => `"${s.heading}"`);
  return (
    `${kept}\n\n[wiki-ingest: page truncated — showed ${cap} of ${total} characters, ${total - cap} cut (page-char-cap ${cap}).` +
    (rest.length ? ` Read the rest with read_section: ${rest.join(', ')}.]` : ']')
  );
}

/** `read_pages`: 1–2 pages by slug, each capped at `cap` code points. */
export function readPages(pages: readonly Page[], slugs: unknown, cap: number): ToolOutput {
  if (!Array.isArray(slugs) || slugs.length < 1 || slugs.length > 2)
    return error('"slugs" must be a list of 1 or 2 page slugs from the map.');
  const found: Page[] = [];
  for (const slug of slugs) {
    const page = lookup(pages, slug);
    if ('is_error' in page) return page;
    if (!found.includes(page)) found.push(page);
  }
  const content = found
    .map(
      (p) =>
        `<page slug="${attr(p.slug)}" file="${attr(p.file)}">\n${cappedPageText(p, cap)}\n</page>`,
    )
    .join('\n\n');
  return { content, is_error: false };
}

/**
 * `read_section`: one H2 section (heading line included) of a page, matched without regard to
 * case. An unknown heading is an error that lists the page's headings.
 */
export function readSection(page: Page, heading: unknown): ToolOutput {
  if (typeof heading !== 'string' || heading.trim() === '')
    return error('"heading" must be the text of an H2 heading of the page.');
  const section = findSection(page.body, heading.replace(/^#+\s*/, ''));
  if (!section) {
    const list = page.headings.length
      ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(', ')}.`
      : 'It has no H2 headings; use read_pages.';
    return error(`Page "${page.slug}" has no section "${heading}". ${list}`);
  }
  const content = page.body.split('\n').slice(section.start, section.end).join('\n').trimEnd();
  return {
    content: `<section slug="${attr(page.slug)}" heading="${attr(section.heading)}">\n${content}\n</section>`,
    is_error: false,
  };
}

/** `read_section` by slug, as the tool receives it. */
export function readSectionOf(pages: readonly Page[], slug: unknown, heading: unknown): ToolOutput {
  const page = lookup(pages, slug);
  return 'is_error' in page ? page : readSection(page, heading);
}

const sortedSlugs = (slugs: readonly string[]): string[] =>
  [...new Set(slugs)].sort(compareCodePoints);

/** A slug property: an enum of every map slug (sorted), or any string for an empty wiki. */
function slugSchema(slugs: readonly string[], description: string): Record<string, unknown> {
  const all = sortedSlugs(slugs);
  return all.length ? { type: 'string', enum: all, description } : { type: 'string', description };
}

/** JSON Schema of `read_pages` input; deterministic (fixed key order, sorted enum). */
export function readPagesToolSchema(slugs: readonly string[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      slugs: {
        type: 'array',
        items: slugSchema(slugs, 'A page slug from the wiki map.'),
        minItems: 1,
        maxItems: 2,
        description: 'One or two pages to read in full (each capped, with a note when cut).',
      },
    },
    required: ['slugs'],
    additionalProperties: false,
  };
}

/** JSON Schema of `read_section` input; deterministic. */
export function readSectionToolSchema(slugs: readonly string[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      slug: slugSchema(slugs, 'The page, as the wiki map names it.'),
      heading: {
        type: 'string',
        description: 'An H2 heading of that page, as the map lists it (case does not matter).',
      },
    },
    required: ['slug', 'heading'],
    additionalProperties: false,
  };
}

/** The two read tools as Messages API tool definitions (name, description, input_schema). */
export function readTools(slugs: readonly string[]): Array<{
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}> {
  return [
    {
      name: 'read_pages',
      description:
        'Read one or two wiki pages in full (front-matter and Markdown). Long pages are cut at the page-char-cap with a note naming the sections left to read_section.',
      input_schema: readPagesToolSchema(slugs),
    },
    {
      name: 'read_section',
      description:
        'Read one H2 section of a wiki page. Cheaper than read_pages when the map shows the section you need.',
      input_schema: readSectionToolSchema(slugs),
    },
  ];
}
