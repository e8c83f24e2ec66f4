// Historical pages: blog posts, release notes, changelogs, migration guides. They record what
// was true at a release, so they name old paths and old identifiers on purpose, and a later change
// to those does not make them stale: mode: impact names such a page only through its `covers`.
// A page is historical when its front-matter says `historical: true`; `adopt` proposes it for
// pages whose folder, file name or title says they are one (`looksHistorical`), and `init` for the
// pages it creates that are one. Pure.
import { parsePage } from './page.js';
import type { Page } from './types.js';

/** The front-matter field that marks a page historical. */
export const HISTORICAL_FIELD = 'historical';

/** True when the page's front-matter marks it historical. */
export const historical = (page: Pick<Page, 'frontmatter'>): boolean =>
  page.frontmatter?.[HISTORICAL_FIELD] === true;

const FOLDER =
  /(?:^|\/)(?:blog|blogs|posts|news|announcements?|releases?|release[-_]notes|changelogs?|history|migration[-_]guides?|upgrad(?:e|es|ing)(?:[-_]guides?)?)\//i;
// `migration.md`, `migration-guide-v4.md`, `migrating-to-v3.md`; not `migrations.md` (an ORM's
// feature) nor `migrate-command.md`.
const FILE =
  /(?:^|[-_/])(?:changelog|changes|history|release[-_]?notes|releases?|announc\w*|migration(?![s\w])|migration[-_]guide|migrating|upgrad(?:e[-_]guide|ing)|whats[-_]new|breaking[-_]changes)(?:[-_.\d]|v\d|$)/i;
const TITLE =
  /\b(?:change ?log|release notes?|announcing|migrat(?:ing|ion) (?:guide|from|to)|migration guide|upgrad(?:e|ing) (?:to|from|guide)|what'?s new in|breaking changes in)\b/i;
const DATED = /(?:^|\/)\d{4}-\d{2}(?:-\d{2})?[-_]/;

/**
 * True when a page's file (relative to the wiki folder) or title says it records history: a
 * blog post, release notes, a changelog, a migration or upgrade guide.
 */
export function looksHistorical(file: string, title: string): boolean {
  const stem = file.replace(/\.[^./]+$/, '');
  return FOLDER.test(file) || FILE.test(stem) || DATED.test(file) || TITLE.test(title);
}

/**
 * A page wiki-ingest just created, marked historical when it looks like one (init's proposal): one
 * front-matter line added before the closing fence, nothing else of the file changed.
 */
export function proposeHistorical(page: Page): Page {
  if (page.frontmatter === null || page.frontmatter[HISTORICAL_FIELD] !== undefined) return page;
  if (!looksHistorical(page.file, page.title)) return page;
  const close = /\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(page.raw);
  if (!page.raw.startsWith('---') || !close) return page;
  const eol = page.raw.includes('\r\n') ? '\r\n' : '\n';
  const at = page.raw[close.index - 1] === '\r' ? close.index - 1 : close.index;
  const raw = `${page.raw.slice(0, at)}${eol}${HISTORICAL_FIELD}: true${page.raw.slice(at)}`;
  const next = parsePage(page.file, raw).page;
  return next.body === page.body && historical(next) ? next : page;
}
