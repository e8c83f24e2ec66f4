// Which GitHub events are merges, and how each becomes a MergeInfo.
import type { MergeInfo } from '../types.js';
import type { EventContext, NoOp } from './context.js';
import { mergeFromPullRequest, type PullRequestPayload } from './pull-request.js';
import { mergeFromPush, type PushPayload } from './push.js';

export const SUPPORTED_EVENTS = ['push', 'pull_request'] as const;

// Comments that ask the wiki are not merges: the action answers them (src/ask/comment-run.ts).
export { isAskEvent } from '../ask/command.js';

export class UnsupportedEventError extends Error {
  override name = 'UnsupportedEventError';
}

export async function mergeFromEvent(
  eventName: string,
  payload: unknown,
  ctx: EventContext,
): Promise<MergeInfo | NoOp> {
  switch (eventName) {
    case 'push':
      return mergeFromPush(payload as PushPayload, ctx);
    case 'pull_request':
      return mergeFromPullRequest(payload as PullRequestPayload, ctx);
    default:
      throw new UnsupportedEventError(
        `wiki-ingest does not handle the "${eventName || '(none)'}" event. Supported events: push (to the default branch) and pull_request (types: [closed]; merged pull requests only); issue_comment and discussion_comment (types: [created]) for /wiki questions. Change the workflow's "on:" accordingly.`,
      );
  }
}

export const isNoOp = (v: MergeInfo | NoOp): v is NoOp => 'noop' in v;
