// What a run showed the model of each repository file: the evidence a cover's stamp rests on. A
// stamp says "a model saw this file as it is now and the page is right about it", so it is given
// only on what the run showed whole: every part of the file read (read_source, in any number of
// calls), or — for a file a page covers already — the whole change since that page's stamp, in
// diffs the run showed whole. A diff proves it when undoing it on the file as it is now rebuilds
// the stamped blob exactly (its id, hashed); a diff that undoes down to an empty file showed the
// whole file. Anything less is a partial view, and what to read next is said in one sentence.
import { blobId } from '../wiki/blob-id.js';
import { textBefore } from '../wiki/source-diff.js';
import { compareCodePoints } from '../wiki/text.js';
import type { BlobLookup } from './source-reader.js';

/**
 * One change to a file in the run, as its first message showed it (merges oldest first): its
 * diff whole, only in part (cut), or not at all (no diff, or no room for it). Only a whole one
 * proves anything; the others break the chain back to a stamp.
 */
export interface ShownChange {
  path: string;
  /** The hunks, as the merge (or lint-fix) gives them. */
  patch: string;
  view: 'whole' | 'cut' | 'none';
  /**
   * A diff from some older version straight to the file as it is now (lint-fix: since a page's
   * stamp), undone on its own rather than after the others.
   */
  fromNow?: true;
}

/** Whether the run saw enough of a file for a stamp: yes, or what to read next. */
export type Evidence = { seen: true } | { seen: false; next: string };

type Span = [number, number];

/** The blobs the shown diffs lead back to from the file as it is now. */
interface Chain {
  blobs: Set<string>;
  /** They lead back to an empty file: every line of it was shown. */
  fromEmpty: boolean;
}

const n = (x: number): string => x.toLocaleString('en-US');

const call = (path: string, offset?: number): string =>
  `read_source ${JSON.stringify(offset ? { path, offset } : { path })}`;

export class SourceRecord {
  private readonly parts = new Map<string, { total: number; spans: Span[] }>();
  private readonly shown = new Map<string, ShownChange[]>();
  private readonly blobs = new Map<string, Promise<string | null>>();
  private readonly chains = new Map<string, Promise<Chain>>();

  constructor(
    /** The blob a path holds at the merged commit; absent: covers are not recorded in this run. */
    readonly lookup: BlobLookup | undefined,
    /** The diffs the first message showed, oldest first. */
    shown: readonly ShownChange[] = [],
    /** A file's text at the merged commit (the diffs are undone on it); absent: diffs prove nothing. */
    private readonly textNow?: (path: string) => Promise<string | null>,
  ) {
    for (const s of shown) this.shown.set(s.path, [...(this.shown.get(s.path) ?? []), s]);
  }

  /** read_source served code points [start, end) of the file's `total`. */
  sawPart(path: string, start: number, end: number, total: number): void {
    const at = this.parts.get(path) ?? { total, spans: [] };
    const spans = [...at.spans, [start, end] as Span].sort((a, b) => a[0] - b[0]);
    const merged: Span[] = [];
    for (const s of spans) {
      const last = merged[merged.length - 1];
      if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
      else merged.push([...s]);
    }
    this.parts.set(path, { total, spans: merged });
  }

  /** Any part of the file was read in this run. */
  readAny(path: string): boolean {
    return this.parts.has(path);
  }

  /** Every part of the file was read in this run. */
  readWhole(path: string): boolean {
    return this.unread(path) === null && this.parts.has(path);
  }

  /** The first stretch of the file not read yet (code points), or null when none is left. */
  unread(path: string): Span | null {
    const at = this.parts.get(path);
    if (!at) return null;
    let from = 0;
    for (const [s, e] of at.spans) {
      if (s > from) return [from, s];
      from = Math.max(from, e);
    }
    return from < at.total ? [from, at.total] : null;
  }

