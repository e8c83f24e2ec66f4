// Publishing a finished changeset: one commit, the rolling PR, or a dry run that writes nothing.
import { commitFiles } from './git-commit.js';
import { commitMessage, oneLine } from './commit-message.js';
import { publishPullRequest } from './pull-request.js';
import { unifiedDiff } from './unified-diff.js';
import type { FileWrite, PublishClient, RepoRef } from './types.js';
import type { WikiBase } from './wiki-guard.js';
import type { MergeInfo, Report } from '../types.js';

export { PublishOutcomeError, type FileWrite, type PublishClient, type RepoRef } from './types.js';
export { commitFiles } from './git-commit.js';
export { assertWikiUnchanged, WikiMovedError, type WikiBase } from './wiki-guard.js';
export { commitMessage, oneLine } from './commit-message.js';
export { SOURCE_TRAILER } from '../trailer.js';
export { publishPullRequest } from './pull-request.js';
export { unifiedDiff } from './unified-diff.js';
export { writeWorkingTree } from './working-tree.js';

export interface PublishInput extends RepoRef {
  mode: 'commit' | 'pull-request' | 'dry-run';
  /** The default branch. */
  branch: string;
  prBranch: string;
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr' | 'url'>;
  files: FileWrite[];
  /** Each file's content before this run (null: new file), for dry-run diffs. */
  before: Record<string, string | null>;
  /** The commit the changeset's wiki was read at; publishing never overwrites wiki changes after it. */
  wikiBase?: WikiBase;
  /** `https://github.com/o/r`, for links in what a failed publish reports. */
  repoUrl?: string;
  sleep?: (ms: number) => Promise<void>;
}

export interface PublishOutcome {
  publish: NonNullable<Report['publish']>;
  /** Dry run: the would-be changes as unified diffs, one per file. */
  diffs: string[];
}

/** The would-be changes of a dry run: one unified diff per file that differs. */
export function dryRunDiffs(files: FileWrite[], before: Record<string, string | null>): string[] {
  return files
    .map((f) => unifiedDiff(f.path, before[f.path] ?? null, f.content))
    .filter((d) => d !== '');
}

export async function publish(client: PublishClient, input: PublishInput): Promise<PublishOutcome> {
  const pages = input.files.filter((f) => !/(^|\/)(index|log)\.md$/.test(f.path)).length;
  if (input.mode === 'dry-run')
    return { publish: { mode: 'dry-run' }, diffs: dryRunDiffs(input.files, input.before) };
  const message = commitMessage(input.merge, pages);
  if (input.mode === 'commit') {
    const c = await commitFiles(client, { ...input, message, sleep: input.sleep });
    return { publish: { mode: 'commit', commit_sha: c.sha }, diffs: [] };
  }
  const source =
    input.merge.pr !== undefined ? `#${input.merge.pr}` : (input.merge.sha ?? '').slice(0, 12);
  const pr = await publishPullRequest(client, {
    ...input,
    base: input.branch,
    branch: input.prBranch,
    message,
    title: 'docs(wiki): wiki-ingest updates',
    bodyLine: oneLine(`${source} ${input.merge.title}`),
    sleep: input.sleep,
  });
  return {
    publish: { mode: 'pull-request', commit_sha: pr.sha, pull_request_url: pr.url },
    diffs: [],
  };
}
