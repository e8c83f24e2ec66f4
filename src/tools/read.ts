// The read-only toolset: read_pages and read_section over a wiki (and past map-token-budget
// search_wiki and open_section), for conversations that write nothing, such as `ask`. Tier 3
// serves the same tools over its changeset (./toolset.ts).
import type { MapOutline } from '../wiki/folded-map.js';
import type { Page } from '../wiki/types.js';
import { findHandlers, findToolDefinitions } from './find.js';
import { hostOf } from './host.js';
import type { ReadContext, ReaderKind } from './read-context.js';
import { readPages } from './read-pages.js';
import { readSection } from './read-section.js';
import { anySlug, slugEnum } from './tool.js';
import type { ToolHandlers, ToolSet } from './types.js';

/** The read tools' definitions: `slugs` are the map's (the enum of both tools). */
export const readToolDefinitions = (slugs: readonly string[], reader: ReaderKind = {}) => {
  const params = { slug: slugEnum(slugs), reader };
  return [readPages.definition(params), readSection.definition(params)];
};

/** The read tools' executors over `pages()`, asked afresh on every call; `seen` hears what they served. */
export function readHandlers(
  pages: ReadContext['pages'],
  pageCharCap: number,
  seen?: ReadContext['seen'],
): ToolHandlers {
  const ctx: ReadContext = { pages, pageCharCap, ...(seen ? { seen } : {}) };
  const params = { slug: anySlug(), reader: {} };
  return { ...readPages.handler(ctx, params), ...readSection.handler(ctx, params) };
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
