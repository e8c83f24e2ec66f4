// Issues and labels of the git-backed fake GitHub, shaped as the REST API answers (the `issue`
// and `label` schemas of @octokit/openapi-types): the issues list holds pull requests too (with a
// `pull_request` key), filters by state, labels (all of them) and creator, newest first by
// default; `create` answers 422 without a title; a label named on a new issue is created as
// GitHub does — or, with `hub.dropIssueLabels`, silently dropped, as GitHub does for a token
// without push access. A person edits or closes an issue with `hub.editIssue`.
import type { FakeRequest } from './fake-github.js';
import { paginate } from './fake-github.js';
import type { GitBackedHub, IssueEdit, IssueRecord, LabelRecord } from './git-backed-records.js';
import { error, notFound, stamp, urlsFor, user, type Urls } from './git-backed-shapes.js';

const R = '/repos/{owner}/{repo}';

export type { IssueEdit, IssueRecord, LabelRecord } from './git-backed-records.js';

function labelJson(u: Urls, l: LabelRecord) {
  return {
    id: l.id,
    node_id: `LA_${l.id}`,
    url: `${u.api}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    description: l.description,
    color: l.color,
    default: false,
  };
}

export function issueJson(hub: GitBackedHub, u: Urls, i: IssueRecord) {
  const base = `${u.api}/issues/${i.number}`;
  return {
    id: 200000 + i.number,
    node_id: `I_${i.number}`,
    url: base,
    repository_url: u.api,
    labels_url: `${base}/labels{/name}`,
    comments_url: `${base}/comments`,
    events_url: `${base}/events`,
    html_url: `${u.html}/issues/${i.number}`,
    number: i.number,
    state: i.state,
    state_reason: i.stateReason,
    title: i.title,
    body: i.body,
    user: user(i.user),
    labels: i.labels.map((name) => labelJson(u, hub.label(name))),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments: hub.comments.get(i.number)?.length ?? 0,
    closed_at: i.closedAt,
    created_at: i.createdAt,
    updated_at: i.updatedAt,
    closed_by: i.closedBy ? user(i.closedBy) : null,
    author_association: i.association,
    timeline_url: `${base}/timeline`,
  };
}

/** A pull request as the issues list shows it. */
function pullAsIssue(hub: GitBackedHub, u: Urls, number: number) {
  const p = hub.pulls.find((x) => x.number === number)!;
  return {
    ...issueJson(hub, u, {
      number,
      title: p.title,
      body: p.body,
      state: p.state,
      stateReason: null,
      user: p.user,
      association: 'MEMBER',
      labels: p.labels,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      closedAt: p.closedAt,
      closedBy: null,
    }),
    pull_request: {
      url: `${u.api}/pulls/${number}`,
      html_url: `${u.html}/pull/${number}`,
      diff_url: `${u.html}/pull/${number}.diff`,
      patch_url: `${u.html}/pull/${number}.patch`,
      merged_at: p.mergedAt,
    },
  };
}

function listIssues(hub: GitBackedHub, req: FakeRequest) {
  const q = req.url.searchParams;
  const state = q.get('state') ?? 'open';
  const labels = (q.get('labels') ?? '').split(',').filter(Boolean);
  const creator = q.get('creator');
  const u = urlsFor(req, hub.owner, hub.name);
  const all = [
    ...hub.issueRecords.map((i) => ({ json: issueJson(hub, u, i), labels: i.labels })),
    ...hub.pulls.map((p) => ({ json: pullAsIssue(hub, u, p.number), labels: p.labels })),
  ]
    .filter(({ json }) => state === 'all' || json.state === state)
    .filter(({ labels: have }) => labels.every((l) => have.includes(l)))
    .filter(({ json }) => !creator || json.user.login === creator)
    .map(({ json }) => json)
    .sort((a, b) => b.number - a.number);
  if (q.get('direction') === 'asc') all.reverse();
  return paginate(req, all, 30);
}

export function issueRoutes(hub: GitBackedHub): void {
  const urls = (req: FakeRequest) => urlsFor(req, hub.owner, hub.name);
  const find = (req: FakeRequest) =>
    hub.issueRecords.find((i) => i.number === Number(req.params.issue_number));

  hub.router
    .on(`GET ${R}/issues`, (req) => listIssues(hub, req))
    .on(`POST ${R}/issues`, (req) => {
      const b = req.body as { title?: string; body?: string; labels?: string[] };
      if (!b.title)
        return error(422, 'Validation Failed', {
          errors: [{ resource: 'Issue', field: 'title', code: 'missing_field' }],
        });
      const issue = hub.openIssue({
        title: b.title,
        body: b.body,
        labels: hub.dropIssueLabels ? [] : b.labels,
        user: 'github-actions[bot]',
        association: 'NONE',
      });
      return { status: 201, body: issueJson(hub, urls(req), issue) };
    })
    .on(`GET ${R}/issues/{issue_number}`, (req) => {
      const issue = find(req);
      return issue ? { body: issueJson(hub, urls(req), issue) } : notFound();
    })
    .on(`PATCH ${R}/issues/{issue_number}`, (req) => {
      const issue = find(req);
      if (!issue) return notFound();
      hub.applyIssueEdit(issue, req.body as IssueEdit, 'github-actions[bot]');
      return { body: issueJson(hub, urls(req), issue) };
    })
    .on(`POST ${R}/issues/{issue_number}/labels`, (req) => {
      const issue = find(req);
      if (!issue) return notFound();
      const { labels = [] } = req.body as { labels?: string[] };
      for (const name of labels)
        if (!issue.labels.includes(name)) issue.labels.push(hub.label(name).name);
      return { body: issue.labels.map((name) => labelJson(urls(req), hub.label(name))) };
    })
    .on(`GET ${R}/labels/{name}`, (req) => {
      const label = hub.labels.get(decodeURIComponent(req.params.name!));
      return label ? { body: labelJson(urls(req), label) } : notFound();
    })
    .on(`POST ${R}/labels`, (req) => {
      const b = req.body as { name?: string; color?: string; description?: string };
      if (!b.name || hub.labels.has(b.name))
        return error(422, 'Validation Failed', {
          errors: [
            { resource: 'Label', field: 'name', code: b.name ? 'already_exists' : 'missing_field' },
          ],
        });
      const label = hub.label(b.name, b.color, b.description);
      return { status: 201, body: labelJson(urls(req), label) };
    });
}

/** Applies an edit as GitHub records it: closing sets closed_at and closed_by, reopening clears them. */
export function applyEdit(issue: IssueRecord, edit: IssueEdit, by: string): void {
  if (edit.title !== undefined) issue.title = edit.title;
  if (edit.body !== undefined) issue.body = edit.body;
  if (edit.labels !== undefined) issue.labels = [...edit.labels];
  if (edit.state !== undefined && edit.state !== issue.state) {
    issue.state = edit.state;
    issue.closedAt = edit.state === 'closed' ? stamp() : null;
    issue.closedBy = edit.state === 'closed' ? by : null;
    issue.stateReason = edit.state === 'closed' ? (edit.state_reason ?? 'completed') : 'reopened';
  }
  issue.updatedAt = stamp();
}
