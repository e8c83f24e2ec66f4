// mode: impact replayed over a history read by ./history.ts: every commit a pull request against
// the docs folder at its parent, adopted as `wiki-ingest adopt` adopts it (front-matter, the
// historical field), optionally with the covers its past co-changes propose (learned only from
// the commits before it), through impactOf — the action's one entry. The pages the commit edited
// are the truth; a commit that edits no page measures noise. Scored as issue 44 counts: recall,
// precision over the commits that edited pages (and over all), pages named per source-only pull
// request, and precision per tie class.
import { DEFAULT_IGNORE_PATHS } from '../../src/config/inputs.js';
import { HISTORY_COMMITS } from '../../src/git/past-changes.js';
import type { TiesPolicy } from '../../src/impact/tie-class.js';
import { impactOf, type ImpactedPage } from '../../src/impact/ties.js';
import { GeneratedFiles } from '../../src/paths/generated.js';
import { adoptPage } from '../../src/wiki/adopt.js';
import { MAX_ADOPTED_COVERS, namedFiles } from '../../src/wiki/adopt-covers.js';
import { coChangeCovers } from '../../src/wiki/co-change.js';
import { coversIndexOf } from '../../src/wiki/covers-index.js';
import { parsePage } from '../../src/wiki/page.js';
import { isPageFile } from '../../src/wiki/slug.js';
import type { Page } from '../../src/wiki/types.js';
import type { ReplayCommit, ReplayHistory } from './history.js';

export interface ReplayOptions {
  /** Adopt each page first (a docs folder); off for a wiki wiki-ingest already keeps. */
  adopt: boolean;
  /** Add the covers the commits before each one propose. */
  learn: boolean;
  /** Add the covers adopt writes by default: the files an uncovered page links or names. */
  link?: boolean;
  /** Give impactOf the history before each commit, as a checkout with history gives it. */
  history?: boolean;
  ties: TiesPolicy;
}

export interface Score {
  /** Commits that edited pages (with source), and source-only ones. */
  docPrs: number;
  sourcePrs: number;
  truth: number;
  hits: number;
  /** Pages named in the commits that edited pages, and in all. */
  namedDoc: number;
  named: number;
  /** Pages named in source-only commits, and how many of those got a comment. */
  namedSource: number;
  commented: number;
  /** Per tie class: pages it tied in commits that edited pages, and how many were edited. */
  classes: Map<string, { named: number; hits: number }>;
}

export const recall = (s: Score): number => (s.truth ? s.hits / s.truth : 0);
export const precision = (s: Score): number => (s.namedDoc ? s.hits / s.namedDoc : 0);
export const perSourcePr = (s: Score): number => (s.sourcePrs ? s.namedSource / s.sourcePrs : 0);

const TYPES = ['entity', 'feature', 'concept', 'decision', 'guide'];
const STAMP = '0'.repeat(40);

