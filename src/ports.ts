// The pipeline's ports, the contract between it and what it composes: the workspace and history
// the edge provides, what publishing returns, and the deps a run gets. Each stage declares its own
// input and result beside it (triage/stage.ts, ingest/stage.ts), imported from there. Types only.
import type { GeneratedFiles } from './paths/generated.js';
import type { LedgerIO } from './ledger/store.js';
import type { Finalized } from './ingest/finalize.js';
import type { IngestInput, IngestResult } from './ingest/stage.js';
import type { MessagesClient } from './llm/messages.js';
import type { SecretRegistry } from './security/secrets.js';
import type { BlobLookup, SourceReader } from './tools/source-reader.js';
import type { SourceIndex } from './tools/find-source.js';
import type { TriageInput, TriageResult } from './triage/stage.js';
import type { MergeInfo, Report } from './types.js';
import type { WikiSnapshot, WikiTree } from './wiki/types.js';
import type { CoversIndex } from './wiki/covers-index.js';

/** What a publisher reports: where the files went, and the diffs of a dry run. */
export type Published = Pick<Report, 'publish' | 'diffs'>;

/** A failure's `published` says what exists even so (a commit whose pull request failed). */
export type PublishResult =
  | { ok: true; changes: Finalized['changes']; published: Published }
  | { ok: false; reason: string; changes?: Finalized['changes']; published?: Published };

/** One file of a commit's tree, as agents-md reads it. */
export interface CommitFile {
  mode: string;
  sha: string;
  /** The blob's bytes as stored: an edit in place splices them, never a decoded copy. */
  bytes: Uint8Array;
  /** A folder on the path is no folder (a link, a file) at this path: `mode` and `sha` are its. */
  through?: string;
}

/**
 * Where Tier 3 reads and publishes, as the edge provides it: the action's GitHub repository or
 * the CLI's working tree.
 */
export interface Workspace {
  loadWiki: () => Promise<WikiSnapshot>;
  readSource: (merge: MergeInfo) => SourceReader;
  /** The blob each path holds at the merged commit: what the covers of pages written are stamped with. */
  blobAt?: (merge: MergeInfo) => BlobLookup;
  /**
   * A repository file at `commit` (the snapshot's base) outside the wiki: its mode, blob and bytes;
   * null when the commit holds none. What agents-md reads; a workspace without it cannot keep one.
   */
  fileAt?: (commit: string, path: string) => Promise<CommitFile | null>;
  /** The repository's files at the merged commit, listed and searched by find_source. */
  sourceIndex?: (merge: MergeInfo) => SourceIndex;
  /**
   * A blob's text by its id, null when it cannot be read: a stale cover's stamped version, which
   * lint-fix diffs against the file as it is now.
   */
  blobText?: (sha: string) => Promise<string | null>;
  /**
   * Which files are generated at the merged commit, with every .gitattributes of its tree (root and
   * nested: one listing, one batch read), where that is free (git); absent where it would cost
   * requests (the API workspace): the root's alone is read there, through readSource.
   */
  generatedFiles?: (merge: MergeInfo, ignorePaths: readonly string[]) => Promise<GeneratedFiles>;
  /** Writes the files (or shows them, for a dry run), with the snapshot's `base`. */
  publish: (out: Finalized, merge: MergeInfo, base?: WikiTree) => Promise<Published>;
  /**
   * Why publishing would certainly be refused (e.g. a protected branch for publish-mode commit),
   * asked before any LLM call so nothing is paid for a run that cannot land; null when it may.
   */
  publishRefusal?: () => Promise<string | null>;
}

/** The merges after the watermark, as the edge reads them (the action: the GitHub API). */
export interface PendingMerges {
  /** Oldest first, at most `max`: the newest ones. */
  merges: MergeInfo[];
  /** Merges after the watermark but older than those `max` let in: reported, not decided. */
  older: number;
  /** false when the watermark was not found within the commits read (more may be pending). */
  complete: boolean;
  /** The decided commit the walk stopped at (the watermark), when it found one. */
  watermark?: string;
}

/** The default branch's history, for catching up with merges no run has logged yet. */
export interface MergeHistory {
  /** The branch head (schedule and workflow_dispatch runs start from it). */
  head: () => Promise<string>;
  /**
   * First-parent commits from `from` (inclusive) back to the first one `isLogged` accepts,
   * leaving out the wiki commits `isOurs` recognises (a commit merely carrying the trailer is kept:
   * Tier 1 tells a wiki-only one from one whose message forged it).
   */
  since: (query: {
    from: string;
    isLogged: (sha: string) => boolean;
    isOurs?: (sha: string) => boolean;
    max: number;
  }) => Promise<PendingMerges>;
}

export type TriageStage = (input: TriageInput) => Promise<TriageResult>;
export type IngestStage = (input: IngestInput) => Promise<IngestResult>;

/** Everything the pipeline gets from its edge; every field is typed, none is required for Tier 1. */
export interface PipelineDeps {
  /** The Messages client for Tiers 2–3; built from the config (and `env`) when absent. */
  anthropic?: MessagesClient;
  /** The workspace, or a factory the pipeline calls only once Tier 1 continues. */
  repo?: Workspace | (() => Promise<Workspace>);
  clock?: () => Date;
  /** Environment the Anthropic client reads (ANTHROPIC_BASE_URL). */
  env?: NodeJS.ProcessEnv;
  /** Replaces the lazily loaded stages (tests). */
  stages?: { triage?: TriageStage; ingest?: IngestStage };
  /**
   * The branch history: with it, a run also decides every merge since the one log.md names last
   * and ingests those that continue in one Tier 3 run. Without it (the CLI), one merge.
   */
  history?: MergeHistory;
  /** Known secret values, scrubbed from what is published (the edge registers them). */
  secrets?: SecretRegistry;
  /**
   * The merge was named by hand (workflow_dispatch input `sha`): it is ingested again even if
   * log.md names it, Tier 1's skip and Tier 2 do not stop it, and no other merge is caught up.
   */
  reingest?: boolean;
  /**
   * The ledger (the action): what has been decided and spent, which catch-up and the daily cap
   * go by. Without it (the CLI) nothing is read or recorded, and max-daily-cost-usd has nothing
   * to sum.
   */
  ledger?: LedgerIO;
  /** Names this run's records in the ledger (the action: the workflow run and attempt). */
  runId?: string;
  /**
   * A run started by hand (workflow_dispatch): merges a budget stopped more than once are
   * retried all the same.
   */
  force?: boolean;
  /** Stop after this tier even if it continues (tests, and a Tier-1-only run). */
  lastTier?: 1 | 2 | 3;
  /**
   * covered-changes: the covers index for the run's own merge, asked only when Tier 1 would skip
   * it by trivial-type or small-diff (the action: the map file's index in one GitHub API call,
   * and the merge's file list in one more when the payload alone named its files; the CLI: the
   * pages). Absent: a skip is not checked against the pages' covers.
   */
  covers?: (merge: MergeInfo) => Promise<CoversRead>;
  /**
   * Skips are written at once: a skip entry in log.md (and the covers the merge's renames and
   * deletions move) with no Tier 3 behind it. The CLI, which keeps no ledger to catch up from.
   */
  writeSkips?: boolean;
}

/** What the edge read for covered-changes. */
export interface CoversRead {
  /** null: there is no index to read (`missing` says why); the skip stands unchecked. */
  index: CoversIndex | null;
  missing?: string;
  /** The merge, with its whole file list (renames, line counts) when the edge had to read it. */
  merge: MergeInfo;
}
