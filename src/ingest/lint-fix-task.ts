// Tier 3 with another task than a merge: the scheduled repair of stale pages (`mode: lint` with
// `lint-fix: true`). The same agent, tools, validation and secret checks as every ingest; what
// differs is said here: the merge-shaped value that names the run, and the first message — the
// pages whose covered files changed since they were checked, each with those files, and the change
// of each since the page's stamp as a diff (stale-changes.ts), fenced as data — asking for each
// page to be checked against the change, then corrected where it is wrong (replace_text for a
// changed fact) or confirmed where it is right. No page is created; nothing is logged in log.md
// (the rolling pull request's description says what the run did and spent).
import { emptyUsage } from '../llm/usage.js';
import { untrusted } from '../security/fence.js';
import { Changeset } from '../tools/changeset.js';
import type { MergeInfo } from '../types.js';
import type { Caps, WikiSnapshot } from '../wiki/types.js';
import { finalizeChangeset, type Finalized, type PageRepair } from './finalize.js';
import type { ShownChange } from '../tools/source-record.js';
import { staleChanges, type StaleFile } from './stale-changes.js';

/** What the Tier 3 part of a lint-fix run is given. */
export interface LintFixTask {
  /** The default branch's head: read_source and the covers' stamps are taken there. */
  head: string;
  /** The stale pages, by slug, each with its changed files. */
  stale: { slug: string; files: StaleFile[] }[];
  /** The free repairs made with the same commit, one line each, for the prompt's context. */
  fixes: string[];
  /** Names the listed pages give that HEAD no longer holds (lint's dead-reference findings). */
  deadReferences?: TaskDeadReference[];
}

/** A dead reference as the agent is told it. */
export interface TaskDeadReference {
  slug: string;
  /** The name as the page writes it in backticks. */
  written: string;
  /** The commit that removed it, when history shows it. */
  removed?: string;
  /** A renamed path's path at HEAD. */
  renamed?: string;
}

/**
 * The dead references of the listed pages, fenced as data: each name the page gives that the
 * repository no longer holds, with the commit that removed it or the path it was renamed to.
 */
export function deadReferenceLines(task: LintFixTask): string[] {
  const dead = task.deadReferences ?? [];
  if (dead.length === 0) return [];
  const lines = dead.map(
    (d) =>
      `- ${d.slug}: \`${d.written.replace(/`/g, '')}\`${d.renamed ? ` was renamed to ${d.renamed}` : ' is gone'}${d.removed ? ` (${d.removed.slice(0, 12)})` : ''}`,
  );
  return [
    '',
    'Names these pages give in backticks that the repository held when each page was last written and no longer holds (found free, from git history). Check what each sentence says against the repository now (read_source) and correct it; never guess a replacement the repository does not show:',
    untrusted('dead-references', lines.join('\n')),
  ];
}

/**
 * The merge-shaped value the pull request, the commit message and the report name the run by (its
 * title counts the free repairs too).
 */
export function lintFixMerge(task: LintFixTask): MergeInfo {
  const n = task.stale.length;
  const f = task.fixes.length;
  return {
    title: `lint --fix: ${n} stale page${n === 1 ? '' : 's'}${f ? `, ${f} free repair${f === 1 ? '' : 's'}` : ''}`,
    sha: task.head,
    files: task.stale.flatMap((s) =>
      s.files.map((f) => ({ path: f.path, status: 'modified', additions: 0, deletions: 0 })),
    ),
  };
}

/**
 * The first message: the task, then each stale page with the files it covers that changed, then
 * the change of each since the page's stamp, within `diffChars` (ingest-diff-chars).
 */
export function lintFixFirstMessage(
  task: LintFixTask,
  diffChars: number,
): { text: string; warnings: string[]; shown: ShownChange[] } {
  const lines = task.stale.flatMap((s) => [`- ${s.slug}`, ...s.files.map((f) => `  - ${f.path}`)]);
  const changes = staleChanges(task.stale, diffChars);
  const text = [
    "This run is the wiki's scheduled repair, not a merge. The pages below cover repository files that changed since each page was last checked against them, so they may no longer be true. After them comes each file's change since the page was checked: the diff from the version the page was checked against to the file as it is now.",
    'For each page: read it (read_pages or read_section) and compare it with the change.',
    '- Where the page states something the change made untrue, correct that fact with replace_text on the sentence that states it, and keep every other word a person wrote; rewrite a section with update_page only when most of it became untrue.',
    '- Where the page is still right, call confirm_page so it stops reading as stale.',
    'A diff shown whole below is the whole change since the page was checked: enough to confirm the page or re-stamp its covers. Where a diff is cut or missing, read the file whole with read_source first (a long file comes in parts); confirm_page refuses a partial view and names what to read next.',
    'The pages are listed oldest check first: take them in that order, so a budget that runs out leaves the most recently checked ones for the next run.',
    'Do not create pages. Pages not listed here are not part of this run. When every listed page is updated or confirmed (or you run out of budget), call finish with a one-line summary.',
    ...(task.fixes.length
      ? [
          '',
          'Repairs already made for free in the same commit (for context):',
          ...task.fixes.map((f) => `- ${f}`),
        ]
      : []),
    '',
    'The stale pages and their changed files:',
    untrusted('stale-pages', lines.join('\n')),
    '',
    'The changes since each page was checked:',
    ...changes.lines,
    ...deadReferenceLines(task),
  ].join('\n');
  return {
    text,
    warnings: changes.warning ? [changes.warning] : [],
    shown: changes.shown,
  };
}

/**
 * The commit of a lint-fix run with no stale page (or none Tier 3 may take): the free repairs and
 * the map, no log entry; null when nothing changes.
 */
export function repairOnlyOutput(
  snapshot: WikiSnapshot,
  where: { wikiPath: string; mapFile: string; caps: Caps },
  task: { merge: MergeInfo; repair: PageRepair; summary: string; date: Date },
): (Finalized & { summary: string }) | null {
  const out = finalizeChangeset(new Changeset(snapshot.wiki), {
    ...where,
    merge: task.merge,
    log: false,
    summary: task.summary,
    date: task.date,
    usage: emptyUsage(),
    cost_usd: 0,
    existing: snapshot.existing,
    repair: task.repair,
  });
  return out.files.length ? { ...out, summary: task.summary } : null;
}
