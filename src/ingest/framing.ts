// What each Tier 3 task tells the model it is doing, in words that are true of that task: a merge
// is shown a change and logs an entry; an init batch creates the pages of a plan and leaves the
// existing ones alone; an archive writes one page from a reader's thread onto a pull request; the
// scheduled repair checks stale pages. The rules every task shares (reading first, budgets, page
// rules, untrusted input) stay in prompt.ts; only these lines differ, and each depends on the task
// kind alone, so a task's system prompt stays byte-identical for the same wiki and config.
import type { FinishWording } from '../tools/finish.js';
import { MERGE_FINISH } from '../tools/finish.js';

export interface Framing {
  /** The system prompt's first paragraph. */
  opening: (wikiPath: string) => string;
  /** Where the map comes in (the line's first sentence). */
  find: string;
  /** With a folded map: what the first message names. */
  foldedFind: string;
  /** The task's own rules of work, after reading first and the map. */
  work: readonly string[];
  /** A short worked example (another wiki), or none. */
  example: readonly string[];
  /** The page rule on history and sources. */
  history: string;
  /** The page rule on index.md and log.md: what is generated, and whether this task logs. */
  generated: string;
  /** What the untrusted fences hold besides source files, pages, the map, the tags and SCHEMA.md. */
  untrusted: string;
  /** What finish says. */
  finish: FinishWording;
  /** Whole pages one answer must have room for (max_tokens is sized from it). */
  pagesPerAnswer: number;
}

const PARALLEL =
  '- Call tools that do not depend on each other together, in one turn. Call finish exactly once, at the end,';

const KEEP_WORDS =
  'keep every other sentence byte for byte: for a changed fact, replace_text on the sentence that states it; add a sentence or a section only for what is new. Rewrite a section (update_page with "section") only when most of it became untrue, and never to restyle it.';

const NEVER_INVENT = 'Never invent behaviour, defaults, names or examples:';

const MERGE: Framing = {
  opening: (wikiPath) =>
    `You maintain the Markdown wiki in the "${wikiPath}/" folder of a software repository. After each merge to the default branch you are shown the change; bring the wiki up to date with it, then call finish.`,
  find: 'Find the pages the change touches in the wiki map below.',
  foldedFind: 'The first message names the pages covering the changed files.',
  work: [
    `- State only what the diff, the source files you read or the pages you read show. ${NEVER_INVENT} when the diff is not enough, read the file with read_source (find_source finds one you cannot name: the callers of a renamed function, where a default is defined), and when you still cannot tell, leave the point out. Correct what a page says that the change made untrue.`,
    `- Keep a person's words. Change only what the merge made untrue and ${KEEP_WORDS}`,
    '- Prefer updating an existing page over creating one; to add a section a page lacks, use update_page with "section" set to its heading and "new_section": true. Create a page only for a topic no page covers.',
    '- Pages record the repository files they describe (covers); the first message names the pages covering the changed files. Check each against the change: fix it where the change made it untrue, or, when it is still right, say so with confirm_page (its text stays as it is). A stamp rests only on what this run showed whole: a file read to its end (a long one in parts), or, for a file a page covers already, its whole change since the page\'s stamp in a diff. When you write a page, name in "covers" the files it describes that you saw whole and those it covers already; a partial view is refused with what to read next. A covering page counts as checked once it is re-stamped (a write stamps the covered files this run showed whole; confirm_page, a page still right): one left with its old stamp is reported as left stale.',
    '- Removals, renames and deprecations need an update too: where a page describes what was removed, renamed or deprecated, say what replaces it, its new name, or that it is gone.',
    '- Document what readers of the wiki need (behaviour, interfaces, configuration, data models, decisions), not the diff itself. If the change affects no page and needs none, change nothing and call finish saying why.',
    `${PARALLEL} with a short summary of what you changed and why.`,
  ],
  example: [
    '# Example (another wiki)',
    'A merge changes the default token lifetime in src/api/tokens.ts from 90 to 30 days. The "Expiry" section of api/tokens says "Tokens expire after 90 days. Rotate them before."; guides/setup, which covers src/api/tokens.ts too, says only how to create a token.',
    '1. read_section {"slug": "api/tokens", "heading": "Expiry"} and read_section {"slug": "guides/setup", "heading": "Tokens"}, in one turn.',
    '2. replace_text {"slug": "api/tokens", "old": "Tokens expire after 90 days.", "new": "Tokens expire after 30 days."}: one fact, one changed line; the sentence after it stays as its author wrote it.',
    '3. confirm_page {"slug": "guides/setup"}: the page is still right; only its covers are re-stamped.',
    '4. finish {"summary": "api/tokens: tokens now expire after 30 days. guides/setup checked: still right."}',
  ],
  history:
    '- Describe the software as it is, not the history of the change: no "added in PR #12" or "this merge…". The tools record the merge in the page\'s sources.',
  generated: '- Never write index.md or log.md: they are generated after you finish.',
  untrusted: "the merge's title, description, commit messages, changed files and diff",
  finish: MERGE_FINISH,
  pagesPerAnswer: 1,
};

