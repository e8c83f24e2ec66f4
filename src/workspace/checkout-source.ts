// The workflow's checkout (GITHUB_WORKSPACE) as a source: when it holds the merged commit and its
// parent, the merge's files and diffs, the covers index and read_source come from git, not the
// API. A dry run goes further — the wiki from the checkout's HEAD and no ledger — so a push or a
// pull request event is previewed through every tier with no GitHub API call at all. It is the
// CLI's local workspace (workspace/local.ts), reused (checkout.ts, loaded once Tier 3 needs it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { gitSourceReader } from '../git/source.js';
import { gitBuffer } from '../git/process.js';
import type { RawFile } from '../github/raw-file.js';
import type { CheckoutFiles } from '../merge-info/context.js';
import { filesBetween, mergeInfoFromGit } from '../merge-info/git.js';
import { readText } from '../tools/source-reader.js';

/** Whether `dir` is a git checkout holding `rev` as a commit. */
export async function holdsCommit(dir: string, rev: string): Promise<boolean> {
  if (!existsSync(join(dir, '.git'))) return false;
  return gitBuffer(dir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])
    .then(() => true)
    .catch(() => false);
}

/** Whether the checkout holds `sha` and its first parent: enough to diff and read the merge. */
export async function holdsMerge(dir: string, sha: string | undefined): Promise<boolean> {
  if (!sha) return false;
  return (await holdsCommit(dir, sha)) && holdsCommit(dir, `${sha}^1`);
}

/**
 * Whether the checkout holds a pull request's merge ref: `sha` (GITHUB_SHA on pull_request) with
 * its base as first parent and the pull request's head `headSha` as second.
 */
export async function holdsPullMerge(
  dir: string,
  sha: string | undefined,
  headSha: string,
): Promise<boolean> {
  if (!sha || !headSha || !(await holdsMerge(dir, sha))) return false;
  const second = await gitBuffer(dir, ['rev-parse', '--verify', '--quiet', `${sha}^2`])
    .then((b) => b.toString().trim())
    .catch(() => '');
  return second === headSha;
}

/** The merge's files from the checkout, for the event readers (src/merge-info/push.ts, pull-request.ts). */
export function checkoutFiles(dir: string, only: boolean): CheckoutFiles {
  return {
    only,
    async files(head, base) {
      if (!(await holdsMerge(dir, head))) return null;
      if (base && !(await holdsCommit(dir, base))) return null;
      const parent = (await gitBuffer(dir, ['rev-parse', `${head}^1`])).toString().trim();
      // One merge commit (the usual push) is its first-parent diff, as the CLI reads it.
      if (!base || base === parent)
        return (await mergeInfoFromGit(dir, head, { patches: true })).files;
      return filesBetween(dir, base, head);
    },
  };
}

/** The map file at a commit of the checkout, as covered-changes reads it (src/workspace/github-covers.ts). */
export function checkoutFile(dir: string): (path: string, ref: string) => Promise<RawFile> {
  return async (path, ref) => {
    const text = await readText(gitSourceReader(dir, ref))(path);
    return text === null ? { kind: 'missing' } : { kind: 'file', text };
  };
}

/** The checkout a push or pull_request run reads from, when GITHUB_WORKSPACE holds its merge. */
export interface CheckoutSource {
  dir: string;
  /** The event's merged commit, which the checkout holds: a dry run reads the wiki there. */
  sha: string;
  /** A dry run: no GitHub API call at all (the wiki from the checkout, no ledger). */
  only: boolean;
}

/** The merged commit an event names, as its payload says (before any API call). */
function eventSha(eventName: string, payload: unknown): string | undefined {
  const p = payload as {
    after?: unknown;
    pull_request?: { merge_commit_sha?: unknown } | null;
  } | null;
  const sha = eventName === 'push' ? p?.after : p?.pull_request?.merge_commit_sha;
  return typeof sha === 'string' && /^[0-9a-f]{7,64}$/i.test(sha) && !/^0+$/.test(sha)
    ? sha
    : undefined;
}

export async function checkoutSource(
  env: NodeJS.ProcessEnv,
  config: Pick<Config, 'publishMode'>,
  eventName: string,
  payload: unknown,
): Promise<CheckoutSource | null> {
  const dir = env.GITHUB_WORKSPACE;
  if (!dir || (eventName !== 'push' && eventName !== 'pull_request')) return null;
  const sha = eventSha(eventName, payload);
  if (!sha || !(await holdsMerge(dir, sha))) return null;
  return { dir, sha, only: config.publishMode === 'dry-run' };
}

/**
 * What the summary says of a dry run from the checkout: the commit it read the wiki at (the
 * event's, whatever HEAD the workflow checked out), what it did not read, and why.
 */
export const checkoutPreviewNote = (sha: string): string =>
  `Dry run from the checkout (GITHUB_WORKSPACE holds the merge): no GitHub API was called — the merge, the wiki (at the event's commit ${sha.slice(0, 12)}, not the checkout's HEAD) and the sources were read from git, and the ledger read was skipped, so only this merge was decided (no catch-up, no max-daily-cost-usd check) and nothing was recorded.`;
