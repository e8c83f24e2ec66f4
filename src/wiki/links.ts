// Links between pages: `[[slug]]` in a body (outside code), a relative Markdown link to another
// page's file (`[Java](java.md)`, `../x.md#anchor`: how adopted docs link) and the `related`
// front-matter. One
// reading for the write tools (which refuse new dead links), lint (which reports every dead one and
// the pages nothing links to) and the folded map (which ranks pages by their inbound links and
// finds hubs by their outbound ones).
import { posix } from 'node:path';
import { isPageFile } from './slug.js';
import { compareCodePoints } from './text.js';
import type { Page } from './types.js';

const CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
const LINK = /\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g;

/** `[[slug]]`, `[[slug|label]]` and `[[slug#heading]]` targets outside code, lowercased, once each. */
export function wikiLinks(body: string): string[] {
  // Lint reads every page: most bodies have no link, or no code to strip, and skip that scan.
  if (!body.includes('[[')) return [];
  const prose = body.includes('`') || body.includes('~~~') ? body.replace(CODE, '') : body;
  const out = new Set<string>();
  for (const m of prose.matchAll(LINK)) out.add(m[1]!.trim().toLowerCase());
  return [...out];
}

const MD_LINK = /\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;

/** One relative Markdown link to a page file: as written, and the slug it names. */
export interface MarkdownLink {
  written: string;
  slug: string;
}

/**
 * Relative Markdown links from the page `from` (a slug) to `.md` files inside the wiki that are
 * pages (not index.md or log.md at its root), outside code, each target once. A link out of the
 * wiki folder (`../../README.md`), absolute or with a scheme, is no page link.
 */
export function markdownLinks(from: string, body: string): MarkdownLink[] {
  if (!body.includes('](')) return [];
  const prose = body.includes('`') || body.includes('~~~') ? body.replace(CODE, '') : body;
  const out = new Map<string, MarkdownLink>();
  for (const m of prose.matchAll(MD_LINK)) {
    const written = m[1]!.replace(/^<|>$/g, '');
    if (/^[a-z][\w+.-]*:|^[/#]/i.test(written)) continue;
    let target = written.replace(/[?#].*$/, '');
    try {
      target = decodeURI(target);
    } catch {
      continue;
    }
    if (!/\.md$/i.test(target)) continue;
    const file = posix.normalize(posix.join(posix.dirname(from), target));
    if (file.startsWith('../') || !isPageFile(file)) continue;
    const slug = file.replace(/\.md$/i, '').toLowerCase();
    if (!out.has(slug)) out.set(slug, { written, slug });
  }
  return [...out.values()];
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
    for (const t of [
      ...wikiLinks(page.body),
      ...markdownLinks(page.slug, page.body).map((l) => l.slug),
      ...page.related.map((r) => r.trim().toLowerCase()),
    ])
      if (t !== page.slug && exists.has(t)) targets.add(t);
    const sorted = [...targets].sort(compareCodePoints);
    out.set(page.slug, sorted);
    for (const t of sorted) inbound.set(t, (inbound.get(t) ?? 0) + 1);
  }
  return { out, inbound };
}
