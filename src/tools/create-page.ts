// create_page: a new wiki page into the run's changeset. The page is checked whole before it
// enters it; front-matter is written from the arguments only, so a body can neither forge fields
// nor add a maintainer's lock.
import * as z from '../zod.js';
import { newPage, serializePage } from '../wiki/page.js';
import { toolError } from './errors.js';
import { coversForWrite, coversNote, writtenWithoutCovers } from './covers.js';
import * as field from './page-fields.js';
import { tool } from './tool.js';
import {
  budgetStop,
  frontmatterRefusal,
  newSecretsProblem,
  opensFrontmatter,
  pageProblem,
  writeSlugProblem,
  type WriteToolOptions,
} from './write-checks.js';

const d = z.describe;

const DESCRIPTION = [
  'Creates a wiki page: front-matter from the arguments, Markdown body from "body".',
  'Create a page only for a topic no page in the map covers; when one does, read it and update it instead (an existing slug is an error).',
  `The page is refused, with the reason, when it is over page-char-cap, lacks an H2 section its type requires, links or relates a page it may not, or holds what looks like a secret value. ${field.LINK_RULE}`,
  `Each page created counts against max-pages-changed; ${field.MAX_PAGES_RULE}.`,
  field.COVERS_RULE,
].join(' ');

const schema = (params: field.WriteParams) =>
  z.strictObject({
    slug: z
      .string()
      .check(
        d(
          'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation"; no ".md".',
        ),
      ),
    type: field.pageType(params),
    title: field.title(),
    description: field.description(),
    tags: field.tags,
    related: field.related,
    body: field
      .nonEmpty()
      .check(
        d(
          'Markdown without front-matter: an H1 title, then H2 (##) sections; link pages as [[slug]].',
        ),
      ),
    covers: field.covers(
      `The repository files the page describes, e.g. ["src/api/tokens.ts"], each one seen whole in this run (${field.READ_IN_RUN}). Leave it out when the page describes no file.`,
    ),
  });

export const createPage = tool(
  'create_page',
  DESCRIPTION,
  schema,
  async (args, options: WriteToolOptions) => {
    const cs = options.changeset;
    const bad = writeSlugProblem(args.slug);
    if (bad) return toolError(`Cannot create page: ${bad}`);
    if (cs.has(args.slug))
      return toolError(
        `Page "${args.slug}" already exists${cs.isChanged(args.slug) ? ' (created in this run)' : ''}; use update_page to change it.`,
      );
    if (opensFrontmatter(args.body))
      return toolError(
        `Page "${args.slug}" was not created: ${frontmatterRefusal('"body"', 'create_page')}.`,
      );
    const over = budgetStop(options, args.slug);
    if (over) return over;
    const covers = await coversForWrite(
      options.sources,
      [],
      args.covers,
      options.neverCovered,
      options.dropRefusedCovers,
    );
    if (typeof covers === 'string')
      return toolError(`Page "${args.slug}" was not created: ${covers}.`);
    const page = newPage(args.slug, {
      title: args.title,
      description: args.description,
      type: args.type,
      tags: args.tags,
      related: args.related.map((r) => r.toLowerCase()),
      covers: covers.covers,
      body: args.body,
    });
    const problem =
      pageProblem(options, page) ?? (await newSecretsProblem(serializePage(page), null, page.file));
    if (problem) return toolError(`Page "${args.slug}" was not created: ${problem}.`);
    cs.put(page);
    options.reads.wrotePage(page.slug, page.headings);
    const done = `Created page "${args.slug}" (${page.headings.length} sections; ${coversNote(covers)}).`;
    return covers.refused ? writtenWithoutCovers(done, covers.refused) : { content: done };
  },
);
