// The GitHub side of MergeInfo: types shared by the push and pull_request sources.
import type { getOctokit } from '@actions/github';
import type { Config } from '../config.js';
import type { FileChange } from '../types.js';

export type Octokit = ReturnType<typeof getOctokit>;

export interface EventContext {
  config: Config;
  owner: string;
  repo: string;
  /** e.g. https://github.com, for commit links. */
  serverUrl: string;
  /** Created on first use only: a skip the payload decides never builds a client. */
  octokit: () => Promise<Octokit>;
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
