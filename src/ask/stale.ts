// Which pages an answer cites may be out of date, and why: a covered file whose blob at the head
// differs from the page's stamp (or that is gone), with the first commit that changed it when
// history shows it. Free (a tree listing, at most one history walk), so every answer can say it.
import { type Since, type SinceMap, staleness, type TreeListing } from '../wiki/provenance.js';
import { formatCover, type Cover } from '../wiki/covers.js';
import type { Page } from '../wiki/types.js';
import { codeSpan, inertText } from '../security/inert-markdown.js';

/** What staleness needs of a page: its slug and its covers. */
type Covering = Pick<Page, 'slug' | 'covers'>;

/** One covered file of a cited page that changed (or went) since the page was checked. */
export interface StaleCitation {
  page: string;
  file: string;
  /** The file no longer exists at the head. */
  missing?: true;
  /** The first commit after the stamp that changed it, when history shows it. */
  since?: Since;
}

/** The stamps of the cited pages' stale or missing files, for a history lookup. */
export function citedStaleCovers(
  pages: readonly Covering[],
  cited: readonly string[],
  tree: TreeListing,
): Cover[] {
  const wanted = new Set(cited);
  return staleness(
    pages.filter((p) => wanted.has(p.slug)),
    tree,
  ).flatMap((s) => [...s.stale, ...s.missing].map((c) => ({ path: c.path, blob: c.blob })));
}

/** Every stale or missing covered file of the cited pages, in citation order then by path. */
export function staleCitations(
  pages: readonly Covering[],
  cited: readonly string[],
  tree: TreeListing,
  since: SinceMap = new Map(),
): StaleCitation[] {
  const bySlug = new Map(staleness(pages, tree).map((s) => [s.slug, s]));
  const out: StaleCitation[] = [];
  for (const slug of new Set(cited)) {
    const s = bySlug.get(slug);
    if (!s) continue;
    const all = [
      ...s.stale.map((c) => ({ c, missing: false })),
      ...s.missing.map((c) => ({ c, missing: true })),
    ].sort((a, b) => (a.c.path < b.c.path ? -1 : a.c.path > b.c.path ? 1 : 0));
    for (const { c, missing } of all) {
      const first = since.get(formatCover(c));
      out.push({
        page: slug,
        file: c.path,
        ...(missing ? { missing: true as const } : {}),
        ...(first ? { since: first } : {}),
      });
    }
  }
  return out;
}

/** How a note names a page, a file and a commit subject where it goes. */
interface NoteStyle {
  page: (slug: string) => string;
  file: (path: string) => string;
  subject: (subject: string) => string;
}

function note(s: StaleCitation, style: NoteStyle): string {
  const file = style.file(s.file);
  const what = s.missing
    ? `${file} no longer exists`
    : `${file} changed since the page was last checked`;
  const when = s.since
    ? ` (first by ${s.since.commit.slice(0, 7)} ${style.subject(s.since.subject)})`
    : '';
  return `${style.page(s.page)} may be out of date: ${what}${when}.`;
}

/**
 * One line per stale file, for people: `[[api/tokens]] may be out of date: src/api/tokens.ts
 * changed since the page was last checked (first by abc1234 "fix: …").` Plain text; the caller
 * escapes it for where it goes.
 */
export function staleNotes(stale: readonly StaleCitation[]): string[] {
  return stale.map((s) =>
    note(s, { page: (slug) => `[[${slug}]]`, file: (f) => f, subject: (t) => `"${t}"` }),
  );
}

/**
 * The same notes as Markdown for a comment: the page as `page` renders it (a link), the file in a
 * code span, the commit subject (a commit message: untrusted) as inert prose.
 */
export function staleNotesMarkdown(
  stale: readonly StaleCitation[],
  page: (slug: string) => string,
): string[] {
  return stale.map((s) =>
    note(s, { page, file: (f) => codeSpan(f), subject: (t) => `"${inertText(t, 200)}"` }),
  );
}
