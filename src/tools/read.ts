// read_pages and read_section: the wiki read on demand, page text fenced as data written by
// others. Tier 3 serves them over its changeset (pages written in the run included) and records
// what was read (update_page replaces only what the agent saw); `readTools` serves them over a
// wiki alone, for readers that write nothing.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { pageExcerpt, sectionText, type PageExcerpt } from '../wiki/read.js';
import type { Page } from '../wiki/types.js';
import type { ReaderKind } from './descriptions.js';
import { invalidInput, toolError, unknownSlug } from './errors.js';
import type { MapOutline } from '../wiki/folded-map.js';
import { findHandlers, findToolDefinitions } from './find.js';
import { hostOf } from './host.js';
import { anySlug, definitionsOf, readSchemas, slugEnum } from './schemas.js';
import type { ToolHandlers, ToolOutcome, ToolSet } from './types.js';

function pageBlock(page: Page, excerpt: PageExcerpt, cap: number): string {
  const note = excerpt.truncated
    ? `\n[wiki-ingest: page "${page.slug}" cut — showed ${cap} of ${excerpt.total} characters, ${excerpt.total - cap} cut (page-char-cap ${cap}).` +
      (excerpt.sectionsCut.length
        ? ` Read the rest with read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(', ')}.]`
        : ']')
    : '';
  return untrusted('page', excerpt.text, { slug: page.slug, file: page.file }) + note;
}

/** The read tools' definitions: `slugs` are the map's (the enum of both tools). */
export const readToolDefinitions = (slugs: readonly string[], reader: ReaderKind = {}) =>
  definitionsOf(readSchemas(slugEnum(slugs)), reader);

/** What a reader is told a read served: a whole page (with the sections a cut left out), or one section. */
export interface ReadSeen {
  page(page: Page, excerpt: Pick<PageExcerpt, 'truncated' | 'sectionsCut' | 'leadCut'>): void;
  section(page: Page, heading: string): void;
}

/** The read tools' executors over `pages()`, asked afresh on every call; `seen` hears what they served. */
export function readHandlers(
  pages: () => readonly Page[],
  pageCharCap: number,
  seen?: ReadSeen,
): ToolHandlers {
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
      const blocks = found.map((p) => {
        const excerpt = pageExcerpt(p, pageCharCap);
        seen?.page(p, excerpt);
        return pageBlock(p, excerpt, pageCharCap);
      });
      return { content: blocks.join('\n\n') };
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
      seen?.section(page, section.heading);
      return {
        content: untrusted('section', section.text, { slug: page.slug, heading: section.heading }),
      };
    },
  };
}

export interface ReadToolsOptions {
  /** Characters of one page served by read_pages (the page-char-cap input). */
  pageCharCap: number;
  /** The slugs the definitions enumerate; default every page's (the map lists every page). */
  slugs?: readonly string[];
  /** Who reads, for the descriptions (ask states its pages-per-answer budget). */
  reader?: ReaderKind;
  /**
   * The folded map's outline, past map-token-budget: the read tools take any slug (no enum) and
   * search_wiki and open_section are served too.
   */
  outline?: MapOutline | null;
}

/** read_pages and read_section over a wiki, for conversations that write nothing. */
export function readTools(pages: readonly Page[], options: ReadToolsOptions): ToolSet {
  const outline = options.outline ?? null;
  const slugs = outline ? [] : (options.slugs ?? pages.map((p) => p.slug));
  return {
    definitions: [
      ...readToolDefinitions(slugs, options.reader),
      ...(outline ? findToolDefinitions() : []),
    ],
    host: hostOf({
      ...readHandlers(() => pages, options.pageCharCap),
      ...(outline ? findHandlers(outline, pages) : {}),
    }),
  };
}
