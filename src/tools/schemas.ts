// The six tools' input schemas, in zod, and their Messages API definitions. The definitions lead
// the cached prefix, so they are generated deterministically: fixed key order (zod's), enums
// sorted by code point, no ids, no `$schema`. Same wiki + config → the same bytes.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import { compareCodePoints } from '../wiki/text.js';

const d = z.describe;
type Slug = z.ZodMiniType<string, string>;

const ONE_OR_TWO = '"slugs" must list 1 or 2 page slugs from the map';

/**
 * read_pages and read_section. `slug` is the map's enum in the definitions and any non-empty
 * string when parsing: pages created in this run are served too, and an unknown slug gets a
 * "did you mean" rather than the enum's list.
 */
export function readSchemas(slug: Slug) {
  return {
    read_pages: z.strictObject({
      slugs: z
        .array(slug.check(d('A page slug from the wiki map.')))
        .check(
          z.minLength(1, ONE_OR_TWO),
          z.maxLength(2, ONE_OR_TWO),
          d('One or two pages to read in full (each capped, with a note when cut).'),
        ),
    }),
    read_section: z.strictObject({
      slug: slug.check(d('The page, as the wiki map names it.')),
      heading: z
        .string()
        .check(d('An H2 heading of that page, as the map lists it (case does not matter).')),
    }),
  };
}

const tags = z.array(z.string()).check(d('Short lowercase tags.'));
const related = z
  .array(z.string())
  .check(d('Slugs of related pages; each must exist in the wiki or be created in this run.'));
const nonEmpty = () => z.string().check(z.minLength(1));

export const sourceSchemas = () => ({
  read_source: z.strictObject({
    path: z.string().check(d('A file path relative to the repository root, at the merged commit.')),
  }),
});

/** create_page, update_page and finish. */
export function writeSchemas(pageTypes: readonly string[]) {
  const type = z.enum(pageTypes as [string, ...string[]]).check(d('Page type.'));
  return {
    create_page: z.strictObject({
      slug: z
        .string()
        .check(
          d(
            'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation".',
          ),
        ),
      type,
      title: nonEmpty().check(d('Page title.')),
      description: nonEmpty().check(d('One sentence saying what the page covers.')),
      tags,
      related,
      body: nonEmpty().check(
        d('Markdown body without front-matter; H2 (##) sections; link pages as [[slug]].'),
      ),
    }),
    update_page: z.strictObject({
      slug: z.string().check(d('Page slug as listed in the wiki map, e.g. "api/token-rotation".')),
      body: z
        .string()
        .check(
          d(
            'New Markdown without front-matter: the whole body, or with "section" only the content of that H2 section.',
          ),
        ),
      section: z
        .optional(z.string())
        .check(d('H2 heading whose content "body" replaces; a missing heading is appended.')),
      title: z.optional(nonEmpty()),
      description: z.optional(nonEmpty()),
      type: z.optional(type),
      tags: z.optional(tags),
      related: z.optional(related),
    }),
    finish: z.strictObject({
      summary: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(2000),
          d('What changed in the wiki and why (or why nothing needed to), for the log.'),
        ),
    }),
  };
}

type ToolName =
  | keyof ReturnType<typeof readSchemas>
  | keyof ReturnType<typeof sourceSchemas>
  | keyof ReturnType<typeof writeSchemas>;

const DESCRIPTIONS: Record<ToolName, string> = {
  read_pages:
    'Read one or two wiki pages in full (front-matter and Markdown). Long pages are cut at the page-char-cap with a note naming the sections left to read_section.',
  read_section:
    'Read one H2 section of a wiki page. Cheaper than read_pages when the map shows the section you need.',
  read_source: 'Read a repository file at the merged commit (text files only, capped).',
  create_page:
    'Create a new wiki page. Fails if the slug exists: update that page instead. Links and related slugs must point at existing pages.',
  update_page:
    'Update an existing page: replace its whole body, or only one H2 section. Omitted fields stay as they are.',
  finish: 'End the run. Call once, after all writes, with a short summary for the wiki log.',
};

/** The map's slugs as an enum (sorted, unique), or any string for an empty wiki. */
export function slugEnum(slugs: readonly string[]): Slug {
  const all = [...new Set(slugs)].sort(compareCodePoints);
  return all.length ? z.enum(all as [string, ...string[]]) : z.string();
}

/** A string that names something: what the executors parse slugs with. */
export const anySlug = (): Slug => z.string().check(z.minLength(1));

/** Messages API definitions of `schemas`, in their key order. */
export function definitionsOf(schemas: Partial<Record<ToolName, z.ZodMiniType>>): Tool[] {
  return (Object.keys(schemas) as ToolName[]).map((name) => {
    const { $schema: _drop, ...input_schema } = z.toJSONSchema(schemas[name]!, {
      io: 'input',
    }) as Record<string, unknown>;
    return {
      name,
      description: DESCRIPTIONS[name],
      input_schema: input_schema as Tool['input_schema'],
    };
  });
}
