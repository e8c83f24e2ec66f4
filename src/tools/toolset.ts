// The tools of every conversation over the wiki, in one place: read_pages and read_section
// (Tier 3 and readers such as `ask`), read_source, find_source, create_page, update_page,
// replace_text, confirm_page and finish (Tier 3).
// Definitions are deterministic (they lead the cached prefix); execution never throws: every
// failure is an is_error result naming the input and the fix.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import type { Changeset } from './changeset.js';
import {
  SOURCE_RUN_CHARS,
  type BlobLookup,
  type SourceFile,
  type SourceReader,
  SOURCE_CHAR_CAP,
} from './source-reader.js';
import { DEFAULT_SECRET_PATHS } from '../security/secret-paths.js';
import type { MapOutline } from '../wiki/folded-map.js';
import type { Page } from '../wiki/types.js';
import { archiveFinish } from './archive-finish.js';
import { confirmPage } from './confirm-page.js';
import { neverCoveredBy } from './covers.js';
import { SourceRecord, type ShownChange } from './source-record.js';
import { createPage } from './create-page.js';
import { findHandlers, findToolDefinitions } from './find.js';
import { findSource, sourceFinder, type SourceIndex } from './find-source.js';
import { finish, MERGE_FINISH, type FinishWording } from './finish.js';
import { hostOf } from './host.js';
import { readHandlers, readToolDefinitions } from './read.js';
import { ReadRecord } from './reads.js';
import { readSource } from './read-source.js';
import { replaceText } from './replace-text.js';
import { secretPathMatcher } from './source.js';
import type { ToolHost } from './types.js';
import { updatePage } from './update-page.js';

export interface ToolContext {
  changeset: Changeset;
  pageTypes: string[];
  /** Required H2 sections per page type (page-sections input, else SCHEMA.md). */
  requiredSections: Record<string, string[]>;
  pageCharCap: number;
  maxPagesChanged: number;
  readSource: SourceReader;
  /** Characters of a source file served by one read_source call; default SOURCE_CHAR_CAP. */
  sourceCharCap?: number;
  /** Characters of source read_source serves in the run; default SOURCE_RUN_CHARS. */
  sourceRunChars?: number;
  /** Paths read_source withholds by policy; default: DEFAULT_SECRET_PATHS. */
  isSecretPath?: (path: string) => boolean;
  /** The blobs at the merged commit, to stamp covers with; absent: covers stay as they are. */
  blobAt?: BlobLookup;
  /** The diffs the first message showed, oldest first: evidence for covers (source-record.ts). */
  shown?: readonly ShownChange[];
  /**
   * Which rule makes a repository file generated (ignore-paths, .gitattributes, and with `text`
   * its content signs), in a few words, or null. A generated file is never served, listed nor
   * covered. Default: none is.
   */
  generated?: (path: string, text?: string) => string | null;
  /** The wiki folder (the wiki-path input): its files are never covered. */
  wikiPath?: string;
  /** With a folded map: the outline and pages search_wiki and open_section serve. */
  find?: { outline: MapOutline; pages: readonly Page[] };
  /** The repository at the merged commit for find_source; absent: it answers it cannot search. */
  sourceIndex?: SourceIndex;
  /** The files the merges changed: find_source searches them first. */
  changedFiles?: readonly string[];
  /** An archive run: finish also takes the answer's unverified claims. */
  archive?: boolean;
  /** Pages the task may not change (its maintainers did not lock them): read-only in this task. */
  readOnly?: ReadonlySet<string>;
  /** What finish says its task does with the pages and the summary; default: a merge's. */
  finish?: FinishWording;
  /** An init batch: slugs of the plan's pages other batches write, linkable before they exist. */
  planned?: ReadonlySet<string>;
  /** A refused cover is left out of its write, the page still written (an init batch). */
  dropRefusedCovers?: boolean;
}

/**
 * Tier 3's tool definitions: same map slugs + page types → the same bytes. With a folded map the
 * read tools take any slug (no enum) and search_wiki and open_section follow them.
 */
export function toolDefinitions(
  mapSlugs: readonly string[],
  pageTypes: readonly string[],
  folded = false,
  archive = false,
  wording: FinishWording = MERGE_FINISH,
): Tool[] {
  const params = { pageTypes };
  return [
    ...readToolDefinitions(folded ? [] : mapSlugs),
    ...(folded ? findToolDefinitions() : []),
    readSource.definition(),
    findSource.definition(),
    createPage.definition(params),
    updatePage.definition(params),
    replaceText.definition(),
    confirmPage.definition(),
    (archive ? archiveFinish : finish).definition(wording),
  ];
}

/** A reader asked once per path in a run: read_source's parts and the covers' checks share it. */
function onceEach(read: SourceReader): SourceReader {
  const files = new Map<string, Promise<SourceFile>>();
  return (path) => {
    let file = files.get(path);
    if (!file) files.set(path, (file = read(path)));
    return file;
  };
}

/**
 * Tier 3's executor. Reads see this run's writes: pages created earlier are served too; what they
 * serve is recorded, and update_page replaces nothing else. `sources` is what the run showed of
 * the repository's files (an init batch stamps the files its pages' plan names from it).
 */
export function createToolHost(ctx: ToolContext): ToolHost & { sources: SourceRecord } {
  const reads = new ReadRecord();
  const readFile = onceEach(ctx.readSource);
  const sources = new SourceRecord(ctx.blobAt, ctx.shown, async (path) => {
    const file = await readFile(path);
    return file.kind === 'text' ? file.text : null;
  });
  let served = 0;
  const runChars = ctx.sourceRunChars ?? SOURCE_RUN_CHARS;
  const isSecretPath = ctx.isSecretPath ?? secretPathMatcher(DEFAULT_SECRET_PATHS);
  const neverCovered = neverCoveredBy({
    isSecretPath,
    generated: ctx.generated && ((path) => ctx.generated!(path)),
    wikiPath: ctx.wikiPath,
  });
  const writing = { ...ctx, reads, sources, neverCovered };
  const host = hostOf({
    ...readHandlers(
      () => ctx.changeset.pages(),
      ctx.pageCharCap,
      (page, span) => reads.sawBody(page, span),
    ),
    ...readSource.handler({
      readSource: readFile,
      isSecretPath,
      sourceCharCap: ctx.sourceCharCap ?? SOURCE_CHAR_CAP,
      budgetLeft: () => runChars - served,
      served: (path, part) => {
        served += part.end - part.start;
        sources.sawPart(path, part.start, part.end, part.total);
        return sources.unread(path);
      },
      generated: ctx.generated,
    }),
    ...findSource.handler(
      sourceFinder({
        ...(ctx.sourceIndex ? { index: ctx.sourceIndex } : {}),
        isSecretPath,
        isGenerated: (path, text) => (ctx.generated?.(path, text) ?? null) !== null,
        wikiPath: ctx.wikiPath ?? 'wiki',
        // The changed files, then every file a page covers.
        first: () => [
          ...(ctx.changedFiles ?? []),
          ...ctx.changeset.pages().flatMap((p) => p.covers.map((c) => c.path)),
        ],
      }),
    ),
    ...(ctx.find ? findHandlers(ctx.find.outline, ctx.find.pages) : {}),
    ...createPage.handler(writing, writing),
    ...updatePage.handler(writing, writing),
    ...replaceText.handler(writing),
    ...confirmPage.handler(writing),
    ...(ctx.archive ? archiveFinish : finish).handler(
      ctx.finish ?? MERGE_FINISH,
      ctx.finish ?? MERGE_FINISH,
    ),
  });
  return { execute: (name, input) => host.execute(name, input), sources };
}
