// mode: impact's answer, computed by code alone: the pages an open pull request will make stale,
// each with what ties it to the pull request and what that tie is worth (./tie-class.ts). A page
// covering a changed file (the covers index of the pages at the base branch: renames and
// deletions seen on the old path); a page edited with it in past commits (./history.ts); a page
// named for a changed file (./namesakes.ts); a page embedding it (./embeds.ts); a page naming an
// identifier the diff declares or changes, a changed path, a changed file's name or the package
// it belongs to (./needles.ts, ./mentions.ts). A name many pages hold is the wiki's vocabulary:
// its tie is weak. A page marked historical is named by its covers only. Strong ties lead; weak
// ones are folded after them or left out (`impact-ties`). The one entry the action, the CLI and
// the MCP server call. Pure.
import type { FileChange } from '../types.js';
import { coversIndexOf, pagesCovering, type CoversIndex } from '../wiki/covers-index.js';
import { historical } from '../wiki/historical.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import type { PastChange } from '../wiki/co-change.js';
import { scanPages, type Hit } from './mentions.js';
import { embedsIn } from './embeds.js';
import { pastTies } from './history.js';
import { namesakes } from './namesakes.js';
import { basePath, leading, needlesOf, type Built } from './needles.js';
import { quotesIn, removedLines } from './quotes.js';
import {
  compound,
  confidenceOf,
  DEFAULT_TIES_POLICY,
  seconded,
  strengthOf,
  type Strength,
  type TieClass,
  type TiesPolicy,
} from './tie-class.js';

/** What the pull request does to the file (or identifier) that ties a page. */
export type Change = 'changes' | 'adds' | 'deletes' | 'renames' | 'removes';

export interface Tie {
  /**
   * covers: the page's `covers` lists the file, or history says it does (class `history`);
   * mentions: its text (or its name) names it.
   */
  kind: 'covers' | 'mentions';
  class: TieClass;
  strength: Strength;
  /** The class's measured precision (./tie-class.ts), a quarter of it for a common name. */
  confidence: number;
  /** The repository path (at the base branch), the identifier, or the package's folder. */
  name: string;
  identifier?: true;
  /** An identifier the diff keeps: the line declaring it changed, a hunk in its body, or added. */
  declaration?: 'signature' | 'body' | 'added';
  change: Change;
  /** A rename's new path; a removed identifier's possible new names (declared by the same file). */
  to?: string[];
  /** What the page holds when it is not `name`: a file name, a path's last folders, a package, a quoted line. */
  named?: string;
  /** The changed file in the pull request that carries the change (for annotations). */
  file: string;
  /** How many pages name it, when that many make it the wiki's vocabulary (the tie is weak). */
  shared?: number;
  /** history: the past commits that changed the file and the page, and the file's past commits. */
  together?: number;
  commits?: number;
  /** history: `commits` are the file's newest ones only. */
  recent?: true;
}

export interface ImpactedPage {
  slug: string;
  /** The page's file, relative to the wiki folder. */
  file: string;
  title: string;
  /** strong: at least one strong tie. */
  strength: Strength;
  /** Its strongest tie's confidence. */
  confidence: number;
  ties: Tie[];
}

export interface Impact {
  /** The pages named, strong ones first (with impact-ties: all, the weak ones after them). */
  pages: ImpactedPage[];
  /** impact-ties: fold — the pages tied only weakly, for one "possibly also" line. */
  possibly: ImpactedPage[];
  /** Pages whose text the bounded scan read, and pages in the wiki. */
  scanned: number;
  total: number;
  /** Past commits the history ties were learned from; absent when no history was given. */
  history?: number;
}

export interface ImpactOptions {
  /** Files that tie no page by mention (generated files, the wiki's own pages). */
  ignored?: (path: string) => boolean;
  /** Defaults to the covers index of the pages (what the map file carries). */
  index?: CoversIndex;
  /** impact-ties; default: the input's. */
  ties?: TiesPolicy;
  /** The repository's files at the base, when known for free: a name several share ties nothing. */
  tree?: Iterable<string>;
  /** The package.json `name` of package folders (repository-relative, not the root), when read. */
  packages?: ReadonlyMap<string, string>;
  /**
   * The first-parent history before the base, newest first, when the edge can read it for free (a
   * checkout with history): pages edited together with a changed file are tied to it.
   */
  history?: readonly PastChange[];
  /** The wiki folder, repository-relative: where the history finds the pages. Needed with `history`. */
  wikiPath?: string;
}

/** More pages than this naming one name make it the wiki's vocabulary. */
export const SPREAD = 3;

/**
 * Pages named for the changed files (one each) past which the pull request is a sweep: each of
 * those namesake ties is then weak. Up to it, a change to several modules names each one's page
 * (10 found 26 more of the pages people edited in the replayed histories than 3 did, for 0.02
 * more pages per source-only pull request; 20 found no more).
 */
export const NAMESAKE_SWEEP = 10;

