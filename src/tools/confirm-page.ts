// confirm_page: the agent read a page and the changed source it covers and found the page still
// right. The page's covers are re-stamped at the commit this run reads for the files the run showed whole
// (every part read, or the whole change since the page's stamp in a diff); a partial view is
// refused, naming what to read next. Its prose, its other fields and its `sources` stay as they are (the covers lines are the file's
// only change), so the page stops being stale without a rewrite nobody asked for.
import * as z from '../zod.js';
import { restampPage } from '../wiki/restamp.js';
import { toolError, unknownSlug } from './errors.js';
import { tool } from './tool.js';
import type { ToolOutcome } from './types.js';
import type { Page } from '../wiki/types.js';
import { budgetStop, writeRefusal, type WriteToolOptions } from './write-checks.js';

const d = z.describe;

const DESCRIPTION = [
  "Re-stamps a page's covered files at the commit this run reads without changing its text: call it when you read a page and the changed source it covers and the page is still right.",
  "A covered file counts as checked only when this run showed it whole (every part read) or showed its whole change since the page's stamp in a diff; a partial view is refused, naming what to read next.",
  'Only its covers lines change; covered files this run did not show keep their stamp.',
  'Refused for a page not read in this run, a locked page, a file it does not cover, or one gone at the commit this run reads (update the page instead). Counts against max-pages-changed like an update.',
].join(' ');

const schema = () =>
  z.strictObject({
    slug: z
      .string()
      .check(d('The page you checked, exactly as the wiki map lists it, e.g. "api/tokens".')),
    files: z
      .optional(z.array(z.string()))
      .check(
        d(
          'The covered files you checked it against, each seen whole in this run; leave it out for every covered file this run showed you (read or diffed).',
        ),
      ),
  });

const list = (paths: readonly string[]): string => paths.map((p) => `"${p}"`).join(', ');

/** The covered files to re-stamp: those named, else every covered file the run showed. */
async function targets(
  options: WriteToolOptions,
  page: Page,
  named: readonly string[] | undefined,
): Promise<string[] | ToolOutcome> {
  const { sources } = options;
  const covered = page.covers.map((c) => c.path);
  const stamp = new Map(page.covers.map((c) => [c.path, c.blob]));
  if (named !== undefined) {
    const notCovered = named.filter((p) => !covered.includes(p));
    if (notCovered.length)
      return toolError(
        `Page "${page.slug}" does not cover ${list(notCovered)}; it covers ${list(covered)}. To make it cover a file you read whole, name the page's full list in update_page's "covers".`,
      );
  }
  const wanted =
    named ?? covered.filter((p) => sources.readAny(p) || sources.diffShown(p) !== null);
  if (wanted.length === 0)
    return toolError(
      `None of the files page "${page.slug}" covers (${list(covered)}) was read in this run: read the changed one whole with read_source (or check its diff in the first message), then confirm again.`,
    );
  const gone: string[] = [];
  for (const path of new Set(wanted)) if ((await sources.blobOf(path)) === null) gone.push(path);
  if (gone.length)
    return toolError(
      `${list(gone)} no longer ${gone.length === 1 ? 'exists' : 'exist'} at the commit this run reads, so the page cannot be right about ${gone.length === 1 ? 'it' : 'them'}: update the page instead (update_page, leaving it out of "covers").`,
    );
  const missing: string[] = [];
  for (const path of new Set(wanted)) {
    const seen = await sources.evidence(path, stamp.get(path));
    if (!seen.seen) missing.push(seen.next);
  }
  if (missing.length)
    return toolError(
      `Page "${page.slug}" was not confirmed: a page is confirmed only against what this run showed whole (every part of a covered file, or its whole change since the page's stamp). ${missing.join('. ')}.${named === undefined ? ' Or name in "files" only the covered files you saw whole.' : ''}`,
    );
  return [...new Set(wanted)];
}

async function confirm(
  { slug, files }: z.infer<ReturnType<typeof schema>>,
  options: WriteToolOptions,
): Promise<ToolOutcome> {
  const cs = options.changeset;
  const page = cs.get(slug.trim().toLowerCase());
  if (!page) return unknownSlug(cs.slugs(), slug);
  if (!options.sources.lookup)
    return toolError(
      'Pages cannot be confirmed in this run: the repository files cannot be looked up to stamp them. Update the page if it needs it, or leave it.',
    );
  const refused = writeRefusal(page, options);
  if (refused) return refused;
  if (!options.reads.sawAny(page.slug))
    return toolError(
      `Page "${page.slug}" was not read in this run: read it (read_pages or read_section) and check it against the changed source before confirming it.`,
    );
  if (page.covers.length === 0)
    return toolError(
      `Page "${page.slug}" covers no file, so there is nothing to confirm. If it describes files you read whole, name them in update_page's "covers".`,
    );
  const paths = await targets(options, page, files);
  if (!Array.isArray(paths)) return paths;
  const stamps = new Map(page.covers.map((c) => [c.path, c.blob]));
  for (const path of paths) stamps.set(path, (await options.sources.blobOf(path))!);
  const covers = [...stamps].map(([path, blob]) => ({ path, blob }));
  if (covers.every((c, i) => c.blob === page.covers[i]!.blob))
    return {
      content: `Page "${page.slug}" is already stamped with ${list(paths)} as they are now.`,
    };
  const over = budgetStop(options, page.slug);
  if (over) return over;
  cs.put(restampPage(page, covers), true);
  return {
    content: `Confirmed page "${page.slug}": ${list(paths)} re-stamped at the commit this run reads; its text is unchanged.`,
  };
}

export const confirmPage = tool('confirm_page', DESCRIPTION, schema, confirm);
