// read_pages: one or two wiki pages in full, page text fenced as data written by others; a page
// past page-char-cap is cut, with a note naming the sections left to read_section.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { pageExcerpt, type PageExcerpt } from '../wiki/read.js';
import type { Page } from '../wiki/types.js';
import { FRESHNESS_RULE, lookup, type ReadContext, type ReadParams } from './read-context.js';
import { tool } from './tool.js';

const d = z.describe;

const ONE_OR_TWO = '"slugs" must list 1 or 2 page slugs from the map';

function description({ reader }: ReadParams): string {
  const ask = reader.pagesPerAnswer;
  if (reader.mcp)
    return [
      'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
      'Use it when you need most of a page; read_section is far cheaper for one section. Ask for both pages in one call; a third slug is refused.',
      'A page longer than page-char-cap is cut, with a note naming the sections left to read_section.',
      FRESHNESS_RULE,
      'An unknown slug is an error suggesting the closest slugs; nothing outside the wiki folder is readable.',
    ].join(' ');
  return [
    'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
    ask === undefined
      ? 'Use it before rewriting a page whole with update_page, or when you need most of a page; read_section is far cheaper for one section.'
      : 'Use it when the answer needs most of a page; read_section is far cheaper for one section.',
    ask === undefined
      ? 'A page longer than page-char-cap is cut, with a note naming the sections left to read_section, and counts as read only for the sections shown in full.'
      : `One answer may read at most ${ask} pages in all (read_section counts against its page): a further page is refused. A page longer than page-char-cap is cut, with a note naming the sections left to read_section.`,
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
  });

function pageBlock(page: Page, excerpt: PageExcerpt, cap: number): string {
  const note = excerpt.truncated
    ? `\n[wiki-ingest: page "${page.slug}" cut — showed ${cap} of ${excerpt.total} characters, ${excerpt.total - cap} cut (page-char-cap ${cap}).` +
      (excerpt.sectionsCut.length
        ? ` Read the rest with read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(', ')}.]`
        : ']')
    : '';
  return untrusted('page', excerpt.text, { slug: page.slug, file: page.file }) + note;
}

export const readPages = tool('read_pages', description, schema, (args, ctx: ReadContext) => {
  const found: Page[] = [];
  for (const slug of args.slugs) {
    const page = lookup(ctx, slug);
    if ('content' in page) return page;
    if (!found.includes(page)) found.push(page);
  }
  const blocks = found.map((p) => {
    const excerpt = pageExcerpt(p, ctx.pageCharCap);
    ctx.seen?.page(p, excerpt);
    return pageBlock(p, excerpt, ctx.pageCharCap);
  });
  return { content: blocks.join('\n\n') };
});