const CHANGE: Record<string, Change> = { added: 'adds', removed: 'deletes', renamed: 'renames' };
const changeOf = (f: FileChange): Change => CHANGE[f.status] ?? 'changes';

/** A rename's tie names its new path; any other change names nothing more. */
const renamedTo = (f: FileChange): { to?: string[] } =>
  f.status === 'renamed' && f.previous_path ? { to: [leading(f.path)] } : {};

const tie = (c: TieClass, t: Omit<Tie, 'class' | 'strength' | 'confidence'>): Tie => ({
  ...t,
  class: c,
  strength: strengthOf(c),
  confidence: confidenceOf(c),
});

/** The tie of a changed file: covered, named for, or named by its path or file name. */
const fileTie = (c: TieClass, f: FileChange, name: string, extra: Partial<Tie> = {}): Tie => {
  const out = tie(c, {
    kind: c === 'covers' ? 'covers' : 'mentions',
    name,
    change: changeOf(f),
    file: leading(f.path),
    ...extra,
  });
  return f.status === 'renamed' && name !== leading(f.path) ? { ...out, ...renamedTo(f) } : out;
};

const DECLARATION = { signature: 'signature', hunk: 'body', adds: 'added' } as const;

/** The tie one hit makes; a plain word ties only when the diff removes it (as before). */
function tieOf(hit: Hit, b: Built): Tie | null {
  if (hit.how === 'word') {
    const d = b.names.get(hit.key)!;
    const strong = compound(d.name);
    if (!strong && d.change !== 'removes') return null;
    return tie(strong ? 'identifier' : 'word', {
      kind: 'mentions',
      name: d.name,
      identifier: true,
      change: d.change === 'removes' ? 'removes' : d.change === 'adds' ? 'adds' : 'changes',
      ...(d.change !== 'removes' ? { declaration: DECLARATION[d.change] } : {}),
      ...(d.to?.length ? { to: d.to } : {}),
      file: d.file,
    });
  }
  if (hit.how === 'package') {
    const pkg = b.packages.get(hit.key)!;
    return tie('package', {
      kind: 'mentions',
      name: `${pkg.folder}/`,
      named: hit.matched ?? pkg.folder,
      change: 'changes',
      file: pkg.file,
    });
  }
  const f = b.files.get(hit.key);
  if (!f) return null;
  const c: TieClass = hit.how === 'basename' ? 'basename' : hit.key.includes('/') ? 'path' : 'name';
  return fileTie(c, f, hit.key, hit.matched ? { named: hit.matched } : {});
}

/** A strong tie through a name more than SPREAD pages hold (a body's: more than one) is weak. */
function common(t: Tie, pages: number): Tie {
  const limit = t.declaration === 'body' ? 1 : SPREAD;
  if (pages <= limit) return t;
  if (t.strength === 'weak') return { ...t, shared: pages };
  return { ...t, strength: 'weak', confidence: t.confidence / 4, shared: pages };
}

const byStrength = (a: Tie, b: Tie): number =>
  (a.strength === b.strength ? 0 : a.strength === 'strong' ? -1 : 1) ||
  (a.kind === b.kind ? 0 : a.kind === 'covers' ? -1 : 1) ||
  b.confidence - a.confidence ||
  compareCodePoints(a.name, b.name);

/**
 * How a page leads: on a strong tie (`sure`); on a strong tie that needs a second (./tie-class.ts
 * `seconded`: a path alone is rarely about this change to the file) with another tie, not seconded
 * itself (a weak one will do), shown beside it (`seconded`); else not at all (null: weak).
 */
function leadOf(list: readonly Tie[]): 'sure' | 'seconded' | null {
  const needs = (t: Tie) => seconded(t.class, t.declaration);
  if (list.some((t) => t.strength === 'strong' && !needs(t))) return 'sure';
  const second = list.some((t) => !needs(t));
  return second && list.some((t) => t.strength === 'strong' && needs(t)) ? 'seconded' : null;
}

/** One page's entry, its ties kept as the policy says; null when none is left. */
function entryOf(page: Page, list: readonly Tie[], policy: TiesPolicy): ImpactedPage | null {
  const lead = leadOf(list);
  const kept =
    lead === 'sure' && policy === 'strong' ? list.filter((t) => t.strength === 'strong') : list;
  if (kept.length === 0 || (!lead && policy === 'strong')) return null;
  const ties = [...kept].sort(byStrength);
  return {
    slug: page.slug,
    file: page.file,
    title: page.title,
    strength: lead ? 'strong' : 'weak',
    confidence: Math.max(...ties.map((t) => t.confidence)),
    ties,
  };
}

const byLead = (a: ImpactedPage, b: ImpactedPage): number =>
  b.confidence - a.confidence || compareCodePoints(a.slug, b.slug);

/** The pages the mention scan read (slug order, within its bound), historical ones left out. */
function readPages(pages: readonly Page[], scanned: number) {
  return [...pages]
    .sort((a, b) => compareCodePoints(a.slug, b.slug))
    .slice(0, scanned)
    .filter((p) => !historical(p))
    .map((p) => ({ slug: p.slug, text: `${p.title}\n${p.body}` }));
}

