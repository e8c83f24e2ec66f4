// The ledger as one run sees and moves it: read once, read again only when another run moved the
// ref, appended to with compare-and-swap (a new commit on the one read; on a conflict, read the
// new one and append again, a few times at most). The spend gate (./gate.ts) checks and records
// every model call over it.
import {
  emptyLedger,
  parseLedger,
  serializeLedger,
  type Ledger,
  type LedgerRecord,
} from './records.js';

/**
 * How the ledger is read and written: the ref's commit, the text at a commit the ref pointed at
 * read, and written as a new commit on the one read (compare-and-swap), nothing else.
 */
export interface LedgerIO {
  /** The ref's full name, for messages. */
  readonly ref: string;
  /** The commit the ref points at, or null when it does not exist yet. */
  head(): Promise<string | null>;
  /** The ledger's text at a commit the ref pointed at. */
  read(commit: string): Promise<string>;
  /**
   * Writes `text` as a new commit on `parent` and moves the ref to it only if it still points at
   * `parent` (null: only if the ref does not exist). Returns the commit, or `conflict` when
   * another run moved the ref first.
   */
  write(text: string, parent: string | null): Promise<string | 'conflict'>;
}

/** Writes tried before a run gives up on recording (every other run moved the ref first). */
const MAX_WRITES = 5;

export interface LedgerStoreOptions {
  /** A dry run records nothing: its records stay in this run's own view. */
  readOnly: boolean;
  now: () => Date;
  warn: (message: string) => void;
}

export class LedgerStore {
  private commit: string | null = null;
  private stored: Ledger = emptyLedger();
  /** Records of this run not written yet (queued, or a write that failed). */
  private pending: LedgerRecord[] = [];
  private loaded = false;
  private broken = false;
  /** What log.md named when a merge run first read the ledger: kept in its `start` record. */
  private startLog: string[] | null = null;

  constructor(
    readonly io: LedgerIO,
    private readonly options: LedgerStoreOptions,
  ) {}

  /**
   * Whether a merge run has begun the ledger (its `start` record names what log.md held then); a
   * ledger only /wiki answers wrote has not.
   */
  get started(): boolean {
    return this.stored.records.some((r) => r.kind === 'start');
  }

  /** The ledger as read, with this run's records not written yet. */
  view(): Ledger {
    return { records: [...this.stored.records, ...this.pending] };
  }

  /** Reads the ledger (once); an absent ref is an empty ledger. */
  async load(): Promise<Ledger> {
    if (!this.loaded) {
      this.commit = await this.io.head();
      this.stored = this.commit ? parseLedger(await this.io.read(this.commit)) : emptyLedger();
      this.loaded = true;
    }
    return this.view();
  }

  /** The ledger as it stands now: read again when another run moved the ref. */
  async fresh(): Promise<Ledger> {
    if (!this.loaded) return this.load();
    const head = await this.io.head();
    if (head !== this.commit) {
      this.commit = head;
      this.stored = head ? parseLedger(await this.io.read(head)) : emptyLedger();
    }
    return this.view();
  }

  /** Sets what the `start` record names when this run is the first merge run to write. */
  beginWith(logNames: string[]): void {
    this.startLog = logNames;
  }

  /** Keeps `records` to be written with the next append (or flush). */
  queue(records: LedgerRecord[]): void {
    this.pending.push(...records);
  }

  /** Records are written (not a dry run's store). */
  get recording(): boolean {
    return !this.options.readOnly;
  }

  /** Writes this run's pending records and `records`; a failure is warned about, never thrown. */
  async append(records: LedgerRecord[] = []): Promise<void> {
    this.pending.push(...records);
    if (this.options.readOnly || this.broken || this.pending.length === 0) return;
    try {
      if (!this.loaded) await this.load();
      for (let attempt = 1; attempt <= MAX_WRITES; attempt++) {
        const start: LedgerRecord[] =
          this.startLog && !this.started
            ? [{ kind: 'start', at: this.options.now().toISOString(), log: this.startLog }]
            : [];
        const next: Ledger = { records: [...start, ...this.stored.records, ...this.pending] };
        const written = await this.io.write(serializeLedger(next, this.options.now()), this.commit);
        if (written !== 'conflict') {
          this.commit = written;
          this.stored = parseLedger(serializeLedger(next, this.options.now()));
          this.pending = [];
          return;
        }
        await this.fresh();
      }
      this.options.warn(
        `The ledger (${this.io.ref}) moved under this run ${MAX_WRITES} times; this run's records are not written (another run is writing it).`,
      );
    } catch (e) {
      this.broken = true;
      const status = (e as { status?: unknown }).status;
      // A run that decides merges loses its decisions too; one that only spends (an impact
      // preview, lint-fix, an answer) loses only its spend.
      const lost = this.pending.some((r) => r.kind === 'merge')
        ? "This run's decisions and spend are not recorded, so a later run decides these merges again and max-daily-cost-usd does not count this run"
        : "This run's spend is not recorded, so max-daily-cost-usd does not count this run";
      this.options.warn(
        `The ledger (${this.io.ref}) could not be written${typeof status === 'number' ? ` (HTTP ${status})` : ''}: ${(e as Error).message}. ${lost}; the workflow needs permissions: contents: write.`,
      );
    }
  }
}
