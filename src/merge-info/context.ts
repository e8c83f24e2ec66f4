// The context a merge is read in (repository, GitHub client, the edge's predicate), shared by the
// push and pull_request sources.
import type { GitHub } from '../github/client.js';
import type { FileChange, MergeInfo } from '../types.js';

export interface EventContext {
  /**
   * Whether a merge read so far (message, author and, when `pathsKnown`, every path but no line
   * counts) still needs its file list from the API to be decided. The edge answers it with Tier 1;
   * this folder imports no tier.
   */
  needsFileList: (merge: MergeInfo, pathsKnown: boolean) => boolean;
  owner: string;
  repo: string;
  /** e.g. https://github.com, for commit links. */
  serverUrl: string;
  /** The branch merges land on (a dispatched sha must be on it), when the edge knows it. */
  defaultBranch?: string;
  /** Created on first use only: a skip the payload decides never builds a client. */
  github: () => Promise<GitHub>;
  /** Notes for the summary (e.g. a truncated file list). */
  warnings: string[];
  /** The workflow's checkout, when there is one: file lists and diffs from git, not the API. */
  checkout?: CheckoutFiles;
}

/** A merge's files as the workflow's checkout holds them (src/workspace/checkout.ts). */
export interface CheckoutFiles {
  /**
   * The files `head` changes against `base` (its first parent when absent), with line counts,
   * renames and patches; null when the checkout lacks either commit (a shallow clone).
   */
  files: (head: string, base?: string) => Promise<FileChange[] | null>;
  /** No GitHub API call at all (a dry run's preview): no pull request is looked up behind a push. */
  only: boolean;
}

/** An event that is not a merge to ingest (a PR closed without merging, a deleted branch). */
export interface NoOp {
  noop: true;
  reason: string;
}

/** A lazily created value, made at most once. */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}
