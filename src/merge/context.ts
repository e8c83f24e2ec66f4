// The context a merge is read in (repository, GitHub client, the edge's predicate) and the REST
// API's file shape, shared by the push and pull_request sources.
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

/** A file as the REST API lists it (compare, commit and pull request files). */
export interface ApiFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string;
  previous_filename?: string;
}

export function fromApiFile(f: ApiFile): FileChange {
  const change: FileChange = {
    path: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
  };
  if (f.patch !== undefined) change.patch = f.patch;
  if (f.previous_filename) change.previous_path = f.previous_filename;
  return change;
}

/** A lazily created value, made at most once. */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}
