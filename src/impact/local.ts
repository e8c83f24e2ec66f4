// The pages a local change makes stale, before any pull request exists: `wiki-ingest impact` and
// the MCP server's impacted_pages. The change is read from local git as a pull request would list
// it — its files against the merge base with the base branch (committed work, or the working
// tree's too, or named paths) — the wiki at the base branch, generated files decided as the
// action's checkout decides them (src/workspace/checkout.ts), and the pages found by the very
// impactOf mode: impact calls, so every place names the same pages with the same ties. No model,
// no network: git and the files on disk.
import { isAbsolute, relative, sep } from 'node:path';
import type { Config } from '../config.js';
import { localBase, type LocalBase } from '../git/base.js';
import { pastChanges } from '../git/past-changes.js';
import { gitBuffer, GitError } from '../git/process.js';
import { gitTrees, headCommit } from '../git/tree.js';
import { filesBetween } from '../merge-info/git.js';
import { workingTreeFiles } from '../merge-info/working-tree.js';
import { GeneratedFiles } from '../paths/generated.js';
import type { FileChange } from '../types.js';
import type { Page } from '../wiki/types.js';
import { snapshotOfTree, wikiTreeAt } from '../wiki/tree.js';
import { generatedAtCheckout, repositoryAtCheckout } from '../workspace/checkout.js';
import { ignoredFiles } from './ignored.js';
import { boundedScanNote } from './render.js';
import { impactOf, type Impact } from './ties.js';

/** Which change: committed work, the working tree's too, or named paths. */
export interface LocalChange {
  /** The revision the change would merge into (--base); default: the default branch. */
  base?: string;
  /** The working tree's changes too: staged, unstaged and untracked files. */
  workingTree?: boolean;
  /**
   * Only these paths (repository-relative, or absolute inside it), against the working tree: each
   * file at the merge base a path names (a folder: every file under it) that is not changed counts
   * as changed, and a path naming none as added. For "which pages would this change touch".
   */
  paths?: readonly string[];
}

export interface LocalImpact {
  base: LocalBase;
  /** HEAD's commit. */
  head: string;
  workingTree: boolean;
  /** The change's files, as a pull request would list them. */
  files: FileChange[];
  /** impactOf over the wiki at the base: the pages, and what the bounded scan read. */
  impact: Impact;
  /** Impacted pages whose own file the change edits (an update in the same change). */
  edited: string[];
  notes: string[];
}

type Settings = Pick<Config, 'wikiPath' | 'mapFile' | 'ignorePaths'> &
  Partial<Pick<Config, 'impactTies'>>;

/** A path as the repository's root names it; throws when it is outside the repository. */
export function repoPath(repoDir: string, path: string): string {
  const rel = isAbsolute(path) ? relative(repoDir, path).split(sep).join('/') : path;
  const clean = rel
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
  if (clean === '' || clean === '.' || clean.split('/').includes('..') || isAbsolute(clean))
    throw new GitError(
      `"${path}" is not a file of the repository: name paths from its root (src/api/tokens.ts), no "..".`,
    );
  return clean;
}

/** Files at `commit` the paths name (a folder: everything under it). */
async function filesNamed(repoDir: string, commit: string, paths: readonly string[]) {
  const out = await gitBuffer(repoDir, [
    '--literal-pathspecs',
    'ls-tree',
    '-r',
    '-z',
    '--name-only',
    '--end-of-options',
    commit,
    '--',
    ...paths,
  ]);
  return out.toString('utf8').split('\0').filter(Boolean);
}

