// front-matter: what breaks the page schema (wiki/SCHEMA.md, the README). parsePage never fails
// on these, it ignores what it cannot use; lint says so, one finding per problem, so a field a
// maintainer believes is in force (a lock, a stamp) is never silently not.
import { parseCovers } from '../wiki/covers.js';
import { frontmatterProblem, hasFrontmatterBlock } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';
import { RULES, type Finding } from './rules.js';

const TEXT_KEYS = ['title', 'description', 'type'] as const;
const LIST_KEYS = ['tags', 'related', 'sources'] as const;
const LOCK_KEY = 'wiki-ingest';

const isText = (v: unknown): boolean =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' || typeof v === 'boolean';

/** What `v` is, for a sentence: "a list", "a mapping", "nothing". */
const kind = (v: unknown): string =>
  v === null
    ? 'nothing'
    : Array.isArray(v)
      ? 'a list'
      : typeof v === 'object'
        ? 'a mapping'
        : typeof v === 'string'
          ? 'empty text'
          : typeof v;

/** The schema problems of one page's front-matter, each one sentence. */
export function frontmatterProblems(page: Page): string[] {
  if (page.frontmatter === null) {
    if (!hasFrontmatterBlock(page.raw)) return [];
    return [
      `the front-matter does not parse (${frontmatterProblem(page.raw) ?? 'unreadable YAML'}), so every field in it is ignored and the page is read-only to wiki-ingest (no tool, no repair writes it) until it does`,
    ];
  }
  const fm = page.frontmatter;
  const problems: string[] = [];
  for (const key of TEXT_KEYS)
    if (fm[key] !== undefined && fm[key] !== null && !isText(fm[key]))
      problems.push(`"${key}" is ${kind(fm[key])}, not text, so it is ignored`);
  for (const key of LIST_KEYS) {
    const v = fm[key];
    if (v === undefined || v === null || typeof v === 'string') continue;
    if (!Array.isArray(v)) problems.push(`"${key}" is ${kind(v)}, not a list`);
    else if (v.some((x) => !isText(x)))
      problems.push(`"${key}" holds an item that is not text (${kind(v.find((x) => !isText(x)))})`);
  }
  for (const problem of parseCovers(fm.covers).problems) problems.push(`"covers": ${problem}`);
  if (fm[LOCK_KEY] !== undefined && fm[LOCK_KEY] !== 'locked')
    problems.push(
      `"${LOCK_KEY}" is ${JSON.stringify(fm[LOCK_KEY])}, so the page is NOT locked; the only value is "locked"`,
    );
  return problems;
}

export function frontmatterFindings(pages: readonly Page[]): Finding[] {
  return pages.flatMap((page) =>
    frontmatterProblems(page).map((detail): Finding => ({
      rule: 'front-matter',
      severity: RULES['front-matter'].severity,
      page: page.slug,
      detail,
    })),
  );
}
