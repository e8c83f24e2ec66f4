// A page re-stamped: its `covers` lines replaced in the file's own bytes, everything else (the
// prose, the other front-matter keys with their quoting and comments, the BOM, the line endings)
// left as it was. A confirmation that a page is still right must be the only change to its file,
// so the front-matter is not rewritten through the YAML library when a splice will do.
import { formatCover, normalizeCovers, type Cover } from './covers.js';
import { parsePage, patchPage } from './page.js';
import { normalizeText } from './text.js';
import type { Page } from './types.js';

/** A list key at the start of a front-matter line, and its block list items after it. */
function blockLines(lines: readonly string[], key: string): { start: number; end: number } | null {
  const start = lines.findIndex((l) => l === `${key}:` || new RegExp(`^${key}:\\s*$`).test(l));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && /^(\s+\S|-\s)/.test(lines[end]!)) end++;
  return { start, end };
}

/**
 * The file text with one front-matter list key's lines replaced by `value` (the new lines; none
 * removes the key), or null when the key cannot be found safely. A block list is its key line and
 * item lines; a one-line value (`key: [a, b]`, `key: a`) is that one line; an absent key is added
 * as the front-matter's last line. `flow` says whether the key is written as a one-line list now.
 */
function spliceList(raw: string, key: string, value: (flow: boolean) => string[]): string | null {
  const bom = raw.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const crlf = raw.includes('\r\n');
  const text = normalizeText(raw);
  if (!text.startsWith('---\n')) return null;
  const lines = text.split('\n');
  const close = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  if (close < 0) return null;
  const fm = lines.slice(1, close);
  const at = blockLines(fm, key);
  const inline = at ? -1 : fm.findIndex((l) => new RegExp(`^${key}:[ \\t]*\\S`).test(l));
  const span = at ?? (inline >= 0 ? { start: inline, end: inline + 1 } : null);
  let next: string[];
  if (span) next = [...fm.slice(0, span.start), ...value(!at), ...fm.slice(span.end)];
  else if (!fm.some((l) => new RegExp(`^${key}\\s*:`).test(l))) next = [...fm, ...value(true)];
  else return null;
  const lf = ['---', ...next, ...lines.slice(close)].join('\n');
  return bom + (crlf ? lf.replace(/\n/g, '\r\n') : lf);
}

/** The file text with the front-matter's covers lines spliced, or null when they cannot be found. */
function splice(raw: string, covers: readonly Cover[]): string | null {
  const entries = covers.map((c) => `  - ${formatCover(c)}`);
  return spliceList(raw, 'covers', () => (covers.length ? ['covers:', ...entries] : []));
}

const sameExceptCovers = (a: Page, b: Page): boolean =>
  a.body === b.body &&
  a.title === b.title &&
  a.description === b.description &&
  a.type === b.type &&
  a.locked === b.locked &&
  JSON.stringify([a.tags, a.related, a.sources]) === JSON.stringify([b.tags, b.related, b.sources]);

/**
 * `page` covering exactly `entries` (validated, one per path, sorted), with only its covers
 * lines changed in the file. Falls back to rewriting the front-matter (updatePage) when the
 * field is written in a form a splice cannot safely replace (a flow list, a quoted key).
 */
export function restampPage(page: Page, entries: readonly Cover[]): Page {
  return restampExactly(page, entries) ?? patchPage(page, { covers: normalizeCovers(entries) });
}

/**
 * `page` covering exactly `entries`, its file changed in the covers lines and nowhere else; null
 * when the field is written in a form no splice can replace safely (a flow list over several
 * lines, a quoted key): a page a person may have edited is then better left alone than rewritten.
 */
export function restampExactly(page: Page, entries: readonly Cover[]): Page | null {
  const covers = normalizeCovers(entries);
  const raw = splice(page.raw, covers);
  if (raw === null) return null;
  const next = parsePage(page.file, raw).page;
  const same =
    sameExceptCovers(page, next) &&
    JSON.stringify(next.covers) === JSON.stringify(covers) &&
    (next.frontmatter !== null || covers.length === 0);
  return same ? next : null;
}

/**
 * `page` relating exactly `related`, its file changed in the related lines and nowhere else (a
 * one-line list stays one line); null when no splice can do that safely.
 */
export function relateExactly(page: Page, related: readonly string[]): Page | null {
  const raw = spliceList(page.raw, 'related', (flow) =>
    related.length === 0
      ? []
      : flow
        ? [`related: [${related.join(', ')}]`]
        : ['related:', ...related.map((r) => `  - ${r}`)],
  );
  if (raw === null) return null;
  const next = parsePage(page.file, raw).page;
  const same =
    next.body === page.body &&
    next.title === page.title &&
    next.description === page.description &&
    next.type === page.type &&
    next.locked === page.locked &&
    JSON.stringify([next.tags, next.sources, next.covers]) ===
      JSON.stringify([page.tags, page.sources, page.covers]) &&
    JSON.stringify(next.related) === JSON.stringify(related);
  return same ? next : null;
}
