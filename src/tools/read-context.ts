// What read_pages and read_section share: the pages they serve (asked afresh on every call, so
// Tier 3's reads see the run's writes), who reads (for the descriptions), what a read served
// (Tier 3 records it: update_page replaces only what the agent saw), and the slug lookup.
import type { Page } from '../wiki/types.js';
import { unknownSlug } from './errors.js';
import type { Slug } from './tool.js';
import type { ToolOutcome } from './types.js';

/** Who reads the wiki through read_pages / read_section: the ingest agent, `ask`, or an agent over MCP. */
export interface ReaderKind {
  /** `ask`: at most this many pages per answer (read_section counts against its page). */
  pagesPerAnswer?: number;
  /**
   * A coding agent reading through `wiki-ingest mcp`: it writes no page, has no answer budget, and
   * every page it reads ends with the page's freshness.
   */
  mcp?: true;
}

/** What a read tool's definition varies with: the slugs it takes (the map's enum) and who reads. */
export interface ReadParams {
  slug: Slug;
  reader: ReaderKind;
}

/** What an MCP reader is told about freshness; said the same way by both read tools. */
export const FRESHNESS_RULE =
  "Each page ends with its freshness: whether a file it covers changed in the repository's git since the page was last checked, and by which commit; when it did, check the code before relying on the page.";

/**
 * What a reader is told a read served: a stretch of a page's body (UTF-16 offsets), a part of it or
 * a section; the record works out which sections (and when the whole body) have now been read.
 */
export type ReadSeen = (page: Page, span: [number, number]) => void;

export interface ReadContext {
  /** The pages served, asked afresh on every call. */
  pages: () => readonly Page[];
  /** Characters of one page served by read_pages (the page-char-cap input). */
  pageCharCap: number;
  seen?: ReadSeen;
}

/** The page `slug` names, or the refusal suggesting the closest slugs. */
export function lookup(ctx: ReadContext, slug: string): Page | ToolOutcome {
  const all = ctx.pages();
  const wanted = slug.trim().toLowerCase();
  return (
    all.find((p) => p.slug === wanted) ??
    unknownSlug(
      all.map((p) => p.slug),
      slug,
    )
  );
}
