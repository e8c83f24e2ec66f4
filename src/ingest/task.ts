// What a Tier 3 run is for, as one type: the merges (the usual run), one batch of
// `wiki-ingest init`, an archived /wiki answer (`/wiki save`) or the scheduled repair of stale
// pages (lint-fix). Every kind runs the same agent, tools, validation and secret checks; what
// differs is its spec (task-specs.ts), the one place the agent and the publisher ask.
import type { IngestConfig } from '../config.js';
import type { GeneratedFiles } from '../paths/generated.js';
import type { ShownChange } from '../tools/source-record.js';
import type { ToolContext } from '../tools/toolset.js';
import type { MergeInfo, PublishWording } from '../types.js';
import type { PromptMap } from '../wiki/map-view.js';
import type { Page, Wiki } from '../wiki/types.js';
import type { ArchiveTask } from './archive-task.js';
import type { InitSlice } from './init-task.js';
import type { LintFixTask } from './lint-fix-task.js';
import type { Framing } from './framing.js';
import type { Covering } from './left-stale.js';
import type { SkippedMerge } from '../log/entry.js';

export type Task =
  | { kind: 'merge' }
  | { kind: 'init-batch'; init: InitSlice }
  | { kind: 'archive'; archive: ArchiveTask }
  | { kind: 'lint-fix'; lintFix: LintFixTask };

export type TaskKind = Task['kind'];

/** What the agent knows when it writes a task's first message. */
export interface TaskScene {
  config: IngestConfig;
  /** The wiki as read (not as the task shows it). */
  wiki: Wiki;
  merge: MergeInfo;
  sources?: MergeInfo[];
  skipped?: SkippedMerge[];
  likelyType: string | null;
  isSecretPath: (path: string) => boolean;
  view: PromptMap;
  generated: GeneratedFiles;
}

/** The first user message, what it warned of, and how it showed each file's change. */
export interface FirstMessage {
  text: string;
  warnings: string[];
  /** The diffs it showed (whole, cut or not at all): the tools' evidence for covers. */
  shown?: ShownChange[];
  /**
   * The pages it asks the agent to check, each with the changed file it covers: those the run
   * closes neither by an update nor by confirm_page are reported as left stale.
   */
  covering?: Covering[];
}

/** One kind's differences from a merge's run. */
export interface TaskSpec<T extends Task = Task> {
  /** The merge-shaped value the log, the pages' sources and the commit name the run by. */
  merge?: (task: T) => MergeInfo;
  /** The first user message. */
  firstMessage: (task: T, scene: TaskScene) => FirstMessage;
  /** The first message quotes a reader's words: redacted like the wiki's text. */
  redactFirst: boolean;
  /** The wiki the agent may change: the pages it may not are locked. */
  seenWiki: (wiki: Wiki, task: T) => Wiki;
  /** What the task adds to the tools: an archive's finish, the plan's pages an init may link. */
  tools: (task: T) => Pick<ToolContext, 'archive' | 'planned' | 'dropRefusedCovers'>;
  /** The run gives the tools the blobs to stamp covers with (an archive's page covers no file). */
  covers: boolean;
  /** The run gives find_source the repository to search (lint-fix reads the files named to it). */
  search: boolean;
  /** What is stamped on each page written once the loop is done (`read`: files read whole). */
  stamp?: (page: Page, action: 'create' | 'update', task: T, read: ReadonlySet<string>) => Page;
  /** log.md gets the run's entry (an init logs once at its end; an archive or lint-fix never). */
  log: boolean;
  /** A run that wrote no page publishes nothing at all (not even the map). */
  needsPages: boolean;
  /** How the commit and the pull request word the run. */
  wording: (task: T) => PublishWording;
  /** What the system prompt and finish tell the model the task is (src/ingest/framing.ts). */
  framing: Framing;
  /** Where its run publishes, whatever publish-mode says (src/publish/mode.ts applies it). */
  publishes: Publishes;
}

/**
 * Where a kind's run publishes: as publish-mode says (a merge, an init batch), for review on the
 * rolling pull request (never a direct commit; a dry run stays one), or on a pull request of its
 * own, one branch per task (an archived answer, so a second save finds it).
 */
export type Publishes = 'as-configured' | 'for-review' | 'own-pull-request';
