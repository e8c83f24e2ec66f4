// Which GitHub events are merges, and how each becomes a MergeInfo.
import type { MergeInfo } from '../types.js';
import type { EventContext, NoOp } from './context.js';
import { mergeFromPullRequest, type PullRequestPayload } from './pull-request.js';
import { mergeFromPush, type PushPayload } from './push.js';

export const SUPPORTED_EVENTS = ['push', 'pull_request', 'workflow_dispatch', 'schedule'] as const;

/** schedule and workflow_dispatch name no merge: the run catches up to the default branch head. */
export interface CatchUpEvent {
  catchUp: true;
  event: 'workflow_dispatch' | 'schedule';
}

/**
 * A workflow_dispatch run given the workflow input `sha`: that merge, ingested again even if
 * log.md names it.
 */
export interface ReingestEvent {
  reingest: MergeInfo;
}

/** What a merge event names: a merge, nothing to do, a catch-up or a re-ingest. */
export type EventMerge = MergeInfo | NoOp | CatchUpEvent | ReingestEvent;

/**
 * The workflow inputs of a workflow_dispatch run (`on: workflow_dispatch: inputs:` in the
 * workflow, read from the event payload; not action inputs). A boolean input arrives as a boolean
 * or as the text "true".
 */
interface DispatchPayload {
  inputs?: { sha?: unknown; init?: unknown } | null;
}

/** A commit sha as a person types it: 7 to 64 hex digits. */
const SHA = /^[0-9a-f]{7,64}$/i;

async function fromDispatch(payload: DispatchPayload, ctx: EventContext): Promise<EventMerge> {
  const inputs = payload.inputs ?? {};
  const sha = typeof inputs.sha === 'string' ? inputs.sha.trim() : '';
  const init = inputs.init === true || String(inputs.init).trim().toLowerCase() === 'true';
  // The action does not start a wiki (yet): said plainly rather than run as a catch-up.
  if (init)
    throw new UnsupportedEventError(
      'workflow_dispatch input "init": the action does not start a wiki; run "wiki-ingest init" from the CLI on a clone (--plan first), commit the wiki folder it writes, then let the action keep it current. Remove the input (or set it to false) to catch up.',
    );
  if (!sha) return { catchUp: true, event: 'workflow_dispatch' };
  if (!SHA.test(sha))
    throw new UnsupportedEventError(
      `workflow_dispatch input "sha": "${sha.slice(0, 80)}" is not a commit sha (7 to 40 hex digits, e.g. from "git log --oneline"); leave it empty to catch up with every merge since the last one log.md names.`,
    );
  const [{ mergeFromCommit }, { contains }] = await Promise.all([
    import('./commit.js'),
    import('../github/compare.js'),
  ]);
  const github = await ctx.github();
  // A merge is a commit the default branch holds: one on a side branch (or a fork's) was never
  // merged, and re-ingesting it would document what the branch does not do. One compare call.
  const branch = ctx.defaultBranch;
  if (branch && !(await contains(github, { owner: ctx.owner, repo: ctx.repo }, branch, sha)))
    throw new UnsupportedEventError(
      `workflow_dispatch input "sha": ${sha} is not on the default branch "${branch}" (its head does not contain it), so it is no merge to ingest; give a commit of "${branch}" (e.g. from "git log --oneline ${branch}"), or leave it empty to catch up.`,
    );
  return { reingest: await mergeFromCommit(github, ctx, sha) };
}

/** Comments that ask the wiki are not merges: the action answers them (src/ask/comment-event.ts). */
export const ASK_EVENTS = ['issue_comment', 'discussion_comment'] as const;

export const isAskEvent = (eventName: string): boolean =>
  (ASK_EVENTS as readonly string[]).includes(eventName);

export class UnsupportedEventError extends Error {
  override name = 'UnsupportedEventError';
}

export async function mergeFromEvent(
  eventName: string,
  payload: unknown,
  ctx: EventContext,
): Promise<EventMerge> {
  switch (eventName) {
    case 'workflow_dispatch':
      return fromDispatch(payload as DispatchPayload, ctx);
    case 'schedule':
      return { catchUp: true, event: eventName };
    case 'push':
      return mergeFromPush(payload as PushPayload, ctx);
    case 'pull_request':
      return mergeFromPullRequest(payload as PullRequestPayload, ctx);
    default:
      throw unsupportedEvent(eventName);
  }
}

/** An event no mode of the action handles, said with the events it does. */
export const unsupportedEvent = (eventName: string): UnsupportedEventError =>
  new UnsupportedEventError(
    `wiki-ingest does not handle the "${eventName || '(none)'}" event. Supported events: push (to the default branch), pull_request (types: [closed]; merged pull requests only), workflow_dispatch or schedule (catch up with every merge since the last one log.md names; workflow_dispatch also takes the workflow input sha, to re-ingest one merge), and issue_comment or discussion_comment (types: [created]) for /wiki questions. Change the workflow's "on:" accordingly.`,
  );

export const isNoOp = (v: EventMerge): v is NoOp => 'noop' in v;

export const isCatchUp = (v: EventMerge): v is CatchUpEvent => 'catchUp' in v;

export const isReingest = (v: EventMerge): v is ReingestEvent => 'reingest' in v;

/** A merge to decide (not a no-op, a catch-up, a re-ingest or an init). */
export const isMerge = (v: EventMerge): v is MergeInfo => 'files' in v;
