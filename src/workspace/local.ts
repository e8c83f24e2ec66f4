// Tier 3's workspace in the CLI: the wiki from HEAD's tree (git, not the working tree),
// read_source from the local object store at the merged commit, and publishing through the
// working-tree publisher (or the dry run's), which writes only while HEAD's wiki is the one read.
import type { Config } from '../config.js';
import { gitBlobAt, gitSourceReader } from '../git/source.js';
import { gitTrees, headCommit } from '../git/tree.js';
import type { Publisher } from '../publish/publisher.js';
import { localPublishMode } from '../publish/mode.js';
import { publisherFor } from '../publish/registry.js';
import type { Workspace } from '../ports.js';
import type { GeneratedFiles } from '../paths/generated.js';
import { generatedAt } from '../lint/check.js';
import { snapshotOfTree, treeSourceIndex, wikiTreeAt, type TreeSource } from '../wiki/tree.js';
import { resolve } from 'node:path';
import { loadWiki, readWikiFile, WikiNotFoundError } from '../wiki/load.js';
import type { WikiSnapshot } from '../wiki/types.js';

/**
 * The CLI's workspace. `commit`: the commit the wiki is read at (a dry run over the action's
 * checkout reads it at the event's commit, whatever HEAD the workflow checked out); HEAD without.
 */
export function localWorkspace(
  repoDir: string,
  config: Pick<Config, 'wikiPath' | 'mapFile'>,
  options: { dryRun: boolean; commit?: string },
): Workspace {
  const trees = gitTrees(repoDir);
  const publisher = localPublisher(repoDir, config.wikiPath, trees, options.dryRun);
  return {
    loadWiki: async () =>
      snapshotOfTree(
        trees,
        await wikiTreeAt(trees, options.commit ?? (await headCommit(repoDir)), config.wikiPath),
        config.wikiPath,
        { mapFile: config.mapFile },
      ),
    readSource: (m) => gitSourceReader(repoDir, m.sha ?? 'HEAD'),
    blobAt: (m) => gitBlobAt(repoDir, m.sha ?? 'HEAD'),
    sourceIndex: (m) => treeSourceIndex(trees, m.sha ?? 'HEAD'),
    generatedFiles: (m, ignore) => generatedAtCommit(trees, m.sha ?? 'HEAD', ignore),
    blobText: async (sha) =>
      (await trees.readBlobs([sha]).catch(() => new Map<string, Buffer>()))
        .get(sha)
        ?.toString('utf8') ?? null,
    publish: publisher.publish,
    ...(publisher.refusal ? { publishRefusal: publisher.refusal } : {}),
  };
}

/**
 * `wiki-ingest init`'s workspace: the wiki as the working tree holds it (the pages earlier batches
 * wrote are uncommitted; a folder that does not exist yet is an empty wiki), read_source from git
 * at the plan's commit, and the working-tree publisher (or the dry run's). Init only creates pages,
 * and the pages it reads are read-only to the agent, so a person's uncommitted pages are safe.
 */
export function localInitWorkspace(
  repoDir: string,
  config: Pick<Config, 'wikiPath' | 'mapFile'>,
  options: { head: string; dryRun?: boolean },
): Workspace {
  const trees = gitTrees(repoDir);
  const publisher = localPublisher(repoDir, config.wikiPath, trees, options.dryRun);
  return {
    loadWiki: () => workingTreeWiki(repoDir, config),
    readSource: () => gitSourceReader(repoDir, options.head),
    sourceIndex: () => treeSourceIndex(trees, options.head),
    generatedFiles: (_m, ignore) => generatedAtCommit(trees, options.head, ignore),
    // The files a page declares are stamped at the plan's commit, like those it plans.
    blobAt: () => gitBlobAt(repoDir, options.head),
    publish: publisher.publish,
  };
}

/** Which files are generated at `commit`: one `git ls-tree -r`, every .gitattributes read in one batch. */
export async function generatedAtCommit(
  trees: TreeSource,
  commit: string,
  ignorePaths: readonly string[],
): Promise<GeneratedFiles> {
  const { files } = await treeSourceIndex(trees, commit).list();
  return generatedAt(trees, new Map(files.map((f) => [f.path, f.sha])), ignorePaths);
}

/** The working-tree publisher over HEAD (the dry run's under --dry-run). */
function localPublisher(
  repoDir: string,
  wikiPath: string,
  trees: TreeSource,
  dryRun: boolean | undefined,
): Publisher {
  return publisherFor(localPublishMode(dryRun), {
    repoDir,
    wikiPath,
    trees,
    head: () => headCommit(repoDir),
  });
}

/** The wiki folder on disk, as a snapshot without a base commit; absent, an empty wiki. */
async function workingTreeWiki(
  repoDir: string,
  config: Pick<Config, 'wikiPath' | 'mapFile'>,
): Promise<WikiSnapshot> {
  const dir = resolve(repoDir, config.wikiPath);
  try {
    const wiki = await loadWiki(dir, { repoRoot: repoDir, mapFile: config.mapFile });
    return {
      wiki,
      existing: {
        index: await readWikiFile(dir, config.mapFile),
        log: await readWikiFile(dir, 'log.md'),
      },
    };
  } catch (e) {
    if (!(e instanceof WikiNotFoundError)) throw e;
    return {
      wiki: { pages: [], schema: null, warnings: [] },
      existing: { index: null, log: null },
    };
  }
}
