// The plain values that flow one way through the pipeline, and the one table of publish modes
// (a value, kept here so the config, the Report and the publishers name modes from the ground).

/** Each mode, and who chooses it: the action's publish-mode input, or the CLI alone. */
export const PUBLISH_MODES = {
  commit: 'action',
  'pull-request': 'action',
  'dry-run': 'action',
  // `wiki-ingest run` without --dry-run: the files land uncommitted in the local checkout.
  'working-tree': 'cli',
} as const;

export type PublishMode = keyof typeof PUBLISH_MODES;

/** A mode the action's publish-mode input accepts. */
export type ActionPublishMode = {
  [M in PublishMode]: (typeof PUBLISH_MODES)[M] extends 'action' ? M : never;
}[PublishMode];

/** The publish-mode input's values, in the order the table above names them. */
export const ACTION_PUBLISH_MODES: readonly ActionPublishMode[] = (
  Object.keys(PUBLISH_MODES) as PublishMode[]
).filter((m): m is ActionPublishMode => PUBLISH_MODES[m] === 'action');

/** One file of a commit's tree: the repository shape `init` plans from. */
export interface RepoFile {
  /** Repository-relative, `/`-separated. */
  path: string;
  /** The blob's object id. */
  blob: string;
  /** Bytes. */
  size: number;
}

/** A file a run writes: its final content, nothing else (what every publisher receives). */
export interface FileWrite {
  /** Repository-relative path, `/`-separated. */
  path: string;
  content: string;
  action: 'create' | 'update';
}

export type FileStatus =
  'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface FileChange {
  path: string;
  status: FileStatus | string;
  additions: number;
  deletions: number;
  /** Unified diff of this file, when known (absent for binary or truncated files). */
  patch?: string;
  previous_path?: string;
  /**
   * Which rule made the file generated (src/paths/generated.ts), e.g. `.gitattributes "dist/**
   * linguist-generated"`: its patch is dropped, it is listed by name and line counts only.
   */
  generated?: string;
  /**
   * A `.gitattributes` whose change makes covered files generated: the rules, the files and the
   * pages covering them, in sentences (src/paths/attribute-changes.ts), said beside its diff.
   */
  hides?: string;
}

export interface MergeInfo {
  sha?: string;
  title: string;
  body?: string;
  author?: string;
  /** Every commit message in the push, oldest first. */
  commits?: string[];
  files: FileChange[];
  /** Pull request number and URL, when the merge came from one. */
  pr?: number;
  url?: string;
  /** The commit the merge was diffed against. */
  base_sha?: string;
}

/**
 * How a wiki commit and its pull request speak of the run, as its Tier 3 task's spec says
 * (src/ingest/task-specs.ts): `ingest` names the merge-shaped value's source and title, on the
 * rolling pull request; `archive` files a /wiki answer (its comment's URL, which the commit's
 * archive trailer names) on a pull request of its own, titled with the topic.
 */
export type PublishWording = { kind: 'ingest' } | { kind: 'archive'; answerUrl: string };

export type RuleId =
  | 'skip-marker'
  | 'self-commit'
  | 'archive'
  | 'skip-author'
  | 'no-changes'
  | 'out-of-scope'
  | 'wiki-only'
  | 'ignored-only'
  | 'trivial-type'
  | 'small-diff';

/** How Tier 1 saw one changed file: not counted, the wiki's own, counted, or counted and rich. */
export type FileClass = 'out-of-scope' | 'ignored' | 'wiki-only' | 'remaining' | 'rich';

export interface ClassifiedFile {
  path: string;
  class: FileClass;
  /** The glob that put the file in its class (none for `remaining`). */
  pattern?: string;
  /** Which rule made the file generated (never shown to a model), when one did. */
  generated?: string;
}

export interface Tier1Decision {
  tier: 1;
  decision: 'skip' | 'continue';
  rule: RuleId | null;
  reason: string;
}

/** Token counts as the Messages API reports them; input_tokens is the uncached remainder. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation?: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

export interface Tier2Decision {
  tier: 2;
  decision: 'skip' | 'process';
  reason: string;
  likely_type: string | null;
  fallback: boolean;
  model: string;
  usage: Usage;
  cost_usd: number | null;
}

export interface Tier3Result {
  tier: 3;
  /** `process`: the agent finished; `failed`: an error or a budget stopped it and nothing was published. */
  decision: 'process' | 'failed';
  reason: string;
  model: string;
  iterations: number;
  usage: Usage;
  cost_usd: number | null;
}

/** One Tier 3 agent turn: tokens by kind, cache-read share, cost and the tools it called. */
export interface IterationRecord {
  iteration: number;
  stop_reason: string | null;
  usage: Usage;
  /** cache_read / (input + cache writes + cache reads). */
  cache_read_share: number;
  cost_usd: number | null;
  tool_calls: string[];
}

