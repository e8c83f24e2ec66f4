// missing-page, decided by code: the model proposes terms a changed page relies on; a term
// becomes a finding only when at least MIN_PAGES pages name it (counted here, over every page,
// as a whole word without regard to case) and no page is its own (by title or slug, singular or
// plural). The model's word is never taken for the count.
import { compareCodePoints, collapseSpace } from '../../wiki/text.js';
import type { Page } from '../../wiki/types.js';
import { RULES, type Finding } from '../rules.js';

/** Pages that must name a concept before its missing page is a finding. */
export const MIN_PAGES = 3;

const normal = (s: string): string => collapseSpace(s).toLowerCase();

/** Singular-ish: `webhooks` and `webhook`, `policies` and `policy` compare equal. */
const stem = (s: string): string =>
  normal(s)
    .replace(/[-_]+/g, ' ')
    .replace(/ies$/, 'y')
    .replace(/(?<!s)s$/, '');

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `page` is the concept's own page. */
const isOwnPage = (page: Page, concept: string): boolean => {
  const want = stem(concept);
  const last = page.slug.split('/').pop()!;
  return stem(page.title) === want || stem(last) === want;
};

/** A proposed term worth counting: a few words of text, not a sentence. */
export function plausibleConcept(term: string): boolean {
  const t = collapseSpace(term);
  return t.length >= 3 && t.length <= 60 && t.split(' ').length <= 5 && /\p{L}/u.test(t);
}

/** Every page whose title or body names `concept` as a whole word, by slug. */
export function pagesNaming(pages: readonly Page[], concept: string): string[] {
  const words = escapeRegExp(normal(concept)).replace(/ /g, '\\s+');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu');
  return pages
    .filter((p) => re.test(p.title) || re.test(p.body))
    .map((p) => p.slug)
    .sort(compareCodePoints);
}

/** The missing-page findings among `concepts`, one per concept (case aside), by concept. */
export function missingPageFindings(pages: readonly Page[], concepts: Iterable<string>): Finding[] {
  const seen = new Map<string, string>();
  for (const c of concepts) if (plausibleConcept(c)) seen.set(normal(c), collapseSpace(c));
  const findings: Finding[] = [];
  for (const [key, concept] of [...seen].sort((a, b) => compareCodePoints(a[0], b[0]))) {
    if (pages.some((p) => isOwnPage(p, key))) continue;
    const naming = pagesNaming(pages, key);
    if (naming.length < MIN_PAGES) continue;
    findings.push({
      rule: 'missing-page',
      severity: RULES['missing-page'].severity,
      page: naming[0]!,
      detail: `"${concept}" is named on ${naming.length} pages (${naming.join(', ')}) and has no page of its own`,
      pages: naming.slice(1),
      concept,
    });
  }
  return findings;
}
