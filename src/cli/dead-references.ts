// The dead-reference rule on a local repository: the pages' backticked names checked against
// HEAD's listing and local history (src/git/references.ts), for `lint` and `refresh`.
import { gitReferenceHistory } from '../git/references.js';
import { findDeadReferences, type DeadReferences } from '../lint/dead-references.js';
import type { RenameHistory } from '../lint/renames.js';
import type { TreeListing } from '../wiki/provenance.js';
import type { Page } from '../wiki/types.js';

export function localDeadReferences(
  repo: string,
  head: string,
  listing: TreeListing,
  wikiPath: string,
  renames?: RenameHistory,
): (pages: readonly Page[]) => Promise<DeadReferences> {
  return (pages) =>
    findDeadReferences(
      pages,
      { commit: head, listing, wikiPath },
      gitReferenceHistory(repo, head, wikiPath, renames),
    );
}
