// Turns a finished changeset into files: every changed page (its `sources` gaining this merge,
// unless it was only confirmed, and keeping the last MAX_SOURCES with a count of the earlier), index.md regenerated from the new map, and one entry appended
// to log.md.
import { buildMap, renderIndex } from '../wiki/map.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import { serializePage, patchPage } from '../wiki/page.js';
import type { Caps, Page } from '../wiki/types.js';
import { lineCounts } from '../wiki/line-diff.js';
import type {
  WikiChange,
  FileWrite,
  MergeInfo,
  PublishWording,
  StalePage,
  ToolRefusal,
  Usage,
} from '../types.js';
import type { Changeset } from '../tools/changeset.js';
import {
  appendLog,
  boundedSources,
  logEntry,
  skipEntry,
  sourceKey,
  sourceRef,
  type CoversFollowed,
  type LoggedMerge,
  type SkippedMerge,
} from '../log/entry.js';
import { followCovers, type PathChange } from '../wiki/cover-moves.js';
import { pagesOutcome } from '../log/outcome.js';

export interface FinalizeInput {
  wikiPath: string;
  /** The generated map's file at the wiki's root (map-file; default index.md). */
  mapFile?: string;
  caps: Caps;
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr' | 'url'>;
  /** Every merge the run covered, oldest first, when it coalesced several (`merge` is the newest). */
  sources?: LoggedMerge[];
  /** Merges decided as skips since the last logged one: logged before the ingest entry. */
  skipped?: SkippedMerge[];
  /** false: no log.md entry (an init batch, whose run logs once when it ends; an archive). */
  log?: boolean;
  /** The agent's finish text (its own words), or the product's when a budget stopped it. */
  summary: string;
  /** The tool calls refused in the run, for the log entry. */
  refused?: readonly ToolRefusal[];
  /** The covering pages the run left stale, for the log entry. */
  stale?: readonly StalePage[];
  /** A budget stopped the agent: the log entry is a `partial` one. */
  partial?: boolean;
  date: Date;
  usage: Usage;
  cost_usd: number | null;
  /** Current text of `<wiki>/index.md` and `<wiki>/log.md`, null when absent. */
  existing: { index: string | null; log: string | null };
  /**
   * Free repairs made with this commit, on the pages as the run leaves them: the covers naming
   * files the run's merges renamed or deleted (coverRepair), a lint-fix's repairs.
   */
  repair?: PageRepair;
}

/** Repairs of a wiki's pages: the pages changed (each in the repaired lines only), and what. */
export type PageRepair = (pages: readonly Page[]) => Repaired;

export interface Repaired {
  /** Only the pages that changed. */
  pages: Page[];
  covers?: CoversFollowed;
  warnings: string[];
}

/** The repair that follows renames and deletions (`changes`, oldest first) on covers. */
export function coverRepair(
  changes: readonly PathChange[],
  coverable: (path: string) => boolean,
): PageRepair {
  return (pages) => {
    const followed = followCovers(pages, changes, coverable);
    const moves = followed.moved.length + followed.dropped.length;
    return {
      pages: followed.pages,
      ...(moves ? { covers: { moved: followed.moved, dropped: followed.dropped } } : {}),
      warnings: followed.skipped.map(
        (s) => `Covers of [[${s.slug}]] were not moved for a renamed or deleted file: ${s.reason}.`,
      ),
    };
  };
}

export interface Finalized {
  files: FileWrite[];
  /** Each file's text before the run (null: new), for dry-run diffs. */
  before: Record<string, string | null>;
  changes: WikiChange[];
  created: string[];
  updated: string[];
  /** Pages only re-stamped (confirm_page): their covers lines were the only change. */
  confirmed?: string[];
  /** Covers moved for renamed files and dropped for deleted ones, by this commit. */
  covers?: CoversFollowed;
  /** Pages whose covers could not be moved without rewriting other lines. */
  warnings?: string[];
  /** An archive: the answer's claims the agent left out as unverified (its pull request lists them). */
  unverified?: string[];
  /** How the commit and the pull request word the run (its task's spec); absent: a merge's. */
  wording?: PublishWording;
}

/**
 * The repair applied to the run's pages: a page the agent wrote gets it in the changeset; one it
 * did not is returned to be written on its own (the repaired lines its only change, no `sources`
 * entry, not listed as updated).
 */
function repairInto(
  cs: Changeset,
  repair: PageRepair | undefined,
): { alone: Page[]; covers?: CoversFollowed; warnings: string[] } {
  if (!repair) return { alone: [], warnings: [] };
  const repaired = repair(cs.pages());
  const written = new Map(cs.entries().map((e) => [e.page.slug, e]));
  const alone: Page[] = [];
  for (const page of repaired.pages) {
    const entry = written.get(page.slug);
    if (entry) cs.put(page, entry.confirmed === true);
    else alone.push(page);
  }
  return {
    alone,
    ...(repaired.covers ? { covers: repaired.covers } : {}),
    warnings: repaired.warnings,
  };
}

