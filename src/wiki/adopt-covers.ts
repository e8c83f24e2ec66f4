// Covers for adopted docs, free: the repository files a page already names — its Markdown links
// to them, the paths and file names it writes in backticks — stamped at HEAD, so staleness,
// covered-changes and impact work on a docs folder from the day it is adopted. A proposal comes
// from a list of sources (what a page names is the first; another, such as files that changed
// together with a page in past commits, is one more function in the list); their proposals are
// joined in list order, each file once, never a generated, ignored, secret or wiki path nor a file
// HEAD does not hold, at most MAX_ADOPTED_COVERS a page. A page that names none stays uncovered;
// a page that covers files already is left as it is.
import { genericName, kindName, testPath } from '../paths/names.js';
import { codeRefs, linkedRepoPaths } from './code-refs.js';
import type { Cover } from './covers.js';
import type { TreeListing } from './provenance.js';
import { restampExactly } from './restamp.js';
import type { Page } from './types.js';

/** Covers adopt (and `lint --fix --adopt-covers`) stamps on one page at most. */
export const MAX_ADOPTED_COVERS = 8;

/** Repository paths proposed for each page (by slug), best first. */
export type CoverProposals = ReadonlyMap<string, readonly string[]>;

/** What a source of proposals may read: the wiki's folder and HEAD's files. */
export interface ProposalContext {
  wikiPath: string;
  /** HEAD's files (path → blob). */
  listing: TreeListing;
}

/** One source of proposed covers. */
export type CoverSource = (
  pages: readonly Page[],
  context: ProposalContext,
) => CoverProposals | Promise<CoverProposals>;

/** HEAD's files by base name, for a backticked `rules.go` or `insights/rules.go`. */
function byBaseName(listing: TreeListing): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of listing.keys()) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    const list = out.get(base);
    if (list) list.push(path);
    else out.set(base, [path]);
  }
  return out;
}

/** The one file a written path or name means at HEAD: exact, else the only file it ends. */
function resolveNamed(name: string, listing: TreeListing, bases: Map<string, string[]>) {
  if (listing.has(name)) return name;
  const tail = `/${name}`;
  const hits = (bases.get(name.slice(name.lastIndexOf('/') + 1)) ?? []).filter((p) =>
    p.endsWith(tail),
  );
  return hits.length === 1 ? hits[0]! : null;
}

/** A file a page can describe: not a kind every project has (a changelog, a manifest), not a test. */
const describable = (path: string): boolean => !kindName(path) && !testPath(path);

/**
 * The files each page names: its links to repository files first, then the paths and file names
 * it writes in backticks that name exactly one file at HEAD, in the order the page gives them.
 * A bare generic name (`index.js`, `vite.config.ts`) means the reader's own file, and a release
 * bumps a manifest without a word of the page changing: neither is a cover.
 */
export const namedFiles: CoverSource = (pages, { wikiPath, listing }) => {
  const bases = byBaseName(listing);
  const out = new Map<string, string[]>();
  for (const page of pages) {
    const linked = linkedRepoPaths(page, wikiPath).filter((p) => listing.has(p));
    const written = codeRefs(page.body)
      .filter((r) => r.kind === 'path' || (r.kind === 'file' && !genericName(r.name)))
      .flatMap((r) => resolveNamed(r.name, listing, bases) ?? []);
    const files = [...new Set([...linked, ...written])].filter(describable);
    if (files.length) out.set(page.slug, files);
  }
  return out;
};

/**
 * The covers each uncovered page gets: every source's proposals joined in list order, each file
 * once, kept only when HEAD holds it and `coverable` allows it, at most `cap`, stamped with HEAD's
 * blob. Pages that cover a file already, or are given none, are left out.
 */
export async function proposeCovers(
  pages: readonly Page[],
  sources: readonly CoverSource[],
  context: ProposalContext & { coverable: (path: string) => boolean; cap?: number },
): Promise<Map<string, Cover[]>> {
  const open = pages.filter((p) => p.covers.length === 0);
  const proposals = await Promise.all(sources.map((source) => source(open, context)));
  const out = new Map<string, Cover[]>();
  for (const page of open) {
    const paths = new Set(proposals.flatMap((p) => p.get(page.slug) ?? []));
    const covers = [...paths]
      .filter((path) => context.listing.has(path) && context.coverable(path))
      .slice(0, context.cap ?? MAX_ADOPTED_COVERS)
      .map((path) => ({ path, blob: context.listing.get(path)! }));
    if (covers.length) out.set(page.slug, covers);
  }
  return out;
}

/** `page` with `covers` added as its front-matter's covers lines and nothing else changed; null when no splice can. */
export const withAdoptedCovers = (page: Page, covers: readonly Cover[]): Page | null =>
  page.covers.length === 0 ? restampExactly(page, covers) : null;
