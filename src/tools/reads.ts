// What the agent has seen of each page in this run, so update_page and replace_text change only
// text the agent read: a person's wording is never overwritten unseen. A page is seen whole when
// read_pages served all of its body, in any number of parts (or the agent created or rewrote it in
// this run); a section is seen when the parts served (read_pages or read_section) hold it whole,
// or the agent wrote it; the lead (the text before the first H2) likewise. Parts are kept against
// the body they were read from: a write in between starts the count again.
import { sectionsOf } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';

/** The key the lead is recorded under: no H2 heading is empty. */
const LEAD = '';

type Span = [number, number];

export class ReadRecord {
  private readonly whole = new Set<string>();
  private readonly sections = new Map<string, Set<string>>();
  private readonly parts = new Map<string, { body: string; spans: Span[] }>();

  /**
   * A read served `span` of the page's body (UTF-16 offsets): with the parts served before, the
   * sections (and the lead, and the whole body) they now hold whole count as read.
   */
  sawBody(page: Page, span: Span): void {
    const before = this.parts.get(page.slug);
    const spans = before && before.body === page.body ? [...before.spans, span] : [span];
    const merged: Span[] = [];
    for (const s of spans.sort((a, b) => a[0] - b[0])) {
      const last = merged[merged.length - 1];
      if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
      else merged.push([...s]);
    }
    this.parts.set(page.slug, { body: page.body, spans: merged });
    const body = page.body;
    // A stretch is held when its text is, trailing blank lines aside (a part ends at a line).
    const holds = (a: number, b: number): boolean => {
      const end = a + body.slice(a, b).trimEnd().length;
      return merged.some(([s, e]) => s <= a && end <= e);
    };
    const lineStart: number[] = [0];
    for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) lineStart.push(i + 1);
    const at = (line: number): number => lineStart[line] ?? body.length;
    const sections = sectionsOf(body);
    if (holds(0, body.length)) this.whole.add(page.slug);
    if (holds(0, at(sections[0]?.start ?? Infinity))) this.sawSection(page.slug, LEAD);
    for (const s of sections)
      if (holds(at(s.start), at(s.end))) this.sawSection(page.slug, s.heading);
  }

  /** One H2 section, by its heading as the page spells it. */
  sawSection(slug: string, heading: string): void {
    const seen = this.sections.get(slug) ?? new Set<string>();
    seen.add(heading);
    this.sections.set(slug, seen);
  }

  /** The agent wrote the page's whole body (created or rewrote it): every word is its own. */
  wrotePage(slug: string, headings: readonly string[]): void {
    this.whole.add(slug);
    for (const h of [LEAD, ...headings]) this.sawSection(slug, h);
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
