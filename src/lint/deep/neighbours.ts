// Which pages the deep pass reads together, and which it reads at all. Two pages can contradict
// each other where they describe the same thing: they cover the same file, or one links the
// other. The pass reads only the pages changed since its last run (or left pending by it), each
// with its neighbours, so a weekly run costs in proportion to the week's changes.
import { linkGraph } from '../../wiki/links.js';
import { compareCodePoints } from '../../wiki/text.js';
import type { Page, WikiTree } from '../../wiki/types.js';

export interface Neighbour {
  slug: string;
  /** Why it is read beside the page: the files both cover, or a link. */
  relation: string;
}

/** Each page's neighbours: pages sharing a covered file first, then linked ones, by slug. */
export function neighbours(pages: readonly Page[]): Map<string, Neighbour[]> {
  const coveredBy = new Map<string, string[]>();
  for (const p of pages)
    for (const c of p.covers) coveredBy.set(c.path, [...(coveredBy.get(c.path) ?? []), p.slug]);
  const { out } = linkGraph(pages);
  const linked = new Map<string, Set<string>>();
  for (const [from, targets] of out)
    for (const to of targets) {
      linked.set(from, (linked.get(from) ?? new Set()).add(to));
      linked.set(to, (linked.get(to) ?? new Set()).add(from));
    }
  const result = new Map<string, Neighbour[]>();
  for (const p of pages) {
    const shared = new Map<string, string[]>();
    for (const c of p.covers)
      for (const other of coveredBy.get(c.path) ?? [])
        if (other !== p.slug) shared.set(other, [...(shared.get(other) ?? []), c.path]);
    const byFile = [...shared.keys()].sort(compareCodePoints).map((slug) => ({
      slug,
      relation: `both cover ${shared.get(slug)!.join(', ')}`,
    }));
    const byLink = [...(linked.get(p.slug) ?? [])]
      .filter((slug) => !shared.has(slug))
      .sort(compareCodePoints)
      .map((slug) => ({ slug, relation: 'linked' }));
    result.set(p.slug, [...byFile, ...byLink]);
  }
  return result;
}

/**
 * The pages whose file changed between two listings of the wiki folder (added or modified);
 * every page when there is no earlier listing.
 */
export function pagesChangedBetween(
  pages: readonly Page[],
  before: WikiTree['entries'] | null,
  after: WikiTree['entries'],
): Set<string> {
  const changed = new Set<string>();
  for (const p of pages) {
    const now = after[p.file]?.sha;
    if (before === null || before[p.file]?.sha !== now) changed.add(p.slug);
  }
  return changed;
}
