// Issues through the REST API: the issues carrying a label (pull requests left out), one opened,
// one edited or closed, and the label itself made sure of. The lint mode keeps its one issue with
// these; the API's issue shape becomes a LabeledIssue here, so it never leaves this folder.
import type { GitHub, RestClient } from './client.js';
import type { RepoRef } from './repo.js';

export interface LabeledIssue {
  number: number;
  url: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  /** `User`, `Bot` or `Organization`: who opened it. */
  authorType: string;
  /** Who opened it (`github-actions[bot]`, an app's `<slug>[bot]`, a person). */
  login: string;
  /** The opener's relation to the repository (OWNER, MEMBER, COLLABORATOR, …). */
  association: string;
  labels: string[];
}

interface ApiIssue {
  number: number;
  html_url: string;
  title: string;
  body?: string | null;
  state: string;
  user: { type?: string; login?: string } | null;
  author_association?: string;
  labels: (string | { name?: string })[];
  pull_request?: unknown;
}

const fromApi = (i: ApiIssue): LabeledIssue => ({
  number: i.number,
  url: i.html_url,
  title: i.title,
  body: i.body ?? '',
  state: i.state === 'closed' ? 'closed' : 'open',
  authorType: i.user?.type ?? '',
  login: i.user?.login ?? '',
  association: i.author_association ?? '',
  labels: i.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
});

/**
 * The issues (open and closed, newest first) carrying `label`, at most `max` of them; the
 * issues list also holds pull requests, which are left out.
 */
export async function issuesWithLabel(
  client: Pick<GitHub, 'rest'>,
  repo: RepoRef,
  label: string,
  max = 100,
): Promise<LabeledIssue[]> {
  const { data } = await client.rest.issues.listForRepo({
    ...repo,
    labels: label,
    state: 'all',
    sort: 'created',
    direction: 'desc',
    per_page: Math.min(max, 100),
  });
  return (data as ApiIssue[]).filter((i) => !i.pull_request).map(fromApi);
}

/** Opens an issue. The labels are set only when the token may set them (GitHub drops them otherwise). */
export async function openIssue(
  client: RestClient,
  repo: RepoRef,
  issue: { title: string; body: string; labels: string[] },
): Promise<LabeledIssue> {
  const { data } = await client.rest.issues.create({ ...repo, ...issue });
  return fromApi(data as ApiIssue);
}

/** Rewrites an issue's body and, when given, opens or closes it (closed as completed). */
export async function editIssue(
  client: RestClient,
  repo: RepoRef,
  number: number,
  edit: { body: string; state?: 'open' | 'closed' },
): Promise<LabeledIssue> {
  const { data } = await client.rest.issues.update({
    ...repo,
    issue_number: number,
    body: edit.body,
    ...(edit.state ? { state: edit.state } : {}),
    ...(edit.state === 'closed' ? { state_reason: 'completed' as const } : {}),
  });
  return fromApi(data as ApiIssue);
}

/** Adds labels to an issue (an issue opened before the label could be set). */
export async function addIssueLabels(
  client: RestClient,
  repo: RepoRef,
  number: number,
  labels: string[],
): Promise<void> {
  await client.rest.issues.addLabels({ ...repo, issue_number: number, labels });
}

/** Creates the label unless the repository has it; true when it was created. */
export async function ensureLabel(
  client: RestClient,
  repo: RepoRef,
  label: { name: string; color: string; description: string },
): Promise<boolean> {
  try {
    await client.rest.issues.getLabel({ ...repo, name: label.name });
    return false;
  } catch (e) {
    if ((e as { status?: number }).status !== 404) throw e;
  }
  await client.rest.issues.createLabel({ ...repo, ...label });
  return true;
}
