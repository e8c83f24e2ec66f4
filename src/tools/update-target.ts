// What an update_page call may replace. A section is named by an existing H2 heading spelled
// exactly as the page has it — a near miss is refused naming the closest, so a typo never doubles
// a section — unless the call says it adds a new one; and only text the agent read in this run
// is replaced, so a person's wording is never overwritten unseen.
import type { Changeset } from './changeset.js';
import { outline } from '../wiki/markdown.js';
import { sectionsOf } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';
import { closest, toolError } from './errors.js';
import type { ReadRecord } from './reads.js';
import type { ToolOutcome } from './types.js';

/** The H2 section an update_page call names: an existing heading, or one it adds. */
export interface SectionTarget {
  heading: string;
  isNew: boolean;
}

/**
 * The section `args` names on `page` (null: the whole body), or a refusal: a heading must match an
 * existing H2 exactly, unless the call says it adds a new section.
 */
export function sectionTarget(
  page: Page,
  args: { section?: string | undefined; new_section?: boolean | undefined },
): SectionTarget | ToolOutcome | null {
  if (args.section === undefined)
    return args.new_section
      ? toolError('"new_section" needs "section": the H2 heading of the section to add.')
      : null;
  const heading = args.section.replace(/^\s*#+\s*/, '').trim();
  if (heading === '') return toolError('"section" is empty; name an H2 heading.');
  const headings = sectionsOf(page.body).map((s) => s.heading);
  const sameText = headings.find((h) => h.trim().toLowerCase() === heading.toLowerCase());
  if (args.new_section)
    return sameText === undefined
      ? { heading, isNew: true }
      : toolError(
          `Page "${page.slug}" already has a section "${sameText}"; to change it, read it (read_section) and call update_page with section "${sameText}" and without new_section.`,
        );
  if (headings.includes(heading)) return { heading, isNew: false };
  if (headings.length === 0)
    return toolError(
      `Page "${page.slug}" has no H2 sections. To add one, call update_page again with new_section: true; to rewrite the page, read it with read_pages and leave "section" out.`,
    );
  const near = closest(headings, heading).map((h) => `"${h}"`);
  return toolError(
    `Page "${page.slug}" has no H2 section "${heading}". Closest: ${near.join(', ')}. Name a heading exactly as the page spells it, or call again with new_section: true to add "${heading}" as a new section.`,
  );
}

/** The refusal when the call would replace text the agent has not read in this run, or null. */
export function unreadProblem(
  changeset: Changeset,
  reads: ReadRecord,
  page: Page,
  target: SectionTarget | null,
): ToolOutcome | null {
  // A page created in this run is the agent's own text; a new section replaces nothing.
  if (changeset.original(page.slug) === undefined || target?.isNew) return null;
  if (target === null)
    return reads.hasPage(page.slug)
      ? null
      : toolError(
          `Page "${page.slug}" was not read in full in this run: read it first (read_pages), then replace its body — or update only sections you read (update_page with "section"). A page cut at page-char-cap when read can only be updated section by section.`,
        );
  return reads.hasSection(page.slug, target.heading)
    ? null
    : toolError(
        `Section "${target.heading}" of page "${page.slug}" was not read in this run: read it first (read_section with slug "${page.slug}" and heading "${target.heading}"), then update it. update_page replaces only text you have read.`,
      );
}

/**
 * The refusal when a section's new content holds a heading that would end the section (an H2, or
 * an H1), which would leave the page with a section the call did not name — two "## Overview"
 * sections, say; or null. A first line repeating the section's own heading is dropped, not refused.
 */
export function sectionContentProblem(
  page: Page,
  target: SectionTarget,
  content: string,
): ToolOutcome | null {
  // As replaceSection reads it: LF line endings, leading blank lines dropped.
  const text = content.replace(/\r\n?/g, '\n').replace(/^\s*\n/, '');
  const headings = outline(text, { paragraph: false }).headings.filter((h) => h.level <= 2);
  const own = (h: { line: number; text: string }) =>
    h.line === 0 && h.text.trim().toLowerCase() === target.heading.trim().toLowerCase();
  const extra = headings.filter((h, i) => !(i === 0 && own(h)));
  if (extra.length === 0) return null;
  const first = extra[0]!;
  const exists = sectionsOf(page.body).find(
    (s) => s.heading.trim().toLowerCase() === first.text.trim().toLowerCase(),
  );
  const instead = exists
    ? `change the page's own section "${exists.heading}" with an update_page call of its own (read it first)`
    : `add "${first.text}" as a section of its own: update_page with section "${first.text}" and new_section: true`;
  return toolError(
    `The content for section "${target.heading}" of page "${page.slug}" holds the heading "${'#'.repeat(first.level)} ${first.text}", which would start another section: with "section", "body" is that section's content only. Give "${target.heading}" its content without H1 or H2 headings (### for sub-headings), and ${instead}.`,
  );
}
