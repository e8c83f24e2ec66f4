// Pages that embed a changed file: an include directive puts the file's text into the page when
// it is built — a code sample (`{* docs_src/app/tutorial001.py hl[3] *}`, `{!../docs_src/x.py!}`,
// mkdocs snippets `--8<-- "src/x.py"`, VitePress `<<< @/snippets/x.js`, mdBook
// `{{#include ../src/x.rs}}`, a code fence's `file=./x.ts`, MyST `{literalinclude}`). The prose
// around it explains what the file shows, so a change to the file is a change to the page. The directive's
// path is read as written, `./`, `../` and `@/` dropped, a line range or region after it cut, and
// matched whole or as the end of a changed path (two segments at least). Pure.

/** Each directive's opening, then the path (group 1). */
const DIRECTIVE =
  /(?:\{\*[ \t]*|\{![ \t]*|--8<--[ \t]*["']?|<<<[ \t]+|\{\{#(?:rustdoc_)?include[ \t]+|^```[^\n`]*?[ \t]file=["']?|^```\{literalinclude\}[ \t]+)([\w$@.+~/-]+)/gm;

/** The path a directive names, as a repository path's end: `../docs_src/x.py` → `docs_src/x.py`. */
export function embeddedPath(raw: string): string | null {
  const p = raw
    .replace(/^@\//, '')
    .replace(/^(?:\.\.?\/)+/, '')
    .replace(/[#:{].*$/, '')
    .replace(/\.+$/, '');
  return /\.[\w-]+$/.test(p) && !p.startsWith('/') ? p : null;
}

/** The paths a page's text embeds. */
export function embedsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(DIRECTIVE)) {
    const p = embeddedPath(m[1]!);
    if (p) out.add(p);
  }
  return out;
}

/** The changed path an embedded one names: the same, or its end of two segments or more. */
function changedOf(embedded: string, changed: readonly string[]): string[] {
  return changed.filter(
    (c) => c === embedded || (embedded.includes('/') && c.endsWith(`/${embedded}`)),
  );
}

/** Per page (slug), the changed paths it embeds. */
export function embedsIn(
  pages: readonly { slug: string; text: string }[],
  changed: readonly string[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (changed.length === 0) return out;
  for (const page of pages) {
    const found = new Set<string>();
    for (const p of embedsOf(page.text)) for (const c of changedOf(p, changed)) found.add(c);
    if (found.size) out.set(page.slug, [...found].sort());
  }
  return out;
}
