// One long-lived `git cat-file --batch` per repository: object reads are lines written to its
// stdin and answers parsed from its stdout, in order, instead of a git process per read. It starts
// on the first read and is ended by `close` (the repository's removal).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { ObjectType } from './git-objects.js';

export interface StoredObject {
  type: ObjectType;
  data: Buffer;
}

const IDLE_MS = 2000;

interface Waiting {
  sha: string;
  settle: (found: StoredObject | undefined) => void;
  fail: (err: Error) => void;
}

export class CatFile {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly waiting: Waiting[] = [];
  private buffered: Buffer = Buffer.alloc(0);
  private idle: NodeJS.Timeout | undefined;
  /** Objects read, for tests of the fake itself. */
  reads = 0;

  constructor(
    private readonly gitDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** The object, or undefined when the store lacks it. */
  read(sha: string): Promise<StoredObject | undefined> {
    this.reads++;
    clearTimeout(this.idle);
    return new Promise((settle, fail) => {
      this.waiting.push({ sha, settle, fail });
      this.start().stdin.write(`${sha}\n`);
    });
  }

  close(): void {
    clearTimeout(this.idle);
    const child = this.child;
    this.child = undefined;
    if (!child) return;
    child.stdin.end();
    child.kill();
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('git', ['--git-dir', this.gitDir, 'cat-file', '--batch'], {
      env: this.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
    child.stdin.on('error', () => {});
    child.on('exit', (code) => {
      if (this.child === child) this.child = undefined;
      const err = new Error(`git cat-file --batch ended (${code}): ${stderr.trim()}`);
      for (const w of this.waiting.splice(0)) w.fail(err);
      this.buffered = Buffer.alloc(0);
    });
    // The fake must not keep a test process alive; its reads keep it busy while they wait.
    child.unref();
    (child.stdout as unknown as { unref?: () => void }).unref?.();
    (child.stderr as unknown as { unref?: () => void }).unref?.();
    (child.stdin as unknown as { unref?: () => void }).unref?.();
    this.child = child;
    return child;
  }

  /** A repository a test forgot to remove does not keep its reader: it ends when idle. */
  private rest(): void {
    if (this.waiting.length > 0) return;
    this.idle = setTimeout(() => this.close(), IDLE_MS);
    this.idle.unref();
  }

  /** Answers are `<sha> <type> <size>\n<bytes>\n` or `<sha> missing\n`, in request order. */
  private take(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    for (;;) {
      const eol = this.buffered.indexOf(0x0a);
      if (eol < 0) return this.rest();
      const header = this.buffered.toString('utf8', 0, eol).split(' ');
      const next = this.waiting[0];
      if (!next) throw new Error(`git cat-file answered unasked: ${header.join(' ')}`);
      if (header[1] === 'missing' || header.length < 3) {
        this.buffered = this.buffered.subarray(eol + 1);
        this.waiting.shift();
        next.settle(undefined);
        continue;
      }
      const size = Number(header[2]);
      if (this.buffered.length < eol + 1 + size + 1) return this.rest();
      const data = Buffer.from(this.buffered.subarray(eol + 1, eol + 1 + size));
      this.buffered = this.buffered.subarray(eol + 1 + size + 1);
      this.waiting.shift();
      next.settle({ type: header[1] as ObjectType, data });
    }
  }
}
