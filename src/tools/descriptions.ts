// What the model reads about each tool: what it returns, when to use it, its limits and its
// errors, in three or four sentences. They lead the cached prefix, so they hold no run data: limits
// that are inputs are named by their input (the system prompt states their values), fixed ones by
// their value. The link rule is one sentence, shared, so every tool and the prompt say the same.
import { SOURCE_CHAR_CAP } from './source-reader.js';

/** Who reads the wiki through read_pages / read_section: the ingest agent, `ask`, or an agent over MCP. */
export interface ReaderKind {
  /** `ask`: at most this many pages per answer (read_section counts against its page). */
  pagesPerAnswer?: number;
  /**
   * A coding agent reading through `wiki-ingest mcp`: it writes no page, has no answer budget, and
   * every page it reads ends with the page's freshness.
   */
  mcp?: true;
}

/** What an MCP reader is told about freshness; said the same way by both read tools. */
const FRESHNESS_RULE =
  "Each page ends with its freshness: whether a file it covers changed in the repository's git since the page was last checked, and by which commit; when it did, check the code before relying on the page.";

/** Which pages a link or a `related` slug may name; said the same way everywhere. */
export const LINK_RULE =
  'Link other pages as [[slug]] and list them in related only when they are in the wiki map or were created in this run; any other link is refused.';

export function readPagesDescription(reader: ReaderKind): string {
  const ask = reader.pagesPerAnswer;
  if (reader.mcp)
    return [
      'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
      'Use it when you need most of a page; read_section is far cheaper for one section. Ask for both pages in one call; a third slug is refused.',
      'A page longer than page-char-cap is cut, with a note naming the sections left to read_section.',
      FRESHNESS_RULE,
      'An unknown slug is an error suggesting the closest slugs; nothing outside the wiki folder is readable.',
    ].join(' ');
  return [
    'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
    ask === undefined
      ? 'Use it before rewriting a page whole with update_page, or when you need most of a page; read_section is far cheaper for one section.'
      : 'Use it when the answer needs most of a page; read_section is far cheaper for one section.',
    ask === undefined
      ? 'A page longer than page-char-cap is cut, with a note naming the sections left to read_section, and counts as read only for the sections shown in full.'
      : `One answer may read at most ${ask} pages in all (read_section counts against its page): a further page is refused. A page longer than page-char-cap is cut, with a note naming the sections left to read_section.`,
    'An unknown slug is an error suggesting the closest slugs.',
  ].join(' ');
}

export function readSectionDescription(reader: ReaderKind): string {
  const use =
    reader.pagesPerAnswer === undefined && !reader.mcp
      ? 'Use it to read the section you will update (update_page with "section" refuses a section not read in this run), or when the map shows the section you need.'
      : 'Use it when the map shows which section holds the answer.';
  return [
    'Returns one H2 section of a wiki page (its heading line and its text up to the next H2) inside an <untrusted kind="section"> fence.',
    use,
    ...(reader.mcp ? [FRESHNESS_RULE] : []),
    "The heading is matched without regard to case; an unknown heading is an error listing the page's H2 headings, an unknown slug one suggesting the closest.",
  ].join(' ');
}

/** How a written page's covers are recorded; said the same way by both write tools. */
export const COVERS_RULE =
  '"covers" names the files the page describes, each read in this run or covered already; the tool stamps those you read at the merged commit (the others keep their stamp) and refuses any other, naming the fix. Generated, ignored and secret files and wiki files are never covered.';

export const DESCRIPTIONS = {
  read_source: [
    'Returns a text file of the repository as it is at the merged commit, inside an <untrusted kind="source"> fence.',
    'Use it when the diff is not enough to state a fact: a whole function, a default value, a schema, a file the diff mentions.',
    `At most ${SOURCE_CHAR_CAP} characters are returned (a longer file is cut, with a note); a missing path, a binary file or one too large to read is an error.`,
    'Paths that may hold secrets (secret-paths: .env files, keys, credentials) and generated files (ignore-paths, .gitattributes linguist-generated, source maps, minified code) are refused, and so are absolute paths, paths leaving the repository and .git.',
  ].join(' '),
  create_page: [
    'Creates a wiki page: front-matter from the arguments, Markdown body from "body".',
    'Create a page only for a topic no page in the map covers; when one does, read it and update it instead (an existing slug is an error).',
    `The page is refused, with the reason, when it is over page-char-cap, lacks an H2 section its type requires, links or relates a page it may not, or holds what looks like a secret value. ${LINK_RULE}`,
    'Each page created counts against max-pages-changed; a write past it is refused and stops the run, which publishes only the pages already written.',
    COVERS_RULE,
  ].join(' '),
  update_page: [
    'Replaces the whole body of an existing page, or the content of one H2 "section"; title, description, type, tags and related change only when given.',
    'Replace only what you read in this run: a section through read_section (or read_pages), a whole body through read_pages; otherwise the call is refused with "read it first" (pages created in this run count as read).',
    '"section" must be an H2 heading of the page spelled exactly as the page has it (a near miss is refused, naming the closest headings); to add a section the page lacks, set "new_section": true.',
    "Locked pages are refused, create_page's checks apply to the result, and the first change to each page counts against max-pages-changed (a write past it is refused and stops the run, which publishes only the pages already written).",
    'For a changed fact, replace_text is the better edit: it keeps every other sentence as its author wrote it.',
    `${COVERS_RULE} Leave "covers" out to keep the page's covers.`,
  ].join(' '),
  confirm_page: [
    "Re-stamps a page's covered files at the merged commit without changing its text: call it when you read a page and the changed source it covers (read_source or the diff) and the page is still right.",
    'Only its covers lines change; covered files you did not read keep their old stamp.',
    'Refused for a page not read in this run, a locked page, a file it does not cover or you did not read, or one gone at the merged commit (update the page instead). Counts against max-pages-changed like an update.',
  ].join(' '),
  finish: [
    'Ends the run: the pages you changed are published with index.md and a log.md entry holding your summary.',
    'Call it exactly once, after your last write; a finish in the same turn as a call that failed is refused, so you can fix that call first.',
    'If the merge needs no wiki change, call it without writing anything and say why.',
  ].join(' '),
} as const;
