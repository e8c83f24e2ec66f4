// What a page covers, as the model declares it and the tool layer checks and stamps it: a write
// names the full list of files the page describes (`covers`), each one the agent read in this run
// (read_source, or a file whose diff hunks the first message showed) or one the page covers
// already. The tools stamp the files read with their blobs at the merged commit; a covered file
// not read in this run keeps its old stamp, so a page never looks checked against a version nobody
// read, and nothing is stamped that the model did not name. Some files are never covered at all:
// generated ones, ignore-paths, secret-paths and the wiki's own files.
import { coverPathProblem, type Cover } from '../wiki/covers.js';
import { compareCodePoints } from '../wiki/text.js';
import type { BlobLookup } from './source-reader.js';
import { toolError } from './errors.js';
import type { ToolOutcome } from './types.js';

/** The files the agent has read in this run, and their blobs at the merged commit, asked once. */
export class SourceRecord {
  private readonly read = new Set<string>();
  private readonly blobs = new Map<string, Promise<string | null>>();

  constructor(
    /** The blob a path holds at the merged commit; absent: covers are not recorded in this run. */
    readonly lookup: BlobLookup | undefined,
    /** Files whose diff hunks the first message showed. */
    shown: readonly string[] = [],
  ) {
    for (const path of shown) this.read.add(path);
  }

  /** read_source served the file. */
  sawSource(path: string): void {
    this.read.add(path);
  }

  hasRead(path: string): boolean {
    return this.read.has(path);
  }

  /** Every file read in this run, by path. */
  paths(): string[] {
    return [...this.read].sort(compareCodePoints);
  }

  blobOf(path: string): Promise<string | null> {
    if (!this.lookup) return Promise.resolve(null);
    let blob = this.blobs.get(path);
    if (!blob) this.blobs.set(path, (blob = this.lookup(path)));
    return blob;
  }
}

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

/** What is wrong with one declared path, or the cover it becomes. */
async function declaredCover(
  path: string,
  record: SourceRecord,
  before: ReadonlyMap<string, Cover>,
  never: NeverCovered,
): Promise<Cover | string> {
  const problem = coverPathProblem(path);
  if (problem) return problem;
  const why = never(path);
  if (why) return `"${path}" is ${why}, which is never covered; leave it out`;
  const old = before.get(path);
  if (!record.hasRead(path))
    return (
      old ??
      `"${path}" was not read in this run: read it first with read_source and check the page against it, or leave it out`
    );
  if (!record.lookup)
    return (
      old ??
      `"${path}" cannot be stamped in this run (the repository's files cannot be looked up); leave it out`
    );
  const blob = await record.blobOf(path);
  if (blob === null)
    return `"${path}" does not exist at the commit this run reads; leave it out (or name the file as the changed files spell it)`;
  return { path, blob };
}

/**
 * The covers a page written now carries. `declared` (the write's `covers`) is the full list: each
 * path must have been read in this run (stamped at the merged commit) or be covered by the page
 * already (a file not read keeps its old stamp); every refused path is named in one refusal (a
 * string) with its fix. Left out, the page keeps its covers as they are — less the files never
 * covered, which an older version may have recorded.
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
  const old = new Map(before.map((c) => [c.path, c]));
  const out = new Map<string, Cover>();
  const problems: string[] = [];
  for (const path of new Set(declared)) {
    const cover = await declaredCover(path, record, old, never);
    if (typeof cover === 'string') problems.push(cover);
    else out.set(path, cover);
  }
  if (problems.length && !dropRefused) return `"covers": ${problems.join('; ')}`;
  return {
    covers: [...out.values()].sort((a, b) => compareCodePoints(a.path, b.path)),
    dropped: [],
    ...(problems.length ? { refused: problems } : {}),
  };
}

/**
 * A write done without some of its declared covers: an error all the same, so the agent hears
 * what was left out and what it can do, and does not write the page again.
 */
export function writtenWithoutCovers(done: string, refused: readonly string[]): ToolOutcome {
  return toolError(
    `${done} Its "covers" were written without what was refused: ${refused.join('; ')}. The page is saved: do not write it again for this; a file that can be read may be added to its covers with update_page once read_source has served it.`,
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
  return `${list}${dropped}`;
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