export function finalizeChangeset(cs: Changeset, input: FinalizeInput): Finalized {
  const follow = repairInto(cs, input.repair);
  const refs = (input.sources ?? [input.merge]).map(sourceRef);
  const files: FileWrite[] = [];
  const before: Record<string, string | null> = {};
  const lines = new Map<string, WikiChange['lines']>();
  const stamped = new Set<string>();
  const slugs = new Map<string, string>();
  const created: string[] = [];
  const updated: string[] = [];
  const confirmed: string[] = [];
  const write = (
    path: string,
    content: string,
    old: string | null,
    action?: WikiChange['action'],
  ) => {
    files.push({ path, content, action: action ?? (old === null ? 'create' : 'update') });
    before[path] = old;
  };
  for (const { page, action, confirmed: onlyStamped } of cs.entries()) {
    // A merge already named (in the one form, or as the commit URL an older run wrote) is not named twice.
    const named = new Set(page.sources.map(sourceKey));
    const missing = onlyStamped ? [] : refs.filter((ref) => !named.has(sourceKey(ref)));
    const withSource =
      missing.length === 0
        ? page
        : patchPage(page, { sources: boundedSources(page.sources, missing) });
    cs.put(withSource);
    const original = cs.original(page.slug);
    const old = original?.raw ?? null;
    const path = `${input.wikiPath}/${page.file}`;
    slugs.set(path, page.slug);
    write(path, serializePage(withSource), old, action);
    lines.set(path, lineCounts(original?.body ?? null, withSource.body));
    if (onlyStamped) stamped.add(path);
    (onlyStamped ? confirmed : action === 'create' ? created : updated).push(page.slug);
  }
  // Pages whose covers alone moved: their own bytes, no sources entry, not listed as updated.
  const moved = new Map(follow.alone.map((p) => [p.slug, p]));
  for (const page of follow.alone) slugs.set(`${input.wikiPath}/${page.file}`, page.slug);
  for (const page of follow.alone)
    write(
      `${input.wikiPath}/${page.file}`,
      page.raw,
      cs.original(page.slug)?.raw ?? null,
      'update',
    );
  const pages = cs.pages().map((p) => moved.get(p.slug) ?? p);
  const index = renderIndex(buildMap(pages, input.caps), coversIndexOf(pages));
  if (index !== input.existing.index)
    write(`${input.wikiPath}/${input.mapFile ?? 'index.md'}`, index, input.existing.index);
  const changesOf = (): WikiChange[] =>
    files.map((x) => ({
      path: x.path,
      action: x.action,
      ...(lines.has(x.path) ? { lines: lines.get(x.path)! } : {}),
      ...(stamped.has(x.path) ? { confirmed: true as const } : {}),
    }));
  if (input.log !== false)
    write(
      `${input.wikiPath}/log.md`,
      logText(input, { created, updated, confirmed, changes: changesOf(), slugs }, follow.covers),
      input.existing.log,
    );
  return {
    files,
    before,
    changes: changesOf(),
    created,
    updated,
    // An init batch (no log entry) reports no confirmed list: its run logs once when it ends.
    ...(input.log === false ? {} : { confirmed }),
    ...(follow.covers ? { covers: follow.covers } : {}),
    ...(follow.warnings.length ? { warnings: follow.warnings } : {}),
  };
}

/** log.md with the skips since the last logged merge, then this run's entry, appended. */
function logText(
  input: FinalizeInput,
  pages: {
    created: string[];
    updated: string[];
    confirmed: string[];
    changes: WikiChange[];
    slugs: ReadonlyMap<string, string>;
  },
  covers: CoversFollowed | undefined,
): string {
  const skips = input.skipped?.length ? skipEntry(input.date, input.skipped) : null;
  const entry = logEntry({
    date: input.date,
    merge: input.merge,
    ...(input.sources ? { sources: input.sources } : {}),
    created: pages.created,
    updated: pages.updated,
    ...(pages.confirmed.length ? { confirmed: pages.confirmed } : {}),
    outcome: pagesOutcome(pages.changes, (path) => `[[${pages.slugs.get(path) ?? path}]]`),
    ...(input.refused?.length ? { refused: input.refused } : {}),
    ...(input.stale?.length ? { stale: input.stale } : {}),
    summary: input.summary,
    ...(input.partial ? { partial: true } : {}),
    ...(covers ? { covers } : {}),
    usage: input.usage,
    cost_usd: input.cost_usd,
  });
  return appendLog(skips ? appendLog(input.existing.log, skips) : input.existing.log, entry);
}
