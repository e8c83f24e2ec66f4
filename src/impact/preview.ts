// impact-preview: what the wiki would become after the merge, shown before it. Who is previewed is
// decided here, before any model is paid: only a `pull_request` run (a `pull_request_target` run
// holds a write token and the secrets while it would read the head), never a fork (no secrets, an
// untrusted head), never a draft, only a pull request into the default branch (the only merges
// ingested), only when a page is impacted, and only when the author may write to the repository
// (one permission call: author_association's MEMBER or COLLABORATOR does not say write access).
// The dry run itself is the edge's (src/action/impact.ts): the one pipeline, publish-mode dry-run.
import type { GitHub } from '../github/client.js';
import { canWrite } from '../github/reactions.js';
import type { RepoRef } from '../github/repo.js';
import type { CoversIndex } from '../wiki/covers-index.js';
import type { FileChange, MergeInfo, Report } from '../types.js';
import type { ImpactEvent } from './event.js';

/** What the edge's dry run is given: the merge the pull request would be, and the base's covers. */
export interface PreviewRequest {
  merge: MergeInfo;
  /** The pull request's head commit (the checkout's merge ref must have it as second parent). */
  headSha: string;
  /** The covers index of the wiki at the base: covered-changes for a Tier 1 skip. */
  covers: CoversIndex;
}

/** The dry run: the pipeline's Report (secrets scrubbed), nothing written but the ledger's spend. */
export type PreviewRunner = (request: PreviewRequest) => Promise<Report>;

/** What became of the preview: not run (and why), failed, or the dry run's Report. */
export type PreviewOutcome =
  | { kind: 'not-run'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'ran'; report: Report };

/** Why this pull request gets no preview, decided from the event alone; null: it may. */
export function previewRefusal(
  ev: ImpactEvent,
  defaultBranch: string,
  impacted: number,
): string | null {
  if (ev.target)
    return 'impact-preview does not run on pull_request_target: that run holds a write token and the secrets while the preview would read the pull request\'s head. Run mode: impact with impact-preview from a workflow "on: pull_request" (docs/impact.md).';
  if (ev.fork)
    return `Pull request #${ev.number} comes from a fork: its head is untrusted and its run gets no secrets, so no preview.`;
  if (ev.draft)
    return `Pull request #${ev.number} is a draft: the preview runs once it is ready for review.`;
  if (ev.baseRef && ev.baseRef !== defaultBranch)
    return `Pull request #${ev.number} targets ${ev.baseRef}, not the default branch ${defaultBranch}: the wiki is updated on merges to ${defaultBranch} only, so no preview.`;
  if (impacted === 0) return 'No page is impacted, so no preview was paid for.';
  return null;
}

/**
 * Why the author gets no preview: their permission on the repository, one API call (write,
 * maintain and admin may; GitHub's `permission` field says `write` for maintain).
 */
export async function writerRefusal(
  client: Pick<GitHub, 'rest'>,
  repo: RepoRef,
  ev: ImpactEvent,
): Promise<string | null> {
  if (!ev.author) return `Pull request #${ev.number} names no author, so no preview.`;
  if (await canWrite(client, repo, ev.author)) return null;
  return `The author of pull request #${ev.number} has no write access to ${repo.owner}/${repo.repo}: only writers' pull requests are previewed (a model is paid for them).`;
}

/** The merge the pull request would be: its message, author, link, files (with their diffs). */
export function previewMerge(ev: ImpactEvent, files: readonly FileChange[]): MergeInfo {
  return {
    title: ev.title,
    ...(ev.body ? { body: ev.body } : {}),
    ...(ev.author ? { author: ev.author } : {}),
    pr: ev.number,
    ...(ev.url ? { url: ev.url } : {}),
    ...(ev.headSha ? { sha: ev.headSha } : {}),
    ...(ev.baseSha ? { base_sha: ev.baseSha } : {}),
    files: [...files],
  };
}
