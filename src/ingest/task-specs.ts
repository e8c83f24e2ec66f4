// One spec per Tier 3 task kind: what its run says first, shows of the wiki, lets the tools do,
// stamps on the pages written, logs, and how its commit and pull request are worded. The agent
// asks here instead of branching on the kind.
import {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated,
} from './archive-task.js';
import { initFirstMessage, initMerge, readOnlyWiki, stampCovers } from './init-task.js';
import { FRAMINGS } from './framing.js';
import { proposeHistorical } from '../wiki/historical.js';
import { lintFixFirstMessage, lintFixMerge } from './lint-fix-task.js';
import { mergeFirstMessage } from './merge-task.js';
import type { MergeInfo } from '../types.js';
import type { Wiki } from '../wiki/types.js';
import type { Publishes, Task, TaskKind, TaskSpec } from './task.js';

type Specs = { [K in TaskKind]: TaskSpec<Extract<Task, { kind: K }>> };

const INGEST = { kind: 'ingest' } as const;

/** A merge's answers, where a kind says nothing else: the whole wiki, every tool, stamped covers. */
const AS_A_MERGE = {
  redactFirst: false,
  seenWiki: (wiki: Wiki) => wiki,
  tools: () => ({}),
  covers: true,
  search: true,
  needsPages: false,
  wording: () => INGEST,
  publishes: 'as-configured',
} as const;

const SPECS: Specs = {
  merge: {
    ...AS_A_MERGE,
    firstMessage: (_task, scene) => mergeFirstMessage(scene),
    log: true,
    framing: FRAMINGS.merge,
  },
  // The pages that exist are read-only (init never changes a page a person wrote); each new page
  // covers the planned files the agent read (and is marked historical when it is release notes or
  // a migration guide); the run logs once, when it ends (init-close).
  'init-batch': {
    merge: (task) => initMerge(task.init),
    firstMessage: (task) => ({ text: initFirstMessage(task.init), warnings: [] }),
    redactFirst: false,
    seenWiki: (wiki) => readOnlyWiki(wiki),
    // Any page of the plan counts as known (the link pass completes what is missing), and a
    // cover refused at write time is left out of the page, not the page refused: the plan named
    // the covers, and a page refused for one would stop every run of the plan the same way.
    tools: (task) => ({
      planned: new Set([...task.init.later, ...task.init.pages.map((p) => p.slug)]),
      dropRefusedCovers: true,
    }),
    covers: true,
    search: true,
    stamp: (page, action, task, read) =>
      action === 'create' ? proposeHistorical(stampCovers(page, task.init, read)) : page,
    log: false,
    needsPages: true,
    wording: () => INGEST,
    framing: FRAMINGS['init-batch'],
    publishes: 'as-configured',
  },
  // Only the target page is writable, its related lists the cited pages, and no entry is logged
  // (one on the archive's pull request would conflict with every merge logged on main; Tier 1
  // logs its merge instead). Its pull request is its own, titled with the topic; an archive that
  // wrote no page proposes nothing (no empty commit, no pull request).
  archive: {
    merge: (task) => archiveMerge(task.archive),
    firstMessage: (task, scene) => ({
      text: archiveFirstMessage(task.archive, scene.wiki, scene.config.pageTypes),
      warnings: [],
    }),
    // It quotes a reader's thread and pages: redacted like a merge's text.
    redactFirst: true,
    seenWiki: (wiki, task) => archiveWiki(wiki, task.archive.target),
    tools: () => ({ archive: true }),
    covers: false,
    search: true,
    stamp: (page, _action, task) => withCitedRelated(page, task.archive),
    log: false,
    needsPages: true,
    wording: (task) => ({ kind: 'archive', answerUrl: task.archive.url }),
    framing: FRAMINGS.archive,
    publishes: 'own-pull-request',
  },
  // The rolling pull request's description says what the run did and spent: no log entry.
  'lint-fix': {
    ...AS_A_MERGE,
    merge: (task) => lintFixMerge(task.lintFix),
    firstMessage: (task, scene) => {
      const said = lintFixFirstMessage(task.lintFix, scene.config.ingestDiffChars);
      return {
        ...said,
        // The stale pages it names: those it neither updates nor confirms are left stale.
        covering: task.lintFix.stale.flatMap((s) =>
          s.files.map((f) => ({ slug: s.slug, path: f.path })),
        ),
      };
    },
    search: false,
    log: false,
    framing: FRAMINGS['lint-fix'],
    // Never a direct commit: the repairs wait for review on the rolling pull request.
    publishes: 'for-review',
  },
};

/** The spec of a task's kind. */
export const specOf = <T extends Task>(task: T): TaskSpec<T> =>
  SPECS[task.kind] as unknown as TaskSpec<T>;

/** Where a kind's run publishes: known before its task is built, since the publisher is. */
export const publishesOf = (kind: TaskKind): Publishes => SPECS[kind].publishes;

/** The merge-shaped value naming a task that is not the merges (log.md, the pages' sources, the commit). */
export function taskMerge(task: Exclude<Task, { kind: 'merge' }>): MergeInfo {
  const merge = specOf(task).merge;
  if (!merge) throw new Error(`A ${task.kind} task names no merge-shaped value.`);
  return merge(task);
}

/** A merge's run: the task when none is named. */
export const MERGE_TASK: Task = { kind: 'merge' };
