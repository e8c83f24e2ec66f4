// What the agent has seen of each page in this run, so update_page and replace_text change only
// text the agent read: a person's wording is never overwritten unseen. A page is seen whole when
// read_pages served it uncut (or the agent created or rewrote it in this run); a section is seen
// when read_section served it, read_pages showed it in full, or the agent wrote it; the lead (the
// text before the first H2) is seen when read_pages showed it in full.
import { sectionsOf } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';

/** The key the lead is recorded under: no H2 heading is empty. */
const LEAD = '';

export class ReadRecord {
  private readonly whole = new Set<string>();
  private readonly sections = new Map<string, Set<string>>();

  /**
   * read_pages served the page: whole when uncut, else only the sections shown in full (and the
   * lead, unless the cut reached it).
   */
  sawPage(
    slug: string,
    headings: readonly string[],
    cut?: readonly string[],
    leadCut = false,
  ): void {
    if (cut === undefined) this.whole.add(slug);
    for (const h of headings) if (!cut?.includes(h)) this.sawSection(slug, h);
    if (!leadCut) this.sawSection(slug, LEAD);
  }

  /** One H2 section, by its heading as the page spells it. */
  sawSection(slug: string, heading: string): void {
    const seen = this.sections.get(slug) ?? new Set<string>();
    seen.add(heading);
    this.sections.set(slug, seen);
  }

  /** The agent wrote the page's whole body (created or rewrote it): every word is its own. */
  wrotePage(slug: string, headings: readonly string[]): void {
    this.sawPage(slug, headings);
  }

  /** Whether any of the page was read in this run (whole, or one section). */
  sawAny(slug: string): boolean {
    return this.whole.has(slug) || (this.sections.get(slug)?.size ?? 0) > 0;
  }

  hasPage(slug: string): boolean {
    return this.whole.has(slug);
  }

  hasSection(slug: string, heading: string): boolean {
    return this.whole.has(slug) || (this.sections.get(slug)?.has(heading) ?? false);
  }

  /**
   * The spans of `page`'s body (character offsets, end exclusive, in order) this run read: the
   * whole body, or the lead and each section read, as the body holds them now.
   */
  readSpans(page: Page): [number, number][] {
    const body = page.body;
    if (this.whole.has(page.slug)) return [[0, body.length]];
    const lineStart: number[] = [0];
    for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) lineStart.push(i + 1);
    const at = (line: number): number => lineStart[line] ?? body.length;
    const sections = sectionsOf(body);
    const spans: [number, number][] = [];
    if (this.hasSection(page.slug, LEAD)) spans.push([0, at(sections[0]?.start ?? Infinity)]);
    for (const s of sections)
      if (this.hasSection(page.slug, s.heading)) spans.push([at(s.start), at(s.end)]);
    return spans;
  }
}
