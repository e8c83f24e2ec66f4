// What the lint mode reads, all through the GitHub API at the branch head (no checkout needed):
// the wiki through the wiki-at-branch reader, the whole repository's listing in one recursive
// tree read, the accepted-findings file, and — for `since` — the history of each stale file,
// bounded. A listing GitHub truncates (past 100,000 entries) is completed folder by folder, only
// along the paths pages cover.
import type { GitHub } from '../github/client.js';
import { blobShaAt, commitsChangingPath, renamedIn } from '../github/path-history.js';
import type { RepoRef } from '../github/repo.js';
import { gitHubTrees, wikiAtBranch } from '../github/wiki-tree.js';
import { generatedAt, readAccepted, type WikiAtCommit } from '../lint/check.js';
import { type SinceMap, treeListing } from '../wiki/provenance.js';
import { sinceByPath } from '../lint/since-by-path.js';
import { findRenames, type FoundRenames } from '../lint/renames.js';
import type { Cover } from '../wiki/covers.js';
import type { TreeSource } from '../wiki/tree.js';
import type { Page } from '../wiki/types.js';

/** Folders read one by one when the recursive listing is truncated. */
const MAX_FOLDER_READS = 200;

type Client = Pick<GitHub, 'rest'>;

type Entries = Map<string, { sha: string; type: string }>;

/** The .gitattributes paths of `path`'s folders, the root's first. */
const attributesAbove = (path: string): string[] =>
  path.split('/').map((_, i, parts) => [...parts.slice(0, i), '.gitattributes'].join('/'));

/** The covered files' entries, walked folder by folder from the root tree. */
async function coveredEntries(
  source: TreeSource,
  root: string,
  pages: readonly Page[],
  notes: string[],
): Promise<Map<string, string>> {
  let reads = 0;
  const list = async (sha: string): Promise<Entries> =>
    new Map(
      (await source.listTree(sha, false)).entries.map((e) => [
        e.path,
        { sha: e.sha, type: e.type },
      ]),
    );
  const folders = new Map<string, Promise<Entries>>([['', list(root)]]);
  const folder = (path: string): Promise<Entries> => {
    const known = folders.get(path);
    if (known) return known;
    const slash = path.lastIndexOf('/');
    const read = folder(slash < 0 ? '' : path.slice(0, slash)).then((entries) => {
      const e = entries.get(path.slice(slash + 1));
      return !e || e.type !== 'tree' || ++reads > MAX_FOLDER_READS
        ? new Map<string, { sha: string; type: string }>()
        : list(e.sha);
    });
    folders.set(path, read);
    return read;
  };
  const listing = new Map<string, string>();
  // The covered files, and the .gitattributes of their folders (listed already), the root's first.
  const covered = pages.flatMap((p) => p.covers.map((c) => c.path));
  for (const path of new Set(['.gitattributes', ...covered, ...covered.flatMap(attributesAbove)])) {
    const slash = path.lastIndexOf('/');
    const entry = (await folder(slash < 0 ? '' : path.slice(0, slash))).get(path.slice(slash + 1));
    if (entry && entry.type !== 'tree') listing.set(path, entry.sha);
  }
  if (reads > MAX_FOLDER_READS)
    notes.push(
      `The repository's tree listing was truncated and more than ${MAX_FOLDER_READS} folders hold covered files: some covered files may be reported as missing.`,
    );
  return listing;
}

export interface WikiAtHead extends WikiAtCommit {
  commit: string;
  notes: string[];
}

/** The wiki at `branch`'s head with what lint needs beside it; null when the branch is gone. */
export async function readWikiAtHead(
  client: Client,
  where: RepoRef & {
    branch: string;
    wikiPath: string;
    checkout?: string;
    mapFile?: string;
    /** The ignore-paths input: with the .gitattributes files, which files are generated. */
    ignorePaths?: readonly string[];
  },
): Promise<WikiAtHead | null> {
  const repo: RepoRef = { owner: where.owner, repo: where.repo };
  const snapshot = await wikiAtBranch(client, where);
  if (!snapshot?.base) return null;
  const { commit } = snapshot.base;
  const source = gitHubTrees(client, repo);
  const root = await source.rootTree(commit);
  const whole = await source.listTree(root, true);
  const notes: string[] = [];
  const tree = whole.truncated
    ? await coveredEntries(source, root, snapshot.wiki.pages, notes)
    : treeListing(whole.entries);
  return {
    commit,
    snapshot,
    tree,
    accepted: await readAccepted(source, snapshot.base),
    generated: await generatedAt(source, tree, where.ignorePaths ?? []),
    notes,
  };
}

/** `since` from the commits API, for the stale and missing files lint names. */
export function sinceFromApi(
  client: Client,
  repo: RepoRef,
  head: string,
  notes: string[],
): (targets: Cover[]) => Promise<SinceMap> {
  return async (targets) => {
    const { found, unread } = await sinceByPath(targets, {
      commits: (path, max) => commitsChangingPath(client, repo, head, path, max),
      blobAt: (commit, path) => blobShaAt(client, repo, commit, path),
    });
    if (unread > 0)
      notes.push(
        `When ${unread} stale or missing file${unread === 1 ? '' : 's'} first changed was not looked up (the history read per run is bounded); run wiki-ingest lint in a full clone for every \`since\`.`,
      );
    return found;
  };
}

/** Missing covered files looked up per lint run through the API (two calls each, a hop). */
export const API_RENAME_LOOKUPS = 10;

/** Where missing covered files went, from the commits API: renames and deletions, bounded. */
export function renamesFromApi(
  client: Client,
  repo: RepoRef,
  head: string,
  notes: string[],
): (missing: string[], exists: (path: string) => boolean) => Promise<FoundRenames> {
  return async (missing, exists) => {
    const found = await findRenames(
      missing,
      exists,
      {
        removedBy: async (path) =>
          (await commitsChangingPath(client, repo, head, path, 1))[0]?.sha ?? null,
        renamedTo: (commit, path) => renamedIn(client, repo, commit, path),
      },
      API_RENAME_LOOKUPS,
    );
    if (found.unread > 0)
      notes.push(
        `Where ${found.unread} missing covered file${found.unread === 1 ? '' : 's'} went was not looked up (the history read per run is bounded); run wiki-ingest lint in a full clone to see every rename.`,
      );
    return found;
  };
}
