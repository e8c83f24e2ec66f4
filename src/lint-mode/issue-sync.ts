// Carries out the issue plan through the REST API: finds the labelled issues, then opens, edits,
// closes or reopens the one issue (src/lint-mode/issue.ts decides which). The label is made
// sure of first: GitHub may refuse an issue naming a label the repository lacks, and an issue
// without it would not be found again.
import type { GitHub } from '../github/client.js';
import {
  addIssueLabels,
  editIssue,
  ensureLabel,
  issuesWithLabel,
  openIssue,
  type LabeledIssue,
} from '../github/issues.js';
import { tokenLogin } from '../github/identity.js';
import type { RepoRef } from '../github/repo.js';
import type { Finding } from '../lint/rules.js';
import { LINT_LABEL, planIssue, type SectionInput } from './issue.js';

export type IssueAction = 'created' | 'updated' | 'closed' | 'reopened' | 'unchanged' | 'none';

export interface IssueSync {
  action: IssueAction;
  /** The issue kept, when there is one. */
  issue: LabeledIssue | null;
  /** Why nothing was written, when nothing was. */
  why?: string;
  notes: string[];
}

type Client = Pick<GitHub, 'rest' | 'graphql'>;

async function create(
  client: Client,
  repo: RepoRef,
  title: string,
  body: string,
  notes: string[],
): Promise<LabeledIssue> {
  await ensureLabel(client, repo, LINT_LABEL);
  const issue = await openIssue(client, repo, { title, body, labels: [LINT_LABEL.name] });
  if (issue.labels.includes(LINT_LABEL.name)) return issue;
  try {
    await addIssueLabels(client, repo, issue.number, [LINT_LABEL.name]);
    return { ...issue, labels: [...issue.labels, LINT_LABEL.name] };
  } catch (e) {
    notes.push(
      `#${issue.number} was opened without the "${LINT_LABEL.name}" label (${(e as Error).message}), so the next run cannot find it and opens another; add the label to it by hand, or give the token issues: write.`,
    );
    return issue;
  }
}

/**
 * The findings with `scrub` applied to every string taken from a page, before they are escaped:
 * `ghs\_…` in the rendered body would no longer be the secret the scrub looks for.
 */
const scrubbed = (findings: readonly Finding[], scrub: (text: string) => string): Finding[] =>
  findings.map((f) => ({
    ...f,
    page: scrub(f.page),
    detail: scrub(f.detail),
    ...(f.quotes
      ? { quotes: f.quotes.map((q) => ({ page: scrub(q.page), text: scrub(q.text) })) }
      : {}),
  }));

/**
 * Keeps the lint issue in step with `input`'s findings, every body it writes (a new issue's, an
 * edited one's) scrubbed of secrets. Throws the API's error.
 */
export async function syncLintIssue(
  client: Client,
  repo: RepoRef,
  input: SectionInput,
  scrub: (text: string) => string = (t) => t,
): Promise<IssueSync> {
  const found = await issuesWithLabel(client, repo, LINT_LABEL.name);
  // Looked up only when a labelled issue might be ours: a first run makes no extra call.
  const login = found.length ? await tokenLogin(client) : '';
  const { plan, notes } = planIssue(
    found,
    { ...input, findings: scrubbed(input.findings, scrub) },
    login,
  );
  switch (plan.kind) {
    case 'none':
      return {
        action: plan.issue?.state === 'open' ? 'unchanged' : 'none',
        issue: plan.issue,
        why: plan.why,
        notes,
      };
    case 'create': {
      const issue = await create(client, repo, plan.title, scrub(plan.body), notes);
      return { action: 'created', issue, notes };
    }
    default: {
      const state = plan.kind === 'close' ? 'closed' : plan.kind === 'reopen' ? 'open' : undefined;
      const issue = await editIssue(client, repo, plan.issue.number, {
        body: scrub(plan.body),
        ...(state ? { state } : {}),
      });
      const action =
        plan.kind === 'close' ? 'closed' : plan.kind === 'reopen' ? 'reopened' : 'updated';
      return { action, issue, notes };
    }
  }
}
