// read_pages and read_section: the wiki read on demand. Tier 3 serves them over its changeset
// (pages written in the run included); `readTools` serves them over a wiki alone, for readers
// that write nothing.
import * as z from '../zod.js';
import { pageExcerpt, sectionText } from '../wiki/read.js';
import type { Page } from '../wiki/types.js';
import { invalidInput, toolError, unknownSlug } from './errors.js';
import { hostOf } from './host.js';
import { anySlug, definitionsOf, readSchemas, slugEnum } from './schemas.js';
import type { ToolHandlers, ToolOutcome, ToolSet } from './types.js';

/** An attribute value of the <page>/<section> wrappers (file names may hold quotes). */
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function pageBlock(page: Page, cap: number): string {
  const excerpt = pageExcerpt(page, cap);
  const note = excerpt.truncated
    ? `\n\n[wiki-ingest: page truncated — showed ${cap} of ${excerpt.total} characters, ${excerpt.total - cap} cut (page-char-cap ${cap}).` +
      (excerpt.sectionsCut.length
        ? ` Read the rest with read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(', ')}.]`
        : ']')
    : '';
  return `<page slug="${attr(page.slug)}" file="${attr(page.file)}">\n${excerpt.text}${note}\n</page>`;
}

/** The read tools' definitions: `slugs` are the map's (the enum of both tools). */
export const readToolDefinitions = (slugs: readonly string[]) =>
  definitionsOf(readSchemas(slugEnum(slugs)));

/** The read tools' executors over `pages()`, asked afresh on every call. */
export function readHandlers(pages: () => readonly Page[], pageCharCap: number): ToolHandlers {
  const schemas = readSchemas(anySlug());
  const lookup = (slug: string): Page | ToolOutcome => {
    const all = pages();
    const wanted = slug.trim().toLowerCase();
    return (
      all.find((p) => p.slug === wanted) ??
      unknownSlug(
        all.map((p) => p.slug),
        slug,
      )
    );
  };
  return {
    read_pages(input) {
      const parsed = z.safeParse(schemas.read_pages, input);
      if (!parsed.success) return invalidInput('read_pages', parsed.error);
      const found: Page[] = [];
      for (const slug of parsed.data.slugs) {
        const page = lookup(slug);
        if ('content' in page) return page;
        if (!found.includes(page)) found.push(page);
      }
      return { content: found.map((p) => pageBlock(p, pageCharCap)).join('\n\n') };
    },
    read_section(input) {
      const parsed = z.safeParse(schemas.read_section, input);
      if (!parsed.success) return invalidInput('read_section', parsed.error);
      const page = lookup(parsed.data.slug);
      if ('content' in page) return page;
      const section = sectionText(page, parsed.data.heading);
      if (!section) {
        const list = page.headings.length
          ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(', ')}.`
          : 'It has no H2 headings; use read_pages.';
        return toolError(`Page "${page.slug}" has no section "${parsed.data.heading}". ${list}`);
      }
      return {
        content: `<section slug="${attr(page.slug)}" heading="${attr(section.heading)}">\n${section.text}\n</section>`,
      };
    },
  };
}

export interface ReadToolsOptions {
  /** Characters of one page served by read_pages (the page-char-cap input). */
  pageCharCap: number;
  /** The slugs the definitions enumerate; default every page's (the map lists every page). */
  slugs?: readonly string[];
}

/** read_pages and read_section over a wiki, for conversations that write nothing. */
export function readTools(pages: readonly Page[], options: ReadToolsOptions): ToolSet {
  return {
    definitions: readToolDefinitions(options.slugs ?? pages.map((p) => p.slug)),
    host: hostOf(readHandlers(() => pages, options.pageCharCap)),
  };
}
