// What the agent has seen of each page in this run, so update_page replaces only text the agent
// read: a person's wording is never overwritten unseen. A page is seen whole when read_pages served
// it uncut (or the agent created or rewrote it in this run); a section is seen when read_section
// served it, read_pages showed it in full, or the agent wrote it.

export class ReadRecord {
  private readonly whole = new Set<string>();
  private readonly sections = new Map<string, Set<string>>();

  /** read_pages served the page: whole when uncut, else only the sections shown in full. */
  sawPage(slug: string, headings: readonly string[], cut?: readonly string[]): void {
    if (cut === undefined) this.whole.add(slug);
    for (const h of headings) if (!cut?.includes(h)) this.sawSection(slug, h);
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
}
