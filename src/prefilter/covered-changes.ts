// covered-changes: a Tier 1 skip on type or size alone, seen against the pages covering what the
// merge changed — it goes on to Tier 2, or names the pages; and whether its covers must follow a
// rename or deletion. Pure: the covers index comes in as data.
import type { ClassifiedFile, FileChange, MergeInfo, RuleId, Tier1Decision } from '../types.js';
import { pagesCovering, type CoveringPage, type CoversIndex } from '../wiki/covers-index.js';
import { rulesHidingCovers } from '../paths/attribute-changes.js';
import { normalizePath } from '../paths/globs.js';

/** Tier 1's result: the decision and every changed file with its class, in the merge's order. */
export interface Tier1Result {
  decision: Tier1Decision;
  files: ClassifiedFile[];
  /**
   * covered-changes: the pages covering a file whose content the merge changed (or deleted), when
   * Tier 1 was given the covers index and trivial-type or small-diff would have skipped it.
   */
  covering?: CoveringPage[];
  /** The merge renames or deletes a covered file: the next wiki commit moves or drops its covers. */
  follows?: boolean;
}

/**
 * What the edge looked up of the pages covering a merge's files: data handed in, so Tier 1 stays
 * pure (the action reads the covers index from the map file, the CLI from the pages).
 */
export interface CoveredLookup {
  mode: 'triage' | 'note';
  /** Path → the slugs of the pages covering it (at least the merge's paths and previous paths). */
  index: CoversIndex;
}

/** The rules covered-changes may overrule: the ones that skip on type or size alone. */
export const COVERED_RULES: ReadonlySet<RuleId | null> = new Set(['trivial-type', 'small-diff']);

const LISTED = 3;

/** Up to three paths, then how many more. */
export function listPaths(paths: string[]): string {
  const shown = paths.slice(0, LISTED).join(', ');
  return paths.length > LISTED ? `${shown}, … ${paths.length - LISTED} more` : shown;
}

/** Every path a counted file names: where it is now and, for a rename, where it was. */
const pathsOf = (f: FileChange): string[] =>
  f.previous_path === undefined
    ? [normalizePath(f.path)]
    : [normalizePath(f.path), normalizePath(f.previous_path)];

/** A rename that kept the content: its covers move, and the page is as current as it was. */
const pureRename = (f: FileChange): boolean =>
  f.status === 'renamed' &&
  f.previous_path !== undefined &&
  (f.additions || 0) + (f.deletions || 0) === 0;

/** `src/a.ts (api/tokens, guide/x), …`: each covered file with the pages covering it. */
function namePages(covering: readonly CoveringPage[]): string {
  const byPath = new Map<string, string[]>();
  for (const c of covering) byPath.set(c.path, [...(byPath.get(c.path) ?? []), c.slug]);
  const listed = [...byPath].map(([path, slugs]) => `${path} (${slugs.join(', ')})`);
  return listPaths(listed);
}

/** A type- or size-based skip, seen against the pages covering what the merge changed. */
export function withCovered(
  merge: MergeInfo,
  t1: Tier1Result,
  covered: CoveredLookup,
): Tier1Result {
  const stale: CoveringPage[] = [];
  const moved: CoveringPage[] = [];
  let follows = false;
  merge.files.forEach((f, i) => {
    const cls = t1.files[i]?.class;
    if (cls !== 'remaining' && cls !== 'rich') return;
    const pages = pagesCovering(covered.index, pathsOf(f));
    if (pages.length === 0) return;
    const renamedFrom = f.previous_path === undefined ? null : normalizePath(f.previous_path);
    if (
      (f.status === 'renamed' && pages.some((p) => p.path === renamedFrom)) ||
      f.status === 'removed'
    )
      follows = true;
    (pureRename(f) ? moved : stale).push(...pages);
  });
  // A .gitattributes rule the merge adds that makes covered files generated changes what the
  // pages can follow: as much a change to those files as an edit of them.
  const hiding = rulesHidingCovers(merge, covered.index);
  if (stale.length === 0 && moved.length === 0 && hiding.length === 0) return t1;
  const { decision } = t1;
  const rule = decision.rule!;
  const said = decision.reason.slice(rule.length + 2).replace(/\.$/, '');
  const movedNote = moved.length
    ? ` It renames covered files without changing them — ${namePages(moved)} — so their covers move with the next wiki commit.`
    : '';
  const out: Tier1Result = {
    ...t1,
    ...(stale.length ? { covering: stale } : {}),
    ...(follows ? { follows } : {}),
  };
  if (stale.length === 0 && hiding.length === 0)
    return { ...out, decision: { ...decision, reason: `${decision.reason}${movedNote}` } };
  const n = new Set(stale.map((c) => c.path)).size;
  const files = [
    ...(stale.length ? [`${n} covered file${n === 1 ? '' : 's'} — ${namePages(stale)}`] : []),
    ...hiding.map(
      (h) =>
        `${h.file}, whose rule "${h.line}" makes ${listPaths(h.paths)} generated (${h.pages.join(', ')})`,
    ),
  ].join('; and ');
  if (covered.mode === 'note')
    return {
      ...out,
      decision: {
        ...decision,
        reason: `${decision.reason} It changes ${files}: those pages may now be stale (covered-changes: note).${movedNote}`,
      },
    };
  return {
    ...out,
    decision: {
      tier: 1,
      decision: 'continue',
      rule: null,
      reason: `covered-changes: ${rule} would skip it (${said}), but it changes ${files}; Tier 2 decides.${movedNote}`,
    },
  };
}
