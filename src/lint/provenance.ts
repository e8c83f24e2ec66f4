// stale, missing-source and uncovered: each page's `covers` against the head's tree listing.
// History only adds `since` (the first commit that changed the file after the stamp), looked up
// by the caller for the targets sinceTargets (src/wiki/provenance.ts) names, handed in by `path@blob`.
import { formatCover, type Cover } from '../wiki/covers.js';
import { staleness, type Since, type SinceMap, type TreeListing } from '../wiki/provenance.js';
import type { Page } from '../wiki/types.js';
import type { RenameMap } from './renames.js';
import { RULES, type Finding } from './rules.js';

const short = (sha: string): string => sha.slice(0, 7);

const sinceText = (s: Since | undefined): string =>
  s ? `; first changed after the stamp by ${short(s.commit)} "${s.subject}"` : '';

export function provenanceFindings(
  pages: readonly Page[],
  tree: TreeListing,
  since: SinceMap = new Map(),
  renames: RenameMap = new Map(),
): Finding[] {
  const findings: Finding[] = [];
  const withSince = (f: Finding, c: Cover): Finding => {
    const s = since.get(formatCover(c));
    return s ? { ...f, detail: f.detail + sinceText(s), since: s.commit } : f;
  };
  for (const page of staleness(pages, tree)) {
    for (const c of page.missing) {
      const moved = renames.get(c.path);
      findings.push(
        withSince(
          {
            rule: 'missing-source',
            severity: RULES['missing-source'].severity,
            page: page.slug,
            detail: moved
              ? `covers ${c.path}, which HEAD no longer holds: ${short(moved.commit)} renamed it to ${moved.to}`
              : `covers ${c.path}, which HEAD no longer holds`,
            file: c.path,
            ...(moved ? { renamed: moved.to } : {}),
          },
          c,
        ),
      );
    }
    for (const c of page.stale)
      findings.push(
        withSince(
          {
            rule: 'stale',
            severity: RULES.stale.severity,
            page: page.slug,
            detail: `covers ${c.path}, changed since the page was checked (blob ${short(c.blob)} then, ${short(c.now)} at HEAD)`,
            file: c.path,
          },
          c,
        ),
      );
  }
  for (const page of pages)
    if (page.covers.length === 0)
      findings.push({
        rule: 'uncovered',
        severity: RULES.uncovered.severity,
        page: page.slug,
        detail: 'covers no repository file',
      });
  return findings;
}
