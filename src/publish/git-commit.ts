// One atomic commit of many files through the Git Data API, rebuilt on the new head when the
// branch moves underneath (updateRef without force answers 422 "not a fast forward") — but only
// while the wiki folder stayed as the changeset's base had it (wiki-guard.ts).
import type { FileWrite, PublishClient, RepoRef } from './types.js';
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
  client: PublishClient,
  options: CommitOptions,
): Promise<CommitResult> {
  const maxAttempts = options.maxAttempts ?? 4;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const ref = `heads/${options.branch}`;
  for (let attempt = 1; ; attempt++) {
    const head = (await client.rest.git.getRef({ owner: options.owner, repo: options.repo, ref }))
      .data.object.sha;
    if (options.wikiBase)
      await assertWikiUnchanged(client, { ...options, base: options.wikiBase, head });
    const parent = await client.rest.git.getCommit({
      owner: options.owner,
      repo: options.repo,
      commit_sha: head,
    });
    // base_tree keeps every file we do not name; without it the commit would delete them.
    const tree = await client.rest.git.createTree({
      owner: options.owner,
      repo: options.repo,
      base_tree: parent.data.tree.sha,
      tree: options.files.map((f) => ({
        path: f.path,
        mode: '100644' as const,
        type: 'blob' as const,
        content: f.content,
      })),
    });
    const commit = await client.rest.git.createCommit({
      owner: options.owner,
      repo: options.repo,
      message: options.message,
      tree: tree.data.sha,
      parents: [head],
    });
    try {
      await client.rest.git.updateRef({
        owner: options.owner,
        repo: options.repo,
        ref,
        sha: commit.data.sha,
        force: false,
      });
      return { sha: commit.data.sha, parent: head, attempts: attempt };
    } catch (err) {
      if (!isNotFastForward(err) || attempt >= maxAttempts) {
        if (isNotFastForward(err))
          throw new Error(
            `Branch "${options.branch}" kept moving: gave up after ${attempt} attempts to fast-forward it. Re-run the workflow.`,
            { cause: err },
          );
        throw err;
      }
      await sleep(Math.round(200 * 2 ** (attempt - 1) * (0.5 + random())));
    }
  }
}