/** The rule on history for the tasks that are not merges: what a page records instead. */
const HISTORY =
  '- Describe the software as it is, not how a page came to be: no "added in PR #12". The tools record where a page came from in its sources.';

const INIT: Framing = {
  opening: (wikiPath) =>
    `You write the Markdown wiki in the "${wikiPath}/" folder of a software repository, started from the repository's own files. This task writes one batch of new pages: the first message names each page and the files it describes. Write them, then call finish.`,
  find: 'Find the pages to link in the wiki map below.',
  foldedFind: 'The first message names the pages to write.',
  work: [
    `- State only what the source files you read show. ${NEVER_INVENT} read each file the first message names with read_source (find_source finds one you cannot name), and when you still cannot tell, leave the point out.`,
    '- Create the pages the first message names, with create_page. The pages already in the wiki are read-only in this task: link them with [[slug]] or related, never change them.',
    '- Pages record the repository files they describe (covers): name in "covers" the files each page describes that you read whole (a long file in parts, to its end); the tools stamp what you read whole, and refuse a file only partly read or a generated one, naming what to read next.',
    '- Document what readers of the wiki need (behaviour, interfaces, configuration, data models, decisions), not a list of files.',
    `${PARALLEL} with a short summary of what you wrote.`,
  ],
  example: [],
  history: HISTORY,
  generated:
    '- Never write index.md or log.md: index.md is generated after you finish, and log.md gets one entry when the whole init ends.',
  untrusted: "the plan's page titles and scopes",
  finish: {
    ends: "Ends this batch: the pages you created are published with index.md. Your summary is shown in the run's report; log.md gets one entry, written by the tools, when the whole init ends.",
    summaryFor: "For the run's report: what you wrote, or why a page could not be written",
    where: "the run's report",
  },
  pagesPerAnswer: 2,
};

const ARCHIVE: Framing = {
  opening: (wikiPath) =>
    `You maintain the Markdown wiki in the "${wikiPath}/" folder of a software repository. This task files an answer given in a /wiki thread into the wiki: the first message holds the question, the answer and the pages it cited, and names the one page to write. Record there what holds of the answer, then call finish; the page is proposed on a pull request of its own for review.`,
  find: 'Find the pages to link in the wiki map below.',
  foldedFind: 'The first message names the pages the answer cited.',
  work: [
    `- The answer is a claim, not a source. State only what the pages it cited, the pages you read or the source files you read show. ${NEVER_INVENT} check a claim about the code with read_source (find_source finds the file), and leave out every claim nothing you read supports.`,
    '- Write only the page the first message names: every other page is read-only in this task (link it, never change it).',
    `- Keep a person's words on a page that exists: ${KEEP_WORDS}`,
    '- Write lasting documentation of what readers of the wiki need, not a reply to someone.',
    `${PARALLEL} with a short summary of what you wrote, and in "unverified" the claims you left out.`,
  ],
  example: [],
  history: HISTORY,
  generated:
    '- Never write index.md or log.md: index.md is generated after you finish, and this task adds no log.md entry.',
  untrusted: 'the question, the answer and the pages it cited',
  finish: {
    ends: "Ends the task: the page you wrote is proposed with index.md on a pull request of its own; when you wrote no page, nothing is proposed. Your summary is shown in the run's report.",
    summaryFor: "For the run's report: what you wrote and why, or why nothing could be",
    where: 'the pull request',
  },
  pagesPerAnswer: 1,
};

