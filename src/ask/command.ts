// Which comments ask the wiki: an `issue_comment` or `discussion_comment` just created, by a
// person whose author_association is allowed, whose body starts with the ask command. Decided
// from the payload alone, before any API or model call: every other comment is a no-op with a
// reason. The question is the reader's text, untrusted; it goes to the model fenced as data.

import type { AskThread } from '../github/comments.js';

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

/**
 * `/wiki save` in the thread of an answer: archive that answer as a wiki page. The answer is the
 * one the comment links (`#issuecomment-<id>`), else the latest answer before the comment.
 */
export interface SaveRequest extends Omit<AskRequest, 'question'> {
  /** The answer comment the save names by a link, or null: the latest one before it. */
  answerId: number | null;
}

export type CommentDecision = { ask: AskRequest } | { save: SaveRequest } | { skip: string };

export interface AskRules {
  /** The ask-command input, e.g. `/wiki`. */
  command: string;
  /** The ask-allowed-associations input, upper case. */
  allowed: readonly string[];
  /** The ask-archive input: `off` makes `/wiki save` a no-op (default: command). */
  archive?: 'command' | 'reactions' | 'off';
}

/** Who may archive an answer: people with write access, whatever ask-allowed-associations says. */
export const WRITERS: readonly string[] = ['OWNER', 'MEMBER', 'COLLABORATOR'];

/** `save`, alone or followed by a link to the answer; the answer's comment id when linked. */
function saveOf(question: string): { answerId: number | null } | null {
  const m = /^save(?:\s+(\S+))?\s*$/i.exec(question);
  if (!m) return null;
  if (!m[1]) return { answerId: null };
  const id = /^(?:\S*#issuecomment-)?(\d{1,15})$/.exec(m[1]);
  return id ? { answerId: Number(id[1]) } : null;
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
  const save = saveOf(question);
  if (save) return saveRequest(eventName, event, { login, association, save }, rules);
  if (!rules.allowed.includes(association))
    return {
      skip: `${login} is ${association} on this repository; only ${rules.allowed.join(', ')} are answered (the ask-allowed-associations input).`,
    };
  if (question === '')
    return {
      skip: `The comment holds ${rules.command} without a question; write it after the command.`,
    };
  const asked = commentOf(eventName, event, { login, association });
  return 'skip' in asked ? asked : { ask: { ...asked, question } };
}

/** `/wiki save`: only a writer's, only with ask-archive on; decided from the payload alone. */
function saveRequest(
  eventName: string,
  event: CommentPayload,
  who: { login: string; association: string; save: { answerId: number | null } },
  rules: AskRules,
): CommentDecision {
  if (rules.archive === 'off') return { skip: 'ask-archive is off: /wiki save archives nothing.' };
  if (!WRITERS.includes(who.association))
    return {
      skip: `${who.login} is ${who.association} on this repository; only ${WRITERS.join(', ')} may archive an answer with /wiki save.`,
    };
  const saved = commentOf(eventName, event, who);
  return 'skip' in saved ? saved : { save: { ...saved, answerId: who.save.answerId } };
}

/** What an ask and a save both say of their comment: its thread, where it is and who wrote it. */
function commentOf(
  eventName: string,
  event: CommentPayload,
  who: { login: string; association: string },
): Omit<AskRequest, 'question'> | { skip: string } {
  const comment = event.comment!;
  const thread = threadOf(eventName, event);
  if (!thread)
    return { skip: `The ${eventName} payload names no issue or discussion to answer in.` };
  return {
    thread,
    commentId: comment.id!,
    commentUrl: comment.html_url ?? '',
    createdAt: comment.created_at ?? '',
    author: who.login,
    association: who.association,
  };
}

/** The thread a comment was written in, from the payload. */
function threadOf(eventName: string, event: CommentPayload): AskThread | null {
  const comment = event.comment!;
  if (eventName === 'issue_comment' && typeof event.issue?.number === 'number')
    return { kind: 'issue', number: event.issue.number };
  if (
    eventName === 'discussion_comment' &&
    typeof event.discussion?.number === 'number' &&
    event.discussion.node_id &&
    comment.node_id
  )
    return {
      kind: 'discussion',
      number: event.discussion.number,
      discussionNodeId: event.discussion.node_id,
      commentNodeId: comment.node_id,
    };
  return null;
}
