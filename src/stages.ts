// The contract between the pipeline and its stages: each stage takes plain values and returns a
// plain result; only the pipeline folds results into the Report. Types only, so the pipeline and
// every stage can import it without importing each other.
import type { Config } from './config.js';
import type { Finalized } from './ingest/finalize.js';
import type { SkippedMerge } from './ingest/log-entry.js';
import type { SourceReader } from './tools/source-reader.js';
import type { MessagesClient } from './llm/messages.js';
import type { SecretRegistry } from './security/secrets.js';
import type {
  ClassifiedFile,
  IterationRecord,
  MergeInfo,
  Report,
  Tier2Decision,
  Tier3Result,
  Usage,
} from './types.js';
import type { WikiSnapshot, WikiTree } from './wiki/types.js';

export type { WikiSnapshot } from './wiki/types.js';

export type { Tier1Result } from './tiers/prefilter.js';

export interface TriageInput {
  merge: MergeInfo;
  config: Config;
  client: MessagesClient;
  /** Tier 1's class of each file, keyed by the path as the merge spells it. */
  fileClasses: Map<string, ClassifiedFile['class']>;
}

export interface TriageResult {
  decision: Tier2Decision;
  warnings: string[];
}

export interface IngestInput {
  merge: MergeInfo;
  /** Every merge this Tier 3 run covers, oldest first, when it coalesces several. */
  sources?: MergeInfo[];
  /** Merges decided as skips since the last logged one, written to log.md with this commit. */
  skipped?: SkippedMerge[];
  config: Config;
  client: MessagesClient;
  snapshot: WikiSnapshot;
  readSource: SourceReader;
  likelyType: string | null;
  /** Usage and cost of the earlier tiers, so log.md states the run's totals. */
  earlier: { usage: Usage; cost_usd: number | null };
  /** The clock for the log entry's date; it never enters the prompt. */
  clock: () => Date;
}

export interface IngestResult {
  result: Tier3Result;
  telemetry: IterationRecord[];
  warnings: string[];
  /** Present only when the agent finished within its budgets: the files to publish. */
  output?: Finalized & { summary: string };
}

/** What a publisher reports: where the files went, and the diffs of a dry run. */
export type Published = Pick<Report, 'publish' | 'diffs'>;

/** A failure's `published` says what exists even so (a commit whose pull request failed). */
export type PublishResult =
  | { ok: true; changes: Finalized['changes']; published: Published }
  | { ok: false; reason: string; changes?: Finalized['changes']; published?: Published };

/**
 * Where Tier 3 reads and publishes, as the edge provides it: the action's GitHub repository or
 * the CLI's working tree.
 */
export interface Workspace {
  loadWiki: () => Promise<WikiSnapshot>;
  readSource: (merge: MergeInfo) => SourceReader;
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
}

/** The default branch's history, for catching up with merges no run has logged yet. */
export interface MergeHistory {
  /** The branch head (schedule and workflow_dispatch runs start from it). */
  head: () => Promise<string>;
  /** First-parent commits from `from` (inclusive) back to the first one `isLogged` accepts. */
  since: (query: {
    from: string;
    isLogged: (sha: string) => boolean;
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
  /** Stop after this tier even if it continues (tests, and a Tier-1-only run). */
  lastTier?: 1 | 2 | 3;
}
