// replace_text: the edit of choice for a fact a merge changed. One passage the agent read in this
// run is replaced and every other byte of the page stays as it is, so a person's wording around
// the fact survives and the pull request's diff shows only the change. The passage must occur
// exactly once in what the run read of the page; the result passes every check a written page
// passes (size, links, required sections, secrets). Its `covers` follow update_page's rule (the
// full list, each file seen whole in this run or covered already); left out, the page keeps its
// covers, each re-stamped where the run showed its whole change since the page's stamp.
import * as z from '../zod.js';
import { outline } from '../wiki/markdown.js';
import { sectionsOf, serializePage, patchPage } from '../wiki/page.js';
import type { Cover } from '../wiki/covers.js';
import type { Page } from '../wiki/types.js';
import { toolError, unknownSlug } from './errors.js';
import * as field from './page-fields.js';
import { coversForWrite, coversNote } from './covers.js';
import { tool } from './tool.js';
import type { ToolOutcome } from './types.js';
import {
  budgetStop,
  newSecretsProblem,
  openBlockProblem,
  opensFrontmatter,
  pageProblem,
  writeRefusal,
  type WriteToolOptions,
} from './write-checks.js';

const d = z.describe;

const schema = () =>
  z.strictObject({
    slug: field.pageToChange(),
    old: z
      .string()
      .check(
        z.minLength(1),
        d(
          'The passage to replace, copied exactly from what read_pages or read_section showed in this run (not the fence lines): a whole sentence or more, so that it occurs once.',
        ),
      ),
    new: z
      .string()
      .check(
        d(
          'The text that takes its place: the same passage with only what became untrue corrected. Empty removes the passage.',
        ),
      ),
    covers: field.covers(
      `The full list of repository files the page describes, replacing its covers: each one seen whole in this run (${field.READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers.`,
    ),
  });

const DESCRIPTION = [
  "Replaces one passage of a wiki page and leaves every other byte of the page as it is: the edit of choice for a changed fact, since it keeps the rest of a person's wording.",
  '"old" must occur exactly once in what this run read of the page (read_pages, or the sections read with read_section); no match, a match only in text not read, or several matches is an error saying how to fix the call (copy it exactly, read it first, quote more).',
  "It cannot add or remove an H2 section (use update_page), locked pages are refused, and create_page's checks apply to the result.",
  'The first change to each page counts against max-pages-changed.',
  `${field.COVERS_RULE} Leave "covers" out to keep the page's covers.`,
].join(' ');

type Span = [number, number];

