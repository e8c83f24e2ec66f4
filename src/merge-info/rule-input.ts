// The Tier 1 input of one merge, built the same way from a push payload (the action) and from
// git history (simulate/run), so both decide the same merge the same way.
import { normaliseMessage, splitMessage } from './message.js';
import type { FileChange, MergeInfo } from '../types.js';

export interface MergeCommit {
  message: string;
  author?: string;
}

// A merge commit as GitHub and git write it: its brought-in commits are a pull request's or a branch's.
const MERGE_MESSAGE = /^Merge (?:pull request #\d+ from |branch |remote-tracking branch )/;

export const isMergeMessage = (message: string): boolean => MERGE_MESSAGE.test(message);

/**
 * MergeInfo from the head commit and every commit the merge brings in (for a merge commit, its
 * second parent's commits not yet on the branch; for a push, every pushed commit but the head).
 * Title and body come from the head (a GitHub merge commit is titled by the PR title it carries);
 * `commits` holds every message, head included; the author is the pull request's author when the
 * head is a merge commit whose brought-in commits all share one author, else the head's.
 */
export function mergeOfCommits(
  head: MergeCommit,
  brought: readonly MergeCommit[],
  files: FileChange[],
  isMerge = isMergeMessage(head.message),
): MergeInfo {
  const { title, body } = splitMessage(head.message);
  const merge: MergeInfo = { title, files };
  if (body) merge.body = body;
  const authors = new Set(brought.map((c) => c.author).filter((a): a is string => !!a));
  const author = isMerge && authors.size === 1 ? [...authors][0] : head.author;
  if (author) merge.author = author;
  merge.commits = [...brought, head].map((c) => normaliseMessage(c.message));
  return merge;
}
