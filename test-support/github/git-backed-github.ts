// A fake GitHub REST API backed by a real bare git repository: what a run reads (refs, commits,
// trees, blobs, contents, compare, pulls) comes from git, what it writes lands in git, `updateRef`
// without force is compare-and-swap, compare lists at most 300 files, and a test moves the default
// branch "as a person" in between. GraphQL serves git objects in batches (git-backed-graphql.ts).
// Serve it as `hub.fetch` (Octokit) or `await hub.listen()`:
//
//   const hub = await GitBackedGitHub.create({ files: { 'wiki/log.md': '# Log\n' } });
//   const before = await hub.head();
//   await hub.merge({ title: 'feat: x', write: { 'src/x.ts': '…' } });
//   hub.fault(ROUTES.updateRef, { when: 'after', status: 502 });
//   const run = await runAction('push', await hub.pushEvent(before!), inputs, (await hub.listen()).url);
import { join } from 'node:path';
import { ApiRouter, type Fault, type FaultSpec, type LoggedCall } from './api-router.js';
import { BareRepo, type Signature, type TreeChange } from './bare-repo.js';
import { checkRoutes } from './git-backed-check-routes.js';
import { gitDataRoutes } from './git-backed-git-routes.js';
import { GitBackedGraphql } from './git-backed-graphql.js';
import { applyEdit, issueRoutes } from './git-backed-issue-routes.js';
import { pullRoutes } from './git-backed-pull-routes.js';
import type {
  CheckRunRecord,
  CommentRecord,
  GitBackedHub,
  IssueEdit,
  IssueRecord,
  LabelRecord,
  NewIssue,
  PullRecord,
} from './git-backed-records.js';
import { repoRoutes } from './git-backed-repo-routes.js';
import { ACTIONS_BOT, opened, PERSON, stamp } from './git-backed-shapes.js';

export { ACTIONS_BOT, PERSON };

export interface GitBackedOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  /** Files of the first commit on the default branch (none: the branch does not exist yet). */
  files?: Record<string, string | Buffer>;
  message?: string;
}

/** What a person's commit changes; applied in the order rename → remove → write. */
export interface PersonChange {
  message?: string;
  /** Path → new content (created or replaced). */
  write?: Record<string, string | Buffer>;
  /** Path → the target of a symbolic link written there (mode 120000). */
  links?: Record<string, string>;
  /** Old path → new path (content kept; `write` the new path too to edit it). */
  rename?: Record<string, string>;
  remove?: string[];
  /** Default: the default branch. */
  branch?: string;
  author?: Signature;
}

/** A squash-merged pull request, as a merge lands on the default branch. */
export interface MergeChange extends PersonChange {
  title: string;
  body?: string;
  labels?: string[];
  /** The PR author's login. */
  user?: string;
}

/** Routes in Octokit notation, for `fault` and `callsTo`. */
export const ROUTES = {
  getRef: 'GET /repos/{owner}/{repo}/git/ref/{ref}',
  createRef: 'POST /repos/{owner}/{repo}/git/refs',
  updateRef: 'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
  deleteRef: 'DELETE /repos/{owner}/{repo}/git/refs/{ref}',
  getGitCommit: 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
  createCommit: 'POST /repos/{owner}/{repo}/git/commits',
  getTree: 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
  createTree: 'POST /repos/{owner}/{repo}/git/trees',
  getBlob: 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
  createBlob: 'POST /repos/{owner}/{repo}/git/blobs',
  getRepo: 'GET /repos/{owner}/{repo}',
  getContent: 'GET /repos/{owner}/{repo}/contents/{path}',
  compare: 'GET /repos/{owner}/{repo}/compare/{basehead}',
  listCommits: 'GET /repos/{owner}/{repo}/commits',
  getCommit: 'GET /repos/{owner}/{repo}/commits/{ref}',
  getBranch: 'GET /repos/{owner}/{repo}/branches/{branch}',
  pullsForCommit: 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
  listPulls: 'GET /repos/{owner}/{repo}/pulls',
  createPull: 'POST /repos/{owner}/{repo}/pulls',
  getPull: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  updatePull: 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
  listPullFiles: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
  listComments: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  listRepoComments: 'GET /repos/{owner}/{repo}/issues/comments',
  createComment: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  updateComment: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  listRequestedReviewers: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  requestReviewers: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  createCheckRun: 'POST /repos/{owner}/{repo}/check-runs',
  updateCheckRun: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
  graphql: 'POST /graphql',
  listIssues: 'GET /repos/{owner}/{repo}/issues',
  createIssue: 'POST /repos/{owner}/{repo}/issues',
  getIssue: 'GET /repos/{owner}/{repo}/issues/{issue_number}',
  updateIssue: 'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
  addLabels: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
  getLabel: 'GET /repos/{owner}/{repo}/labels/{name}',
  createLabel: 'POST /repos/{owner}/{repo}/labels',
} as const;

