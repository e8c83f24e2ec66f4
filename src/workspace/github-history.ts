// The merges a run catches up with: the first-parent commits of the default branch after the last
// one the ledger records as decided (the watermark), newest first in the walk, oldest first in
// the answer. wiki-ingest's own commits, as the ledger knows them, are passed over: they are not
// merges. A commit that only carries the source trailer is read like any other: a merged commit
// message can carry it too.
import type { GitHub } from '../github/client.js';
import { listCommitsFrom, type ListedCommit } from '../github/commits.js';
import { branchHead } from '../github/ref.js';
import type { RepoRef } from '../github/repo.js';
import { mergeFromCommit } from '../merge-info/commit.js';
import type { MergeHistory, PendingMerges } from '../ports.js';
import { hasSourceTrailer } from '../trailer.js';

/** Pages of 100 commits read while looking for the watermark. */
const MAX_PAGES = 3;

export interface HistoryOptions extends RepoRef {
  serverUrl: string;
  branch: string;
  github: () => Promise<Pick<GitHub, 'rest'>>;
}

export function gitHubHistory(options: HistoryOptions): MergeHistory {
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  return {
    async head() {
      return branchHead(await options.github(), repo, options.branch);
    },
    async since(query): Promise<PendingMerges> {
      const octokit = await options.github();
      const listed = new Map<string, ListedCommit>();
      let page = 0;
      let exhausted = false;
      const more = async (): Promise<boolean> => {
        if (exhausted || page >= MAX_PAGES) return false;
        page++;
        const data = await listCommitsFrom(octokit, repo, { from: query.from, page });
        for (const c of data) listed.set(c.sha, c);
        if (data.length < 100) exhausted = true;
        return true;
      };
      // Newest first, along first parents, until the watermark or the start of the history.
      const chain: string[] = [];
      let found = false;
      let watermark: string | undefined;
      let cursor: string | undefined = query.from;
      while (cursor) {
        const c = listed.get(cursor);
        if (!c && (await more())) continue;
        if (!c) break;
        if (query.isLogged(c.sha)) {
          found = true;
          watermark = c.sha;
          break;
        }
        if (!(hasSourceTrailer(c.message) && query.isOurs?.(c.sha))) chain.push(c.sha);
        cursor = c.parent;
      }
      // The start of the history is a watermark too: every commit before it was seen.
      if (!cursor) found = true;
      const take = chain.slice(0, query.max);
      const merges = await Promise.all(
        take
          .reverse()
          .map((sha) => mergeFromCommit(octokit, { ...repo, serverUrl: options.serverUrl }, sha)),
      );
      return {
        merges,
        older: chain.length - take.length,
        complete: found,
        ...(watermark ? { watermark } : {}),
      };
    },
  };
}