  /**
   * How the first message showed the file's changes in this run: each diff whole, some only in
   * part, none of them, or the file did not change in the run (null).
   */
  diffShown(path: string): ShownChange['view'] | null {
    const shown = this.shown.get(path);
    if (!shown) return null;
    if (shown.every((s) => s.view === 'whole')) return 'whole';
    return shown.some((s) => s.view !== 'none') ? 'cut' : 'none';
  }

  /** Files read whole in this run (read_source), by path. */
  paths(): string[] {
    return [...this.parts.keys()].filter((p) => this.readWhole(p)).sort(compareCodePoints);
  }

  blobOf(path: string): Promise<string | null> {
    if (!this.lookup) return Promise.resolve(null);
    let blob = this.blobs.get(path);
    if (!blob) this.blobs.set(path, (blob = this.lookup(path)));
    return blob;
  }

  /** Every line of the file was shown: read whole, or shown in diffs from an empty file. */
  async seenWhole(path: string): Promise<boolean> {
    return this.readWhole(path) || (await this.chain(path, 40)).fromEmpty;
  }

  /**
   * Whether the run saw enough of `path` to stamp it now: a new cover (no `stamp`) needs the
   * whole file; a file a page covers with `stamp` needs the whole change since it (nothing, when
   * the file is still that blob).
   */
  async evidence(path: string, stamp?: string): Promise<Evidence> {
    if (this.readWhole(path)) return { seen: true };
    if (stamp !== undefined) {
      if ((await this.blobOf(path)) === stamp) return { seen: true };
      if ((await this.chain(path, stamp.length)).blobs.has(stamp)) return { seen: true };
    } else if ((await this.chain(path, 40)).fromEmpty) return { seen: true };
    return { seen: false, next: this.nextRead(path, stamp) };
  }

  /** What to read next for a stamp on `path`, in one sentence. */
  nextRead(path: string, stamp?: string): string {
    const gap = this.unread(path);
    if (gap) {
      const total = this.parts.get(path)!.total;
      return `"${path}" was read only in part (characters ${n(gap[0])}–${n(gap[1])} of ${n(total)} not yet): read the rest with ${call(path, gap[0])}, then call again`;
    }
    const diff = this.diffShown(path);
    const whole = `read it whole with ${call(path)} (a long file comes in parts: each result names the next)`;
    if (diff === 'cut')
      return `the first message showed only part of the diff of "${path}": ${whole}`;
    if (diff === 'none') return `the first message did not show the diff of "${path}": ${whole}`;
    if (diff === 'whole')
      return `the diff of "${path}" the run showed is not its whole change since ${stamp ? `the page's stamp (blob ${stamp.slice(0, 12)})` : 'it was empty'}: ${whole}`;
    return `"${path}" was not read in this run: ${whole}`;
  }

  /** The shown diffs undone, newest first, from the file as it is now, while each applies. */
  private chain(path: string, hexLength: number): Promise<Chain> {
    const key = `${hexLength}\0${path}`;
    let chain = this.chains.get(key);
    if (!chain) this.chains.set(key, (chain = this.undo(path, hexLength)));
    return chain;
  }

  private async undo(path: string, hexLength: number): Promise<Chain> {
    const out: Chain = { blobs: new Set(), fromEmpty: false };
    const shown = this.shown.get(path) ?? [];
    const now = shown.length && this.textNow ? await this.textNow(path) : null;
    if (now === null) return out;
    const reached = (text: string): void => {
      if (text === '') out.fromEmpty = true;
      out.blobs.add(blobId(Buffer.from(text, 'utf8'), hexLength));
    };
    for (const s of shown.filter((c) => c.fromNow && c.view === 'whole')) {
      const before = textBefore(now, s.patch);
      if (before !== null) reached(before);
    }
    let text: string | null = now;
    for (const s of shown.filter((c) => !c.fromNow).reverse()) {
      if (s.view !== 'whole') break;
      text = textBefore(text, s.patch);
      if (text === null) break;
      reached(text);
    }
    return out;
  }
}
