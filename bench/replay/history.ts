// A repository's first-parent history read as the pull requests it was: each commit's files and
// patches against its first parent (as the pull request files API lists them), the docs folder's
// pages at the parent, the repository's files at the parent, and which pages the commit edited
// together with its source. What the impact replay (./replay.ts) scores mode: impact against.
// Read once through git; the bench and the by-hand replay of other repositories share it.
import { filesAt } from '../../src/git/files.js';
import { gitTrees } from '../../src/git/tree.js';
import { packageManifest, packageNames } from '../../src/paths/names.js';
import { filesBetween, readHistory } from '../../src/merge-info/git.js';
import type { FileChange } from '../../src/types.js';

/** One first-parent commit replayed as a pull request. */
export interface ReplayCommit {
  sha: string;
  parent: string;
  title: string;
  files: FileChange[];
  /** The docs folder's Markdown files at the parent: path relative to the folder → blob sha. */
  pages: Record<string, string>;
  /** Pages (relative to the folder) that existed at the parent and the commit edited. */
  edited: string[];
  /** Files changed outside the docs folder. */
  source: string[];
}

/** The history before the replayed commits, for covers learned from co-changes. */
export interface PastCommit {
  sha: string;
  paths: string[];
}

export interface ReplayHistory {
  folder: string;
  /** Replayed commits, oldest first. */
  commits: ReplayCommit[];
  /** Every first-parent commit, oldest first (the replayed ones included, at the end). */
  past: PastCommit[];
  /** Page text by blob sha. */
  blobs: Record<string, string>;
  /** The repository's file paths at each replayed commit's parent, by parent sha. */
  listings: Record<string, string[]>;
  /** package.json `name` by folder at each parent (only folders with a package.json). */
  packages: Record<string, Record<string, string>>;
}

const inside = (folder: string, path: string): boolean => path.startsWith(`${folder}/`);
const isPage = (folder: string, path: string): boolean =>
  inside(folder, path) && /\.(md|mdx)$/i.test(path);

/** Blob texts by sha, through one `git cat-file --batch` per 200 blobs. */
async function blobsOf(repo: string, shas: string[]): Promise<Map<string, string>> {
  const trees = gitTrees(repo);
  const out = new Map<string, string>();
  for (let i = 0; i < shas.length; i += 200)
    for (const [sha, bytes] of await trees.readBlobs(shas.slice(i, i + 200)))
      out.set(sha, bytes.toString('utf8'));
  return out;
}

/**
 * The last `count` first-parent commits of `repo` (at `rev`) that change a file outside `folder`,
 * replayed against `folder` as the wiki.
 */
export async function readReplay(
  repo: string,
  folder: string,
  count: number,
  rev = 'HEAD',
): Promise<ReplayHistory> {
  const past: PastCommit[] = [];
  const heads: { sha: string; parent: string; title: string }[] = [];
  for await (const m of readHistory(repo, { rev, status: true })) {
    past.push({ sha: m.sha!, paths: m.files.map((f) => f.path) });
    if (heads.length < count && m.base_sha && m.files.some((f) => !inside(folder, f.path)))
      heads.push({ sha: m.sha!, parent: m.base_sha, title: m.title });
  }
  past.reverse();
  heads.reverse();
  const commits: ReplayCommit[] = [];
  const listings: Record<string, string[]> = {};
  const packages: Record<string, Record<string, string>> = {};
  const wanted = new Set<string>();
  for (const h of heads) {
    const files = await filesBetween(repo, h.parent, h.sha);
    const tree = await filesAt(repo, h.parent);
    listings[h.parent] = tree.map((f) => f.path);
    const pages: Record<string, string> = {};
    for (const f of tree)
      if (isPage(folder, f.path)) {
        pages[f.path.slice(folder.length + 1)] = f.blob;
        wanted.add(f.blob);
      }
    const manifests = tree.filter((f) => packageManifest(f.path));
    const texts = await blobsOf(
      repo,
      manifests.map((m) => m.blob),
    );
    const names = Object.fromEntries(
      packageNames(manifests.map((m) => ({ path: m.path, text: texts.get(m.blob) ?? '' }))),
    );
    packages[h.parent] = names;
    const edited = files
      .filter((f) => isPage(folder, f.path) && f.status === 'modified')
      .map((f) => f.path.slice(folder.length + 1))
      .filter((p) => p in pages);
    const source = files.filter((f) => !inside(folder, f.path)).map((f) => f.path);
    commits.push({ ...h, files, pages, edited, source });
  }
  const blobs = Object.fromEntries(await blobsOf(repo, [...wanted]));
  return { folder, commits, past, blobs, listings, packages };
}
