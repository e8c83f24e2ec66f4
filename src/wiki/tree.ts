// The wiki as a commit's tree holds it — the one source of truth for what a run reads and what
// its publish may overwrite. The same walk serves the action (Git Trees API) and the CLI (git
// ls-tree): both hand in a TreeSource. Tree shas make the comparison exact: equal wiki subtree
// shas mean nothing under the wiki changed, and two listings name every change, without the
// compare API's 300-file cap.
import { parseWiki, refusedPage, WikiSymlinkError, type WikiFile } from './load.js';
import { decodeForReading, decodeUtf8, NotUtf8Error, notUtf8 } from './utf8.js';
import type { PageParseCache } from './parse-cache.js';
import { compareCodePoints } from './text.js';
import type { TreeEntry, WikiSnapshot, WikiTree } from './types.js';

/** Where trees and blobs are read from: the GitHub API or the local object store. */
export interface TreeSource {
  /** The root tree of a commit. */
  rootTree: (commit: string) => Promise<string>;
  /** A tree's entries; `recursive` may come back truncated (the API's limit), never silently. */
  listTree: (
    sha: string,
    recursive: boolean,
  ) => Promise<{ entries: TreeEntry[]; truncated: boolean }>;
  /** Blob bytes by sha. */
  readBlobs: (shas: string[]) => Promise<Map<string, Buffer>>;
}

const SYMLINK = '120000';

/** Lists a tree whole: recursively in one call, or folder by folder when that was truncated. */
async function listAll(source: TreeSource, sha: string): Promise<TreeEntry[]> {
  const whole = await source.listTree(sha, true);
  if (!whole.truncated) return whole.entries.filter((e) => e.type !== 'tree');
  const out: TreeEntry[] = [];
  const walk = async (tree: string, prefix: string): Promise<void> => {
    const { entries } = await source.listTree(tree, false);
    for (const e of entries) {
      const path = prefix + e.path;
      if (e.type === 'tree') await walk(e.sha, `${path}/`);
      else out.push({ ...e, path });
    }
  };
  await walk(sha, '');
  return out;
}

/**
 * The entries `segments` name, walked from the root tree at `commit` one folder at a time: null
 * for a missing one, and nothing after an entry that is not a folder.
 */
async function* entriesAlong(
  source: TreeSource,
  commit: string,
  segments: readonly string[],
): AsyncGenerator<TreeEntry | null> {
  let tree = await source.rootTree(commit);
  for (const segment of segments) {
    const entry = (await source.listTree(tree, false)).entries.find((e) => e.path === segment);
    yield entry ?? null;
    if (entry?.type !== 'tree') return;
    tree = entry.sha;
  }
}

/**
 * The sha of the wiki folder's tree at `commit` (null when it does not exist), walked from the
 * root one folder at a time. Throws WikiSymlinkError when the wiki folder (or a folder on its
 * way) is a symbolic link or a file in the tree: nothing outside the wiki may reach the prompt,
 * and nothing may be written through it.
 */
export async function wikiSubtree(
  source: TreeSource,
  commit: string,
  wikiPath: string,
): Promise<string | null> {
  const segments = wikiPath.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.length === 0) return source.rootTree(commit);
  let depth = 0;
  for await (const entry of entriesAlong(source, commit, segments)) {
    if (!entry) return null;
    const shown = segments.slice(0, ++depth).join('/');
    if (entry.mode === SYMLINK)
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}" passes through the symbolic link "${shown}" in commit ${commit.slice(0, 12)}; wiki-ingest reads and writes only a plain folder. Replace the link with the folder itself, or set wiki-path to the real folder.`,
      );
    if (entry.type !== 'tree')
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}": "${shown}" is a ${entry.type === 'commit' ? 'submodule' : 'file'} in commit ${commit.slice(0, 12)}, not a folder. Set wiki-path to a plain folder.`,
      );
    if (depth === segments.length) return entry.sha;
  }
  return null;
}

/**
 * The entry a repository-relative `path` names at `commit` (a blob, a link, a submodule), walked
 * from the root one folder at a time; null when there is none (or a folder on its way is not one).
 */
export async function entryAt(
  source: TreeSource,
  commit: string,
  path: string,
): Promise<TreeEntry | null> {
  const segments = path.split('/');
  let depth = 0;
  for await (const entry of entriesAlong(source, commit, segments))
    if (!entry || ++depth === segments.length) return entry;
  return null;
}

/**
 * The entry at `path`, or the first entry on its way that is no folder (a symbolic link, a file:
 * a write under it would replace it, or go through it), with the path it is at (`at`); null when
 * nothing is there.
 */
export async function entryOnPath(
  source: TreeSource,
  commit: string,
  path: string,
): Promise<(TreeEntry & { at: string }) | null> {
  const segments = path.split('/');
  let last: (TreeEntry & { at: string }) | null = null;
  let depth = 0;
  for await (const entry of entriesAlong(source, commit, segments))
    last = entry && { ...entry, at: segments.slice(0, ++depth).join('/') };
  return last;
}

