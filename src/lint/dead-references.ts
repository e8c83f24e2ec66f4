// The dead-reference rule: a page's backticked paths, file names and identifiers (and `--flags`,
// `ENV_VARS`) that the repository held at the commit the page was last written — checked or
// edited — and no longer holds at HEAD, each with the commit that removed it (and, for a path
// history shows renamed, its new path). Only names that existed and are gone: a phrase in
// backticks that never named anything in the repository is never reported. Free (git, no model)
// and bounded, a few commands in all, never one per name: paths are settled against HEAD's
// listing in memory; for names, one log finds when each page was last written, one diff from then
// to HEAD gives the words of every removed line (a name none holds cannot be gone), and only those
// few names are searched at HEAD and then. The history questions are a port the edge answers
// (local git, src/git/references.ts).
import { codeRefs, type CodeRef } from '../wiki/code-refs.js';
import type { TreeListing } from '../wiki/provenance.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import { findRenames, type RenameHistory } from './renames.js';
import { RULES, type Finding } from './rules.js';

/** The commit that removed a name, as history shows it. */
export interface Removal {
  commit: string;
  /** Its subject line (untrusted: a commit message). */
  subject?: string;
}

/** What the rule asks of history; the CLI answers with local git. */
export interface ReferenceHistory {
  /** For each repository path of a page file, the newest commit from HEAD that changed it. */
  lastWritten: (files: readonly string[]) => Promise<Map<string, string>>;
  /** Every file a commit holds (repository-relative paths). */
  pathsAt: (commit: string) => Promise<Iterable<string>>;
  /**
   * The words of every line the code's diff from the commits' common ancestor to HEAD removes:
   * a name no such line holds cannot have gone since any of them (outside the wiki).
   */
  removedWords: (since: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Which `names` occur as whole words in the repository's files (outside the wiki) at each commit. */
  namesAt: (
    names: readonly string[],
    commits: readonly string[],
  ) => Promise<Map<string, Set<string>>>;
  /** The newest commit from HEAD, back to `since`, whose diff removes a line holding each name. */
  removedNames: (
    names: readonly string[],
    since: readonly string[],
  ) => Promise<Map<string, Removal>>;
  /** Where a removed path went (renamed or deleted). */
  renames: RenameHistory;
}

/** One name a page gives that its last-written commit held and HEAD does not. */
export interface DeadReference {
  /** The page's slug. */
  page: string;
  ref: CodeRef;
  /** The commit the page was last written at (the name existed there). */
  checked: string;
  /** The repository path a path or file name resolved to at `checked`. */
  path?: string;
  /** The commit that removed it, when history shows it. */
  removed?: Removal;
  /** A path history shows renamed: its path at HEAD. */
  renamed?: string;
}

export interface DeadReferences {
  dead: DeadReference[];
  /** Pages whose history was not read within the bounds (their names go unchecked). */
  unread: number;
}

/** Distinct commits whose files are read: pages last written at others go unchecked this run. */
export const DEAD_REF_COMMITS = 20;
/**
 * Dead names whose removing commit is looked up per lint: one regex of them all is matched against
 * every changed line of the walk, so past this many the rest are reported without their commit.
 */
export const DEAD_REF_REMOVALS = 200;

const PATHLIKE = new Set(['path', 'file']);

/** Paths a listing holds, indexed for a name's three readings: exact, a folder, a path's tail. */
class PathIndex {
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();
  private readonly byBase = new Map<string, string[]>();

  constructor(paths: Iterable<string>) {
    for (const path of paths) {
      this.files.add(path);
      const parts = path.split('/');
      for (let i = 1; i < parts.length; i++) this.folders.add(parts.slice(0, i).join('/'));
      const base = parts.at(-1)!;
      const list = this.byBase.get(base);
      if (list) list.push(path);
      else this.byBase.set(base, [path]);
    }
  }

