// A /wiki reply's stale notes, as `wiki-ingest ask` gives them (`ask --json`'s `stale`), read
// through the GitHub API at the commit the answer's wiki was read from: the blob each covered file
// of the cited pages holds there (one contents read per file, at most MAX_STALE_PATHS), and for
// those that changed, the first commit after the stamp (bounded, as lint's `since` is).
import type { RestClient } from '../github/client.js';
import { blobShaAt, commitsChangingPath } from '../github/path-history.js';
import type { RepoRef } from '../github/repo.js';
import { sinceByPath } from '../lint/since-by-path.js';
import type { SinceMap } from '../wiki/provenance.js';
import type { Page } from '../wiki/types.js';
import { citedStaleCovers, staleCitations, type StaleCitation } from './stale.js';

/** Covered files of the cited pages looked up at most; the rest go unchecked. */
export const MAX_STALE_PATHS = 20;
/** History reads for `since`, over every stale file of one reply. */
export const STALE_SINCE_READS = 20;

/** The stale or missing covered files of the cited pages at `commit`, in citation order. */
export async function staleAtCommit(
  client: RestClient,
  repo: RepoRef,
  commit: string,
  pages: readonly Page[],
  cited: readonly string[],
): Promise<StaleCitation[]> {
  const wanted = new Set(cited);
  const paths = [
    ...new Set(pages.filter((p) => wanted.has(p.slug)).flatMap((p) => p.covers.map((c) => c.path))),
  ].slice(0, MAX_STALE_PATHS);
  if (paths.length === 0) return [];
  const tree = new Map<string, string>();
  await Promise.all(
    paths.map(async (path) => {
      const sha = await blobShaAt(client, repo, commit, path);
      if (sha !== null) tree.set(path, sha);
    }),
  );
  // Only the files looked up are judged: one past the bound is neither stale nor missing.
  const looked = new Set(paths);
  const judged = pages.map((p) => ({ ...p, covers: p.covers.filter((c) => looked.has(c.path)) }));
  const targets = citedStaleCovers(judged, cited, tree);
  let since: SinceMap = new Map();
  if (targets.length)
    since = (
      await sinceByPath(
        targets,
        {
          commits: (path, max) => commitsChangingPath(client, repo, commit, path, max),
          blobAt: (at, path) => blobShaAt(client, repo, at, path),
        },
        STALE_SINCE_READS,
      )
    ).found;
  return staleCitations(judged, cited, tree, since);
}