/** Every non-folder entry under a wiki tree (none for an absent wiki). */
export async function wikiEntries(
  source: TreeSource,
  tree: string | null,
): Promise<WikiTree['entries']> {
  const entries: WikiTree['entries'] = {};
  if (tree === null) return entries;
  for (const e of await listAll(source, tree)) entries[e.path] = { mode: e.mode, sha: e.sha };
  return entries;
}

/** The wiki folder at `commit`: its tree sha and every entry under it. */
export async function wikiTreeAt(
  source: TreeSource,
  commit: string,
  wikiPath: string,
): Promise<WikiTree> {
  const tree = await wikiSubtree(source, commit, wikiPath);
  return { commit, tree, entries: await wikiEntries(source, tree) };
}

/** Pages are `.md` files outside dot-folders, as loadWiki reads them from disk. */
const isWikiText = (path: string): boolean =>
  /\.md$/i.test(path) && !path.split('/').some((s) => s.startsWith('.'));

/**
 * The snapshot Tier 3 starts from: every `.md` blob of the wiki tree (the map needs every page's
 * front matter, so all are read). Symbolic links and submodules are skipped with a warning.
 * With `pages`, a page whose blob was parsed before in this run is not parsed again.
 */
export async function snapshotOfTree(
  source: TreeSource,
  at: WikiTree,
  wikiPath: string,
  options: { pages?: PageParseCache; mapFile?: string } = {},
): Promise<WikiSnapshot> {
  const { pages } = options;
  const mapFile = options.mapFile ?? 'index.md';
  const warnings: string[] = [];
  if (at.tree === null)
    warnings.push(
      `The wiki folder "${wikiPath}" is not in commit ${at.commit.slice(0, 12)}; starting an empty wiki. Check wiki-path if the wiki lives elsewhere.`,
    );
  const wanted: [string, string][] = [];
  for (const [path, e] of Object.entries(at.entries)) {
    if (!isWikiText(path)) continue;
    // The map and log.md are rewritten by every run: refuse before any model call, not at publish.
    if (e.mode === SYMLINK && (/^log\.md$/i.test(path) || path === mapFile))
      throw new Error(
        `"${path}" in the wiki folder ${wikiPath} is a symbolic link in commit ${at.commit.slice(0, 12)}; wiki-ingest rewrites it and follows no link. Replace it with a plain file (or delete it).`,
      );
    if (e.mode === SYMLINK || e.mode === '160000') {
      warnings.push(
        `${path}: ${e.mode === SYMLINK ? 'symbolic link' : 'submodule'} skipped; wiki pages must be plain files inside the wiki folder.`,
      );
      continue;
    }
    wanted.push([path, e.sha]);
  }
  const blobs = await source.readBlobs([...new Set(wanted.map(([, sha]) => sha))]);
  const files: WikiFile[] = wanted.map(([path, sha]) => {
    const bytes = blobs.get(sha) ?? Buffer.alloc(0);
    const text = decodeUtf8(bytes);
    if (text !== null) return { path, text };
    // The map and log.md are rewritten by every run: refused whole, before any model call.
    if (/^log\.md$/i.test(path) || path === mapFile)
      throw new NotUtf8Error(
        `${notUtf8(`${wikiPath}/${path}`)}. wiki-ingest rewrites it and would destroy its bytes; nothing was written.`,
      );
    warnings.push(refusedPage(path));
    return { path, text: decodeForReading(bytes), notUtf8: true };
  });
  const wiki = parseWiki(files, {
    mapFile,
    ...(pages ? { parse: pages.parserFor((path) => at.entries[path]?.sha) } : {}),
  });
  const root = (name: string) => files.find((f) => f.path === name)?.text ?? null;
  return {
    wiki: { ...wiki, warnings: [...warnings.sort(compareCodePoints), ...wiki.warnings] },
    existing: { index: root(mapFile), log: root('log.md') },
    base: at,
  };
}

/** Every path under the wiki that differs between two listings, with how, in path order. */
export function changedWikiFiles(
  before: WikiTree['entries'],
  after: WikiTree['entries'],
): string[] {
  const out: string[] = [];
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[path];
    const b = after[path];
    if (!a) out.push(`${path} (added)`);
    else if (!b) out.push(`${path} (removed)`);
    else if (a.sha !== b.sha || a.mode !== b.mode) out.push(`${path} (modified)`);
  }
  return out.sort(compareCodePoints);
}

/**
 * The repository at `commit` as find_source reads it: one recursive listing (files only, no
 * symbolic links or submodules; `truncated` when the API cut it) and the blobs by sha.
 */
export function treeSourceIndex(source: TreeSource, commit: string) {
  return {
    async list(): Promise<{ files: { path: string; sha: string }[]; truncated: boolean }> {
      const { entries, truncated } = await source.listTree(await source.rootTree(commit), true);
      const files = entries
        .filter((e) => e.type === 'blob' && e.mode !== SYMLINK)
        .map((e) => ({ path: e.path, sha: e.sha }));
      return { files, truncated };
    },
    read: (shas: string[]) => source.readBlobs(shas),
  };
}
