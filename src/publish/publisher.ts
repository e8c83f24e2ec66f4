// What every publisher is, whatever its mode: the files in, where they went out. The action's
// modes publish to a GitHub repository (GitHubTarget); the CLI's working tree names its own target.
import type { RestClient } from '../github/client.js';
import type { RepoRef } from '../github/repo.js';
import type { MergeInfo, PublishWording, Report, FileWrite } from '../types.js';
import type { WikiTree } from '../wiki/types.js';
import { commitMessage, countPages } from './commit-message.js';

/** The run's files, and each one's text before the run (null: new file) for dry-run diffs. */
export interface PublishFiles {
  files: FileWrite[];
  before: Record<string, string | null>;
  /** An archive: the answer's claims left out as unverified (its pull request lists them). */
  unverified?: string[];
  /** How the commit and the pull request word the run (its task's spec); absent: a merge's. */
  wording?: PublishWording;
}

/** Where the files went (the Report's `publish`), and a dry run's would-be diffs. */
export interface Publication {
  publish: NonNullable<Report['publish']>;
  diffs?: string[];
}

export interface Publisher {
  /**
   * The branch this mode commits onto when it exists (pull-request: the rolling branch). The wiki
   * is read from its head first, so a run builds on the updates still in review.
   */
  readonly buildsOn?: string;
  /**
   * Why publishing would certainly be refused (a protected branch for commit), asked before any
   * model call so nothing is paid for a run that cannot land; null when it may.
   */
  refusal?: () => Promise<string | null>;
  /**
   * Publishes the files (a dry run only shows them). With `base` (the commit the wiki was read
   * at), nothing is written over wiki changes made after it.
   */
  publish: (
    out: PublishFiles,
    merge: Pick<MergeInfo, 'sha' | 'title' | 'pr'>,
    base?: WikiTree,
  ) => Promise<Publication>;
}

/** Where the action publishes: a repository's branch, through the one GitHub client. */
export interface GitHubTarget extends RepoRef {
  /** The client, built on first use: a dry run never builds one. */
  github: () => Promise<RestClient>;
  /** The branch wiki commits go to (the repository's default branch). */
  branch: string;
  /** The rolling pull request's branch (publish-mode pull-request). */
  prBranch: string;
  /** Repository-relative wiki folder, no trailing slash. */
  wikiPath: string;
  /** `https://github.com/o/r`, for links in what a failed publish reports. */
  repoUrl?: string;
  /** Injected so tests need not wait on a retry's backoff. */
  sleep?: (ms: number) => Promise<void>;
}

/** What a commit onto a GitHub branch takes from the target and the run, whatever the mode. */
export function commitOf(
  target: GitHubTarget,
  out: PublishFiles,
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr'>,
  base?: WikiTree,
) {
  return {
    message: commitMessage(merge, countPages(out.files, target.wikiPath), out.wording),
    files: out.files,
    ...(base ? { wikiBase: { ...base, wikiPath: target.wikiPath } } : {}),
    ...(target.repoUrl ? { repoUrl: target.repoUrl } : {}),
    ...(target.sleep ? { sleep: target.sleep } : {}),
  };
}
