// How fresh a page is, for a coding agent deciding whether to trust it or read the code: each file
// the page covers (front-matter `covers`) against HEAD of the repository's git, and for a changed
// or gone file the first commit that changed it since the stamp. The same reading of covers as
// lint and ask (staleness, staleCitations): free, no model.
import { staleCitations, staleNotes, type StaleCitation } from '../ask/stale.js';
import { type SinceMap, staleness, type TreeListing } from '../wiki/provenance.js';
import { untrusted } from '../security/fence.js';
import type { Cover } from '../wiki/covers.js';
import type { Page } from '../wiki/types.js';

/** HEAD of the repository holding the wiki, as the edge reads it (local git). */
export interface RepoAt {
  commit: string;
  tree: TreeListing;
  /** The first commit after each stamp that changed its file, keyed `path@blob` (formatCover). */
  since: (targets: readonly Cover[]) => Promise<SinceMap>;
}

/** HEAD now, or null when the wiki is in no git repository (or it has no commit). */
export type RepoReader = () => Promise<RepoAt | null>;

type Covering = Pick<Page, 'slug' | 'covers'>;

export type PageFreshness =
  | { state: 'current'; commit: string; files: number }
  | { state: 'stale'; commit: string; files: number; changed: StaleCitation[] }
  | { state: 'unknown'; why: string };

const short = (sha: string): string => sha.slice(0, 7);
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Why freshness cannot be told without git. */
const NO_GIT =
  'the wiki is in no git repository with a commit, so its covered files cannot be compared';

/**
 * Each page's freshness at `head`. Stale files carry the commit that first changed them, unless
 * `withSince` is false (a list of pages names only which are stale: no history walk).
 */
export async function freshnessAtHead(
  pages: readonly Covering[],
  head: RepoAt | null,
  withSince = true,
): Promise<Map<string, PageFreshness>> {
  const out = new Map<string, PageFreshness>();
  if (!head) {
    for (const p of pages) out.set(p.slug, { state: 'unknown', why: NO_GIT });
    return out;
  }
  const stale = staleness(pages, head.tree);
  const targets = stale.flatMap((s) =>
    [...s.stale, ...s.missing].map((c) => ({ path: c.path, blob: c.blob })),
  );
  const since = withSince && targets.length ? await head.since(targets) : new Map();
  const changed = staleCitations(
    pages,
    stale.map((s) => s.slug),
    head.tree,
    since,
  );
  for (const p of pages) {
    const mine = changed.filter((c) => c.page === p.slug);
    const files = p.covers.length;
    out.set(
      p.slug,
      files === 0
        ? {
            state: 'unknown',
            why: 'the page covers no repository file (front-matter covers), so its age cannot be checked',
          }
        : mine.length
          ? { state: 'stale', commit: head.commit, files, changed: mine }
          : { state: 'current', commit: head.commit, files },
    );
  }
  return out;
}

/**
 * The lines that end a page served to an agent: one bracketed sentence of ours, and when the page
 * may be out of date the files and commits (commit subjects are text others wrote: fenced).
 */
export function freshnessNote(slug: string, f: PageFreshness): string {
  const page = JSON.stringify(slug);
  switch (f.state) {
    case 'unknown':
      return `[freshness of ${page}: unknown — ${f.why}.]`;
    case 'current':
      return `[freshness of ${page}: current — ${f.files === 1 ? 'the file it covers is' : `all ${f.files} files it covers are`} as the page was last checked against, at HEAD ${short(f.commit)}.]`;
    case 'stale':
      return `[freshness of ${page}: may be out of date — ${plural(f.changed.length, 'file')} of the ${plural(f.files, 'file')} it covers changed at HEAD ${short(f.commit)} since the page was last checked; check the code before relying on it:]\n${untrusted('freshness', staleNotes(f.changed).join('\n'), { slug })}`;
  }
}

/** One line for a list of pages (search results, an opened section): which of them may be stale. */
export function freshnessSummary(
  slugs: readonly string[],
  all: Map<string, PageFreshness>,
  head: Pick<RepoAt, 'commit'> | null,
): string {
  if (!head) return `[freshness: unknown — ${NO_GIT}.]`;
  const at = `at HEAD ${short(head.commit)}`;
  const stale = slugs.filter((s) => all.get(s)?.state === 'stale');
  const unknown = slugs.filter((s) => all.get(s)?.state === 'unknown').length;
  const unchecked = unknown
    ? `; ${plural(unknown, 'page')} cover${unknown === 1 ? 's' : ''} no file and cannot be checked`
    : '';
  if (stale.length === 0)
    return `[freshness: none of these pages has a covered file changed ${at}${unchecked}.]`;
  return `[freshness: ${plural(stale.length, 'page')} of these may be out of date (a covered file changed ${at}): ${stale.join(', ')}; read them for the files and commits, or call stale_pages${unchecked}.]`;
}