/**
 * Whether a call reads or writes the ledger (its ref under `refs/wiki-ingest/`, its commit and
 * tree), so a test can look at the wiki's own writes apart from it.
 */
export function isLedgerCall(call: LoggedCall): boolean {
  const body = (call.body ?? {}) as { ref?: unknown; message?: unknown; tree?: unknown };
  const ref = String(call.params.ref ?? body.ref ?? '');
  if (/^(refs\/)?wiki-ingest\/ledger\//.test(decodeURIComponent(ref))) return true;
  if (typeof body.message === 'string' && body.message.startsWith('wiki-ingest ledger for '))
    return true;
  return (
    Array.isArray(body.tree) &&
    body.tree.length === 1 &&
    (body.tree[0] as { path?: unknown }).path === 'ledger.jsonl'
  );
}

/** The calls that change the repository, the ledger's left out. */
export const wikiWrites = (hub: GitBackedGitHub): LoggedCall[] =>
  hub.writeCalls.filter((c) => !isLedgerCall(c));

/** GitHub's answer to `pulls.create` when "Allow GitHub Actions to create and approve pull requests" is off. */
export const ACTIONS_MAY_NOT_CREATE_PULLS: FaultSpec = {
  status: 403,
  body: {
    message: 'GitHub Actions is not permitted to create or approve pull requests.',
    documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
    status: '403',
  },
};

export class GitBackedGitHub implements GitBackedHub {
  readonly router: ApiRouter;
  readonly owner: string;
  readonly name: string;
  readonly defaultBranch: string;
  /** Branches whose `GET /branches/{branch}` says `protected: true`. */
  readonly protectedBranches = new Set<string>();
  readonly pulls: PullRecord[] = [];
  readonly comments = new Map<number, CommentRecord[]>();
  /** Numbers of open issues (not pull requests); they take comments like pulls do. */
  readonly issues = new Set<number>();
  /** `POST /graphql`: git objects by oid (blob batches), and handlers for other queries. */
  readonly graphql: GitBackedGraphql;
  /** Issues opened through the API or by `openIssue`, with their bodies, states and labels. */
  readonly issueRecords: IssueRecord[] = [];
  readonly labels = new Map<string, LabelRecord>();
  /** Labels named on a new issue are dropped, as for a token without push access. */
  dropIssueLabels = false;
  /** Each person's permission on the repository (`admin`, `write`, `read`); others: `none`. */
  readonly permissions = new Map<string, string>();
  readonly checkRuns: CheckRunRecord[] = [];
  private nextNumber = 1;
  private checkouts = 0;
  private nextId = 1000;
  /**
   * The token's account, as GraphQL's `viewer` names it: the workflow's GITHUB_TOKEN acts as
   * `github-actions[bot]` (every write of this fake is that account's); a test sets an App's.
   */
  viewerLogin = 'github-actions[bot]';

  private constructor(
    readonly git: BareRepo,
    options: GitBackedOptions,
  ) {
    this.owner = options.owner ?? 'o';
    this.name = options.repo ?? 'r';
    this.defaultBranch = options.defaultBranch ?? 'main';
    this.router = new ApiRouter(`${this.owner}/${this.name}`);
    gitDataRoutes(this);
    // Before `GET /commits/{ref}`, whose ref may span slashes.
    pullRoutes(this);
    repoRoutes(this);
    this.graphql = new GitBackedGraphql(this);
    issueRoutes(this);
    checkRoutes(this);
    // An installation token (GITHUB_TOKEN, an App's) may not read the authenticated user.
    this.router.on('GET /user', () => ({
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
        status: '403',
      },
    }));
  }

  static async create(options: GitBackedOptions = {}): Promise<GitBackedGitHub> {
    const hub = new GitBackedGitHub(
      await BareRepo.create(options.defaultBranch ?? 'main'),
      options,
    );
    if (options.files)
      await hub.commit({ message: options.message ?? 'Initial commit', write: options.files });
    return hub;
  }

  /** Deletes the temp repository. */
  remove(): void {
    this.git.remove();
  }

  get fetch() {
    return this.router.fetch;
  }

  listen() {
    return this.router.listen();
  }

  fault(route: string, spec?: FaultSpec): Fault {
    return this.router.fault(route, spec);
  }

  get calls(): LoggedCall[] {
    return this.router.calls;
  }

  callsTo(route: string): LoggedCall[] {
    return this.router.callsTo(route);
  }

  /** The calls that may write: every non-GET, except GraphQL queries (reads sent as POST). */
  get writeCalls(): LoggedCall[] {
    return this.calls.filter((c) => c.method !== 'GET' && !isGraphqlQuery(c));
  }

  /** `https://github.com/o/r` */
  get htmlUrl(): string {
    return `https://github.com/${this.owner}/${this.name}`;
  }

  newNumber(): number {
    return this.nextNumber++;
  }

  newId(): number {
    return this.nextId++;
  }

  /** A label by name, created (with a default colour) when the repository lacks it. */
  label(name: string, color = 'ededed', description: string | null = null): LabelRecord {
    const known = this.labels.get(name);
    if (known) return known;
    const label = { id: this.labels.size + 1, name, color, description };
    this.labels.set(name, label);
    return label;
  }

  /** An issue opened by a person (`user`, with `association`), as the issues API would show it. */
  openIssue(issue: NewIssue): IssueRecord {
    const record: IssueRecord = {
      ...opened(this.newNumber(), { ...issue, user: issue.user ?? 'ada' }),
      stateReason: null,
      association: issue.association ?? 'MEMBER',
      labels: (issue.labels ?? []).map((name) => this.label(name).name),
      closedBy: null,
    };
    this.issueRecords.push(record);
    this.issues.add(record.number);
    return record;
  }

  /** A person edits, closes or reopens issue `number`. */
  editIssue(number: number, edit: IssueEdit, by = 'ada'): IssueRecord {
    const issue = this.issueRecords.find((i) => i.number === number);
    if (!issue) throw new Error(`No issue #${number}`);
    this.applyIssueEdit(issue, edit, by);
    return issue;
  }

  applyIssueEdit(issue: IssueRecord, edit: IssueEdit, by: string): void {
    applyEdit(issue, edit, by);
  }

  /** A branch's commit sha (default: the default branch); undefined when it does not exist. */
  head(branch = this.defaultBranch): Promise<string | undefined> {
    return this.git.branch(branch);
  }

  /**
   * A temp working copy at a ref (default: the default branch's head), as actions/checkout makes
   * for GITHUB_WORKSPACE; removed with the hub.
   */
  async checkout(ref = this.defaultBranch): Promise<string> {
    const sha = await this.git.resolve(ref);
    if (!sha) throw new Error(`Cannot check out ${ref}: no such commit`);
    const dir = join(this.git.dir, `checkout-${++this.checkouts}`);
    await this.git.clone(dir, sha);
    return dir;
  }

  /** A file's text at a ref (branch, sha), or undefined. */
  async readFile(path: string, ref = this.defaultBranch): Promise<string | undefined> {
    return (await this.readBytes(path, ref))?.toString('utf8');
  }

  /** A file's bytes at a ref (branch, sha), or undefined. */
  async readBytes(path: string, ref = this.defaultBranch): Promise<Buffer | undefined> {
    const sha = await this.git.resolve(ref);
    if (!sha) return undefined;
    const blob = (await this.git.files(sha)).get(path);
    return blob ? this.git.readBlob(blob.sha) : undefined;
  }

  /** Every file under `folder` at a ref, path (relative to the repository root) → text. */
  async readTree(folder = '', ref = this.defaultBranch): Promise<Map<string, string>> {
    const sha = await this.git.resolve(ref);
    const out = new Map<string, string>();
    if (!sha) return out;
    const prefix = folder ? `${folder.replace(/\/$/, '')}/` : '';
    const files = [...(await this.git.files(sha))].filter(([p]) => p.startsWith(prefix));
    const texts = await this.git.readBlobs(files.map(([, f]) => f.sha));
    files.forEach(([p], i) => out.set(p, texts[i]!.toString('utf8')));
    return out;
  }

  /** The tree sha of `folder` at a ref (what a publish guard compares), or undefined. */
  treeSha(folder: string, ref = this.defaultBranch): Promise<string | undefined> {
    return this.git.resolve(`${ref}:${folder}`, 'tree');
  }

  /** A commit made by a person on a branch (compare-and-swap on the ref); returns its sha. */
  async commit(change: PersonChange): Promise<string> {
    const branch = change.branch ?? this.defaultBranch;
    const parent = await this.git.branch(branch);
    const sha = await this.commitOn(parent, change);
    if (!(await this.git.casRef(`refs/heads/${branch}`, sha, parent)))
      throw new Error(`Branch ${branch} moved while a person committed to it`);
    return sha;
  }

  /**
   * A pull request squash-merged into the default branch: a head commit on `pr-<n>`, then one
   * commit with the same tree on the default branch titled `<title> (#<n>)`. Returns both.
   */
  async merge(change: MergeChange): Promise<{ number: number; sha: string; headSha: string }> {
    const number = this.newNumber();
    const base = this.defaultBranch;
    const baseSha = await this.git.branch(base);
    const headRef = `pr-${number}`;
    const headSha = await this.commitOn(baseSha, { ...change, message: change.title });
    await this.git.casRef(`refs/heads/${headRef}`, headSha, undefined);
    const tree = (await this.git.commit(headSha))!.tree;
    const message = `${change.title} (#${number})${change.body ? `\n\n${change.body}` : ''}`;
    const author = change.author ?? PERSON;
    const sha = await this.git.commitTree(tree, baseSha ? [baseSha] : [], message, author);
    if (!(await this.git.casRef(`refs/heads/${base}`, sha, baseSha)))
      throw new Error(`Branch ${base} moved while merging #${number}`);
    const now = stamp();
    this.pulls.push({
      number,
      title: change.title,
      body: change.body ?? null,
      state: 'closed',
      user: change.user ?? 'ada',
      labels: change.labels ?? [],
      head: { ref: headRef, sha: headSha },
      base: { ref: base, sha: baseSha ?? sha },
      mergeCommitSha: sha,
      createdAt: now,
      updatedAt: now,
      mergedAt: now,
      closedAt: now,
      draft: false,
    });
    return { number, sha, headSha };
  }

  /**
   * A pull request a person opens from branch `pr-<n>` (off the default branch's head, with
   * `change` as its first commit) into the default branch; it stays open.
   */
  async openPull(change: MergeChange): Promise<PullRecord> {
    const number = this.newNumber();
    const base = this.defaultBranch;
    const baseSha = (await this.git.branch(base))!;
    const headRef = `pr-${number}`;
    const headSha = await this.commitOn(baseSha, { ...change, message: change.title });
    await this.git.casRef(`refs/heads/${headRef}`, headSha, undefined);
    const pull: PullRecord = {
      ...opened(number, { title: change.title, body: change.body, user: change.user ?? 'ada' }),
      labels: change.labels ?? [],
      head: { ref: headRef, sha: headSha },
      base: { ref: base, sha: baseSha },
      mergeCommitSha: null,
      mergedAt: null,
      draft: false,
    };
    this.pulls.push(pull);
    return pull;
  }

  /** A person's push to an open pull request's branch; returns the new head. */
  async pushToPull(number: number, change: PersonChange): Promise<string> {
    const pull = this.pulls.find((p) => p.number === number);
    if (!pull) throw new Error(`No pull request #${number}`);
    pull.head.sha = await this.commit({ ...change, branch: pull.head.ref });
    return pull.head.sha;
  }

  /**
   * The `pull_request` event payload of an open pull request (`action` opened, synchronize…); with
   * `fork`, its head lives in another repository, as a fork's does.
   */
  pullEvent(number: number, action = 'opened', options: { fork?: string } = {}) {
    const p = this.pulls.find((x) => x.number === number);
    if (!p) throw new Error(`No pull request #${number}`);
    const repository = {
      name: this.name,
      full_name: `${this.owner}/${this.name}`,
      owner: { login: this.owner },
      default_branch: this.defaultBranch,
      html_url: this.htmlUrl,
    };
    const headRepo = options.fork
      ? {
          ...repository,
          full_name: options.fork,
          owner: { login: options.fork.split('/')[0]! },
          fork: true,
        }
      : repository;
    return {
      action,
      number,
      pull_request: {
        number,
        title: p.title,
        body: p.body,
        state: p.state,
        draft: p.draft,
        merged: false,
        merge_commit_sha: null,
        html_url: `${this.htmlUrl}/pull/${number}`,
        user: { login: p.user, type: 'User' },
        author_association: options.fork ? 'CONTRIBUTOR' : 'MEMBER',
        head: { ref: p.head.ref, sha: p.head.sha, repo: headRepo },
        base: { ref: p.base.ref, sha: p.base.sha, repo: repository },
      },
      repository,
      sender: { login: p.user, type: 'User' },
    };
  }

  /**
   * The `push` event payload GitHub sends when `branch` moved from `before` to `after` (default:
   * its head): commits oldest first with their added/removed/modified paths.
   */
  async pushEvent(before: string, after?: string, branch = this.defaultBranch) {
    const head = after ?? (await this.head(branch))!;
    const commits = await this.git.log(['--reverse', `${before}..${head}`]);
    const diffs = await Promise.all(commits.map((c) => this.git.changedPaths(c.parents[0], c.sha)));
    const payloadCommits = commits.map((c, i) => ({
      id: c.sha,
      tree_id: c.tree,
      distinct: true,
      message: c.message,
      timestamp: c.committer.date,
      url: `${this.htmlUrl}/commit/${c.sha}`,
      author: {
        name: c.author.name,
        email: c.author.email,
        username: c.author.email.split('@')[0],
      },
      committer: { name: c.committer.name, email: c.committer.email },
      added: diffs[i]!.filter((f) => f.status === 'added').map((f) => f.filename),
      removed: diffs[i]!.filter((f) => f.status === 'removed').map((f) => f.filename),
      modified: diffs[i]!.filter((f) => f.status !== 'added' && f.status !== 'removed').map(
        (f) => f.filename,
      ),
    }));
    return {
      ref: `refs/heads/${branch}`,
      before,
      after: head,
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `${this.htmlUrl}/compare/${before.slice(0, 12)}...${head.slice(0, 12)}`,
      commits: payloadCommits,
      head_commit: payloadCommits[payloadCommits.length - 1] ?? null,
      repository: {
        name: this.name,
        full_name: `${this.owner}/${this.name}`,
        owner: { login: this.owner, name: this.owner },
        default_branch: this.defaultBranch,
        html_url: this.htmlUrl,
      },
      pusher: { name: 'ada', email: PERSON.email },
      sender: { login: 'ada', type: 'User' },
    };
  }

  private async commitOn(parent: string | undefined, change: PersonChange): Promise<string> {
    const files = parent
      ? await this.git.files(parent)
      : new Map<string, { mode: string; sha: string }>();
    const changes: TreeChange[] = [];
    for (const [from, to] of Object.entries(change.rename ?? {})) {
      const file = files.get(from);
      if (!file)
        throw new Error(`Cannot rename ${from}: no such file on ${parent ?? 'an empty branch'}`);
      changes.push({ path: from, sha: null }, { path: to, mode: file.mode, sha: file.sha });
    }
    for (const path of change.remove ?? []) changes.push({ path, sha: null });
    const writes = Object.entries(change.write ?? {});
    const blobs = await this.git.writeBlobs(writes.map(([, content]) => content));
    writes.forEach(([path], i) => changes.push({ path, mode: '100644', sha: blobs[i]! }));
    const links = Object.entries(change.links ?? {});
    const targets = await this.git.writeBlobs(links.map(([, target]) => target));
    links.forEach(([path], i) => changes.push({ path, mode: '120000', sha: targets[i]! }));
    const tree = await this.git.writeTree(parent ? `${parent}^{tree}` : undefined, changes);
    return this.git.commitTree(
      tree,
      parent ? [parent] : [],
      change.message ?? 'A person edits files',
      change.author ?? PERSON,
    );
  }
}

/** `n` generated files under `folder` (`<folder>/gen-0000.txt`…), for a person's `write`. */
export function generatedFiles(folder: string, n: number, seed = ''): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `${folder}/gen-${String(i).padStart(4, '0')}.txt`,
      `generated ${seed} ${i}\n`,
    ]),
  );
}

function isGraphqlQuery(call: LoggedCall): boolean {
  const query = (call.body as { query?: unknown } | null)?.query;
  return (
    call.route === ROUTES.graphql && typeof query === 'string' && !/^\s*mutation\b/.test(query)
  );
}
