// `issue_comment` and `discussion_comment` payloads as GitHub sends them (real examples in
// __tests__/fixtures/events/, filled in for the git-backed fake's repository), and the person's
// comment recorded in the fake so the thread lists it as GitHub would.
import { readFileSync } from 'node:fs';
import type { DiscussionCommentRecord } from './git-backed-discussions.js';
import type { GitBackedGitHub } from './git-backed-github.js';
import { stamp } from './git-backed-shapes.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = (name: string): Json =>
  JSON.parse(readFileSync(`__tests__/fixtures/events/${name}.created.json`, 'utf8')) as Json;

function withRepository(event: Json, hub: GitBackedGitHub): Json {
  Object.assign(event.repository, {
    name: hub.name,
    full_name: `${hub.owner}/${hub.name}`,
    html_url: hub.htmlUrl,
    default_branch: hub.defaultBranch,
  });
  event.repository.owner.login = hub.owner;
  return event;
}

const person = (event: Json, login: string, type = login.endsWith('[bot]') ? 'Bot' : 'User') => ({
  ...event.comment.user,
  login,
  type,
  html_url: `https://github.com/${login}`,
});

export interface IssueCommentOptions {
  body: string;
  /** Default OWNER. */
  association?: string;
  /** Default ada. */
  user?: string;
  /** Default created. */
  action?: string;
  /** The issue to comment on (default: a new one). */
  issue?: number;
}

/** A person comments on an issue of the fake; returns the event payload. */
export function issueCommentEvent(hub: GitBackedGitHub, options: IssueCommentOptions): Json {
  const event = withRepository(fixture('issue_comment'), hub);
  const number = options.issue ?? hub.newNumber();
  hub.issues.add(number);
  const id = hub.newId();
  const at = stamp();
  const login = options.user ?? 'ada';
  const association = options.association ?? 'OWNER';
  hub.comments.set(number, [
    ...(hub.comments.get(number) ?? []),
    { id, body: options.body, user: login, createdAt: at, updatedAt: at, association },
  ]);
  event.action = options.action ?? 'created';
  Object.assign(event.issue, { number, html_url: `${hub.htmlUrl}/issues/${number}` });
  Object.assign(event.comment, {
    id,
    node_id: `IC_kw${id}`,
    html_url: `${hub.htmlUrl}/issues/${number}#issuecomment-${id}`,
    body: options.body,
    user: person(event, login),
    author_association: association,
    created_at: at,
    updated_at: at,
  });
  event.sender = person(event, login);
  return event;
}

/** The payload of a discussion comment already recorded in FakeDiscussions. */
export function discussionCommentEvent(
  hub: GitBackedGitHub,
  c: DiscussionCommentRecord,
  action = 'created',
): Json {
  const event = withRepository(fixture('discussion_comment'), hub);
  const parent = c.replyTo ? c.discussion.comments.find((x) => x.nodeId === c.replyTo) : undefined;
  event.action = action;
  Object.assign(event.discussion, {
    number: c.discussion.number,
    node_id: c.discussion.nodeId,
    title: c.discussion.title,
    html_url: `${hub.htmlUrl}/discussions/${c.discussion.number}`,
  });
  Object.assign(event.comment, {
    id: c.id,
    node_id: c.nodeId,
    html_url: `${hub.htmlUrl}/discussions/${c.discussion.number}#discussioncomment-${c.id}`,
    parent_id: parent?.id ?? null,
    body: c.body,
    user: person(event, c.user),
    author_association: c.association,
    created_at: c.createdAt,
    updated_at: c.createdAt,
  });
  event.sender = person(event, c.user);
  return event;
}

/** The comments the action's bot posted on issue `number`, oldest first. */
export const botComments = (hub: GitBackedGitHub, number: number) =>
  (hub.comments.get(number) ?? []).filter((c) => c.user === 'github-actions[bot]');
