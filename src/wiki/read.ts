// A page's text for a reader with a budget: the whole page cut at a cap (saying which sections
// the cut reached), or one H2 section. Plain values; the tools decide how to present them.
import { pageText } from './map.js';
import { findSection, sectionsOf } from './page.js';
import { codePoints, sliceCodePoints } from './text.js';
import type { Page } from './types.js';

export interface PageExcerpt {
  /** The page's text (front-matter and body), at most `cap` code points. */
  text: string;
  /** Code points of the whole page text. */
  total: number;
  /** Whether `text` is shorter than the page. */
  truncated: boolean;
  /** H2 headings of the sections the cut reached (cut through, or left out entirely). */
  sectionsCut: string[];
  /** Whether the cut reached the text before the first H2 section (the page's lead). */
  leadCut: boolean;
}

/** A page's text capped at `cap` code points. */
export function pageExcerpt(page: Page, cap: number): PageExcerpt {
  const text = pageText(page);
  const total = codePoints(text);
  if (total <= cap) return { text, total, truncated: false, sectionsCut: [], leadCut: false };
  const kept = sliceCodePoints(text, cap);
  const keptLines = kept.split('\n').length - 1;
  const bodyOffset = text.split('\n').length - page.body.split('\n').length;
  const sections = sectionsOf(page.body);
  const sectionsCut = sections.filter((s) => s.end + bodyOffset > keptLines).map((s) => s.heading);
  const leadEnd = sections[0]?.start ?? page.body.split('\n').length;
  return {
    text: kept,
    total,
    truncated: true,
    sectionsCut,
    leadCut: leadEnd + bodyOffset > keptLines,
  };
}

/**
 * One H2 section of a page, heading line included, matched without regard to case (a leading
 * `## ` in `heading` is ignored); undefined when the page has no such section.
 */
export function sectionText(
  page: Page,
  heading: string,
): { heading: string; text: string } | undefined {
  const section = findSection(page.body, heading.replace(/^#+\s*/, ''));
  if (!section) return undefined;
  const text = page.body.split('\n').slice(section.start, section.end).join('\n').trimEnd();
  return { heading: section.heading, text };
}
