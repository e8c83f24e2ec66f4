// A page's text for a reader with a budget: its body in parts of at most a cap (the front-matter,
// its object ids cut short, before the first part), saying which sections a part leaves out; or
// one H2 section, in parts too when it is longer than the cap. Plain values; the tools decide how
// to present them. page-char-cap counts the body, so provenance in the front-matter takes none of
// a reader's room.
import { pageText } from './map.js';
import { findSection, sectionsOf } from './page.js';
import { withShortIds } from './short-ids.js';
import { partOf } from './text-part.js';
import { sliceCodePoints } from './text.js';
import type { Page } from './types.js';

export interface PageExcerpt {
  /** What is served: the front-matter (with the first part) and the part of the body. */
  text: string;
  /** Code points of the whole body. */
  total: number;
  /** Code points [start, end) of the body served. */
  start: number;
  end: number;
  /** Whether the body is not served whole. */
  truncated: boolean;
  /** The body served, in UTF-16 offsets (what the read record keeps). */
  span: [number, number];
  /** H2 headings of the sections this part does not hold whole. */
  sectionsCut: string[];
  /** Whether this part does not hold the text before the first H2 section (the lead) whole. */
  leadCut: boolean;
}

/** The page as a request shows it: its text, the front-matter's object ids cut to 12 hex characters. */
export function readerText(page: Page): string {
  const text = pageText(page);
  const head = text.length - page.body.length;
  return withShortIds(text.slice(0, head)) + page.body;
}

/** UTF-16 offsets of each body line's start, and of the end. */
function lineStarts(body: string): number[] {
  const out = [0];
  for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

/** A page's body from code point `offset`, at most `cap` of them (null: offset past the end). */
export function pageExcerpt(page: Page, cap: number, offset = 0): PageExcerpt | null {
  const body = page.body;
  const part = partOf(body, { offset }, cap);
  if (typeof part === 'string') return null;
  const span: [number, number] = [
    sliceCodePoints(body, part.start).length,
    sliceCodePoints(body, part.end).length,
  ];
  const starts = lineStarts(body);
  const at = (line: number): number => starts[line] ?? body.length;
  const holds = (a: number, b: number): boolean => span[0] <= a && b <= span[1];
  const sections = sectionsOf(body);
  const front = readerText(page).slice(0, -body.length || undefined);
  return {
    text: (part.start === 0 ? front : '') + part.text,
    total: part.total,
    start: part.start,
    end: part.end,
    truncated: part.start > 0 || part.end < part.total,
    span,
    sectionsCut: sections.filter((s) => !holds(at(s.start), at(s.end))).map((s) => s.heading),
    leadCut: !holds(0, at(sections[0]?.start ?? Infinity)),
  };
}

/**
 * One H2 section of a page, heading line included, matched without regard to case (a leading
 * `## ` in `heading` is ignored), from code point `offset` of its text, at most `cap` of them;
 * undefined when the page has no such section, null when `offset` is past its end. `span` is the
 * body it served (UTF-16), the section's trailing blank lines with its last part.
 */
export function sectionText(
  page: Page,
  heading: string,
  cap = Infinity,
  offset = 0,
):
  | {
      heading: string;
      text: string;
      start: number;
      end: number;
      total: number;
      span: [number, number];
    }
  | undefined
  | null {
  const section = findSection(page.body, heading.replace(/^#+\s*/, ''));
  if (!section) return undefined;
  const starts = lineStarts(page.body);
  const from = starts[section.start] ?? page.body.length;
  const to = starts[section.end] ?? page.body.length;
  const whole = page.body.slice(from, to).trimEnd();
  const part = partOf(whole, { offset }, cap);
  if (typeof part === 'string') return null;
  const end = part.end === part.total ? to : from + sliceCodePoints(whole, part.end).length;
  return {
    heading: section.heading,
    text: part.text,
    start: part.start,
    end: part.end,
    total: part.total,
    span: [from + sliceCodePoints(whole, part.start).length, end],
  };
}
