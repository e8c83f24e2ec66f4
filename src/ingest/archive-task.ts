// Tier 3 with another task than a merge: archiving a /wiki answer (`/wiki save`) as a concept
// page, or into the one page Tier 2 named. The same agent, tools, validation and secret checks as
// every ingest; what differs is said here: the first message (the question, the answer and the
// pages it cited, fenced as data), every other page read-only, the cited pages in the written
// page's `related` whatever the agent set, and the answer's URL as its source (the merge's url).
// The answer is a claim, not a source: only what the cited pages or a source file read in the run
// support is archived; the agent lists the rest in finish's `unverified`, and the pull request
// names it as not archived.
import type { MergeInfo } from '../types.js';
import { untrusted } from '../security/fence.js';
import { oneLine } from '../security/output.js';
import { readerText } from '../wiki/read.js';
import { patchPage } from '../wiki/page.js';
import type { Page, Wiki } from '../wiki/types.js';

/** What Tiers 1 and 2 decided to archive. */
export interface ArchiveTask {
  /** The answer comment's URL: the page's source, the log's Source and the commit's trailer. */
  url: string;
  /** The question's topic (one line): the PR's title and the log entry's. */
  topic: string;
  question: string;
  /** The answer as its comment shows it. */
  answer: string;
  /** The pages the answer cited (slugs of the wiki). */
  cited: string[];
  /** `new`, or the slug of the one page to update. */
  target: string;
  /** Tier 2's reason: what the answer adds. */
  reason: string;
}

/** Characters of each cited page the first message shows (read_pages gives the rest). */
const PAGE_CHARS = 8000;

/** The merge-shaped value the log, the page's sources and the commit message name an archive by. */
export function archiveMerge(task: ArchiveTask): MergeInfo {
  return { title: task.topic, url: task.url, files: [] };
}

/** The wiki as an archive sees it: every page read-only but the target. */
export const archiveWiki = (wiki: Wiki, target: string): Wiki => ({
  ...wiki,
  pages: wiki.pages.map((p) => (p.slug === target ? p : { ...p, locked: true })),
});

/** The page type of a new archive page: `concept` when the wiki has it. */
const newType = (types: readonly string[]): string =>
  types.includes('concept') ? 'concept' : (types[0] ?? 'concept');

/** The first message: the task, then the question, the answer and each cited page, fenced. */
export function archiveFirstMessage(
  task: ArchiveTask,
  wiki: Wiki,
  pageTypes: readonly string[],
): string {
  const cited = wiki.pages.filter((p) => task.cited.includes(p.slug));
  const cut = (t: string) => (t.length > PAGE_CHARS ? `${t.slice(0, PAGE_CHARS)}\n[… cut]` : t);
  const what =
    task.target === 'new'
      ? `Create ONE new page of type ${newType(pageTypes)} with create_page (choose a short slug for the topic).`
      : `Update the page \`${task.target}\` with update_page (add a section, keep what it says).`;
  return [
    'This run archives an answer given in a /wiki thread; it is not a merge. The answer is a claim, not a source: the page records only what the pages it cited or a source file you read in this run support.',
    what,
    'Check each claim of the answer against the cited pages (below) and, for a claim about the code, against the source (find_source finds the files, read_source reads them). Write down only the claims that hold, as lasting documentation (not as a reply to someone). Leave out every claim nothing you read supports, and list it in finish\'s "unverified": the pull request lists it as not archived.',
    `Set related to the cited pages: ${task.cited.map((s) => `\`${s}\``).join(', ')}. Every other page is read-only in this run.`,
    // A model's words about a reader's text: data too.
    'Why it was judged worth archiving:',
    untrusted('reason', oneLine(task.reason, 300)),
    'When the page is written, call finish with a one-line summary.',
    '',
    'The question:',
    untrusted('question', task.question || '(not found)'),
    'The answer:',
    untrusted('answer', task.answer, { url: task.url }),
    ...cited.map((p) => untrusted('page', cut(readerText(p)), { slug: p.slug })),
  ].join('\n');
}

/** A page the archive wrote links every cited page (but itself) in `related`. */
export function withCitedRelated(page: Page, task: ArchiveTask): Page {
  const missing = task.cited.filter((s) => s !== page.slug && !page.related.includes(s));
  return missing.length ? patchPage(page, { related: [...page.related, ...missing] }) : page;
}
