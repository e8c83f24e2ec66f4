// The wiki as triage sees it: one line per page, `slug | title | h2 · h2`, so the cheap model can
// tell whether a page describes what a merge changed. Cheaper than the ingest map (no
// descriptions) and bounded by a character cap that the prompt states when it cuts; until the
// folded map is wired into the prompts, a large wiki is cut in slug order. The pages whose
// `covers` list a changed file are named per merge, beside it.
import { mapField } from '../wiki/map.js';
import { compareCodePoints } from '../wiki/text.js';
import type { MergeInfo } from '../types.js';
import type { Page } from '../wiki/types.js';

/** Characters of triage's map (≈ 4,000 tokens, $0.0004 a call at Haiku 5.5's input rate). */
export const TRIAGE_MAP_CHARS = 16_000;

export interface TriageMap {
  /** The lines shown, joined by newlines. */
  text: string;
  /** Pages in the wiki. */
  pages: number;
  /** Pages whose line is shown (fewer than `pages` when the cap cut the map). */
  shown: number;
  capChars: number;
}

/** One page's line: slug, title and up to `headingsPerPage` H2 headings, then `+N more sections`. */
function line(page: Page, headingsPerPage: number): string {
  const kept = page.headings.slice(0, headingsPerPage).map(mapField);
  const more = page.headings.length - kept.length;
  if (more > 0) kept.push(`+${more} more section${more === 1 ? '' : 's'}`);
  return [mapField(page.slug), mapField(page.title), kept.join(' · ')].join(' | ').trimEnd();
}

/** The map of `pages` within `capChars` characters (slug order, whole lines only). */
export function triageMap(
  pages: readonly Page[],
  headingsPerPage: number,
  capChars = TRIAGE_MAP_CHARS,
): TriageMap {
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const lines: string[] = [];
  let used = 0;
  for (const page of sorted) {
    const l = line(page, headingsPerPage);
    if (used + l.length + 1 > capChars) break;
    lines.push(l);
    used += l.length + 1;
  }
  return { text: lines.join('\n'), pages: sorted.length, shown: lines.length, capChars };
}

/** Pages whose `covers` list a file the merge changed, by slug then path. */
export function coveringPages(
  pages: readonly Page[],
  merge: MergeInfo,
): { slug: string; path: string }[] {
  const changed = new Set(
    merge.files.flatMap((f) => [f.path, f.previous_path ?? ''].map((p) => p.replace(/^\.\//, ''))),
  );
  return pages
    .flatMap((p) =>
      p.covers.filter((c) => changed.has(c.path)).map((c) => ({ slug: p.slug, path: c.path })),
    )
    .sort((a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path));
}
