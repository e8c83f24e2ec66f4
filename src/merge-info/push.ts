// MergeInfo from a `push` event. The payload alone decides whenever it can (messages, authors,
// the paths of every commit); line counts, truncated payloads and the PR behind the head commit
// come from the REST API only when a decision needs them.
import type { FileChange, MergeInfo } from '../types.js';
import type { EventContext, NoOp } from './context.js';
import { normaliseMessage } from './message.js';
import { mergeOfCommits, type MergeCommit } from './rule-input.js';

interface PayloadCommit {
  id: string;
  message: string;
  author?: { name?: string; username?: string };
  added?: string[];
  removed?: string[];
  modified?: string[];
}

export interface PushPayload {
  ref?: string;
  before?: string;
  after?: string;
  deleted?: boolean;
  compare?: string;
  head_commit?: PayloadCommit | null;
  commits?: PayloadCommit[];
  repository?: { default_branch?: string };
}

/** A webhook push payload (what a workflow run receives) lists at most 2048 commits. */
export const PAYLOAD_COMMIT_LIMIT = 2048;
const ZERO = /^0+$/;

export interface PayloadMerge {
  merge: MergeInfo;
  /** Every commit with its file lists is in the payload, so paths (not line counts) are known. */
  complete: boolean;
}

/** What the payload alone says about the push: messages, author, paths (line counts unknown). */
export function mergeFromPushPayload(
  payload: PushPayload,
  ctx: Pick<EventContext, 'owner' | 'repo' | 'serverUrl'>,
): PayloadMerge {
  const commits = payload.commits ?? [];
  const head = payload.head_commit ?? commits[commits.length - 1];
  const sha = payload.after ?? head?.id;
  const files = new Map<string, FileChange>();
  for (const c of commits) {
    const mark = (paths: string[] | undefined, status: string): void => {
      for (const path of paths ?? []) files.set(path, { path, status, additions: 0, deletions: 0 });
    };
    mark(c.added, 'added');
    mark(c.modified, 'modified');
    mark(c.removed, 'removed');
  }
  const asCommit = (c: PayloadCommit): MergeCommit => {
    const author = c.author?.username || c.author?.name;
    return author ? { message: c.message, author } : { message: c.message };
  };
  // Every pushed commit but the head (the payload lists it last, and again as head_commit).
  const headAt = commits.map((c) => c.id).lastIndexOf(head?.id ?? '');
  const brought = commits.filter((_, i) => i !== headAt).map(asCommit);
  const merge = mergeOfCommits(head ? asCommit(head) : { message: '' }, brought, [
    ...files.values(),
  ]);
  if (commits.length === 0) delete merge.commits;
  if (sha && !ZERO.test(sha)) {
    merge.sha = sha;
    merge.url = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/commit/${sha}`;
  }
  if (payload.before && !ZERO.test(payload.before)) merge.base_sha = payload.before;
  const complete =
    commits.length > 0 &&
    commits.length < PAYLOAD_COMMIT_LIMIT &&
    commits.every(
      (c) => Array.isArray(c.added) && Array.isArray(c.modified) && Array.isArray(c.removed),
    );
  return { merge, complete };
}

// Merges read from the payload alone (paths and statuses, no line counts, no renames: a rename
// is a removed and an added path there), kept off the MergeInfo value.
const fromPayloadOnly = new WeakSet<MergeInfo>();

/** Whether `merge` came from a push payload alone (so its file list is paths, not the diff). */
export const isPayloadOnly = (merge: MergeInfo): boolean => fromPayloadOnly.has(merge);

/**
 * A push read from the payload alone, with its file list from the API: line counts, patches and
 * renames (one compare); with `pullRequest`, titled by the pull request behind it (one call more).
 */
export function withPushFiles(
  payload: PushPayload,
  merge: MergeInfo,
  ctx: EventContext,
  options: { pullRequest: boolean },
): Promise<MergeInfo> {
  return enrich(payload, merge, ctx, options.pullRequest);
}

async function enrich(
  payload: PushPayload,
  base: MergeInfo,
  ctx: EventContext,
  pullRequest = true,
): Promise<MergeInfo> {
  const after = payload.after ?? base.sha;
  if (!after) throw new Error('The push event has no "after" commit; nothing to read.');
  const fromCheckout = await checkoutFiles(payload, base, after, ctx);
  if (fromCheckout && (!pullRequest || ctx.checkout?.only)) return fromCheckout;
  const octokit = await ctx.github();
  // The API calls load here, off the start-up path of a push the payload decides.
  const [{ readCommit }, { compareRange }, { withPullRequest }] = await Promise.all([
    import('../github/commits.js'),
    import('../github/compare.js'),
    import('./commit.js'),
  ]);
  const { owner, repo } = ctx;
  const merge: MergeInfo = fromCheckout ?? { ...base };

  if (fromCheckout) {
    // Read from the checkout: only the pull request behind the push is asked of the API.
  } else if (!payload.before || ZERO.test(payload.before)) {
    // A new branch: diff the head commit against its parent.
    const commit = await readCommit(octokit, { owner, repo }, after);
    merge.files = commit.files;
    merge.commits = [normaliseMessage(commit.message)];
    if (commit.parent) merge.base_sha = commit.parent;
  } else {
    // One compare: every file (up to the API's 300) with line counts, and the commits, paginated.
    const range = await compareRange(octokit, { owner, repo }, payload.before, after);
    if (range.files.length >= 300)
      ctx.warnings.push(
        `The compare API lists at most 300 files; this push changed at least ${range.files.length}, and Tier 1 saw only those.`,
      );
    merge.files = range.files;
    if (range.messages.length > 0) merge.commits = range.messages.map(normaliseMessage);
  }

  if (!pullRequest) return merge;
  return withPullRequest(octokit, ctx, after, merge, (w) => ctx.warnings.push(w));
}

/** The push's files from the workflow's checkout, when it holds both ends; null otherwise. */
async function checkoutFiles(
  payload: PushPayload,
  base: MergeInfo,
  after: string,
  ctx: EventContext,
): Promise<MergeInfo | null> {
  if (!ctx.checkout) return null;
  const before = payload.before && !ZERO.test(payload.before) ? payload.before : undefined;
  const files = await ctx.checkout.files(after, before);
  return files ? { ...base, files } : null;
}

/** MergeInfo for a push; the API is called only when the payload cannot decide. */
export async function mergeFromPush(
  payload: PushPayload,
  ctx: EventContext,
): Promise<MergeInfo | NoOp> {
  if (payload.deleted)
    return { noop: true, reason: `Branch ${payload.ref ?? ''} was deleted; nothing to ingest.` };
  // The wiki follows the default branch; a push elsewhere (a tag, a feature branch) is not a merge.
  const main = payload.repository?.default_branch;
  if (payload.ref && main && payload.ref !== `refs/heads/${main}`)
    return {
      noop: true,
      reason: `The push to ${payload.ref} is not to the default branch (${main}); wiki-ingest ingests merges to ${main} only. Limit the workflow with "on: push: branches: [${main}]".`,
    };
  const fromPayload = mergeFromPushPayload(payload, ctx);
  if (!ctx.needsFileList(fromPayload.merge, fromPayload.complete)) {
    fromPayloadOnly.add(fromPayload.merge);
    return fromPayload.merge;
  }
  return enrich(payload, fromPayload.merge, ctx);
}
