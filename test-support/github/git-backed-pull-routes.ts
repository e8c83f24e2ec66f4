// Pull requests and issue comments of the git-backed fake GitHub: records kept in memory, heads,
// bases and files read from git. `pulls.create` answers 422 as GitHub does for a duplicate or an
// empty pull request.
import type { FakeRequest } from './fake-github.js';
import { paginate } from './fake-github.js';
import {
  REACTIONS,
  type CommentRecord,
  type GitBackedHub,
  type PullRecord,
} from './git-backed-records.js';
import {
  diffEntry,
  error,
  notFound,
  opened,
  urlsFor,
  user,
  type Urls,
} from './git-backed-shapes.js';

const R = '/repos/{owner}/{repo}';

/** The `team` schema, for a slug of the repository owner's organization. */
const team = (u: Urls, slug: string) => ({
  id: [...slug].reduce((n, ch) => n * 31 + ch.charCodeAt(0), 11) % 1e7,
  node_id: `T_${slug}`,
  url: `${u.api.replace(/\/repos\/.*$/, '')}/teams/${slug}`,
  html_url: `${u.html.replace(/\/[^/]+$/, '')}/teams/${slug}`,
  name: slug,
  slug,
  description: null,
  privacy: 'closed',
  notification_setting: 'notifications_enabled',
  permission: 'push',
  members_url: '',
  repositories_url: '',
  parent: null,
});

export type { CommentRecord, PullRecord } from './git-backed-records.js';

const validation = (message: string, field?: string) =>
  error(422, 'Validation Failed', {
    errors: [
      field
        ? { resource: 'PullRequest', field, code: 'invalid' }
        : { resource: 'PullRequest', code: 'custom', message },
    ],
  });