/** The named paths' files: changed ones as the diff lists them, the others as if changed. */
async function namedFiles(repoDir: string, from: string, paths: readonly string[]) {
  const under = (f: string | undefined) =>
    f !== undefined && paths.some((p) => f === p || f.startsWith(`${p}/`));
  // The whole diff, then its files the paths name: a rename is found only with both its paths.
  const all = await workingTreeFiles(repoDir, from);
  const changed = all.filter((f) => under(f.path) || under(f.previous_path));
  const seen = new Set(changed.flatMap((f) => [f.path, f.previous_path ?? f.path]));
  const as = (path: string, status: string): FileChange => ({
    path,
    status,
    additions: 0,
    deletions: 0,
  });
  const atBase = await filesNamed(repoDir, from, paths);
  const files = [...changed, ...atBase.filter((p) => !seen.has(p)).map((p) => as(p, 'modified'))];
  for (const p of paths)
    if (!files.some((f) => f.path === p || f.path.startsWith(`${p}/`) || f.previous_path === p))
      files.push(as(p, 'added'));
  return files;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

const shallowClone = async (repoDir: string): Promise<boolean> =>
  (await gitBuffer(repoDir, ['rev-parse', '--is-shallow-repository']).catch(() => ''))
    .toString()
    .trim() === 'true';

/** The wiki's pages at a commit, read again only when the wiki folder's tree changed. */
export function baseWikiReader(repoDir: string, settings: Settings) {
  const trees = gitTrees(repoDir);
  let held: { tree: string | null; pages: Page[]; warnings: string[] } | null = null;
  return async (commit: string): Promise<{ pages: Page[]; warnings: string[]; found: boolean }> => {
    const at = await wikiTreeAt(trees, commit, settings.wikiPath);
    if (at.tree === null) return { pages: [], warnings: [], found: false };
    if (!held || held.tree !== at.tree) {
      const snapshot = await snapshotOfTree(trees, at, settings.wikiPath, {
        mapFile: settings.mapFile,
      });
      held = { tree: at.tree, pages: snapshot.wiki.pages, warnings: snapshot.wiki.warnings };
    }
    return { pages: held.pages, warnings: held.warnings, found: true };
  };
}

/**
 * The pages the change in `repoDir` makes stale (see LocalChange). `wikiAt` reads the wiki at a
 * commit (baseWikiReader; a long-lived caller keeps one). Throws GitError naming the fix.
 */
export async function localImpact(
  repoDir: string,
  settings: Settings,
  change: LocalChange,
  wikiAt: ReturnType<typeof baseWikiReader> = baseWikiReader(repoDir, settings),
): Promise<LocalImpact> {
  const head = await headCommit(repoDir).catch(() => {
    throw new GitError(`${repoDir} has no commit yet; commit something first.`);
  });
  const base = await localBase(repoDir, head, change.base);
  const paths = change.paths?.map((p) => repoPath(repoDir, p));
  const workingTree = Boolean(change.workingTree || paths?.length);
  const [files, wiki, generated, repository, history, shallow] = await Promise.all([
    paths?.length
      ? namedFiles(repoDir, base.mergeBase, paths)
      : workingTree
        ? workingTreeFiles(repoDir, base.mergeBase)
        : filesBetween(repoDir, base.mergeBase, head),
    wikiAt(base.commit),
    generatedAtCheckout(repoDir, settings.ignorePaths),
    // The files and package names a shared basename or `@scope/x` is judged by, as the action's
    // checkout gives them: the same ties everywhere.
    repositoryAtCheckout(repoDir).catch(() => null),
    // The history before the change: pages edited with its files in the past are tied to them.
    pastChanges(repoDir, base.mergeBase),
    shallowClone(repoDir),
  ]);
  const impact = impactOf(wiki.pages, files, {
    ignored: ignoredFiles(settings, files, generated ?? new GeneratedFiles(settings.ignorePaths)),
    ...(settings.impactTies ? { ties: settings.impactTies } : {}),
    ...(repository ? { tree: repository.tree, packages: repository.packages } : {}),
    ...(history?.length ? { history, wikiPath: settings.wikiPath } : {}),
  });
  const touched = new Set(files.map((f) => f.path));
  const edited = impact.pages
    .filter((p) => touched.has(`${settings.wikiPath}/${p.file}`))
    .map((p) => p.slug);
  const notes = [...wiki.warnings];
  if (!wiki.found)
    notes.push(
      `The wiki folder "${settings.wikiPath}" is not in ${base.ref} at ${base.commit.slice(0, 12)}; no page can be impacted. Set --wiki-path to the wiki's folder.`,
    );
  if (shallow)
    notes.push(
      `This clone is shallow: past co-changes (pages edited with a changed file) were read from ${plural(history?.length ?? 0, 'commit')} only; \`git fetch --unshallow\` reads them all.`,
    );
  const bounded = boundedScanNote(impact);
  if (bounded) notes.push(bounded);
  return { base, head, workingTree, files, impact, edited, notes };
}
