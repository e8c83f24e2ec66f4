// The seven tools' input schemas, in zod, every parameter described, and their Messages API
// definitions (descriptions in ./descriptions.ts). The definitions lead the cached prefix, so they
// are generated deterministically: fixed key order (zod's), enums sorted by code point, no ids,
// no `$schema`. Same wiki + config → the same bytes.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import { compareCodePoints } from '../wiki/text.js';
import {
  DESCRIPTIONS,
  readPagesDescription,
  readSectionDescription,
  type ReaderKind,
} from './descriptions.js';

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
        .array(slug.check(d('A page slug exactly as the wiki map lists it.')))
        .check(
          z.minLength(1, ONE_OR_TWO),
          z.maxLength(2, ONE_OR_TWO),
          d('One or two pages to read in full; read them in one call rather than two.'),
        ),
    }),
    read_section: z.strictObject({
      slug: slug.check(d('The page, exactly as the wiki map lists it.')),
      heading: z
        .string()
        .check(
          d(
            'One of its H2 headings, as the map or the page shows it, without "## " (case does not matter).',
          ),
        ),
    }),
  };
}

const tags = z
  .array(z.string())
  .check(
    d(
      'Short lowercase tags. Reuse the tags in use (listed after the wiki map) before inventing one.',
    ),
  );
const related = z
  .array(z.string())
  .check(
    d(
      'Slugs of pages on neighbouring topics, each in the wiki map or created in this run (for example the pages you link).',
    ),
  );
const nonEmpty = () => z.string().check(z.minLength(1));
const title = () => nonEmpty().check(d('The page title: the topic in a few words.'));
const description = () =>
  nonEmpty().check(
    d(
      "One sentence saying what the page covers; it becomes the page's line in the wiki map, so keep it within description-chars.",
    ),
  );

const READ_IN_RUN = 'read_source, or a file whose diff the first message showed';
const covers = (text: string) => z.optional(z.array(z.string())).check(d(text));

export const sourceSchemas = () => ({
  read_source: z.strictObject({
    path: z
      .string()
      .check(
        d(
          'A file path relative to the repository root, e.g. "src/api/tokens.ts", as the changed files or a source file name it.',
        ),
      ),
  }),
});

const confirmSchema = () =>
  z.strictObject({
    slug: z
      .string()
      .check(d('The page you checked, exactly as the wiki map lists it, e.g. "api/tokens".')),
    files: z
      .optional(z.array(z.string()))
      .check(
        d(
          'The covered files you checked it against, each read in this run; leave it out for every covered file you read.',
        ),
      ),
  });

/** create_page, update_page, confirm_page and finish. */
export function writeSchemas(pageTypes: readonly string[]) {
  const type = z
    .enum(pageTypes as [string, ...string[]])
    .check(d('The page type (see Page types in the system prompt).'));
  return {
    create_page: z.strictObject({
      slug: z
        .string()
        .check(
          d(
            'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation"; no ".md".',
          ),
        ),
      type,
      title: title(),
      description: description(),
      tags,
      related,
      body: nonEmpty().check(
        d(
          'Markdown without front-matter: an H1 title, then H2 (##) sections; link pages as [[slug]].',
        ),
      ),
      covers: covers(
        `The repository files the page describes, e.g. ["src/api/tokens.ts"], each one you read in this run (${READ_IN_RUN}). Leave it out when the page describes no file.`,
      ),
    }),
    update_page: z.strictObject({
      slug: z
        .string()
        .check(d('The page to change, exactly as the wiki map lists it, e.g. "api/tokens".')),
      body: z
        .string()
        .check(
          d(
            'New Markdown without front-matter: with "section", the content of that section only (without its heading line); without it, the whole new body.',
          ),
        ),
      section: z
        .optional(z.string())
        .check(
          d(
            'The H2 heading whose content "body" replaces, spelled exactly as the page has it (without "## "). Leave it out to replace the whole body.',
          ),
        ),
      new_section: z
        .optional(z.boolean())
        .check(
          d(
            'true to add "section" as a new H2 section at the end of the page; refused when the page already has that heading. Default false.',
          ),
        ),
      title: z.optional(title()),
      description: z.optional(description()),
      type: z.optional(type),
      tags: z.optional(tags),
      related: z.optional(related),
      covers: covers(
        `The full list of repository files the page describes, replacing its covers: each one you read in this run (${READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers as they are.`,
      ),
    }),
    confirm_page: confirmSchema(),
    finish: z.strictObject({
      summary: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(2000),
          d(
            'For the wiki log: what changed in the wiki and why, or why nothing needed to; a short paragraph, no secret values.',
          ),
        ),
    }),
  };
}

type ToolName =
  | keyof ReturnType<typeof readSchemas>
  | keyof ReturnType<typeof sourceSchemas>
  | keyof ReturnType<typeof writeSchemas>;

const toolDescription = (name: ToolName, reader: ReaderKind): string => {
  switch (name) {
    case 'read_pages':
      return readPagesDescription(reader);
    case 'read_section':
      return readSectionDescription(reader);
    default:
      return DESCRIPTIONS[name];
  }
};

/** The map's slugs as an enum (sorted, unique), or any string for an empty wiki. */
export function slugEnum(slugs: readonly string[]): Slug {
  const all = [...new Set(slugs)].sort(compareCodePoints);
  return all.length ? z.enum(all as [string, ...string[]]) : z.string();
}

/** A string that names something: what the executors parse slugs with. */
export const anySlug = (): Slug => z.string().check(z.minLength(1));

/** Messages API definitions of `schemas`, in their key order, described for `reader`. */
export function definitionsOf(
  schemas: Partial<Record<ToolName, z.ZodMiniType>>,
  reader: ReaderKind = {},
): Tool[] {
  return (Object.keys(schemas) as ToolName[]).map((name) =>
    definitionOf(name, toolDescription(name, reader), schemas[name]!),
  );
}

/** One Messages API definition: the schema as JSON Schema (input side), without `$schema`. */
export function definitionOf(name: string, description: string, schema: z.ZodMiniType): Tool {
  const { $schema: _drop, ...input_schema } = z.toJSONSchema(schema, {
    io: 'input',
  }) as Record<string, unknown>;
  return { name, description, input_schema: input_schema as Tool['input_schema'] };
}