export function pullRoutes(hub: GitBackedHub): void {
  const { git } = hub;
  const urls = (req: FakeRequest) => urlsFor(req, hub.owner, hub.name);
  const branchOf = (head: string) => head.replace(new RegExp(`^${hub.owner}:`), '');

  /** Open pulls follow their branches. */
  const refresh = async (pull: PullRecord) => {
    if (pull.state !== 'open') return pull;
    pull.head.sha = (await git.branch(pull.head.ref)) ?? pull.head.sha;
    pull.base.sha = (await git.branch(pull.base.ref)) ?? pull.base.sha;
    return pull;
  };

  const side = (u: Urls, s: { ref: string; sha: string }) => ({
    label: `${hub.owner}:${s.ref}`,
    ref: s.ref,
    sha: s.sha,
    user: user(hub.owner),
    repo: {
      id: 1,
      name: hub.name,
      full_name: `${hub.owner}/${hub.name}`,
      html_url: u.html,
      url: u.api,
      default_branch: hub.defaultBranch,
    },
  });

  const pullJson = (u: Urls, p: PullRecord) => ({
    url: `${u.api}/pulls/${p.number}`,
    id: 100000 + p.number,
    node_id: `PR_${p.number}`,
    html_url: `${u.html}/pull/${p.number}`,
    diff_url: `${u.html}/pull/${p.number}.diff`,
    patch_url: `${u.html}/pull/${p.number}.patch`,
    issue_url: `${u.api}/issues/${p.number}`,
    number: p.number,
    state: p.state,
    locked: false,
    title: p.title,
    user: user(p.user),
    body: p.body,
    labels: p.labels.map((name, i) => ({ id: i + 1, name, color: 'ededed', default: false })),
    milestone: null,
    active_lock_reason: null,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    closed_at: p.closedAt,
    merged_at: p.mergedAt,
    merge_commit_sha: p.mergeCommitSha,
    assignee: null,
    assignees: [],
    requested_reviewers: (p.requestedReviewers ?? []).map(user),
    requested_teams: (p.requestedTeams ?? []).map((slug) => team(u, slug)),
    head: side(u, p.head),
    base: side(u, p.base),
    author_association: 'MEMBER',
    auto_merge: null,
    draft: p.draft,
    _links: {
      self: { href: `${u.api}/pulls/${p.number}` },
      html: { href: `${u.html}/pull/${p.number}` },
      issue: { href: `${u.api}/issues/${p.number}` },
      comments: { href: `${u.api}/issues/${p.number}/comments` },
      review_comments: { href: `${u.api}/pulls/${p.number}/comments` },
      review_comment: { href: `${u.api}/pulls/comments{/number}` },
      commits: { href: `${u.api}/pulls/${p.number}/commits` },
      statuses: { href: `${u.api}/statuses/${p.head.sha}` },
    },
  });

  /** A single pull (get, create, update) adds counts computed from git. */
  const fullPullJson = async (u: Urls, p: PullRecord) => {
    const mergeBase = (await git.mergeBase(p.base.sha, p.head.sha)) ?? p.base.sha;
    const [files, commits] = await Promise.all([
      git.diff(mergeBase, p.head.sha),
      git.countBetween(mergeBase, p.head.sha),
    ]);
    return {
      ...pullJson(u, p),
      merged: p.mergedAt !== null,
      mergeable: p.state === 'open' ? true : null,
      mergeable_state: p.state === 'open' ? 'clean' : 'unknown',
      merged_by: p.mergedAt ? user(p.user) : null,
      comments: hub.comments.get(p.number)?.length ?? 0,
      review_comments: 0,
      maintainer_can_modify: false,
      commits,
      additions: files.reduce((n, f) => n + f.additions, 0),
      deletions: files.reduce((n, f) => n + f.deletions, 0),
      changed_files: files.length,
    };
  };

  const find = (req: FakeRequest) =>
    hub.pulls.find((p) => p.number === Number(req.params.pull_number));

  hub.router
    .on(`GET ${R}/pulls`, async (req) => {
      const q = req.url.searchParams;
      const state = q.get('state') ?? 'open';
      const head = q.get('head');
      const base = q.get('base');
      const pulls = hub.pulls
        .filter((p) => state === 'all' || p.state === state)
        .filter((p) => !head || p.head.ref === branchOf(head))
        .filter((p) => !base || p.base.ref === base)
        .sort((a, b) => b.number - a.number);
      await Promise.all(pulls.map(refresh));
      const page = paginate(req, pulls, 30);
      return { ...page, body: (page.body as PullRecord[]).map((p) => pullJson(urls(req), p)) };
    })
    .on(`POST ${R}/pulls`, async (req) => {
      const b = req.body as {
        title?: string;
        head?: string;
        base?: string;
        body?: string;
        draft?: boolean;
      };
      if (!b.title) return validation('title', 'title');
      const headRef = branchOf(b.head ?? '');
      const headSha = await git.branch(headRef);
      const baseSha = await git.branch(b.base ?? '');
      if (!headSha) return validation('head', 'head');
      if (!baseSha) return validation('base', 'base');
      if (
        hub.pulls.some((p) => p.state === 'open' && p.head.ref === headRef && p.base.ref === b.base)
      )
        return validation(`A pull request already exists for ${hub.owner}:${headRef}.`);
      if (await git.isAncestor(headSha, baseSha))
        return validation(`No commits between ${b.base} and ${headRef}`);
      const pull: PullRecord = {
        ...opened(hub.newNumber(), { title: b.title, body: b.body, user: 'github-actions[bot]' }),
        labels: [],
        head: { ref: headRef, sha: headSha },
        base: { ref: b.base!, sha: baseSha },
        mergeCommitSha: null,
        mergedAt: null,
        draft: b.draft ?? false,
      };
      hub.pulls.push(pull);
      return { status: 201, body: await fullPullJson(urls(req), pull) };
    })
    .on(`GET ${R}/pulls/{pull_number}`, async (req) => {
      const pull = find(req);
      return pull ? { body: await fullPullJson(urls(req), await refresh(pull)) } : notFound();
    })
    .on(`PATCH ${R}/pulls/{pull_number}`, async (req) => {
      const pull = find(req);
      if (!pull) return notFound();
      const b = req.body as { title?: string; body?: string; state?: 'open' | 'closed' };
      if (b.title !== undefined) pull.title = b.title;
      if (b.body !== undefined) pull.body = b.body;
      if (b.state !== undefined) pull.state = b.state;
      pull.updatedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      return { body: await fullPullJson(urls(req), await refresh(pull)) };
    })
    .on(`GET ${R}/pulls/{pull_number}/files`, async (req) => {
      const pull = find(req);
      if (!pull) return notFound();
      await refresh(pull);
      const mergeBase = (await git.mergeBase(pull.base.sha, pull.head.sha)) ?? pull.base.sha;
      const files = await git.diff(mergeBase, pull.head.sha);
      // At most 100 files a page whatever per_page asks, and 3,000 in all, as GitHub lists them.
      if (Number(req.url.searchParams.get('per_page') ?? 30) > 100)
        req.url.searchParams.set('per_page', '100');
      const page = paginate(req, files.slice(0, 3000), 30);
      return {
        ...page,
        body: (page.body as typeof files).map((f) => diffEntry(urls(req), pull.head.sha, f)),
      };
    })
    // Review requests as GitHub keeps them: the author is refused (422), so is a user who is no
    // collaborator; a login asked twice is listed once.
    .on(`GET ${R}/pulls/{pull_number}/requested_reviewers`, (req) => {
      const pull = find(req);
      if (!pull) return notFound();
      return {
        body: {
          users: (pull.requestedReviewers ?? []).map(user),
          teams: (pull.requestedTeams ?? []).map((slug) => team(urls(req), slug)),
        },
      };
    })
    .on(`POST ${R}/pulls/{pull_number}/requested_reviewers`, async (req) => {
      const pull = find(req);
      if (!pull) return notFound();
      const b = req.body as { reviewers?: string[]; team_reviewers?: string[] };
      const users = b.reviewers ?? [];
      if (users.some((u) => u.toLowerCase() === pull.user.toLowerCase()))
        return error(422, 'Review cannot be requested from pull request author.');
      if (users.some((u) => (hub.permissions.get(u) ?? 'none') === 'none'))
        return error(
          422,
          `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${hub.owner}/${hub.name} repository.`,
        );
      pull.requestedReviewers = [...new Set([...(pull.requestedReviewers ?? []), ...users])];
      pull.requestedTeams = [
        ...new Set([...(pull.requestedTeams ?? []), ...(b.team_reviewers ?? [])]),
      ];
      return { status: 201, body: pullJson(urls(req), await refresh(pull)) };
    })
    .on(`GET ${R}/commits/{commit_sha}/pulls`, async (req) => {
      const sha = await git.resolve(req.params.commit_sha!);
      if (!sha) return error(422, `No commit found for SHA: ${req.params.commit_sha}`);
      const found = [];
      for (const pull of hub.pulls) {
        await refresh(pull);
        const merged = pull.mergeCommitSha === sha || (pull.mergedAt && pull.head.sha === sha);
        const open = pull.state === 'open' && (await git.isAncestor(sha, pull.head.sha));
        if (merged || open) found.push(pull);
      }
      return paginate(
        req,
        found.map((p) => pullJson(urls(req), p)),
        30,
      );
    })
    // Every issue and pull request comment of the repository: `since` on updated_at, sorted by
    // created (ascending) unless `sort=updated`; `direction` applies only with `sort`.
    .on(`GET ${R}/issues/comments`, (req) => {
      const q = req.url.searchParams;
      const since = q.get('since');
      const sortKey = q.get('sort') === 'updated' ? 'updatedAt' : 'createdAt';
      const all = [...hub.comments]
        .flatMap(([number, list]) => list.map((c) => ({ number, c })))
        .filter(({ c }) => !since || Date.parse(c.updatedAt) >= Date.parse(since))
        .sort((a, b) => a.c[sortKey].localeCompare(b.c[sortKey]) || a.c.id - b.c.id);
      if (q.get('sort') && q.get('direction') === 'desc') all.reverse();
      const page = paginate(req, all, 30);
      return {
        ...page,
        body: (page.body as typeof all).map(({ number, c }) => commentJson(urls(req), number, c)),
      };
    })
    // Editing a comment: its body replaced, updated_at moved; 404 for a comment that is not there.
    .on(`PATCH ${R}/issues/comments/{comment_id}`, (req) => {
      const id = Number(req.params.comment_id);
      for (const [number, list] of hub.comments) {
        const c = list.find((x) => x.id === id);
        if (!c) continue;
        const { body } = req.body as { body?: string };
        if (typeof body !== 'string')
          return error(422, 'Invalid request.\n\n"body" wasn\'t supplied.');
        c.body = body;
        c.updatedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
        return { body: commentJson(urls(req), number, c) };
      }
      return notFound();
    })
    // Who reacted to a comment, filtered by `content` as GitHub does.
    .on(`GET ${R}/issues/comments/{comment_id}/reactions`, (req) => {
      const id = Number(req.params.comment_id);
      const found = [...hub.comments.values()].flat().find((c) => c.id === id);
      if (!found) return notFound();
      const content = req.url.searchParams.get('content');
      const list = (found.reactedBy ?? [])
        .filter((r) => !content || r.content === content)
        .map((r, i) => ({
          id: id * 100 + i,
          node_id: `REA_${id}_${i}`,
          user: user(r.user),
          content: r.content,
          created_at: found.createdAt,
        }));
      return paginate(req, list, 30);
    })
    // A person's permission: `hub.permissions`, else `none` (a user who is no collaborator).
    .on(`GET ${R}/collaborators/{username}/permission`, (req) => {
      const login = req.params.username!;
      const permission = hub.permissions.get(login) ?? 'none';
      return { body: { permission, role_name: permission, user: user(login) } };
    })
    .on(`GET ${R}/issues/{issue_number}/comments`, (req) => {
      const number = Number(req.params.issue_number);
      const list = hub.comments.get(number) ?? [];
      const page = paginate(req, list, 30);
      return {
        ...page,
        body: (page.body as CommentRecord[]).map((c) => commentJson(urls(req), number, c)),
      };
    })
    .on(`POST ${R}/issues/{issue_number}/comments`, (req) => {
      const number = Number(req.params.issue_number);
      if (!hub.pulls.some((p) => p.number === number) && !hub.issues.has(number)) return notFound();
      const { body } = req.body as { body?: string };
      if (typeof body !== 'string')
        return error(422, 'Invalid request.\n\n"body" wasn\'t supplied.');
      const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      const comment = {
        id: hub.newId(),
        body,
        user: 'github-actions[bot]',
        createdAt: now,
        updatedAt: now,
      };
      hub.comments.set(number, [...(hub.comments.get(number) ?? []), comment]);
      return { status: 201, body: commentJson(urls(req), number, comment) };
    });
}

/** The `reaction-rollup` schema: every content counted, zero when absent. */
const rollup = (u: Urls, c: CommentRecord) => {
  const counts = Object.fromEntries(REACTIONS.map((r) => [r, c.reactions?.[r] ?? 0]));
  return {
    url: `${u.api}/issues/comments/${c.id}/reactions`,
    total_count: Object.values(counts).reduce((a, b) => a + b, 0),
    ...counts,
  };
};

export function commentJson(u: Urls, number: number, c: CommentRecord) {
  return {
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${u.api}/issues/comments/${c.id}`,
    html_url: `${u.html}/issues/${number}#issuecomment-${c.id}`,
    issue_url: `${u.api}/issues/${number}`,
    body: c.body,
    user: user(c.user),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.association ?? 'MEMBER',
    reactions: rollup(u, c),
  };
}