  /** The files (or, for a folder, the folder) `name` names here, sorted; none: []. */
  resolve(name: string): string[] {
    const folder = name.endsWith('/');
    const bare = folder ? name.slice(0, -1) : name;
    if (!folder && this.files.has(bare)) return [bare];
    if (this.folders.has(bare)) return [bare];
    const base = bare.slice(bare.lastIndexOf('/') + 1);
    const tail = `/${bare}`;
    const hits = folder
      ? [...this.folders].filter((f) => f === bare || f.endsWith(tail))
      : (this.byBase.get(base) ?? []).filter((p) => p === bare || p.endsWith(tail));
    return hits.sort(compareCodePoints);
  }
}

interface Candidate {
  page: Page;
  refs: CodeRef[];
}

/** Each page's references that may be gone: the paths HEAD's listing lacks, and every other name. */
function maybeGone(pages: readonly Page[], listing: TreeListing): Candidate[] {
  const index = new PathIndex(listing.keys());
  return pages
    .map((page) => ({
      page,
      refs: codeRefs(page.body).filter(
        (r) => !PATHLIKE.has(r.kind) || index.resolve(r.name).length === 0,
      ),
    }))
    .filter((c) => c.refs.length > 0);
}

/**
 * The names a line removed since the pages were written and HEAD does not hold: one diff for the
 * words removed, then one search at HEAD of just those (a name no removed line holds is not gone).
 */
async function goneNames(
  candidates: readonly Candidate[],
  at: ReadonlyMap<string, string>,
  head: string,
  history: ReferenceHistory,
): Promise<Set<string>> {
  const names = new Set(
    candidates
      .filter((c) => at.has(c.page.slug))
      .flatMap((c) => c.refs.filter((r) => !PATHLIKE.has(r.kind)).map((r) => r.name)),
  );
  if (names.size === 0) return new Set();
  const removed = await history.removedWords([...new Set(at.values())]);
  const maybe = [...names].filter((n) => removed.has(n));
  if (maybe.length === 0) return new Set();
  const present = (await history.namesAt(maybe, [head])).get(head) ?? new Set<string>();
  return new Set(maybe.filter((n) => !present.has(n)));
}

/** The commit each candidate page was last written at (HEAD's own pages have nothing gone). */
async function checkedCommits(
  candidates: readonly Candidate[],
  wikiPath: string,
  head: string,
  history: ReferenceHistory,
): Promise<{ at: Map<string, string>; unread: number }> {
  const fileOf = (p: Page): string => `${wikiPath}/${p.file}`;
  const written = await history.lastWritten(candidates.map((c) => fileOf(c.page)));
  const at = new Map<string, string>();
  const commits = new Set<string>();
  let unread = 0;
  for (const { page } of candidates) {
    const commit = written.get(fileOf(page));
    if (!commit || commit === head) continue;
    if (!commits.has(commit) && commits.size >= DEAD_REF_COMMITS) {
      unread++;
      continue;
    }
    commits.add(commit);
    at.set(page.slug, commit);
  }
  return { at, unread };
}

/** Paths and names each page's last-written commit held: the dead references, no removal yet. */
async function heldThen(
  candidates: readonly Candidate[],
  at: ReadonlyMap<string, string>,
  history: ReferenceHistory,
): Promise<DeadReference[]> {
  const commits = [...new Set(at.values())];
  const wantsPaths = new Set(
    candidates
      .filter((c) => c.refs.some((r) => PATHLIKE.has(r.kind)))
      .map((c) => at.get(c.page.slug)),
  );
  const indexes = new Map<string, PathIndex>();
  for (const commit of commits.filter((c) => wantsPaths.has(c)))
    indexes.set(commit, new PathIndex(await history.pathsAt(commit)));
  const names = [
    ...new Set(
      candidates
        .filter((c) => at.has(c.page.slug))
        .flatMap((c) => c.refs.filter((r) => !PATHLIKE.has(r.kind)).map((r) => r.name)),
    ),
  ];
  const held = names.length
    ? await history.namesAt(names, commits)
    : new Map<string, Set<string>>();
  const dead: DeadReference[] = [];
  for (const { page, refs } of candidates) {
    const checked = at.get(page.slug);
    if (!checked) continue;
    for (const ref of refs) {
      if (PATHLIKE.has(ref.kind)) {
        const path = indexes.get(checked)?.resolve(ref.name)[0];
        if (path) dead.push({ page: page.slug, ref, checked, path });
      } else if (held.get(checked)?.has(ref.name)) dead.push({ page: page.slug, ref, checked });
    }
  }
  return dead;
}

/** The removing commit of each dead reference, and a renamed path's new path. */
async function withRemovals(
  dead: DeadReference[],
  exists: (path: string) => boolean,
  history: ReferenceHistory,
): Promise<DeadReference[]> {
  const paths = [...new Set(dead.flatMap((d) => d.path ?? []))];
  const found = paths.length
    ? await findRenames(paths, exists, history.renames)
    : { renames: new Map(), deleted: new Map<string, string>() };
  const names = [...new Set(dead.filter((d) => !d.path).map((d) => d.ref.name))].slice(
    0,
    DEAD_REF_REMOVALS,
  );
  const since = [...new Set(dead.map((d) => d.checked))];
  const removed = names.length ? await history.removedNames(names, since) : new Map();
  return dead.map((d) => {
    if (!d.path) {
      const r = removed.get(d.ref.name);
      return r ? { ...d, removed: r } : d;
    }
    const moved = found.renames.get(d.path);
    if (moved) return { ...d, removed: { commit: moved.commit }, renamed: moved.to };
    const gone = found.deleted.get(d.path);
    return gone ? { ...d, removed: { commit: gone } } : d;
  });
}

/**
 * The dead references of `pages` (read at HEAD): names HEAD does not hold that the commit each
 * page was last written at did, with their removals. Sorted by page, then name as written.
 */
export async function findDeadReferences(
  pages: readonly Page[],
  head: { commit: string; listing: TreeListing; wikiPath: string },
  history: ReferenceHistory,
): Promise<DeadReferences> {
  const candidates = maybeGone(pages, head.listing);
  if (candidates.length === 0) return { dead: [], unread: 0 };
  const { at, unread } = await checkedCommits(candidates, head.wikiPath, head.commit, history);
  if (at.size === 0) return { dead: [], unread };
  const gone = await goneNames(candidates, at, head.commit, history);
  const narrowed = candidates.map((c) => ({
    page: c.page,
    refs: c.refs.filter((r) => PATHLIKE.has(r.kind) || gone.has(r.name)),
  }));
  const dead = await heldThen(narrowed, at, history);
  const out = dead.length ? await withRemovals(dead, (p) => head.listing.has(p), history) : [];
  out.sort(
    (a, b) => compareCodePoints(a.page, b.page) || compareCodePoints(a.ref.written, b.ref.written),
  );
  return { dead: out, unread };
}

const short = (sha: string): string => sha.slice(0, 7);

/** One finding per dead reference, worded with its removal when history shows it. */
export function deadReferenceFindings(dead: readonly DeadReference[]): Finding[] {
  return dead.map((d) => {
    const named = `\`${d.ref.written.replace(/`/g, '')}\``;
    const then = `the page was last written at ${short(d.checked)}, which held it`;
    const how = d.renamed
      ? `: ${short(d.removed!.commit)} renamed ${d.path} to ${d.renamed}`
      : d.removed
        ? `: removed by ${short(d.removed.commit)}${d.removed.subject !== undefined ? ` "${d.removed.subject}"` : ''}`
        : '';
    return {
      rule: 'dead-reference',
      severity: RULES['dead-reference'].severity,
      page: d.page,
      detail: `names ${named}, which HEAD no longer holds${how} (${then})`,
      reference: d.ref.written,
      ...(d.path ? { file: d.path } : {}),
      ...(d.removed ? { since: d.removed.commit } : {}),
      ...(d.renamed ? { renamed: d.renamed } : {}),
    };
  });
}
