// update_page: replaces the whole body of a page, or one H2 section, and the front-matter fields
// given. An update replaces only what the agent read in this run, and names an H2 section exactly
// (or says it adds one), so a person's wording is never replaced unseen nor a section doubled;
// front-matter is written from the arguments only, so a body can neither forge fields nor add or
// remove a maintainer's lock.
import * as z from '../zod.js';
import { replaceSection, serializePage, patchPage as patched } from '../wiki/page.js';
import type { PageFields } from '../wiki/types.js';
import { toolError, unknownSlug } from './errors.js';
import { coversForWrite, coversNote, writtenWithoutCovers } from './covers.js';
import * as field from './page-fields.js';
import { tool } from './tool.js';
import type { ToolOutcome } from './types.js';
import { sectionContentProblem, sectionTarget, unreadProblem } from './update-target.js';
import * as check from './write-checks.js';
import type { WriteToolOptions } from './write-checks.js';

const d = z.describe;

const DESCRIPTION = [
  'Replaces the whole body of an existing page, or the content of one H2 "section"; title, description, type, tags and related change only when given.',
  'Replace only what you read in this run: a section through read_section (or read_pages), a whole body through read_pages; otherwise the call is refused with "read it first" (pages created in this run count as read).',
  '"section" must be an H2 heading of the page spelled exactly as the page has it (a near miss is refused, naming the closest headings); to add a section the page lacks, set "new_section": true.',
  `Locked pages are refused, create_page's checks apply to the result, and the first change to each page counts against max-pages-changed (${field.MAX_PAGES_RULE}).`,
  'For a changed fact, replace_text is the better edit: it keeps every other sentence as its author wrote it.',
  `${field.COVERS_RULE} Leave "covers" out to keep the page's covers.`,
].join(' ');

const schema = (params: field.WriteParams) =>
  z.strictObject({
    slug: field.pageToChange(),
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
    title: z.optional(field.title()),
    description: z.optional(field.description()),
    type: z.optional(field.pageType(params)),
    tags: z.optional(field.tags),
    related: z.optional(field.related),
    covers: field.covers(
      `The full list of repository files the page describes, replacing its covers: each one seen whole in this run (${field.READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers as they are.`,
    ),
  });

type Args = z.infer<ReturnType<typeof schema>>;

/** The front-matter fields an update_page call sets. */
function fieldPatch(args: Args): Partial<PageFields> {
  const patch: Partial<PageFields> = {};
  if (args.title !== undefined) patch.title = args.title;
  if (args.description !== undefined) patch.description = args.description;
  if (args.type !== undefined) patch.type = args.type;
  if (args.tags !== undefined) patch.tags = args.tags;
  if (args.related !== undefined) patch.related = args.related.map((r) => r.toLowerCase());
  return patch;
}

async function run(args: Args, options: WriteToolOptions): Promise<ToolOutcome> {
  const cs = options.changeset;
  const page = cs.get(args.slug);
  if (!page) {
    const bad = check.writeSlugProblem(args.slug);
    return bad ? toolError(`Cannot update page: ${bad}`) : unknownSlug(cs.slugs(), args.slug);
  }
  const refused = check.writeRefusal(page, options);
  if (refused) return refused;
  if (check.opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not updated: ${check.frontmatterRefusal(args.section === undefined ? '"body"' : `The content of section "${args.section}"`, 'update_page')}.`,
    );
  const target = sectionTarget(page, args);
  if (target !== null && 'content' in target) return target;
  const heading = target ? sectionContentProblem(page, target, args.body) : null;
  if (heading) return heading;
  if (target === null && args.body.trim() === '')
    return toolError('"body" is empty; give the whole new page body.');
  const unread = unreadProblem(options.changeset, options.reads, page, target);
  if (unread) return unread;
  const over = check.budgetStop(options, args.slug);
  if (over) return over;
  const patch = fieldPatch(args);
  const covers = await coversForWrite(
    options.sources,
    page.covers,
    args.covers,
    options.neverCovered,
    options.dropRefusedCovers,
  );
  if (typeof covers === 'string')
    return toolError(`Page "${args.slug}" was not updated: ${covers}.`);
  // Covers that did not change are not rewritten.
  const coversChanged = JSON.stringify(covers.covers) !== JSON.stringify(page.covers);
  if (coversChanged) patch.covers = covers.covers;
  patch.body = target ? replaceSection(page.body, target.heading, args.body) : args.body;
  const next = patched(page, patch);
  const problem =
    check.pageProblem(options, next, page) ??
    (await check.newSecretsProblem(serializePage(next), page.raw, page.file));
  if (problem) return toolError(`Page "${args.slug}" was not updated: ${problem}.`);
  cs.put(next);
  if (target) options.reads.sawSection(next.slug, target.heading);
  else options.reads.wrotePage(next.slug, next.headings);
  const what = target ? ` (${target.isNew ? 'new ' : ''}section "${target.heading}")` : '';
  const said = args.covers !== undefined || coversChanged ? `; it ${coversNote(covers)}` : '';
  const done = `Updated page "${args.slug}"${what}${said}.`;
  return covers.refused ? writtenWithoutCovers(done, covers.refused) : { content: done };
}

export const updatePage = tool('update_page', DESCRIPTION, schema, run);
