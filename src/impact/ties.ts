// mode: impact's answer, computed by code alone: the pages an open pull request will make stale,
// each with what ties it to the pull request. A page covering a changed file (the covers index
// of the pages at the base branch: renames and deletions seen on the old path), and a page whose
// text names a changed path or an identifier the diff removes or renames (triage's bounded scan,
// src/triage/facts.ts). Nothing else lists a page: precise by construction. Pure.
import type { FileChange, MergeInfo } from '../types.js';
import { triageFacts } from '../triage/facts.js';
import { coversIndexOf, pagesCovering, type CoversIndex } from '../wiki/covers-index.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';

/** What the pull request does to the file (or identifier) that ties a page. */
export type Change = 'changes' | 'adds' | 'deletes' | 'renames' | 'removes';

export interface Tie {
  /** covers: the page's `covers` lists the file; mentions: its text names the path or identifier. */
  kind: 'covers' | 'mentions';
  /** The repository path (at the base branch) or the identifier. */
  name: string;
  identifier?: true;
  change: Change;
  /** A rename's new path; a removed identifier's possible new names (declared by the same file). */
  to?: string[];
  /** The changed file in the pull request that carries the change (for annotations). */
  file: string;
}

export interface ImpactedPage {
  slug: string;
  /** The page's file, relative to the wiki folder. */
  file: string;
  title: string;
  ties: Tie[];
}

export interface Impact {
  pages: ImpactedPage[];
  /** Pages whose text the bounded scan read, and pages in the wiki. */
  scanned: number;
  total: number;
}

const CHANGE: Record<string, Change> = {
  added: 'adds',
  removed: 'deletes',
  renamed: 'renames',
};

const changeOf = (f: FileChange): Change => CHANGE[f.status] ?? 'changes';
const leading = (path: string): string => path.replace(/^(\.\/)+/, '');

/** A rename's tie names its new path; any other change names nothing more. */
const renamedTo = (f: FileChange): { to?: string[] } =>
  f.status === 'renamed' && f.previous_path ? { to: [leading(f.path)] } : {};

/** The file whose removed lines carry `name` (for the annotation), else the first file. */
function fileRemoving(files: readonly FileChange[], name: string): string {
  const found = files.find((f) =>
    (f.patch ?? '').split('\n').some((l) => l.startsWith('-') && l.includes(name)),
  );
  return leading((found ?? files[0])!.path);
}

/**
 * The impacted pages of a pull request's `files` over the wiki at its base. `ignored` files
 * (generated files, the wiki's own pages) tie no page by mention; `index` defaults to the covers
 * index of `pages` (what the map file carries).
 */
export function impactOf(
  pages: readonly Page[],
  files: readonly FileChange[],
  ignored: (path: string) => boolean = () => false,
  index: CoversIndex = coversIndexOf(pages),
): Impact {
  const ties = new Map<string, Tie[]>();
  const add = (slug: string, tie: Tie) => {
    const list = ties.get(slug) ?? [];
    if (!list.some((t) => t.name === tie.name && (t.kind === 'covers' || tie.kind === 'mentions')))
      list.push(tie);
    ties.set(slug, list);
  };
  // The path at the base branch: a rename's previous path is the one pages cover.
  const byBasePath = new Map(files.map((f) => [leading(f.previous_path ?? f.path), f]));
  for (const { slug, path } of pagesCovering(index, byBasePath.keys())) {
    const f = byBasePath.get(path)!;
    add(slug, {
      kind: 'covers',
      name: path,
      change: changeOf(f),
      ...renamedTo(f),
      file: leading(f.path),
    });
  }
  const merge: MergeInfo = { title: '', files: [...files] };
  const facts = triageFacts(pages, merge, ignored, Number.MAX_SAFE_INTEGER);
  for (const m of facts.paths) {
    const f = byBasePath.get(m.name) ?? files.find((x) => leading(x.path) === m.name);
    if (!f) continue;
    const tie: Tie = { kind: 'mentions', name: m.name, change: changeOf(f), file: leading(f.path) };
    if (f.status === 'renamed' && m.name !== leading(f.path)) Object.assign(tie, renamedTo(f));
    for (const slug of m.pages) add(slug, tie);
  }
  for (const m of facts.identifiers)
    for (const slug of m.pages)
      add(slug, {
        kind: 'mentions',
        name: m.name,
        identifier: true,
        change: 'removes',
        ...(m.added ? { to: m.added } : {}),
        file: fileRemoving(files, m.name),
      });
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const listed = [...ties]
    .filter(([slug]) => bySlug.has(slug))
    .map(([slug, list]): ImpactedPage => {
      const page = bySlug.get(slug)!;
      const sorted = [...list].sort(
        (a, b) =>
          (a.kind === b.kind ? 0 : a.kind === 'covers' ? -1 : 1) ||
          compareCodePoints(a.name, b.name),
      );
      return { slug, file: page.file, title: page.title, ties: sorted };
    })
    .sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages: listed, scanned: facts.scanned, total: facts.pages };
}
