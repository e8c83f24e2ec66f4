// The changeset was computed from the wiki as it stood at one commit (its base). Publishing it on
// a head that has moved past that base is safe only when nothing under the wiki folder changed in
// between: otherwise our index.md / log.md / pages would silently overwrite a person's edit or
// another run's entry. Code changes in between are the common case and are fine. The check is
// exact at any size: equal wiki subtree shas mean an identical wiki; different ones are listed and
// every changed path is named (no compare API, no 300-file cap).
import type { RestClient } from '../github/client.js';
import { gitHubTrees } from '../github/wiki-tree.js';
import {
  changedWikiFiles,
  entryAt,
  wikiEntries,
  wikiSubtree,
  type TreeSource,
} from '../wiki/tree.js';
import type { WikiTree } from '../wiki/types.js';
import type { RepoRef } from '../github/repo.js';

/** The wiki the changeset was computed from, and the folder it must not clobber. */
export interface WikiBase extends WikiTree {
  /** Repository-relative wiki folder, no trailing slash (e.g. `docs/wiki`). */
  wikiPath: string;
}

const SHOWN = 10;

/** Raised instead of publishing; nothing was written when it is thrown. */
export class WikiMovedError extends Error {
  override name = 'WikiMovedError';
}

const short = (sha: string) => sha.slice(0, 12);

/**
 * Throws WikiMovedError when the wiki folder at `head` differs from the base's, naming every
 * changed path. `where` names the branch (or checkout) being written, for the message.
 */
export async function assertWikiAt(
  source: TreeSource,
  o: { where: string; base: WikiBase; head: string },
): Promise<void> {
  if (o.head === o.base.commit) return;
  const tree = await wikiSubtree(source, o.head, o.base.wikiPath);
  if (tree === o.base.tree) return assertGuardedAt(source, o);
  const changed = changedWikiFiles(o.base.entries, await wikiEntries(source, tree));
  const list = changed
    .slice(0, SHOWN)
    .map((c) => `${o.base.wikiPath}/${c}`)
    .join(', ');
  const more = changed.length > SHOWN ? ` and ${changed.length - SHOWN} more` : '';
  throw new WikiMovedError(
    `The wiki on ${o.where} changed while this run was working (${short(o.base.commit)}...${short(o.head)}: ${list || 'its folder was replaced'}${more}). Nothing was published and nothing on ${o.where} was overwritten. Re-run to ingest this merge on top of the current wiki.`,
  );
}

/** assertWikiAt on a GitHub branch whose head commit's root tree is already known. */
export function assertWikiUnchanged(
  client: RestClient,
  o: RepoRef & { branch: string; base: WikiBase; head: string; headTree: string },
): Promise<void> {
  const source = { ...gitHubTrees(client, o), rootTree: async () => o.headTree };
  return assertWikiAt(source, { where: `"${o.branch}"`, base: o.base, head: o.head });
}

/** The files outside the wiki the publish writes (agents-md) must be as the run read them too. */
async function assertGuardedAt(
  source: TreeSource,
  o: { where: string; base: WikiBase; head: string },
): Promise<void> {
  for (const [path, blob] of Object.entries(o.base.guarded ?? {})) {
    const now = (await entryAt(source, o.head, path))?.sha ?? null;
    if (now !== blob)
      throw new WikiMovedError(
        `${path} on ${o.where} changed while this run was working (${short(o.base.commit)}...${short(o.head)}). Nothing was published and nothing on ${o.where} was overwritten. Re-run to ingest this merge on top of it.`,
      );
  }
}
