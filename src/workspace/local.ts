// Tier 3's workspace in the CLI: the wiki from HEAD's tree (git, not the working tree),
// read_source from the local object store at the merged commit, and publishing through the
// working-tree publisher (or the dry run's), which writes only while HEAD's wiki is the one read.
import type { Config } from '../config.js';
import { gitBlobAt, gitSourceReader } from '../git/source.js';
import { gitTrees, headCommit } from '../git/tree.js';
import { publisherFor } from '../publish/registry.js';
import type { Workspace } from '../stages.js';
import { snapshotOfTree, wikiTreeAt } from '../wiki/tree.js';

export function localWorkspace(
  repoDir: string,
  config: Pick<Config, 'wikiPath'>,
  options: { dryRun: boolean },
): Workspace {
  const trees = gitTrees(repoDir);
  const publisher = publisherFor(options.dryRun ? 'dry-run' : 'working-tree', {
    repoDir,
    wikiPath: config.wikiPath,
    trees,
    head: () => headCommit(repoDir),
  });
  return {
    loadWiki: async () =>
      snapshotOfTree(
        trees,
        await wikiTreeAt(trees, await headCommit(repoDir), config.wikiPath),
        config.wikiPath,
      ),
    readSource: (m) => gitSourceReader(repoDir, m.sha ?? 'HEAD'),
    blobAt: (m) => gitBlobAt(repoDir, m.sha ?? 'HEAD'),
    publish: publisher.publish,
    ...(publisher.refusal ? { publishRefusal: publisher.refusal } : {}),
  };
}
