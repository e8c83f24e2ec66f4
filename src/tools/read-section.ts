// read_section: one H2 section of a wiki page, fenced as data written by others; far cheaper
// than a whole page when the map shows which section holds what is needed.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { sectionText } from '../wiki/read.js';
import { toolError } from './errors.js';
import { FRESHNESS_RULE, lookup, type ReadContext, type ReadParams } from './read-context.js';
import { tool } from './tool.js';

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
  });

export const readSection = tool('read_section', description, schema, (args, ctx: ReadContext) => {
  const page = lookup(ctx, args.slug);
  if ('content' in page) return page;
  const section = sectionText(page, args.heading);
  if (!section) {
    const list = page.headings.length
      ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(', ')}.`
      : 'It has no H2 headings; use read_pages.';
    return toolError(`Page "${page.slug}" has no section "${args.heading}". ${list}`);
  }
  ctx.seen?.section(page, section.heading);
  return {
    content: untrusted('section', section.text, { slug: page.slug, heading: section.heading }),
  };
});
