// The objects of a bare repository as the fake keeps them: every object it makes or reads, by
// sha, in memory (an object never changes); the ones it made written to disk together before git
// next runs — loose when few, else one pack through `git index-pack`; and the ones git made read
// through one long-lived `git cat-file --batch` (cat-file.ts).
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
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
/** Small windows: a deflate stream per object, and the default window costs more than the data. */
const DEFLATE = { level: 1, memLevel: 1, windowBits: 9 } as const;

export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();
  /** Made in process, not yet on disk. */
  private unwritten: string[] = [];
  /** The last write to disk; git runs after it. */
  private written: Promise<void> = Promise.resolve();
  private readonly trees = new Map<string, RawTreeEntry[]>();
  private readonly commits = new Map<string, ParsedCommit>();
  private readonly reader: CatFile;
  /** `git index-pack` runs. */
  packs = 0;

  constructor(
    private readonly gitDir: string,
    private readonly env: NodeJS.ProcessEnv,
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

  async tree(sha: string): Promise<RawTreeEntry[] | undefined> {
    const known = this.trees.get(sha);
    if (known) return known;
    const found = await this.get(sha);
    if (found?.type !== 'tree') return undefined;
    const entries = parseTree(found.data);
    this.trees.set(sha, entries);
    return entries;
  }

  async commit(sha: string): Promise<ParsedCommit | undefined> {
    const known = this.commits.get(sha);
    if (known) return known;
    const found = await this.get(sha);
    if (found?.type !== 'commit') return undefined;
    const commit = parseCommit(found.data);
    this.commits.set(sha, commit);
    return commit;
  }

  /** Resolves once every object made so far is on disk, where git can read it. */
  flush(): Promise<void> {
    const pack = this.take();
    if (pack)
      this.written = this.written.then(
        () =>
          new Promise<void>((resolve, reject) => {
            const child = execFile(
              'git',
              ['--git-dir', this.gitDir, 'index-pack', '--stdin'],
              { encoding: 'buffer', env: this.env },
              (err, _out, stderr) =>
                err ? reject(new Error(`git index-pack failed: ${stderr.toString()}`)) : resolve(),
            );
            child.stdin!.on('error', () => {});
            child.stdin!.end(pack);
          }),
      );
    return this.written;
  }

  /** `flush`, done before returning (for a caller about to run git itself). */
  flushSync(): void {
    const pack = this.take();
    if (pack)
      execFileSync('git', ['--git-dir', this.gitDir, 'index-pack', '--stdin'], {
        input: pack,
        env: this.env,
        stdio: ['pipe', 'ignore', 'pipe'],
      });
  }

  /**
   * Takes the objects not on disk: few are written loose at once (undefined), more make one pack
   * for `git index-pack --stdin`, each object whole (no deltas), as a pack may hold them.
   */
  private take(): Buffer | undefined {
    const shas = this.unwritten.splice(0);
    if (shas.length === 0) return undefined;
    if (shas.length < PACK_FROM) {
      for (const sha of shas) {
        const { type, data } = this.objects.get(sha)!;
        const folder = join(this.gitDir, 'objects', sha.slice(0, 2));
        mkdirSync(folder, { recursive: true });
        const raw = Buffer.concat([Buffer.from(`${type} ${data.length}\0`), data]);
        writeFileSync(join(folder, sha.slice(2)), deflateSync(raw, DEFLATE), { mode: 0o444 });
      }
      return undefined;
    }
    this.packs++;
    const parts: Buffer[] = [Buffer.from('PACK'), Buffer.alloc(8)];
    parts[1]!.writeUInt32BE(2, 0);
    parts[1]!.writeUInt32BE(shas.length, 4);
    for (const sha of shas) {
      const { type, data } = this.objects.get(sha)!;
      // Type and size: 4 bits of size in the first byte, 7 in each next one.
      let size = data.length;
      const head = [(PACK_TYPE[type] << 4) | (size & 15)];
      for (size >>= 4; size > 0; size >>= 7) {
        head[head.length - 1]! |= 0x80;
        head.push(size & 0x7f);
      }
      parts.push(Buffer.from(head), deflateSync(data, DEFLATE));
    }
    const body = Buffer.concat(parts);
    return Buffer.concat([body, createHash('sha1').update(body).digest()]);
  }
}
