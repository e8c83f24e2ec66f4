// Turns a finished changeset into files: every changed page (its `sources` gaining this merge,
// unless it was only confirmed), index.md regenerated from the new map, and one entry appended
// to log.md.
import { buildMap, renderIndex } from '../wiki/map.js';
import { serializePage, updatePage } from '../wiki/page.js';
import type { Caps } from '../wiki/types.js';
import { lineCounts } from '../wiki/line-diff.js';
import type { Change, FileWrite, MergeInfo, Usage } from '../types.js';
import type { Changeset } from '../tools/changeset.js';
import {
  appendLog,
  logEntry,
  skipEntry,
  sourceRef,
  type LoggedMerge,
  type SkippedMerge,
} from './log-entry.js';

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
  summary: string;
  /** A budget stopped the agent: the log entry is a `partial` one. */
  partial?: boolean;
  date: Date;
  usage: Usage;
  cost_usd: number | null;
  /** Current text of `<wiki>/index.md` and `<wiki>/log.md`, null when absent. */
  existing: { index: string | null; log: string | null };
}

export interface Finalized {
  files: FileWrite[];
  /** Each file's text before the run (null: new), for dry-run diffs. */
  before: Record<string, string | null>;
  changes: Change[];
  created: string[];
  updated: string[];
  /** Pages only re-stamped (confirm_page): their covers lines were the only change. */
  confirmed?: string[];
  /** An archive: the answer's claims the agent left out as unverified (its pull request lists them). */
  unverified?: string[];
}

export function finalizeChangeset(cs: Changeset, input: FinalizeInput): Finalized {
  const refs = (input.sources ?? [input.merge]).map(sourceRef);
  const files: FileWrite[] = [];
  const before: Record<string, string | null> = {};
  const lines = new Map<string, Change['lines']>();
  const created: string[] = [];
  const updated: string[] = [];
  const confirmed: string[] = [];
  const write = (path: string, content: string, old: string | null, action?: Change['action']) => {
    files.push({ path, content, action: action ?? (old === null ? 'create' : 'update') });
    before[path] = old;
  };
  for (const { page, action, confirmed: onlyStamped } of cs.entries()) {
    const missing = onlyStamped ? [] : refs.filter((ref) => !page.sources.includes(ref));
    const withSource =
      missing.length === 0 ? page : updatePage(page, { sources: [...page.sources, ...missing] });
    cs.put(withSource);
    const original = cs.original(page.slug);
    const old = original?.raw ?? null;
    const path = `${input.wikiPath}/${page.file}`;
    write(path, serializePage(withSource), old, action);
    lines.set(path, lineCounts(original?.body ?? null, withSource.body));
    (onlyStamped ? confirmed : action === 'create' ? created : updated).push(page.slug);
  }
  const index = renderIndex(buildMap(cs.pages(), input.caps));
  if (index !== input.existing.index)
    write(`${input.wikiPath}/${input.mapFile ?? 'index.md'}`, index, input.existing.index);
  if (input.log !== false)
    write(
      `${input.wikiPath}/log.md`,
      logText(input, { created, updated, confirmed }),
      input.existing.log,
    );
  return {
    files,
    before,
    changes: files.map((x) => ({
      path: x.path,
      action: x.action,
      ...(lines.has(x.path) ? { lines: lines.get(x.path)! } : {}),
    })),
    created,
    updated,
    // An init batch (no log entry) reports no confirmed list: its run logs once when it ends.
    ...(input.log === false ? {} : { confirmed }),
  };
}

/** log.md with the skips since the last logged merge, then this run's entry, appended. */
function logText(
  input: FinalizeInput,
  pages: { created: string[]; updated: string[]; confirmed: string[] },
): string {
  const skips = input.skipped?.length ? skipEntry(input.date, input.skipped) : null;
  const entry = logEntry({
    date: input.date,
    merge: input.merge,
    ...(input.sources ? { sources: input.sources } : {}),
    created: pages.created,
    updated: pages.updated,
    ...(pages.confirmed.length ? { confirmed: pages.confirmed } : {}),
    summary: input.summary,
    ...(input.partial ? { partial: true } : {}),
    usage: input.usage,
    cost_usd: input.cost_usd,
  });
  return appendLog(skips ? appendLog(input.existing.log, skips) : input.existing.log, entry);
}
