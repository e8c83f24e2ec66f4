// Turns a finished changeset into files: every changed page (its `sources` gaining this merge),
// index.md regenerated from the new map, and one entry appended to log.md.
import { buildMap, renderIndex } from '../wiki/map.js';
import { serializePage, updatePage } from '../wiki/page.js';
import type { Caps } from '../wiki/types.js';
import type { FileWrite } from '../publish/types.js';
import type { Change, MergeInfo, Usage } from '../types.js';
import type { Changeset } from './changeset.js';
import { appendLog, logEntry, sourceRef } from './log-entry.js';

export interface FinalizeInput {
  wikiPath: string;
  caps: Caps;
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr' | 'url'>;
  summary: string;
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
}

export function finalizeChangeset(cs: Changeset, input: FinalizeInput): Finalized {
  const ref = sourceRef(input.merge);
  const files: FileWrite[] = [];
  const before: Record<string, string | null> = {};
  const created: string[] = [];
  const updated: string[] = [];
  for (const { page, action } of cs.entries()) {
    const withSource = page.sources.includes(ref)
      ? page
      : updatePage(page, { sources: [...page.sources, ref] });
    cs.put(withSource);
    const path = `${input.wikiPath}/${page.file}`;
    files.push({ path, content: serializePage(withSource), action });
    before[path] = cs.original(page.slug)?.raw ?? null;
    (action === 'create' ? created : updated).push(page.slug);
  }
  const index = renderIndex(buildMap(cs.pages(), input.caps));
  const indexPath = `${input.wikiPath}/index.md`;
  if (index !== input.existing.index) {
    files.push({
      path: indexPath,
      content: index,
      action: input.existing.index === null ? 'create' : 'update',
    });
    before[indexPath] = input.existing.index;
  }
  const logPath = `${input.wikiPath}/log.md`;
  const entry = logEntry({
    date: input.date,
    merge: input.merge,
    created,
    updated,
    summary: input.summary,
    usage: input.usage,
    cost_usd: input.cost_usd,
  });
  files.push({
    path: logPath,
    content: appendLog(input.existing.log, entry),
    action: input.existing.log === null ? 'create' : 'update',
  });
  before[logPath] = input.existing.log;
  return {
    files,
    before,
    changes: files.map((x) => ({ path: x.path, action: x.action })),
    created,
    updated,
  };
}