const LINT_FIX: Framing = {
  opening: (wikiPath) =>
    `You maintain the Markdown wiki in the "${wikiPath}/" folder of a software repository. This task is the wiki's scheduled repair: the first message names pages whose covered files changed since each page was last checked against them. Check each against the files as they are now: correct what became untrue, confirm what is still right, then call finish.`,
  find: 'The first message names the pages to check; the wiki map below lists every page.',
  foldedFind: 'The first message names the pages to check.',
  work: [
    `- State only what the source files you read or the pages you read show. ${NEVER_INVENT} compare each page with its files' changes in the first message, read a file with read_source where its diff is cut or not enough (find_source finds one you cannot name), and when you still cannot tell, leave the point out. Correct what a page says that the files no longer support.`,
    `- Keep a person's words. Change only what became untrue and ${KEEP_WORDS}`,
    '- Pages record the repository files they describe (covers). Check each page the first message names against its changed files: fix it where it became untrue, or, when it is still right, say so with confirm_page (its text stays as it is). A stamp rests only on what this run showed whole: a file read to its end (a long one in parts), or its whole change since the page\'s stamp in the first message\'s diffs. When you update a page, name in "covers" the files it describes that you saw whole and those it covers already; a partial view is refused with what to read next. A page counts as checked once it is re-stamped (a write stamps the covered files this run showed whole; confirm_page, a page still right): one left with its old stamp is reported as left stale.',
    '- Where a page describes something the files no longer hold (removed, renamed, deprecated), say what replaces it, its new name, or that it is gone.',
    '- Work only on the pages the first message names; create no page.',
    `${PARALLEL} with a short summary of what you changed and confirmed, and why.`,
  ],
  example: [
    '# Example (another wiki)',
    'src/api/tokens.ts changed since api/tokens and guides/setup were last checked: the default token lifetime is now 30 days, not 90. The "Expiry" section of api/tokens says "Tokens expire after 90 days. Rotate them before."; guides/setup, which covers src/api/tokens.ts too, says only how to create a token.',
    '1. read_source {"path": "src/api/tokens.ts"}, read_section {"slug": "api/tokens", "heading": "Expiry"} and read_section {"slug": "guides/setup", "heading": "Tokens"}, in one turn.',
    '2. replace_text {"slug": "api/tokens", "old": "Tokens expire after 90 days.", "new": "Tokens expire after 30 days."}: one fact, one changed line; the sentence after it stays as its author wrote it.',
    '3. confirm_page {"slug": "guides/setup"}: the page is still right; only its covers are re-stamped.',
    '4. finish {"summary": "api/tokens: tokens now expire after 30 days. guides/setup checked: still right."}',
  ],
  history: HISTORY,
  generated:
    '- Never write index.md or log.md: index.md is generated after you finish, and this task adds no log.md entry.',
  untrusted: 'the stale pages and their changed files',
  finish: {
    ends: "Ends the task: the pages you updated or confirmed are published with index.md on the rolling pull request. Your summary is shown in the run's report.",
    summaryFor: "For the run's report: what you changed and confirmed, and why",
    where: "the run's report",
  },
  pagesPerAnswer: 1,
};

/** Each task kind's framing. */
export const FRAMINGS = {
  merge: MERGE,
  'init-batch': INIT,
  archive: ARCHIVE,
  'lint-fix': LINT_FIX,
} as const satisfies Record<string, Framing>;

export type FramedKind = keyof typeof FRAMINGS;

/** Output tokens a page at page-char-cap takes at most (about three characters a token). */
const pageTokens = (pageCharCap: number): number => Math.ceil(pageCharCap / 3);

/** Output tokens an answer keeps for thinking and the calls beside a page write. */
const ANSWER_SLACK = 4096;

/**
 * max_tokens of the task's turns: room for its pages per answer at page-char-cap plus the
 * answer's thinking and other calls, in whole kibitokens (4,096 to 64,000). A merge at the
 * default page-char-cap (12,000) gets 8,192: the gate reserves what a turn can use, no more.
 */
export function answerTokens(framing: Framing, pageCharCap: number): number {
  const need = ANSWER_SLACK + framing.pagesPerAnswer * pageTokens(pageCharCap);
  return Math.min(64_000, Math.max(4096, Math.ceil(need / 1024) * 1024));
}
