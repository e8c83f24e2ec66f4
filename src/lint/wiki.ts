// index-drift, duplicate-title and cap: findings about the wiki as a whole. index.md is compared
// with what the publisher writes (renderIndex over the map, as src/ingest/finalize.ts does) for
// the same pages and caps; the map's own cap warnings become cap findings.
import { COVERS_INDEX_MARK, coversIndexOf } from '../wiki/covers-index.js';
import { renderIndex, type WikiMap } from '../wiki/map.js';
import { isGeneratedMap } from '../wiki/map-file.js';
import { codePoints, normalizeText, collapseSpace, sliceCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import { FOREIGN_MAP, RULES, type Finding } from './rules.js';

/** The first line where two texts differ (1-based), with both lines (null past the end). */
function firstDifference(
  want: string,
  have: string,
): { line: number; want: string | null; have: string | null } {
  const a = want.split('\n');
  const b = have.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return { line: i + 1, want: a[i] ?? null, have: b[i] ?? null };
}

const quoted = (s: string | null): string =>
  s === null ? 'the end of the file' : `"${codePoints(s) > 80 ? `${sliceCodePoints(s, 79)}…` : s}"`;

/**
 * index-drift, when index.md exists and differs (line endings and a byte-order mark aside) from
 * the generated text. An absent index.md is not drift: the first ingest writes it. Nor is a map
 * written before maps carried the covers index (it has no index block at all): the next wiki
 * commit, or `lint --fix`, adds it; a block that is there must list the pages' covers exactly.
 */
export function indexFinding(
  map: WikiMap,
  index: string | null,
  pages: readonly Pick<Page, 'slug' | 'covers'>[] = [],
): Finding[] {
  if (index === null) return [];
  // A person's home page where the map would go: never compared, never to be overwritten.
  if (!isGeneratedMap(index))
    return [
      {
        rule: 'index-drift',
        severity: RULES['index-drift'].severity,
        page: 'index.md',
        detail: `${FOREIGN_MAP}: it lacks the generated-map line, so wiki-ingest keeps no map there and never overwrites it`,
      },
    ];
  const have = normalizeText(index);
  const want = have.includes(COVERS_INDEX_MARK)
    ? renderIndex(map, coversIndexOf(pages))
    : renderIndex(map);
  if (have === want) return [];
  const d = firstDifference(want, have);
  return [
    {
      rule: 'index-drift',
      severity: RULES['index-drift'].severity,
      page: 'index.md',
      detail: `index.md differs from the generated index at line ${d.line}: expected ${quoted(d.want)}, found ${quoted(d.have)}`,
    },
  ];
}

/** Titles compared without regard to case or runs of spaces. */
const titleKey = (title: string): string => collapseSpace(title).toLowerCase();

export function duplicateTitleFindings(pages: readonly Page[]): Finding[] {
  const byTitle = new Map<string, string[]>();
  for (const p of pages)
    byTitle.set(titleKey(p.title), [...(byTitle.get(titleKey(p.title)) ?? []), p.slug]);
  const findings: Finding[] = [];
  for (const p of pages) {
    const others = byTitle.get(titleKey(p.title))!.filter((s) => s !== p.slug);
    if (others.length)
      findings.push({
        rule: 'duplicate-title',
        severity: RULES['duplicate-title'].severity,
        page: p.slug,
        detail: `its title "${collapseSpace(p.title)}" is also the title of ${others.join(', ')}`,
      });
  }
  return findings;
}

/** The map's cap warnings, each on the page it is about, without the leading `slug: `. */
export function capFindings(map: WikiMap): Finding[] {
  return map.cuts.map(({ slug, warning }) => ({
    rule: 'cap',
    severity: RULES.cap.severity,
    page: slug,
    detail: warning.startsWith(`${slug}: `) ? warning.slice(slug.length + 2) : warning,
  }));
}
