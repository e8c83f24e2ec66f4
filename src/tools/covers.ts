// What a page covers, as the tool layer records it — never as the model claims it: the files the
// agent read in this run (read_source, and the files whose diff hunks the first message showed),
// each stamped with the blob it holds at the merged commit. The agent may add a path (it must
// exist there) or drop one; a covered file it did not read keeps its old stamp, so a page never
// looks checked against a version nobody read.
import { coverPathProblem, type Cover } from '../wiki/covers.js';
import { compareCodePoints } from '../wiki/text.js';
import type { BlobLookup } from './source-reader.js';

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

/** What a create_page or update_page call says about covers. */
export interface CoverEdits {
  covers_add?: string[] | undefined;
  covers_drop?: string[] | undefined;
}

/**
 * The covers a page written now should carry: what it covered (old stamps), every file read in
 * this run (stamped at the merged commit; one gone there is left out), the paths added (which
 * must exist there) less the paths dropped. A refusal naming the path and the fix, as a string.
 */
export async function coversForWrite(
  record: SourceRecord,
  before: readonly Cover[],
  edits: CoverEdits,
  isSecretPath: (path: string) => boolean,
): Promise<Cover[] | string> {
  const add = edits.covers_add ?? [];
  if (!record.lookup)
    return add.length
      ? '"covers_add" cannot be used in this run: the repository\'s files cannot be looked up, so nothing can be stamped; leave it out'
      : [...before];
  const drop = new Set(edits.covers_drop ?? []);
  const out = new Map<string, Cover>();
  for (const c of before) if (!drop.has(c.path)) out.set(c.path, c);
  for (const path of add) {
    const problem = coverPathProblem(path);
    if (problem) return `"covers_add": ${problem}`;
    if (isSecretPath(path))
      return `"covers_add": "${path}" is withheld by policy (secret-paths) and cannot be covered; leave it out`;
    if (drop.has(path)) return `"${path}" is in both covers_add and covers_drop; keep one`;
    const blob = await record.blobOf(path);
    if (blob === null)
      return `"covers_add": "${path}" does not exist at the merged commit; name a file as the changed files or read_source spell it, e.g. "src/api/tokens.ts"`;
    out.set(path, { path, blob });
  }
  for (const path of record.paths()) {
    // A merged file's name is untrusted: one the field cannot hold (a backslash, a control
    // character) is not covered rather than failing the write.
    if (drop.has(path) || coverPathProblem(path) !== null || isSecretPath(path)) continue;
    const blob = await record.blobOf(path);
    if (blob === null) out.delete(path);
    else out.set(path, { path, blob });
  }
  return [...out.values()].sort((a, b) => compareCodePoints(a.path, b.path));
}
