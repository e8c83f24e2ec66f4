// The changeset was computed from the wiki as it stood at one commit (its base). Publishing it on
// a head that has moved past that base is safe only when nothing under the wiki folder changed in
// between: otherwise our index.md / log.md / pages would silently overwrite a human's edit or
// another run's entry. Code changes in between are the common case and are fine.
import type { PublishClient, RepoRef } from './types.js';

/** The commit the changeset's wiki was read at, and the wiki folder it must not clobber. */
export interface WikiBase {
  sha: string;
  /** Repository-relative wiki folder, no trailing slash (e.g. `docs/wiki`). */
  wikiPath: string;
}

/** The compare endpoint lists at most this many files; a full list may hide wiki changes. */
const COMPARE_FILE_CAP = 300;
const SHOWN = 10;

interface ComparedFile {
  filename: string;
  status?: string;
  previous_filename?: string;
}

/** Raised instead of publishing; nothing was written when it is thrown. */
export class WikiMovedError extends Error {
  override name = 'WikiMovedError';
}

const short = (sha: string) => sha.slice(0, 12);

function rerun(branch: string): string {
  return `Nothing was published and nothing on "${branch}" was overwritten. Re-run the workflow to ingest this merge on top of the current wiki.`;
}

/** Throws WikiMovedError when `head` differs from the base under the wiki folder. */
export async function assertWikiUnchanged(
  client: PublishClient,
  o: RepoRef & { branch: string; base: WikiBase; head: string },
): Promise<void> {
  if (o.head === o.base.sha) return;
  const { data } = await client.rest.repos.compareCommitsWithBasehead({
    owner: o.owner,
    repo: o.repo,
    basehead: `${o.base.sha}...${o.head}`,
  });
  const range = `${short(o.base.sha)}...${short(o.head)}`;
  // Behind or diverged: the branch was rewritten and no longer contains what we read.
  if (data.status === 'behind' || data.status === 'diverged' || (data.behind_by ?? 0) > 0)
    throw new WikiMovedError(
      `Branch "${o.branch}" was rewritten while this run was working (${range} is ${data.status ?? 'behind'}). ${rerun(o.branch)}`,
    );
  const prefix = `${o.base.wikiPath}/`;
  const files = (data.files ?? []) as ComparedFile[];
  const inWiki = (p: string | undefined) => p !== undefined && p.startsWith(prefix);
  const changed = files.filter((f) => inWiki(f.filename) || inWiki(f.previous_filename));
  if (changed.length > 0) {
    const list = changed
      .slice(0, SHOWN)
      .map((f) => `${f.filename} (${f.status ?? 'changed'})`)
      .join(', ');
    const more = changed.length > SHOWN ? ` and ${changed.length - SHOWN} more` : '';
    throw new WikiMovedError(
      `The wiki on "${o.branch}" changed while this run was working (${range}: ${list}${more}). ${rerun(o.branch)}`,
    );
  }
  if (files.length >= COMPARE_FILE_CAP)
    throw new WikiMovedError(
      `Branch "${o.branch}" moved by ${files.length}+ files while this run was working (${range}); too many to check that the wiki under "${o.base.wikiPath}/" is untouched. ${rerun(o.branch)}`,
    );
}
