// A file's history through the REST API, for lint's `since` in the action: the commits that
// changed a path, newest first, and the blob a path held at a commit. Both answers are small and
// bounded by the caller; nothing here walks more than it is asked to.
import type { RestClient } from './client.js';
import { listCommitsFrom, readCommit } from './commits.js';
import type { RepoRef } from './repo.js';
import { unlessMissing } from './missing.js';

export interface PathCommit {
  sha: string;
  /** The first line of its message. */
  subject: string;
  /** The committer's date (ISO 8601), when GitHub gives one. */
  date?: string;
}

/** Up to `max` (≤ 100) commits reachable from `from` that changed `path`, newest first. */
export async function commitsChangingPath(
  client: RestClient,
  repo: RepoRef,
  from: string,
  path: string,
  max: number,
): Promise<PathCommit[]> {
  const listed = await listCommitsFrom(client, repo, {
    from,
    path,
    per_page: Math.max(1, Math.min(max, 100)),
  });
  return listed.map((c) => ({
    sha: c.sha,
    subject: c.message.split('\n')[0] ?? '',
    ...(c.date ? { date: c.date } : {}),
  }));
}

/** The blob sha `path` holds at commit `ref`; null when it holds none there (gone, or a folder). */
export async function blobShaAt(
  client: RestClient,
  repo: RepoRef,
  ref: string,
  path: string,
): Promise<string | null> {
  return unlessMissing(async () => {
    const { data } = await client.rest.repos.getContent({ ...repo, path, ref });
    return !Array.isArray(data) && data.type === 'file' ? data.sha : null;
  }, null);
}

/** The path `commit` renamed `path` to (its files, against its first parent); null when it did not. */
export async function renamedIn(
  client: RestClient,
  repo: RepoRef,
  commit: string,
  path: string,
): Promise<string | null> {
  const read = await readCommit(client, repo, commit);
  return read.files.find((f) => f.status === 'renamed' && f.previous_path === path)?.path ?? null;
}
