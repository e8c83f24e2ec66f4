// The objects of a bare repository as the fake keeps them: every object it makes or reads, by
// sha, in memory (an object never changes); the ones it made written to disk together before git
// next runs — loose when few, else one pack and its index, in git's formats; and the ones git made
// read through one long-lived `git cat-file --batch` (cat-file.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { CatFile, type StoredObject } from './cat-file.js';
import {
  hashObject,
  parseCommit,
  parseTree,
  type ObjectType,
  type ParsedCommit,
  type RawTreeEntry,
} from './git-objects.js';

export const SHA = /^[0-9a-f]{40}$/;
const PACK_TYPE: Record<ObjectType, number> = { commit: 1, tree: 2, blob: 3, tag: 4 };
/** Fewer new objects than this are written loose; more, as one pack. */
const PACK_FROM = 16;
/**
 * Stored, not compressed (the repositories are temporary), in small windows: zlib's default
 * window costs more to set up than a small object, and compressing costs more than writing.
 */
const DEFLATE = { level: 0, memLevel: 1, windowBits: 9 } as const;

export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();
  /** Made in process, not yet on disk. */
  private unwritten: string[] = [];
  /** The last write to disk; git runs after it. */
  private written: Promise<void> = Promise.resolve();
  private readonly trees = new Map<string, RawTreeEntry[]>();
  private readonly commits = new Map<string, ParsedCommit>();
  private readonly reader: CatFile;
  /** Packs written. */
  packs = 0;

  constructor(
    private readonly gitDir: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.reader = new CatFile(gitDir, env);
  }

  /** Objects read through the batch reader. */
  get batchReads(): number {
    return this.reader.reads;
  }

  close(): void {
    this.reader.close();
  }

  /** Stores an object made in process; its sha. */
  put(type: ObjectType, data: Buffer): string {
    const sha = hashObject(type, data);
    if (!this.objects.has(sha)) {
      this.objects.set(sha, { type, data });
      this.unwritten.push(sha);
    }
    return sha;
  }

  /** An object of the store, or undefined; remembered once read. */
  async get(sha: string): Promise<StoredObject | undefined> {
    if (!SHA.test(sha)) return undefined;
    const known = this.objects.get(sha);
    if (known) return known;
    const read = await this.reader.read(sha);
    if (read) this.objects.set(sha, read);
    return read;
  }

  tree(sha: string): Promise<RawTreeEntry[] | undefined> {
    return this.parsed(sha, 'tree', this.trees, parseTree);
  }

  commit(sha: string): Promise<ParsedCommit | undefined> {
    return this.parsed(sha, 'commit', this.commits, parseCommit);
  }

  /** Object `sha` parsed if it is a `type`, remembered in `cache`; undefined if it is not. */
  private async parsed<T>(
    sha: string,
    type: StoredObject['type'],
    cache: Map<string, T>,
    parse: (data: Buffer) => T,
  ): Promise<T | undefined> {
    const known = cache.get(sha);
    if (known) return known;
    const found = await this.get(sha);
    if (found?.type !== type) return undefined;
    const value = parse(found.data);
    cache.set(sha, value);
    return value;
  }

  /** Every object made so far on disk, where git can read it. */
  flush(): void {
    const shas = this.unwritten.splice(0);
    if (shas.length === 0) return;
    // zlib.crc32 (for the pack index) is Node ≥ 20.15's; loose objects need none.
    if (shas.length < PACK_FROM || typeof crc32 !== 'function')
      for (const sha of shas) this.writeLoose(sha);
    else this.writePack(shas);
  }

  private writeLoose(sha: string): void {
    const { type, data } = this.objects.get(sha)!;
    const folder = join(this.gitDir, 'objects', sha.slice(0, 2));
    mkdirSync(folder, { recursive: true });
    const raw = Buffer.concat([Buffer.from(`${type} ${data.length}\0`), data]);
    writeFileSync(join(folder, sha.slice(2)), deflateSync(raw, DEFLATE), { mode: 0o444 });
  }

  /**
   * One pack of whole objects (no deltas) and its version-2 index, as `git index-pack` would
   * write them: `objects/pack/pack-<checksum>.{pack,idx}`.
   */
  private writePack(shas: string[]): void {
    this.packs++;
    const header = Buffer.alloc(12);
    header.write('PACK');
    header.writeUInt32BE(2, 4);
    header.writeUInt32BE(shas.length, 8);
    const parts: Buffer[] = [header];
    const entries: Array<{ sha: string; offset: number; crc: number }> = [];
    let offset = header.length;
    for (const sha of shas) {
      const { type, data } = this.objects.get(sha)!;
      // Type and size: 4 bits of size in the first byte, 7 in each next one.
      let size = data.length;
      const head = [(PACK_TYPE[type] << 4) | (size & 15)];
      for (size >>= 4; size > 0; size >>= 7) {
        head[head.length - 1]! |= 0x80;
        head.push(size & 0x7f);
      }
      const packed = Buffer.concat([Buffer.from(head), deflateSync(data, DEFLATE)]);
      entries.push({ sha, offset, crc: crc32(packed) });
      parts.push(packed);
      offset += packed.length;
    }
    const hash = createHash('sha1');
    for (const part of parts) hash.update(part);
    const checksum = hash.digest();
    entries.sort((a, b) => (a.sha < b.sha ? -1 : 1));
    const fanout = Buffer.alloc(256 * 4);
    for (const { sha } of entries)
      for (let b = parseInt(sha.slice(0, 2), 16); b < 256; b++)
        fanout.writeUInt32BE(fanout.readUInt32BE(b * 4) + 1, b * 4);
    const table = (width: number, value: (e: (typeof entries)[number], at: Buffer) => void) => {
      const out = Buffer.alloc(entries.length * width);
      entries.forEach((e, i) => value(e, out.subarray(i * width, (i + 1) * width)));
      return out;
    };
    const index = Buffer.concat([
      Buffer.from([0xff, 0x74, 0x4f, 0x63, 0, 0, 0, 2]),
      fanout,
      table(20, (e, at) => at.write(e.sha, 'hex')),
      table(4, (e, at) => at.writeUInt32BE(e.crc)),
      table(4, (e, at) => at.writeUInt32BE(e.offset)),
      checksum,
    ]);
    const name = join(this.gitDir, 'objects', 'pack', `pack-${checksum.toString('hex')}`);
    mkdirSync(dirname(name), { recursive: true });
    writeFileSync(`${name}.pack`, Buffer.concat([...parts, checksum]), { mode: 0o444 });
    // The index last: git looks for packs through their .idx files.
    writeFileSync(
      `${name}.idx`,
      Buffer.concat([index, createHash('sha1').update(index).digest()]),
      { mode: 0o444 },
    );
  }
}
