// Which comments ask the wiki: an `issue_comment` or `discussion_comment` just created, by a
// person whose author_association is allowed, whose body starts with the ask command. Decided
// from the payload alone, before any API or model call: every other comment is a no-op with a
// reason. The question is the reader's text, untrusted; it goes to the model fenced as data.

import type { AskThread } from '../github/comments.js';

export type { AskThread } from '../github/comments.js';

export interface AskRequest {
  thread: AskThread;
  /** The comment asking (its numeric id names the reply's marker). */
  commentId: number;
  commentUrl: string;
  /** `created_at` of the comment: replies cannot be older. */
  createdAt: string;
  author: string;
  association: string;
  question: string;
}

export type CommentDecision = { ask: AskRequest } | { skip: string };

export interface AskRules {
  /** The ask-command input, e.g. `/wiki`. */
  command: string;
  /** The ask-allowed-associations input, upper case. */
  allowed: readonly string[];
}

/** The hidden line every reply carries: a re-run finds it and does not answer twice. */
export const answerMarker = (commentId: number): string =>
  `<!-- wiki-ingest-answer:${commentId} -->`;

const ANY_MARKER = /<!-- wiki-ingest-answer:\d+ -->/;

interface CommentPayload {
  action?: string;
  comment?: {
    id?: number;
    node_id?: string;
    html_url?: string;
    body?: string | null;
    created_at?: string;
    author_association?: string;
    user?: { login?: string; type?: string } | null;
  };
  issue?: { number?: number };
  discussion?: { number?: number; node_id?: string };
}

/**
 * The question after the command: the command must be the comment's first word (`/wiki how…`,
 * `/wiki` on its own line then the question), matched without regard to case; `/wikipedia` is
 * not `/wiki`. null when the comment does not start with the command.
 */
export function questionOf(body: string, command: string): string | null {
  const text = body.replace(/^\uFEFF/, '').trimStart();
  if (text.slice(0, command.length).toLowerCase() !== command.toLowerCase()) return null;
  const rest = text.slice(command.length);
  if (rest !== '' && !/^\s/.test(rest)) return null;
  return rest.trim();
}

export function commentRequest(
  eventName: string,
  payload: unknown,
  rules: AskRules,
): CommentDecision {
  const event = (payload ?? {}) as CommentPayload;
  const comment = event.comment;
  if (event.action !== 'created')
    return {
      skip: `The comment was ${event.action ?? 'changed'}, not created; only new comments ask the wiki.`,
    };
  if (!comment || typeof comment.id !== 'number')
    return { skip: `The ${eventName} payload carries no comment.` };
  const body = comment.body ?? '';
  if (ANY_MARKER.test(body)) return { skip: 'The comment is an answer of wiki-ingest itself.' };
  const login = comment.user?.login ?? '';
  if (comment.user?.type === 'Bot' || login.endsWith('[bot]'))
    return { skip: `The comment is by a bot (${login}); bots do not ask the wiki.` };
  const question = questionOf(body, rules.command);
  if (question === null)
    return { skip: `The comment does not start with ${rules.command}; nothing to answer.` };
  const association = (comment.author_association ?? 'NONE').toUpperCase();
  if (!rules.allowed.includes(association))
    return {
      skip: `${login} is ${association} on this repository; only ${rules.allowed.join(', ')} are answered (the ask-allowed-associations input).`,
    };
  if (question === '')
    return {
      skip: `The comment holds ${rules.command} without a question; write it after the command.`,
    };
  let thread: AskThread;
  if (eventName === 'issue_comment' && typeof event.issue?.number === 'number')
    thread = { kind: 'issue', number: event.issue.number };
  else if (
    eventName === 'discussion_comment' &&
    typeof event.discussion?.number === 'number' &&
    event.discussion.node_id &&
    comment.node_id
  )
    thread = {
      kind: 'discussion',
      number: event.discussion.number,
      discussionNodeId: event.discussion.node_id,
      commentNodeId: comment.node_id,
    };
  else return { skip: `The ${eventName} payload names no issue or discussion to answer in.` };
  return {
    ask: {
      thread,
      commentId: comment.id,
      commentUrl: comment.html_url ?? '',
      createdAt: comment.created_at ?? '',
      author: login,
      association,
      question,
    },
  };
}