export type TierRecord = Tier1Decision | Tier2Decision | Tier3Result;

export interface WikiChange {
  /** Repository-relative path of a file the run writes. */
  path: string;
  action: 'create' | 'update';
  /**
   * A wiki page's body lines (front-matter aside): kept, changed, added and removed from the
   * version before the run; absent for index.md and log.md.
   */
  lines?: { kept: number; changed: number; added: number; removed: number };
  /** The page was only re-stamped (confirm_page): its covers lines are its only change. */
  confirmed?: true;
}

/**
 * What the ledger records of a merge's run: ingested, skipped, failed, or stopped by a budget with
 * nothing (`budget`) or the pages written so far (`partial`) published.
 */
export type MergeOutcome = 'process' | 'skip' | 'failed' | 'budget' | 'partial';

/** How a run decided one merge it caught up with (the Report's `merges`, one per merge). */
export interface MergeDecision {
  sha?: string;
  title: string;
  tier: 1 | 2 | 3;
  /**
   * `already-ingested`: the ledger records it as decided; `deferred`: max-daily-cost-usd was
   * reached, a later run decides it; `failed`: Tier 3 or publishing failed (or a budget stopped
   * it), a later run catches it up.
   */
  decision: 'skip' | 'process' | 'failed' | 'already-ingested' | 'deferred';
  rule: RuleId | null;
  reason: string;
}

/** How many secret-shaped strings were redacted from what the models saw, by rule. */
export interface Redactions {
  total: number;
  rules: Record<string, number>;
}

/**
 * What one run did and why: rendered as the job summary and the step outputs,
 * printed by `wiki-ingest run --json`. Built by the pipeline, shared by the action and the CLI.
 */
export interface Report {
  decision: {
    tier: 1 | 2 | 3;
    decision: 'skip' | 'process' | 'failed';
    rule: RuleId | null;
    reason: string;
  };
  tiers: TierRecord[];
  iterations: number;
  changes: WikiChange[];
  /** Totals over every LLM call of every tier. */
  usage: Usage;
  cost_usd: number | null;
  warnings: string[];
  /** The merge this run concerns, for links in the summary. */
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr' | 'url'>;
  /** Every changed file with its Tier 1 class, for the summary's folded file list. */
  files?: ClassifiedFile[];
  publish?: {
    mode: PublishMode;
    commit_sha?: string;
    /** Link to the published commit. */
    commit_url?: string;
    pull_request_url?: string;
    /** Prefix that turns a changed path into a link (e.g. `https://github.com/o/r/blob/<sha>/`). */
    files_url?: string;
  };
  /** Tier 3: one record per agent turn. */
  telemetry?: IterationRecord[];
  /** Dry run: the would-be changes as unified diffs, one per file. */
  diffs?: string[];
  /**
   * Every merge the run decided, oldest first, when it caught up with more than its own merge
   * (or ran for a schedule / workflow_dispatch event).
   */
  merges?: MergeDecision[];
  /** Secret-shaped strings replaced by `[redacted: <rule>]` before any prompt left the runner. */
  redactions?: Redactions;
  /**
   * Pages left stale: those a skipped merge made stale (covered-changes), each with the covered
   * file it changed and, in a catch-up, the merge's sha; and the covering pages Tier 3 neither
   * updated nor confirmed. Neither a skip nor the agent hides them.
   */
  stale?: StalePage[];
  /** Tier 3's refused tool calls, in order: what the agent tried and was not allowed. */
  refused?: ToolRefusal[];
  /** The agent's finish text: its own account, shown as its words, never as the reason. */
  agent_says?: string;
  /** A repair run (lint-fix, refresh): how fresh the wiki was at the head it read, before its edits. */
  freshness?: Freshness;
}

/** How fresh the wiki is at a commit (src/wiki/freshness.ts): lint, the pulse, the summaries. */
export interface Freshness {
  /** Pages covering at least one file. */
  covered_pages: number;
  /** Of those, pages whose every covered file is as stamped. */
  current_pages: number;
  /** current_pages / covered_pages (three decimals); null when no page covers a file. */
  share: number | null;
  /** Covered files changed since their page's stamp, counted per page. */
  stale_covers: number;
  /** Covered files the commit no longer holds, counted per page. */
  missing_covers: number;
}

/**
 * A page left stale: it covers a file a merge changed and still carries the stamp it had before
 * (a skipped merge's, or one Tier 3 neither updated nor confirmed).
 */
export interface StalePage {
  slug: string;
  path: string;
  sha?: string;
}

/** A tool call the agent made that was refused (an `is_error` result), and why. */
export interface ToolRefusal {
  tool: string;
  /** The page it named, when it named one. */
  slug?: string;
  /** The refusal as the tool said it, on one line (cut). */
  reason: string;
}
