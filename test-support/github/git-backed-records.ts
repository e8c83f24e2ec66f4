// What the git-backed fake GitHub keeps besides git (pull requests, comments, issues, labels) and
// the hub as its route modules see it: `GitBackedHub`, which GitBackedGitHub implements. The
// routes import this narrow interface, never the class that registers them.
import type { ApiRouter } from './api-router.js';
import type { BareRepo } from './bare-repo.js';

export interface PullRecord {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  user: string;
  labels: string[];
  /** `sha` is the branch head when the pull was last read or merged. */
  head: { ref: string; sha: string };
  base: { ref: string; sha: string };
  mergeCommitSha: string | null;
  createdAt: string;
  updatedAt: string;
  mergedAt: string | null;
  closedAt: string | null;
  draft: boolean;
  /** Logins and team slugs asked for review and not yet reviewing. */
  requestedReviewers?: string[];
  requestedTeams?: string[];
}

/** A check run as `POST /check-runs` made it, with every annotation its calls added. */
export interface CheckRunRecord {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  title: string | null;
  summary: string | null;
  annotations: {
    path: string;
    start_line: number;
    end_line: number;
    message: string;
    title?: string;
    annotation_level: string;
  }[];
}

export const REACTIONS = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'eyes',
  'rocket',
] as const;
export type ReactionContent = (typeof REACTIONS)[number];

export interface CommentRecord {
  id: number;
  body: string;
  user: string;
  createdAt: string;
  updatedAt: string;
  /** The commenter's author_association (default MEMBER). */
  association?: string;
  /** Reactions by content (`+1`, `-1`, …), answered as the comment's `reactions` rollup. */
  reactions?: Partial<Record<ReactionContent, number>>;
  /** Who reacted how, for `GET …/issues/comments/{id}/reactions` (the rollup is `reactions`). */
  reactedBy?: { content: ReactionContent; user: string }[];
}

export interface IssueRecord {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: 'completed' | 'reopened' | 'not_planned' | null;
  user: string;
  /** The opener's author_association (default MEMBER for a person, NONE for the bot). */
  association: string;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  closedBy: string | null;
}

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

/** What a PATCH (or a person) may change on an issue. */
export interface IssueEdit {
  title?: string;
  body?: string;
  state?: 'open' | 'closed';
  state_reason?: 'completed' | 'not_planned' | 'reopened' | null;
  labels?: string[];
}

/** An issue as a person opens it (`user`, with `association`). */
export interface NewIssue {
  title: string;
  body?: string;
  labels?: string[];
  user?: string;
  association?: string;
}

/** The hub as its routes use it: the repository, the records, and where new numbers come from. */
export interface GitBackedHub {
  readonly git: BareRepo;
  readonly router: ApiRouter;
  readonly owner: string;
  readonly name: string;
  /** The login the run's token acts as (GraphQL `viewer`). */
  readonly viewerLogin: string;
  readonly defaultBranch: string;
  /** `https://github.com/o/r` */
  readonly htmlUrl: string;
  readonly protectedBranches: Set<string>;
  readonly pulls: PullRecord[];
  readonly comments: Map<number, CommentRecord[]>;
  readonly issues: Set<number>;
  readonly issueRecords: IssueRecord[];
  readonly labels: Map<string, LabelRecord>;
  readonly dropIssueLabels: boolean;
  readonly permissions: Map<string, string>;
  readonly checkRuns: CheckRunRecord[];
  newNumber(): number;
  newId(): number;
  label(name: string, color?: string, description?: string | null): LabelRecord;
  openIssue(issue: NewIssue): IssueRecord;
  applyIssueEdit(issue: IssueRecord, edit: IssueEdit, by: string): void;
}
