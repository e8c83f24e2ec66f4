// The covers `adopt` and `lint --fix --adopt-covers` propose for uncovered pages, on a local
// repository: HEAD's files and which of them are generated (one listing, one batch read of the
// .gitattributes files), then every source of coverSources joined (src/wiki/adopt-covers.ts).
// A second source of proposals is one more entry in that list.
import type { Config } from '../config.js';
import { gitTrees } from '../git/tree.js';
import { generatedAt } from '../lint/check.js';
import { coverablePath } from '../prefilter/coverable.js';
import {
  MAX_ADOPTED_COVERS,
  namedFiles,
  proposeCovers,
  type CoverSource,
} from '../wiki/adopt-covers.js';
import type { Cover } from '../wiki/covers.js';
import type { TreeListing } from '../wiki/provenance.js';
import type { Page } from '../wiki/types.js';
import { readRepoHead, repoTop } from './git-head.js';

/**
 * Where the covers proposed for the repository at `repo` come from, joined in this order within
 * MAX_ADOPTED_COVERS a page: what each page names, first. A source that reads the repository's
 * history (files changed together with a page) is one more entry here.
 */
export const coverSources = (_repo: string): readonly CoverSource[] => [namedFiles];

export interface ProposedCovers {
  covers: Map<string, Cover[]>;
  /** Why none could be proposed (no commit to stamp at), for the person. */
  note?: string;
}

/** HEAD of the repository at `repo`, or null when it has no commit (nothing to stamp at). */
async function headOf(repo: string): Promise<{ top: string; tree: TreeListing } | null> {
  try {
    return await readRepoHead(await repoTop(repo));
  } catch {
    return null;
  }
}

/** The covers proposed for each uncovered page of `pages`, stamped at HEAD. */
export async function localCoverProposals(
  repo: string,
  config: Pick<Config, 'wikiPath' | 'ignorePaths' | 'secretPaths'>,
  pages: readonly Page[],
): Promise<ProposedCovers> {
  const head = await headOf(repo);
  if (!head)
    return {
      covers: new Map(),
      note: 'no covers were proposed: the folder is in no git repository with a commit, and a cover is stamped with the blob HEAD holds. Commit the repository, then run `wiki-ingest lint --fix --adopt-covers`.',
    };
  const generated = await generatedAt(gitTrees(head.top), head.tree, config.ignorePaths);
  const covers = await proposeCovers(pages, coverSources(head.top), {
    wikiPath: config.wikiPath,
    listing: head.tree,
    coverable: coverablePath(config, generated),
    cap: MAX_ADOPTED_COVERS,
  });
  return { covers };
}
