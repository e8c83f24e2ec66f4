// The links between pages: `[[slug]]` in page text (outside code) and the `related` front-matter.
// The folded map ranks a section's pages by how many pages link to them, and finds hubs by how
// many pages they link to.
import { compareCodePoints } from './text.js';
import type { Page } from './types.js';

/** `[[slug]]` and `[[slug|label]]` targets outside code, lowercased, each once. */
export function wikiLinks(body: string): string[] {
  const prose = body.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g, '');
  const out = new Set<string>();
  for (const m of prose.matchAll(/\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g))
    out.add(m[1]!.trim().toLowerCase());
  return [...out];
}

export interface LinkGraph {
  /** Slug → the existing pages it links to (body links and `related`), itself left out, sorted. */
  out: Map<string, string[]>;
  /** Slug → how many other pages link to it. */
  inbound: Map<string, number>;
}

/** Links among `pages` only: a link to a missing page counts for nothing. */
export function linkGraph(pages: readonly Page[]): LinkGraph {
  const exists = new Set(pages.map((p) => p.slug));
  const out = new Map<string, string[]>();
  const inbound = new Map<string, number>();
  for (const page of pages) {
    const targets = new Set<string>();
    for (const t of [...wikiLinks(page.body), ...page.related.map((r) => r.trim().toLowerCase())])
      if (t !== page.slug && exists.has(t)) targets.add(t);
    const sorted = [...targets].sort(compareCodePoints);
    out.set(page.slug, sorted);
    for (const t of sorted) inbound.set(t, (inbound.get(t) ?? 0) + 1);
  }
  return { out, inbound };
}
