// One atomic commit of many files through the Git Data API, rebuilt on the new head when the
// branch moves underneath (updateRef without force answers 422 "not a fast forward") — but only
// while the wiki folder stayed as the changeset's base had it (wiki-guard.ts).
import type { RestClient } from '../github/client.js';
import { contains } from '../github/compare.js';
import { commitTree, createCommit, createTree } from '../github/git-data.js';
import { branchHead, fastForwardBranch } from '../github/ref.js';
import { PublishOutcomeError } from './types.js';
import type { FileWrite } from '../types.js';
import type { RepoRef } from '../github/repo.js';
import { assertWikiUnchanged, type WikiBase } from './wiki-guard.js';

export interface CommitOptions extends RepoRef {
  branch: string;
  message: string;
  files: FileWrite[];
  /**
   * The commit the files were computed from. Every attempt whose head differs from it first checks
   * that nothing under the wiki folder changed since, and publishes nothing if it did.
   */
  wikiBase?: WikiBase;
  /** Attempts in all (first try + rebuilds after the branch moved). */
  maxAttempts?: number;
  /** `https://github.com/o/r`, to link a commit whose fate is unknown. */
  repoUrl?: string;
  /** Injected so tests need not wait; resolves after `ms`. */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1). */
  random?: () => number;
}

export interface CommitResult {
  sha: string;
  parent: string;
  attempts: number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function isNotFastForward(err: unknown): boolean {
  const e = err as { status?: number; message?: string };
  return e?.status === 422 && /fast.?forward|reference update/i.test(e.message ?? '');
}

export async function commitFiles(
  client: RestClient,
  options: CommitOptions,
): Promise<CommitResult> {
  const maxAttempts = options.maxAttempts ?? 4;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  for (let attempt = 1; ; attempt++) {
    const head = await branchHead(client, repo, options.branch);
    const headTree = await commitTree(client, repo, head);
    if (options.wikiBase)
      await assertWikiUnchanged(client, { ...options, base: options.wikiBase, head, headTree });
    const tree = await createTree(client, repo, headTree, options.files);
    const sha = await createCommit(client, repo, {
      message: options.message,
      tree,
      parents: [head],
    });
    try {
      await fastForwardBranch(client, repo, options.branch, sha);
      return { sha, parent: head, attempts: attempt };
    } catch (err) {
      if (!isNotFastForward(err)) {
        // The update may have taken effect and only its answer been lost: ask the branch.
        if (await landed(client, options, sha, err))
          return { sha, parent: head, attempts: attempt };
        throw err;
      }
      if (attempt >= maxAttempts)
        throw new Error(
          `Branch "${options.branch}" kept moving: gave up after ${attempt} attempts to fast-forward it. Re-run the workflow.`,
          { cause: err },
        );
      await sleep(Math.round(200 * 2 ** (attempt - 1) * (0.5 + random())));
    }
  }
}

const explain = (e: unknown): string => {
  const err = e as { status?: number; message?: string };
  return err.status ? `HTTP ${err.status}: ${err.message ?? ''}` : (err.message ?? String(e));
};

/**
 * Whether the branch holds `sha` after an update that answered with an error: true when it points
 * at it (or at a descendant), false when it does not. When the branch cannot be read either, the
 * outcome is unknown and says so, naming the commit.
 */
async function landed(
  client: RestClient,
  options: CommitOptions,
  sha: string,
  updateError: unknown,
): Promise<boolean> {
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  try {
    const now = await branchHead(client, repo, options.branch);
    return now === sha || (await contains(client, repo, now, sha));
  } catch (readError) {
    const link = options.repoUrl ? ` (${options.repoUrl}/commit/${sha})` : '';
    throw new PublishOutcomeError(
      `Updating branch "${options.branch}" to the wiki commit ${sha}${link} failed (${explain(updateError)}), and reading the branch back failed too (${explain(readError)}): whether the commit is on "${options.branch}" is unknown. Check the branch's history for ${sha.slice(0, 12)} before re-running; re-run only if it is not there.`,
      'unknown',
      undefined,
      { cause: updateError },
    );
  }
}
