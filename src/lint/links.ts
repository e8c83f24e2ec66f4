// dead-link and orphan: the wiki's link graph. A page links another by `[[slug]]` or a relative
// Markdown link to its file (`[Java](java.md)`) in its body (outside code), or by naming it in
// `related`; index.md links every page, so it does not count.
import { markdownLinks, wikiLinks } from '../wiki/links.js';
import type { Page } from '../wiki/types.js';
import { ORPHAN_HUB_MIN_LINKS, RULES, type Finding } from './rules.js';

/** Every slug a page links, body links first, as written (lowercased), once each. */
const outbound = (
  page: Page,
): { body: string[]; markdown: ReturnType<typeof markdownLinks>; related: string[] } => ({
  body: wikiLinks(page.body),
  markdown: markdownLinks(page.slug, page.body),
  related: [...new Set(page.related.map((r) => r.trim().toLowerCase()))],
});

export function linkFindings(pages: readonly Page[]): Finding[] {
  const known = new Set(pages.map((p) => p.slug));
  const inbound = new Map<string, number>();
  const hubs = new Set<string>();
  const findings: Finding[] = [];
  const dead = (page: string, detail: string): number =>
    findings.push({ rule: 'dead-link', severity: RULES['dead-link'].severity, page, detail });

  for (const page of pages) {
    const { body, markdown, related } = outbound(page);
    for (const slug of body.filter((s) => !known.has(s)))
      dead(page.slug, `[[${slug}]] points at no page`);
    for (const link of markdown.filter((l) => !known.has(l.slug)))
      dead(page.slug, `the Markdown link (${link.written}) points at no page`);
    for (const slug of related.filter((s) => !known.has(s)))
      dead(page.slug, `related "${slug}" names no page`);
    const linked = [...body, ...markdown.map((l) => l.slug), ...related];
    const others = new Set(linked.filter((s) => known.has(s) && s !== page.slug));
    for (const slug of others) inbound.set(slug, (inbound.get(slug) ?? 0) + 1);
    if (others.size >= ORPHAN_HUB_MIN_LINKS) hubs.add(page.slug);
  }

  // One page alone links nothing and needs nothing to link it.
  if (pages.length > 1)
    for (const page of pages)
      if (!inbound.has(page.slug) && !hubs.has(page.slug))
        findings.push({
          rule: 'orphan',
          severity: RULES.orphan.severity,
          page: page.slug,
          detail: `no other page links to it, and it links fewer than ${ORPHAN_HUB_MIN_LINKS} pages itself (not a hub)`,
        });
  return findings;
}
