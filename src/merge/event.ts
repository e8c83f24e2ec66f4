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

/** Comments that ask the wiki are not merges: the action answers them (src/ask/comment-run.ts). */
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
): Promise<MergeInfo | NoOp | CatchUpEvent> {
  switch (eventName) {
    case 'workflow_dispatch':
    case 'schedule':
      return { catchUp: true, event: eventName };
    case 'push':
      return mergeFromPush(payload as PushPayload, ctx);
    case 'pull_request':
      return mergeFromPullRequest(payload as PullRequestPayload, ctx);
    default:
      throw new UnsupportedEventError(
        `wiki-ingest does not handle the "${eventName || '(none)'}" event. Supported events: push (to the default branch), pull_request (types: [closed]; merged pull requests only), workflow_dispatch or schedule (catch up with every merge since the last one log.md names), and issue_comment or discussion_comment (types: [created]) for /wiki questions. Change the workflow's "on:" accordingly.`,
      );
  }
}

export const isNoOp = (v: MergeInfo | NoOp | CatchUpEvent): v is NoOp => 'noop' in v;

export const isCatchUp = (v: MergeInfo | NoOp | CatchUpEvent): v is CatchUpEvent => 'catchUp' in v;