/** Every occurrence of `old` in `body`: exact ones, else ones that differ only in whitespace. */
function occurrences(body: string, old: string): Span[] {
  const exact: Span[] = [];
  for (let i = body.indexOf(old); i >= 0; i = body.indexOf(old, i + 1))
    exact.push([i, i + old.length]);
  if (exact.length) return exact;
  const words = old.trim().split(/\s+/);
  if (words.length < 2) return [];
  const pattern = new RegExp(
    words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'),
    'g',
  );
  return [...body.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

const inside = ([a, b]: Span, spans: readonly Span[]): boolean =>
  spans.some(([s, e]) => a >= s && b <= e);

/** The H2 section holding `offset` (its heading), or null in the lead. */
function sectionAt(body: string, offset: number): string | null {
  const line = body.slice(0, offset).split('\n').length - 1;
  return sectionsOf(body).find((s) => line >= s.start && line < s.end)?.heading ?? null;
}

const where = (heading: string | null): string =>
  heading === null ? 'the text before the first H2 section' : `section "${heading}"`;

/** The read line sharing the most words with `old` (at least half of them), for a no-match hint. */
function closestLine(body: string, spans: readonly Span[], old: string): string | null {
  const words = new Set(old.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
  if (words.size === 0) return null;
  let best: { line: string; score: number } | null = null;
  for (const [s, e] of spans)
    for (const line of body.slice(s, e).split('\n')) {
      const own = new Set(line.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
      const score = [...words].filter((w) => own.has(w)).length / words.size;
      if (score >= 0.5 && (!best || score > best.score)) best = { line: line.trim(), score };
    }
  return best ? best.line.slice(0, 300) : null;
}

/** Headings that end a section (H1, H2), by text: what replace_text may not add or remove. */
const sectionHeadings = (body: string): string[] =>
  outline(body, { paragraph: false })
    .headings.filter((h) => h.level <= 2)
    .map((h) => h.text.trim().toLowerCase());

/**
 * The page's covers with each covered file whose whole change since its stamp this run showed
 * stamped at the merged commit; those never covered (a generated file an older version recorded)
 * are left out, as any write does.
 */
async function restamped(options: WriteToolOptions, page: Page): Promise<Cover[]> {
  const { sources } = options;
  const out: Cover[] = [];
  for (const c of page.covers) {
    if (options.neverCovered(c.path) !== null) continue;
    const shown = sources.readAny(c.path) || sources.diffShown(c.path) !== null;
    const seen = shown && (await sources.evidence(c.path, c.blob)).seen;
    const blob = seen ? await sources.blobOf(c.path) : null;
    out.push(blob === null ? c : { path: c.path, blob });
  }
  return out;
}

/** The covers the replaced page carries: `covers` as given (update_page's rule), else restamped. */
async function coversOf(
  options: WriteToolOptions,
  page: Page,
  declared: readonly string[] | undefined,
): Promise<{ covers: Cover[]; said: string } | string> {
  if (declared === undefined) return { covers: await restamped(options, page), said: '' };
  const written = await coversForWrite(
    options.sources,
    page.covers,
    declared,
    options.neverCovered,
  );
  if (typeof written === 'string') return written;
  return { covers: written.covers, said: `; it ${coversNote(written)}` };
}

/** Why the replaced body cannot be written, or null. */
function structureProblem(before: string, after: string): string | null {
  if (opensFrontmatter(after))
    return 'the page would open with a "---" line, which would start a front-matter block; keep the page\'s first line';
  // Said before the headings it would swallow: the fence is the cause.
  const open = openBlockProblem(before, after);
  if (open) return open;
  const was = sectionHeadings(before);
  const now = sectionHeadings(after);
  if (now.length !== was.length)
    return `"new" would ${now.length > was.length ? 'add' : 'remove'} a section heading; replace_text changes text within sections: add a section with update_page ("section" and "new_section": true), or rewrite the page with update_page`;
  if (new Set(now).size !== now.length)
    return 'two sections would have the same heading; give the renamed section a heading of its own';
  return null;
}

async function replace(
  args: z.infer<ReturnType<typeof schema>>,
  options: WriteToolOptions,
): Promise<ToolOutcome> {
  const cs = options.changeset;
  const page = cs.get(args.slug.trim().toLowerCase());
  if (!page) return unknownSlug(cs.slugs(), args.slug);
  const refused = writeRefusal(page, options);
  if (refused) return refused;
  const body = page.body;
  const all = occurrences(body, args.old);
  if (all.length === 0) {
    const near = closestLine(body, options.reads.readSpans(page), args.old);
    return toolError(
      `"old" does not occur in page "${page.slug}". Copy it exactly as read_section or read_pages showed it (the page's text, not the fence lines), or quote a shorter passage.${near ? ` The closest line you read: ${JSON.stringify(near)}` : ''}`,
    );
  }
  // A page created in this run is the agent's own text: all of it counts as read.
  const spans: Span[] =
    cs.original(page.slug) === undefined ? [[0, body.length]] : options.reads.readSpans(page);
  const read = all.filter((o) => inside(o, spans));
  if (read.length === 0) {
    const at = sectionAt(body, all[0]![0]);
    return toolError(
      `"old" occurs in page "${page.slug}" only in text not read in this run (${where(at)}): read it first (${at === null ? `read_pages with slug "${page.slug}"` : `read_section with slug "${page.slug}" and heading "${at}"`}), then call replace_text again. replace_text changes only text you have read.`,
    );
  }
  if (read.length > 1)
    return toolError(
      `"old" occurs ${read.length} times in what you read of page "${page.slug}" (${[...new Set(read.map((o) => where(sectionAt(body, o[0]))))].join(', ')}): quote more of the surrounding text so that it occurs once, and call replace_text again.`,
    );
  const [start, end] = read[0]!;
  const next = body.slice(0, start) + args.new + body.slice(end);
  if (next === body) return { content: `Page "${page.slug}" already says that; nothing changed.` };
  const structure = structureProblem(body, next);
  if (structure) return toolError(`Page "${page.slug}" was not changed: ${structure}.`);
  const over = budgetStop(options, page.slug);
  if (over) return over;
  const chosen = await coversOf(options, page, args.covers);
  if (typeof chosen === 'string')
    return toolError(`Page "${page.slug}" was not changed: ${chosen}.`);
  const covers = chosen.covers;
  const changedCovers = JSON.stringify(covers) !== JSON.stringify(page.covers);
  const written = patchPage(page, { body: next, ...(changedCovers ? { covers } : {}) });
  const problem =
    pageProblem(options, written, page) ??
    (await newSecretsProblem(serializePage(written), page.raw, page.file));
  if (problem) return toolError(`Page "${page.slug}" was not changed: ${problem}.`);
  cs.put(written);
  const section = sectionAt(next, start);
  if (section !== null) options.reads.sawSection(page.slug, section);
  return {
    content: `Replaced the passage in page "${page.slug}" (${where(section)}); the rest of the page is unchanged${chosen.said}.`,
  };
}

export const replaceText = tool('replace_text', DESCRIPTION, schema, replace);