/** The pages (of those read) embedding a changed file, each tie weak past SPREAD pages. */
function embedTies(
  read: readonly { slug: string; text: string }[],
  byBase: ReadonlyMap<string, FileChange>,
  ignored: (path: string) => boolean,
): [string, Tie][] {
  const embeds = embedsIn(
    read,
    [...byBase.keys()].filter((p) => !ignored(p)),
  );
  const spread = new Map<string, number>();
  for (const list of embeds.values()) for (const p of list) spread.set(p, (spread.get(p) ?? 0) + 1);
  return [...embeds].flatMap(([slug, list]) =>
    list.map((path): [string, Tie] => [
      slug,
      common(fileTie('embed', byBase.get(path)!, path), spread.get(path)!),
    ]),
  );
}

/** Every tie of every page: covers, history, namesakes, embeds, then what the pages' text names. */
function tiesOf(
  pages: readonly Page[],
  files: readonly FileChange[],
  o: ImpactOptions,
): { ties: Map<string, Tie[]>; scanned: number; total: number } {
  const ties = new Map<string, Tie[]>();
  // A file the page covers or already names is not named again; a quote from it still says more.
  const same = (x: Tie, t: Tie): boolean =>
    x.name === t.name &&
    (x.kind === 'covers' ||
      (t.kind === 'mentions' && (x.class === 'quote') === (t.class === 'quote')));
  const add = (slug: string, t: Tie) => {
    const list = ties.get(slug) ?? [];
    if (!list.some((x) => same(x, t))) list.push(t);
    ties.set(slug, list);
  };
  const byBase = new Map(files.map((f) => [basePath(f), f]));
  const byHead = new Map(files.map((f) => [f.path, f]));
  for (const { slug, path } of pagesCovering(o.index ?? coversIndexOf(pages), byBase.keys()))
    add(slug, fileTie('covers', byBase.get(path)!, path));
  const ignored = (path: string) => o.ignored?.(path) ?? false;
  if (o.history && o.wikiPath !== undefined) {
    const coverable = (path: string) => !ignored(path) && !ignored(byBase.get(path)!.path);
    const learned = pastTies(o.history, pages, byBase.keys(), { wikiPath: o.wikiPath, coverable });
    for (const { slug, path, ...evidence } of learned)
      add(slug, fileTie('history', byBase.get(path)!, path, { kind: 'covers', ...evidence }));
  }
  const kept = files.filter((f) => !ignored(f.path));
  const named = namesakes(pages, kept);
  for (const [slug, f] of named) {
    const t = fileTie('namesake', f, basePath(f));
    add(slug, named.size > NAMESAKE_SWEEP ? common(t, named.size) : t);
  }
  const built = needlesOf(kept, o.tree, o.packages);
  const scan = scanPages(pages, built.needles, historical);
  const read = readPages(pages, scan.scanned);
  // An embed is added before the scan's path hits, which it says more than.
  for (const [slug, t] of embedTies(read, byBase, ignored)) add(slug, t);
  const spread = new Map<string, number>();
  for (const hits of scan.hits.values())
    for (const h of hits) spread.set(h.key, (spread.get(h.key) ?? 0) + 1);
  for (const [slug, hits] of scan.hits)
    for (const hit of hits) {
      const t = tieOf(hit, built);
      if (t) add(slug, common(t, spread.get(hit.key)!));
    }
  for (const [slug, quotes] of quotesIn(read, removedLines(kept)))
    for (const q of quotes) {
      const f = byHead.get(q.file)!;
      add(slug, common(fileTie('quote', f, basePath(f), { named: q.line }), q.pages));
    }
  return { ties, scanned: scan.scanned, total: scan.total };
}

/**
 * The impacted pages of a pull request's `files` over the wiki at its base. The third argument
 * may still be the `ignored` predicate alone.
 */
export function impactOf(
  pages: readonly Page[],
  files: readonly FileChange[],
  options: ImpactOptions | ((path: string) => boolean) = {},
): Impact {
  const o: ImpactOptions = typeof options === 'function' ? { ignored: options } : options;
  const policy = o.ties ?? DEFAULT_TIES_POLICY;
  const { ties, scanned, total } = tiesOf(pages, files, o);
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const listed = [...ties]
    .filter(([slug]) => bySlug.has(slug))
    .map(([slug, list]) => entryOf(bySlug.get(slug)!, list, policy))
    .filter((p): p is ImpactedPage => p !== null);
  const strong = listed.filter((p) => p.strength === 'strong').sort(byLead);
  const weak = listed.filter((p) => p.strength === 'weak').sort(byLead);
  return {
    pages: policy === 'all' ? [...strong, ...weak] : strong,
    possibly: policy === 'fold' ? weak : [],
    scanned,
    total,
    ...(o.history && o.wikiPath !== undefined ? { history: o.history.length } : {}),
  };
}
