// The repository `wiki-ingest init` plans from and writes about, read from a local clone at the
// plan's commit: its files (one `git ls-tree`), one file as read_source reads it, and many blobs
// at once (one `git cat-file --batch`) for judging what the outline lists and the plan covers.
import { filesAt } from '../git/files.js';
import { gitSourceReader } from '../git/source.js';
import { gitTrees } from '../git/tree.js';
import type { InitRepo } from './plan.js';

export async function localInitRepo(repoDir: string, head: string): Promise<InitRepo> {
  return {
    head,
    files: await filesAt(repoDir, head),
    read: gitSourceReader(repoDir, head),
    blobs: (shas) => gitTrees(repoDir).readBlobs(shas),
  };
}
