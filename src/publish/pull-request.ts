// The pull-request mode: every run commits onto one rolling branch and keeps ONE open pull
// request up to date, so wiki updates wait for a person's review.
import type { RestClient } from '../github/client.js';
import { createPullRequest, openPullRequest, setPullRequestBody } from '../github/pulls.js';
import { branchHead, createBranch } from '../github/ref.js';
import { inertText } from '../security/inert-markdown.js';
import { commitFiles, type CommitOptions } from './atomic-commit.js';
import { oneLine } from '../security/output.js';
import { commitOf, type GitHubTarget, type Publisher } from './publisher.js';
import { PublishOutcomeError } from './types.js';
import type { RepoRef } from '../github/repo.js';

export interface PullRequestOptions extends Omit<CommitOptions, 'branch'> {
  /** The branch the PR targets (the default branch). */
  base: string;
  /** The rolling branch, e.g. `wiki-ingest/updates`. */
  branch: string;
  title: string;
  /** A line describing this run, appended to the PR body. */
  bodyLine: string;
  /** The body's opening paragraph (default: the rolling pull request's). */
  bodyHead?: string;
  /** Markdown after the run's line (an archive: the claims not archived as unverified). */
  bodyTail?: string;
}

export interface PullRequestResult {
  sha: string;
  url: string;
  number: number;
  created: boolean;
}

const TITLE = 'docs(wiki): wiki-ingest updates';
const BODY_HEAD =
  'Wiki updates proposed by wiki-ingest. Each merge below added a commit to this branch; review and merge when ready.\n';
const ARCHIVE_HEAD =
  'A /wiki answer filed back into the wiki by wiki-ingest (`/wiki save`). Review the page and merge when ready; merged, log.md records it as an archive.\n';

/**
 * The answer's claims the archive left out, under "Not archived: unverified": each one line of
 * inert Markdown (no link, HTML or code; mentions and issue references ping nothing).
 */
export function unverifiedList(claims: readonly string[]): string {
  const inert = (c: string) =>
    oneLine(c, 300)
      .replace(/[\\`*_[\]<>#|!~&]/g, (ch) => `\\${ch}`)
      .replace(/@(?=[A-Za-z0-9])/g, '@\u200b');
  return `\n\n**Not archived: unverified** — claims of the answer that no cited page and no source file read in the run support:\n${claims.map((c) => `- ${inert(c)}`).join('\n')}`;
}

export function pullRequestPublisher(target: GitHubTarget): Publisher {
  return {
    buildsOn: target.prBranch,
    async publish(out, merge, base) {
      const source = merge.pr !== undefined ? `#${merge.pr}` : (merge.sha ?? '').slice(0, 12);
      const archive = out.wording?.kind === 'archive' ? out.wording : null;
      const pr = await publishPullRequest(await target.github(), {
        owner: target.owner,
        repo: target.repo,
        base: target.branch,
        branch: target.prBranch,
        ...commitOf(target, out, merge, base),
        // An archive's pull request is its own, titled with the question's topic.
        title: archive ? oneLine(`docs(wiki): archive — ${merge.title}`, 100) : TITLE,
        // Titles and topics are other people's words: inert, so they ping, link and close nothing.
        bodyLine: archive
          ? `Files the /wiki answer ${oneLine(archive.answerUrl, 300)} as a wiki page (topic: ${inertText(merge.title, 300)}).`
          : `${source} ${inertText(merge.title, 300)}`,
        ...(archive ? { bodyHead: ARCHIVE_HEAD } : {}),
        ...(archive && out.unverified?.length ? { bodyTail: unverifiedList(out.unverified) } : {}),
      });
      return { publish: { mode: 'pull-request', commit_sha: pr.sha, pull_request_url: pr.url } };
    },
  };
}

/** The rolling branch, created at the base branch's head when it does not exist yet. */
async function ensureBranch(client: RestClient, options: PullRequestOptions): Promise<void> {
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  try {
    await branchHead(client, repo, options.branch);
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err;
    await createBranch(client, repo, options.branch, await branchHead(client, repo, options.base));
  }
}

export async function publishPullRequest(
  client: RestClient,
  options: PullRequestOptions,
): Promise<PullRequestResult> {
  await ensureBranch(client, options);
  const commit = await commitFiles(client, options);
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  let url: string | undefined;
  try {
    const existing = await openPullRequest(client, repo, options.branch, options.base);
    if (existing) {
      // The open pull request already shows the new commit; only its body line is still to add.
      url = existing.url;
      await setPullRequestBody(
        client,
        repo,
        existing.number,
        `${existing.body ?? BODY_HEAD}\n- ${options.bodyLine}${options.bodyTail ?? ''}`,
      );
      return { sha: commit.sha, url, number: existing.number, created: false };
    }
    const created = await createPullRequest(client, repo, {
      branch: options.branch,
      base: options.base,
      title: options.title,
      body: `${options.bodyHead ?? BODY_HEAD}\n- ${options.bodyLine}${options.bodyTail ?? ''}`,
    });
    return { sha: commit.sha, url: created.url, number: created.number, created: true };
  } catch (err) {
    throw pullRequestFailed(options, commit.sha, url, err);
  }
}

/** The commit is on the rolling branch but the pull request was not opened (or not updated). */
function pullRequestFailed(
  options: PullRequestOptions,
  sha: string,
  url: string | undefined,
  err: unknown,
): PublishOutcomeError {
  const e = err as { status?: number; message?: string };
  const cause = e.status ? `HTTP ${e.status}: ${e.message ?? ''}` : (e.message ?? String(err));
  const repoUrl = options.repoUrl ?? '';
  const link = repoUrl ? ` (${repoUrl}/commit/${sha})` : '';
  const what = url
    ? `it is in the open pull request ${url}, but updating that pull request's description failed (${cause})`
    : `opening the pull request failed (${cause})`;
  const fix = url
    ? 'Give the workflow token "pull-requests: write" (permissions: in the workflow).'
    : `Allow it in the repository's Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests", and give the workflow token "pull-requests: write"; then open the pull request from "${options.branch}"${repoUrl ? ` (${repoUrl}/compare/${options.base}...${options.branch})` : ''} — the next run also opens it.`;
  return new PublishOutcomeError(
    `The wiki commit ${sha}${link} is on branch "${options.branch}", but ${what}. ${fix}`,
    'partial',
    { mode: 'pull-request', commit_sha: sha, ...(url ? { pull_request_url: url } : {}) },
    { cause: err },
  );
}
