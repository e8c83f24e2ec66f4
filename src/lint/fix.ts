// `lint --fix`, the pure part: the free repairs of a wiki, deterministic, no model. Covers follow
// the renames history shows (the stamp moves with the path) and are dropped for files history
// shows deleted and for files no page covers (generated, ignored, secret: the migration of covers
// an older version recorded); a generated map file is regenerated (never a file a person wrote: it is named,
// with the map-file input that avoids it); `related` gains the pages a body already links; with
// --adopt-covers, an uncovered page gains the files it names as covers. Every
// page changes in the lines of the field repaired and nowhere else.
import { withAdoptedCovers } from '../wiki/adopt-covers.js';
import { followCovers, type PathChange } from '../wiki/cover-moves.js';
import type { Cover } from '../wiki/covers.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import { wikiLinks } from '../wiki/links.js';
import { isGeneratedMap, mapFileProblem } from '../wiki/map-file.js';
import { buildMap, renderIndex } from '../wiki/map.js';
import type { TreeListing } from '../wiki/provenance.js';
import { relateExactly } from '../wiki/restamp.js';
import { compareCodePoints, normalizeText } from '../wiki/text.js';
import { DEFAULT_CAPS, type Caps, type Page } from '../wiki/types.js';
import type { RenameMap } from './renames.js';

export interface FixInput {
  /** The wiki's pages as they are now. */
  pages: readonly Page[];
  /** The map file's text now (null: none). */
  mapText: string | null;
  /** The commit's files, for which covered files are gone. */
  tree: TreeListing;
  /** Where missing covered files went, as history shows it. */
  renames: RenameMap;
  /** Missing covered files history shows deleted (by the commit that deleted them). */
  deleted: ReadonlyMap<string, string>;
  caps: Caps;
  wikiPath: string;
  mapFile: string;
  /** Whether a page may cover a path (never generated, ignored, secret or wiki files). */
  coverable: (path: string) => boolean;
  /** `--adopt-covers`: covers proposed for uncovered pages (src/wiki/adopt-covers.ts), by slug. */
  adopted?: ReadonlyMap<string, readonly Cover[]>;
}

/** One repair, as `lint --fix` reports it. */
export interface Fix {
  /** A slug, or the map file's name. */
  page: string;
  kind: 'covers-moved' | 'covers-dropped' | 'covers-adopted' | 'covers-learned' | 'map' | 'related';
  detail: string;
}

/** A file to write: wiki-relative, its text before (null: new) and after. */
export interface FixedFile {
  file: string;
  before: string | null;
  after: string;
}

export interface FixResult {
  files: FixedFile[];
  fixes: Fix[];
  /** What was left alone and why (a map file a person wrote, a field no splice can change). */
  refused: string[];
  /** The wiki after the repairs. */
  pages: Page[];
  mapText: string | null;
}

const short = (sha: string): string => sha.slice(0, 7);

/** Covers of missing files: moved where history shows a rename, dropped where it shows a deletion. */
function fixCovers(input: FixInput, fixes: Fix[], refused: string[]): Page[] {
  const changes: PathChange[] = [];
  const covered = new Set(input.pages.flatMap((p) => p.covers.map((c) => c.path)));
  // Generated, ignored, secret or wiki paths are never covered: dropped, wherever they went.
  const never = new Set([...covered].filter((p) => !input.coverable(p)));
  for (const path of [...never].sort(compareCodePoints)) changes.push({ path, status: 'removed' });
  const missing = [...covered].filter((p) => !never.has(p) && !input.tree.has(p));
  for (const path of missing.sort(compareCodePoints)) {
    const moved = input.renames.get(path);
    if (moved) changes.push({ path: moved.to, previous_path: path, status: 'renamed' });
    else if (input.deleted.has(path)) changes.push({ path, status: 'removed' });
    else
      refused.push(
        `${path}: covered, gone at HEAD, and history does not show where it went (a shallow clone? \`git fetch --unshallow\`); its covers are left for you to fix`,
      );
  }
  const followed = followCovers(input.pages, changes, input.coverable);
  for (const m of followed.moved) {
    const r = input.renames.get(m.from)!;
    fixes.push({
      page: m.slug,
      kind: 'covers-moved',
      detail: `covers ${m.from} → ${m.to} (renamed by ${short(r.commit)})`,
    });
  }
  for (const d of followed.dropped)
    fixes.push({
      page: d.slug,
      kind: 'covers-dropped',
      detail: never.has(d.path)
        ? `dropped covers ${d.path} (generated, ignored, secret or in the wiki: never covered)`
        : d.why === 'deleted'
          ? `dropped covers ${d.path} (deleted by ${short(input.deleted.get(d.path) ?? '')})`
          : `dropped covers ${d.path} (renamed to ${d.to}, which no page may cover)`,
    });
  for (const s of followed.skipped) refused.push(`[[${s.slug}]]: ${s.reason}`);
  const bySlug = new Map(followed.pages.map((p) => [p.slug, p]));
  return input.pages.map((p) => bySlug.get(p.slug) ?? p);
}