/** The wiki at a commit's parent, each page parsed once per blob. */
export function wikiReader(h: ReplayHistory, adopt: boolean) {
  const cache = new Map<string, Page>();
  return (c: ReplayCommit): Page[] =>
    Object.entries(c.pages)
      .map(([file, blob]) => {
        const key = `${file}@${blob}`;
        let page = cache.get(key);
        if (!page) {
          const raw = h.blobs[blob] ?? '';
          const adopted = adopt
            ? adoptPage(file, raw, { descriptionChars: 110, pageTypes: TYPES })
            : null;
          page = parsePage(file, adopted?.text ?? raw).page;
          cache.set(key, page);
        }
        return page;
      })
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** The pages a commit names (what a reviewer is shown: with fold, the folded ones too). */
export function named(
  h: ReplayHistory,
  c: ReplayCommit,
  pages: Page[],
  o: ReplayOptions,
  at: number,
): ImpactedPage[] {
  const generated = new GeneratedFiles(DEFAULT_IGNORE_PATHS);
  const byPath = new Map(c.files.map((f) => [f.path, f]));
  const ignored = (p: string) =>
    p.startsWith(`${h.folder}/`) || generated.ofChange(byPath.get(p) ?? { path: p }) !== null;
  let index;
  if (o.learn || o.link) {
    const head = new Map((h.listings[c.parent] ?? []).map((p) => [p, STAMP]));
    const learned = o.learn
      ? coChangeCovers(h.past.slice(0, at).reverse(), pages, { wikiPath: h.folder, head })
      : [];
    const open = pages.filter((p) => p.covers.length === 0);
    const linked = o.link
      ? (namedFiles(open, { wikiPath: h.folder, listing: head }) as Map<string, string[]>)
      : new Map<string, string[]>();
    const covers = (p: Page) => {
      const paths = (linked.get(p.slug) ?? []).filter((x) => !ignored(x));
      return paths.slice(0, MAX_ADOPTED_COVERS).map((path) => ({ path, blob: STAMP }));
    };
    index = coversIndexOf(
      pages.map((p) => ({
        slug: p.slug,
        covers: [...p.covers, ...covers(p), ...learned.filter((l) => l.slug === p.slug)],
      })),
    );
  }
  const packages = new Map(Object.entries(h.packages[c.parent] ?? {}).filter(([k]) => k !== ''));
  const impact = impactOf(pages, c.files, {
    ignored,
    ties: o.ties,
    tree: h.listings[c.parent] ?? [],
    packages,
    ...(index ? { index } : {}),
    ...(o.history
      ? {
          history: h.past.slice(Math.max(0, at - HISTORY_COMMITS), at).reverse(),
          wikiPath: h.folder,
        }
      : {}),
  });
  return [...impact.pages, ...impact.possibly];
}

/**
 * The commit with the docs folder's files the wiki loader takes for pages: a root `index.md`
 * (where the map goes), `log.md`, `SCHEMA.md` and `.mdx` files are none, so they are neither
 * named nor truth.
 */
export function asLoaded(c: ReplayCommit): ReplayCommit {
  const pages = Object.fromEntries(Object.entries(c.pages).filter(([f]) => isPageFile(f)));
  return { ...c, pages, edited: c.edited.filter((f) => isPageFile(f)) };
}

const zero = (): Score => ({
  docPrs: 0,
  sourcePrs: 0,
  truth: 0,
  hits: 0,
  namedDoc: 0,
  named: 0,
  namedSource: 0,
  commented: 0,
  classes: new Map(),
});

/** The history replayed and scored. */
export function replay(h: ReplayHistory, o: ReplayOptions): Score {
  const s = zero();
  const wikiAt = wikiReader(h, o.adopt);
  const order = new Map(h.past.map((p, i) => [p.sha, i]));
  for (const commit of h.commits) {
    const c = asLoaded(commit);
    const pages = wikiAt(c);
    const slugOf = new Map(pages.map((p) => [p.file, p.slug]));
    const truth = new Set(c.edited.map((f) => slugOf.get(f)!));
    const editsPages = c.files.some(
      (f) => f.path.startsWith(`${h.folder}/`) && isPageFile(f.path.slice(h.folder.length + 1)),
    );
    // A commit that only adds or deletes pages has no page to name, and is no noise either.
    if (truth.size === 0 && editsPages) continue;
    const list = named(h, c, pages, o, order.get(c.sha) ?? h.past.length);
    const hits = list.filter((p) => truth.has(p.slug)).length;
    s.named += list.length;
    if (truth.size > 0) {
      s.docPrs++;
      s.truth += truth.size;
      s.hits += hits;
      s.namedDoc += list.length;
      for (const p of list)
        for (const cls of new Set(p.ties.map((t) => t.class))) {
          const e = s.classes.get(cls) ?? { named: 0, hits: 0 };
          e.named++;
          if (truth.has(p.slug)) e.hits++;
          s.classes.set(cls, e);
        }
    } else {
      s.sourcePrs++;
      s.namedSource += list.length;
      if (list.length) s.commented++;
    }
  }
  return s;
}

/** One line of figures for a score. */
export function scoreLine(label: string, s: Score): string {
  const f = (x: number) => x.toFixed(2);
  const all = s.named ? s.hits / s.named : 0;
  return `${label}: ${s.docPrs} PRs editing pages (${s.truth} pages edited), ${s.sourcePrs} source-only — recall ${f(recall(s))}, precision ${f(precision(s))} (${f(all)} over every PR), ${f(perSourcePr(s))} pages named per source-only PR, ${s.sourcePrs ? Math.round((100 * s.commented) / s.sourcePrs) : 0}% of them commented`;
}

/** Precision per tie class, as `class 0.54 (13/24)`. */
export function classLine(s: Score): string {
  const parts = [...s.classes]
    .sort((a, b) => b[1].named - a[1].named)
    .map(([c, v]) => `${c} ${(v.hits / v.named).toFixed(2)} (${v.hits}/${v.named})`);
  return `  precision per tie class: ${parts.join(', ') || 'no page named'}`;
}

/** Several scores as one (the replays of several repositories). */
export function sumScores(scores: readonly Score[]): Score {
  const out = zero();
  for (const s of scores) {
    out.docPrs += s.docPrs;
    out.sourcePrs += s.sourcePrs;
    out.truth += s.truth;
    out.hits += s.hits;
    out.namedDoc += s.namedDoc;
    out.named += s.named;
    out.namedSource += s.namedSource;
    out.commented += s.commented;
    for (const [c, v] of s.classes) {
      const e = out.classes.get(c) ?? { named: 0, hits: 0 };
      out.classes.set(c, { named: e.named + v.named, hits: e.hits + v.hits });
    }
  }
  return out;
}
