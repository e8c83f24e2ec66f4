// Covers learned from history, for free: a source file that people changed together with a page
// in at least two past commits, and in at least a fifth of that file's own commits — all of them,
// or its last 20 (what people do now: docs change hands and places) — is what the page
// describes, so a change to `lib/errors.js` reaches the errors reference page even when the page
// never names the file. Only the past is read (commits → the paths each changed); tests,
// fixtures, Markdown, changelogs, manifests, lock and config files are left out, and so are sweeps
// (a commit touching more files than a change to one feature does). The proposal is stamped with
// the blob each file holds at HEAD (a file gone by then is not proposed). `adopt` and `lint --fix`
// list it for review and write it on request. Pure.
import { kindName, testPath } from '../paths/names.js';
import { compareCodePoints } from './text.js';

/** One past commit: the repository paths it changed. A history is read newest first. */
export interface PastChange {
  paths: readonly string[];
}

export interface CoChangeOptions {
  /** The wiki folder, repository-relative: a page's path in history is `<wikiPath>/<file>`. */
  wikiPath: string;
  /** The files at HEAD, path → blob sha: what a proposal is stamped with. */
  head: ReadonlyMap<string, string>;
  /** May a page cover this path (not generated, not a secret, not in the wiki)? */
  coverable?: (path: string) => boolean;
  /** Commits changing the page and the file, at least. */
  minTogether?: number;
  /** The share of the file's commits that also changed the page, at least. */
  minShare?: number;
  /** The file's newest commits whose share counts too, when the share of all of them is short. */
  recent?: number;
  /** Commits changing more files than this are sweeps (formatting, renames, releases): not read. */
  maxFiles?: number;
  /** Covers proposed per page at most, the strongest first. */
  perPage?: number;
}

/** A proposed cover: the page, the file and its blob at HEAD, and the evidence. */
export interface LearnedCover {
  slug: string;
  path: string;
  blob: string;
  /** Past commits that changed both (of the file's last `commits`, when `recent`). */
  together: number;
  /** Past commits that changed the file (its newest ones, when `recent`). */
  commits: number;
  /** The share held among the file's newest commits only. */
  recent?: true;
}

export const CO_CHANGE_DEFAULTS = {
  minTogether: 2,
  minShare: 0.2,
  recent: 20,
  maxFiles: 40,
  perPage: 8,
};

interface Pair {
  together: number;
  /** Of them, among the file's newest `recent` commits. */
  lately: number;
}

const NOT_SOURCE = /\.(?:md|mdx|markdown|rst|adoc|txt|png|jpe?g|gif|svg|ico|webp)$/i;

/** CI, editor and tool folders (`.github/`, `.vscode/`): how the project is run, not what it is. */
const TOOLING = /(?:^|\/)\.[^/]+\//;

/**
 * What proposes the file for the page: a share of all its commits, else of its newest ones; none
 * when neither holds.
 */
function evidence(
  path: string,
  c: Pair,
  commits: number,
  o: typeof CO_CHANGE_DEFAULTS,
): Omit<LearnedCover, 'slug' | 'blob'>[] {
  if (c.together >= o.minTogether && c.together >= o.minShare * commits)
    return [{ path, together: c.together, commits }];
  const newest = Math.min(commits, o.recent);
  if (c.lately >= o.minTogether && c.lately >= o.minShare * newest)
    return [{ path, together: c.lately, commits: newest, recent: true }];
  return [];
}

/** A file a page may be said to describe, by its path alone. */
const sourceFile = (path: string): boolean =>
  !NOT_SOURCE.test(path) && !TOOLING.test(path) && !testPath(path) && !kindName(path);

/**
 * The covers `history` (newest first) proposes for `pages` (their `file` relative to the wiki
 * folder), by page then strength. A page's existing covers are the caller's to leave out.
 */
export function coChangeCovers(
  history: Iterable<PastChange>,
  pages: readonly { slug: string; file: string }[],
  options: CoChangeOptions,
): LearnedCover[] {
  const o = { ...CO_CHANGE_DEFAULTS, ...options };
  const slugOf = new Map(pages.map((p) => [`${o.wikiPath}/${p.file}`, p.slug]));
  const fileCommits = new Map<string, number>();
  const pairs = new Map<string, Map<string, Pair>>();
  for (const { paths } of history) {
    if (paths.length > o.maxFiles) continue;
    const slugs = paths.flatMap((p) => slugOf.get(p) ?? []);
    const sources = paths.filter(
      (p) => o.head.has(p) && sourceFile(p) && (o.coverable?.(p) ?? true),
    );
    for (const s of sources) fileCommits.set(s, (fileCommits.get(s) ?? 0) + 1);
    for (const slug of slugs) {
      const counts = pairs.get(slug) ?? new Map<string, Pair>();
      for (const s of sources) {
        const c = counts.get(s) ?? { together: 0, lately: 0 };
        c.together++;
        if (fileCommits.get(s)! <= o.recent) c.lately++;
        counts.set(s, c);
      }
      pairs.set(slug, counts);
    }
  }
  const out: LearnedCover[] = [];
  for (const [slug, counts] of pairs) {
    const kept = [...counts]
      .flatMap(([path, c]) => evidence(path, c, fileCommits.get(path)!, o))
      .sort(
        (a, b) =>
          b.together / b.commits - a.together / a.commits ||
          b.together - a.together ||
          compareCodePoints(a.path, b.path),
      )
      .slice(0, o.perPage);
    for (const c of kept) out.push({ slug, ...c, blob: o.head.get(c.path)! });
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || b.together - a.together);
}
