// The context a merge is read in (repository, GitHub client, the edge's predicate), shared by the
// push and pull_request sources.
import type { GitHub } from '../github/client.js';
import type { MergeInfo } from '../types.js';

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
