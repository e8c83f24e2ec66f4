// Two commits compared through the REST API: the files and commit messages between them (a push's
// range), and how one relates to the other (whether a commit is on a branch).
import type { RestClient } from './client.js';
import { fromApiFile } from './commits.js';
import type { RepoRef } from './repo.js';
import type { FileChange } from '../types.js';

export interface ComparedRange {
  /** Every file changed between them, up to the API's 300. */
  files: FileChange[];
  /** Every commit message in the range, oldest first, as written. */
  messages: string[];
}

/**
 * `base...head` in one compare: the files once, the commit messages paginated 100 at a time up to
 * `maxPages` pages.
 */
export async function compareRange(
  client: RestClient,
  repo: RepoRef,
  base: string,
  head: string,
  maxPages = 10,
): Promise<ComparedRange> {
  const messages: string[] = [];
  let files: FileChange[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { data } = await client.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...${head}`,
      per_page: 100,
      page,
    });
    if (page === 1) files = (data.files ?? []).map(fromApiFile);
    messages.push(...data.commits.map((c) => c.commit.message));
    if (data.commits.length < 100 || messages.length >= data.total_commits) break;
  }
  return { files, messages };
}

/** Whether `head` contains `base`: it is the same commit or a descendant of it. */
export async function contains(
  client: RestClient,
  repo: RepoRef,
  head: string,
  base: string,
): Promise<boolean> {
  const { data } = await client.rest.repos.compareCommitsWithBasehead({
    ...repo,
    basehead: `${base}...${head}`,
  });
  return data.status === 'ahead' || data.status === 'identical';
}
