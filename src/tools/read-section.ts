// read_section: one H2 section of a wiki page, fenced as data written by others; far cheaper
// than a whole page when the map shows which section holds what is needed. A section longer than
// page-char-cap comes in parts, like a page.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { sectionText } from '../wiki/read.js';
import { toolError } from './errors.js';
import { FRESHNESS_RULE, lookup, type ReadContext, type ReadParams } from './read-context.js';
import { position, tool } from './tool.js';

const d = z.describe;

function description({ reader }: ReadParams): string {
  const use =
    reader.pagesPerAnswer === undefined && !reader.mcp
      ? 'Use it to read the section you will update (update_page with "section" refuses a section not read in this run), or when the map shows the section you need.'
      : 'Use it when the map shows which section holds the answer.';
  return [
    'Returns one H2 section of a wiki page (its heading line and its text up to the next H2) inside an <untrusted kind="section"> fence.',
    use,
    ...(reader.mcp ? [FRESHNESS_RULE] : []),
    "The heading is matched without regard to case; an unknown heading is an error listing the page's H2 headings, an unknown slug one suggesting the closest.",
    'A section longer than page-char-cap comes in parts: a note after each names the next ("offset").',
  ].join(' ');
}

const schema = ({ slug }: ReadParams) =>
  z.strictObject({
    slug: slug.check(d('The page, exactly as the wiki map lists it.')),
    heading: z
      .string()
      .check(
        d(
          'One of its H2 headings, as the map or the page shows it, without "## " (case does not matter).',
        ),
      ),
    offset: z
      .optional(position(0))
      .check(
        d(
          "The section's character to start at: the next part of a section longer than page-char-cap, as its note names it.",
        ),
      ),
  });

export const readSection = tool('read_section', description, schema, (args, ctx: ReadContext) => {
  const page = lookup(ctx, args.slug);
  if ('content' in page) return page;
  const section = sectionText(page, args.heading, ctx.pageCharCap, args.offset);
  if (section === null)
    return toolError(`"offset" ${args.offset} is past the end of section "${args.heading}".`);
  if (!section) {
    const list = page.headings.length
      ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(', ')}.`
      : 'It has no H2 headings; use read_pages.';
    return toolError(`Page "${page.slug}" has no section "${args.heading}". ${list}`);
  }
  ctx.seen?.(page, section.span);
  const fenced = untrusted('section', section.text, { slug: page.slug, heading: section.heading });
  const next =
    section.end < section.total
      ? ` The next part: read_section ${JSON.stringify({ slug: page.slug, heading: section.heading, offset: section.end })}.`
      : ' This part ends the section.';
  return {
    content:
      section.start === 0 && section.end === section.total
        ? fenced
        : `${fenced}\n[wiki-ingest: section "${section.heading}" of page "${page.slug}" in parts — this part: characters ${section.start}–${section.end} of ${section.total} (page-char-cap ${ctx.pageCharCap}).${next}]`,
  };
});
