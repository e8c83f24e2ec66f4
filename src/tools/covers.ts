// What a page covers, as the model declares it and the tool layer checks and stamps it: a write
// names the full list of files the page describes (`covers`), each one the run showed whole (every
// part read with read_source, or shown in full in the first message's diffs) or one the page
// covers already. A covered file is re-stamped at the commit this run reads only when the run showed its
// whole change since the page's stamp (source-record.ts); otherwise it keeps its old stamp, so a
// page never looks checked against a version nobody saw, and nothing is stamped that the model did
// not name. Some files are never covered at all: generated ones, ignore-paths, secret-paths and
// the wiki's own files. Each declared path gets a verdict of its own, so a caller may keep a write
// whose other covers pass (an init batch drops a refused cover and keeps the page).
import { coverPathProblem, type Cover } from '../wiki/covers.js';
import { compareCodePoints } from '../wiki/text.js';
import { toolError } from './errors.js';
import type { SourceRecord } from './source-record.js';
import type { ToolOutcome } from './types.js';

/**
 * Why a repository path is never covered (generated, ignored, withheld by secret-paths, in the
 * wiki folder), in a few words after "is", or null when it may be.
 */
export type NeverCovered = (path: string) => string | null;

/** The covers a write produces: the list, and the old covers it left out by policy. */
export interface WrittenCovers {
  covers: Cover[];
  /** Covers the page had that are never covered (a generated file...), dropped, with why. */
  dropped: string[];
  /** Covered files kept at their old stamp (the run did not show their whole change): what to read. */
  unstamped?: string[];
  /** Declared paths refused, each with its fix, when the write goes on without them. */
  refused?: string[];
}

const quoted = (paths: readonly string[]): string => paths.map((p) => `"${p}"`).join(', ');

/** The page's covers kept as they are (`covers` left out), less those never covered. */
function kept(before: readonly Cover[], never: NeverCovered): WrittenCovers {
  const dropped: string[] = [];
  const covers = before.filter((c) => {
    const why = never(c.path);
    if (why) dropped.push(`"${c.path}", which is ${why}`);
    return why === null;
  });
  return { covers, dropped };
}

/**
 * One declared path's verdict: the cover it becomes (re-stamped now, or kept at the page's stamp
 * with what to read to re-stamp it), or why it is refused, with the fix.
 */
export type CoverVerdict = { cover: Cover; kept?: string } | { refused: string };

/** The verdict on one declared path. */
export async function coverVerdict(
  path: string,
  record: SourceRecord,
  old: Cover | undefined,
  never: NeverCovered,
): Promise<CoverVerdict> {
  const problem = coverPathProblem(path);
  if (problem) return { refused: problem };
  const why = never(path);
  if (why) return { refused: `"${path}" is ${why}, which is never covered; leave it out` };
  if (!record.lookup)
    return old
      ? { cover: old }
      : {
          refused: `"${path}" cannot be stamped in this run (the repository's files cannot be looked up); leave it out`,
        };
  const seen = await record.evidence(path, old?.blob);
  if (!seen.seen)
    return old
      ? { cover: old, kept: seen.next }
      : {
          refused: `"${path}" is no cover of the page yet, and a new cover needs the whole file seen in this run: ${seen.next}; or leave it out`,
        };
  const blob = await record.blobOf(path);
  if (blob === null)
    return {
      refused: `"${path}" does not exist at the commit this run reads; leave it out (or name the file as the changed files spell it)`,
    };
  return { cover: { path, blob } };
}

/** The verdict on each declared path (deduplicated), in the order declared. */
export async function coverVerdicts(
  record: SourceRecord,
  before: readonly Cover[],
  declared: readonly string[],
  never: NeverCovered,
): Promise<Map<string, CoverVerdict>> {
  const old = new Map(before.map((c) => [c.path, c]));
  const out = new Map<string, CoverVerdict>();
  for (const path of new Set(declared))
    out.set(path, await coverVerdict(path, record, old.get(path), never));
  return out;
}

/**
 * The covers a page written now carries. `declared` (the write's `covers`) is the full list: each
 * path must have been seen whole in this run (stamped at the commit this run reads) or be covered by the
 * page already (re-stamped when the run showed its whole change since the stamp, else kept at
 * it); every refused path is named in one refusal (a string) with its fix. Left out, the page
 * keeps its covers as they are — less the files never covered, which an older version may have
 * recorded.
 */
export async function coversForWrite(
  record: SourceRecord,
  before: readonly Cover[],
  declared: readonly string[] | undefined,
  never: NeverCovered,
  /** Refused paths are left out and the write goes on (`refused` says which): init's policy. */
  dropRefused = false,
): Promise<WrittenCovers | string> {
  if (declared === undefined) return kept(before, never);
  const verdicts = await coverVerdicts(record, before, declared, never);
  const problems = [...verdicts.values()].flatMap((v) => ('refused' in v ? [v.refused] : []));
  if (problems.length && !dropRefused) return `"covers": ${problems.join('; ')}`;
  const covers = [...verdicts.values()].flatMap((v) => ('cover' in v ? [v.cover] : []));
  return {
    covers: covers.sort((a, b) => compareCodePoints(a.path, b.path)),
    dropped: [],
    unstamped: [...verdicts.values()].flatMap((v) => ('kept' in v && v.kept ? [v.kept] : [])),
    ...(problems.length ? { refused: problems } : {}),
  };
}

/**
 * A write done without some of its declared covers: an error all the same, so the agent hears
 * what was left out and what it can do, and does not write the page again.
 */
export function writtenWithoutCovers(done: string, refused: readonly string[]): ToolOutcome {
  return toolError(
    `${done} Its "covers" were written without what was refused: ${refused.join('; ')}. The page is saved: do not write it again for this; a file that can be read may be added to its covers with update_page once this run has shown it whole.`,
  );
}

/** What a write result says about covers: the list recorded, and what was dropped by policy. */
export function coversNote(written: WrittenCovers): string {
  const list = written.covers.length
    ? `covers ${quoted(written.covers.map((c) => c.path))}`
    : 'covers no file';
  const dropped = written.dropped.length
    ? `; left out of its covers (never covered): ${written.dropped.join('; ')}`
    : '';
  const unstamped = written.unstamped?.length
    ? `; kept at their old stamp, since this run did not show their whole change: ${written.unstamped.join('; ')}`
    : '';
  return `${list}${dropped}${unstamped}`;
}

export interface CoverPolicy {
  /** Paths withheld by policy (secret-paths). */
  isSecretPath: (path: string) => boolean;
  /** Which rule makes a path generated (ignore-paths, .gitattributes), or null. */
  generated?: ((path: string) => string | null) | undefined;
  /** The wiki folder, relative to the repository root (no trailing "/"). */
  wikiPath?: string | undefined;
}

/** The files a page never covers, as one predicate: why not, or null. */
export function neverCoveredBy(policy: CoverPolicy): NeverCovered {
  const { wikiPath } = policy;
  return (path) => {
    if (policy.isSecretPath(path)) return 'withheld by policy (secret-paths)';
    if (wikiPath && (path === wikiPath || path.startsWith(`${wikiPath}/`)))
      return `in the wiki folder "${wikiPath}/" (link pages as [[slug]] instead)`;
    const rule = policy.generated?.(path);
    return rule ? `generated (${rule})` : null;
  };
}
