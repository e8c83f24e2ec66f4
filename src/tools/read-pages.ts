// read_pages: one or two wiki pages in full, page text fenced as data written by others; a page
// whose body is past page-char-cap comes in parts, each with a note saying which part it is, the
// call that reads the next, and the sections read_section serves instead.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { pageExcerpt, type PageExcerpt } from '../wiki/read.js';
import type { Page } from '../wiki/types.js';
import { FRESHNESS_RULE, lookup, type ReadContext, type ReadParams } from './read-context.js';
import { toolError } from './errors.js';
import { position, tool } from './tool.js';
import { codePoints } from '../wiki/text.js';

const d = z.describe;

const ONE_OR_TWO = '"slugs" must list 1 or 2 page slugs from the map';

const PARTS_RULE =
  'A page whose body is longer than page-char-cap comes in parts: a note after each names the next ("offset") and the sections left to read_section.';

function description({ reader }: ReadParams): string {
  const ask = reader.pagesPerAnswer;
  if (reader.mcp)
    return [
      'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
      'Use it when you need most of a page; read_section is far cheaper for one section. Ask for both pages in one call; a third slug is refused.',
      PARTS_RULE,
      FRESHNESS_RULE,
      'An unknown slug is an error suggesting the closest slugs; nothing outside the wiki folder is readable.',
    ].join(' ');
  return [
    'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
    ask === undefined
      ? 'Use it before rewriting a page whole with update_page, or when you need most of a page; read_section is far cheaper for one section.'
      : 'Use it when the answer needs most of a page; read_section is far cheaper for one section.',
    ask === undefined
      ? `${PARTS_RULE} A page counts as read only for the sections shown in full, in any number of parts.`
      : `One answer may read at most ${ask} pages in all (read_section counts against its page): a further page is refused. ${PARTS_RULE}`,
    'An unknown slug is an error suggesting the closest slugs.',
  ].join(' ');
}

const schema = ({ slug }: ReadParams) =>
  z.strictObject({
    slugs: z
      .array(slug.check(d('A page slug exactly as the wiki map lists it.')))
      .check(
        z.minLength(1, ONE_OR_TWO),
        z.maxLength(2, ONE_OR_TWO),
        d('One or two pages to read in full; read them in one call rather than two.'),
      ),
    offset: z
      .optional(position(0))
      .check(
        d(
          "With one slug: the character of the page's body to start at, for the next part of a page longer than page-char-cap, as its note names it.",
        ),
      ),
  });

/** Why a read_pages call's offset cannot be served, or null. */
export function offsetProblem(args: { slugs: readonly string[]; offset?: number | undefined }) {
  return args.offset !== undefined && args.slugs.length > 1
    ? toolError('"offset" reads the next part of one page: give one slug with it.')
    : null;
}

function pageBlock(page: Page, excerpt: PageExcerpt, cap: number): string {
  const next =
    excerpt.end < excerpt.total
      ? ` The next part: read_pages ${JSON.stringify({ slugs: [page.slug], offset: excerpt.end })}.`
      : ' This part ends the page.';
  const sections = excerpt.sectionsCut.length
    ? ` Sections not whole in this part, each served by read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(', ')}.`
    : '';
  const note = excerpt.truncated
    ? `\n[wiki-ingest: page "${page.slug}" in parts — this part: body characters ${excerpt.start}–${excerpt.end} of ${excerpt.total} (page-char-cap ${cap}).${next}${sections}]`
    : '';
  return untrusted('page', excerpt.text, { slug: page.slug, file: page.file }) + note;
}

export const readPages = tool('read_pages', description, schema, (args, ctx: ReadContext) => {
  const refused = offsetProblem(args);
  if (refused) return refused;
  const found: Page[] = [];
  for (const slug of args.slugs) {
    const page = lookup(ctx, slug);
    if ('content' in page) return page;
    if (!found.includes(page)) found.push(page);
  }
  const blocks: string[] = [];
  for (const p of found) {
    const excerpt = pageExcerpt(p, ctx.pageCharCap, args.offset);
    if (!excerpt)
      return toolError(
        `"offset" ${args.offset} is past the end of page "${p.slug}"'s body (${codePoints(p.body)} characters).`,
      );
    ctx.seen?.(p, excerpt.span);
    blocks.push(pageBlock(p, excerpt, ctx.pageCharCap));
  }
  return { content: blocks.join('\n\n') };
});
