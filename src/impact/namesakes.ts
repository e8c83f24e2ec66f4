// Pages named for a changed file: `errors.md` for `lib/errors.js`, `logarithmic.md` for
// `scale.logarithmic.js`, `routing/index.md` for `routing.py`. A reference page is often named for
// the module it documents without ever naming the module's path, so a change to the module
// reaches it this way. And the repository's front page, its root README, is the namesake of the
// wiki's (a root `README.md`, `Home.md` or `overview.md`), which so often repeats it.
// Test files and generic names (`index.ts`, `utils.py`) name no page; historical pages are named
// by their covers only. Pure.
import { baseName, genericName, testPath } from '../paths/names.js';
import type { FileChange } from '../types.js';
import { historical } from '../wiki/historical.js';
import type { Page } from '../wiki/types.js';

/** Parts of a name that say nothing about which module it is. */
const NOISE = /^(?:index|readme|main|core|base|common|utils?|helpers?|types?|src|lib)$/;

/** A name compared without case, separators or a plural `s`. */
const stemOf = (s: string): string => s.toLowerCase().replace(/[-_ ]/g, '').replace(/s$/, '');

/** A page's own name: its file's, or its folder's for an index page. */
function pageStem(file: string): string {
  const segs = file.replace(/\.[^./]+$/, '').split('/');
  const last = segs.pop()!;
  return stemOf(/^(?:index|readme)$/i.test(last) ? (segs.pop() ?? '') : last);
}

/** The names a changed file goes by: each dotted part of its name but the extension. */
function fileStems(path: string): string[] {
  const parts = baseName(path).split('.').slice(0, -1);
  return parts.map(stemOf).filter((s) => s.length >= 4 && !NOISE.test(s));
}

/** The repository's root README. */
export const rootReadme = (path: string): boolean =>
  /^readme(?:\.(?:md|markdown|mdx|rst|txt|adoc))?$/i.test(path);

/** A page at the wiki's root that is its front page. */
const frontPage = (file: string): boolean => /^(?:readme|home|overview)\.md$/i.test(file);

/** slug → the changed file the page is named for. */
export function namesakes(
  pages: readonly Page[],
  files: readonly FileChange[],
): Map<string, FileChange> {
  const out = new Map<string, FileChange>();
  const readme = files.find((f) => rootReadme(f.path));
  if (readme)
    for (const p of pages) if (frontPage(p.file) && !historical(p)) out.set(p.slug, readme);
  const byStem = new Map<string, FileChange>();
  for (const f of files) {
    if (testPath(f.path) || genericName(f.path)) continue;
    for (const s of fileStems(f.path)) if (!byStem.has(s)) byStem.set(s, f);
  }
  if (byStem.size === 0) return out;
  for (const p of pages) {
    const f = byStem.get(pageStem(p.file));
    if (f && !historical(p)) out.set(p.slug, f);
  }
  return out;
}