/** Uncovered pages gain the covers proposed for them, spliced in as their only change. */
function fixAdopted(
  pages: readonly Page[],
  adopted: ReadonlyMap<string, readonly Cover[]> | undefined,
  fixes: Fix[],
  refused: string[],
): Page[] {
  return pages.map((page) => {
    const covers = adopted?.get(page.slug);
    if (!covers || page.locked) return page;
    const paths = covers.map((c) => c.path).join(', ');
    const next = withAdoptedCovers(page, covers);
    if (!next) {
      refused.push(
        `[[${page.slug}]]: covers ${paths} could not be added without rewriting other lines (a page without front-matter gets it from \`wiki-ingest adopt\`); add them by hand`,
      );
      return page;
    }
    fixes.push({ page: page.slug, kind: 'covers-adopted', detail: `covers + ${paths}` });
    return next;
  });
}

/** `related` gains every existing page the body links to that it does not list yet. */
function fixRelated(pages: readonly Page[], fixes: Fix[], refused: string[]): Page[] {
  const slugs = new Set(pages.map((p) => p.slug));
  return pages.map((page) => {
    const listed = new Set(page.related.map((r) => r.trim().toLowerCase()));
    const add = wikiLinks(page.body).filter(
      (s) => s !== page.slug && slugs.has(s) && !listed.has(s),
    );
    if (add.length === 0 || page.frontmatter === null || page.locked) return page;
    const next = relateExactly(page, [...page.related, ...add.sort(compareCodePoints)]);
    if (!next) {
      refused.push(
        `[[${page.slug}]]: related could not gain ${add.join(', ')} without rewriting other front-matter lines; add them by hand`,
      );
      return page;
    }
    fixes.push({ page: page.slug, kind: 'related', detail: `related + ${add.join(', ')}` });
    return next;
  });
}

export function fixWiki(input: FixInput): FixResult {
  const fixes: Fix[] = [];
  const refused: string[] = [];
  const covered = fixAdopted(fixCovers(input, fixes, refused), input.adopted, fixes, refused);
  const pages = fixRelated(covered, fixes, refused);
  const files: FixedFile[] = [];
  const before = new Map(input.pages.map((p) => [p.slug, p]));
  for (const page of pages)
    if (page.raw !== before.get(page.slug)!.raw)
      files.push({ file: page.file, before: before.get(page.slug)!.raw, after: page.raw });
  let mapText = input.mapText;
  const map = renderIndex(buildMap(pages, input.caps), coversIndexOf(pages));
  if (!isGeneratedMap(input.mapText))
    refused.push(mapFileProblem(`${input.wikiPath}/${input.mapFile}`, input.mapText)!);
  else if (input.mapText === null || normalizeText(input.mapText) !== map) {
    files.push({ file: input.mapFile, before: input.mapText, after: map });
    fixes.push({
      page: input.mapFile,
      kind: 'map',
      detail: input.mapText === null ? 'written' : 'regenerated',
    });
    mapText = map;
  }
  return { files, fixes, refused, pages, mapText };
}

/** What the repairs of pages need (the map file is the commit's business). */
export type RepairInput = Omit<FixInput, 'pages' | 'mapText' | 'caps' | 'wikiPath' | 'mapFile'>;

/**
 * The page repairs of `lint --fix` as a commit's repair (src/ingest/finalize.ts): covers moved and
 * dropped, related filled; the fixes each made are said in `fixes` as the repair runs.
 */
export function lintRepair(
  input: RepairInput,
  said: { fixes: Fix[]; refused: string[] } = { fixes: [], refused: [] },
): (pages: readonly Page[]) => { pages: Page[]; warnings: string[] } {
  return (pages) => {
    said.fixes.length = 0;
    said.refused.length = 0;
    const whole = { ...input, pages, mapText: null, caps: DEFAULT_CAPS, wikiPath: '', mapFile: '' };
    const fixed = fixRelated(fixCovers(whole, said.fixes, said.refused), said.fixes, said.refused);
    const before = new Map(pages.map((p) => [p.slug, p.raw]));
    return {
      pages: fixed.filter((p) => p.raw !== before.get(p.slug)),
      warnings: [...said.refused],
    };
  };
}
