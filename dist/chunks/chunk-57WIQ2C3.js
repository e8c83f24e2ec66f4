import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  emptyLedger,
  parseLedger,
  serializeLedger
} from "./chunk-J2RP3FCU.js";

// src/ledger/store.ts
var MAX_WRITES = 5;
var LedgerStore = class {
  constructor(io, options) {
    this.io = io;
    this.options = options;
  }
  io;
  options;
  commit = null;
  stored = emptyLedger();
  /** Records of this run not written yet (queued, or a write that failed). */
  pending = [];
  loaded = false;
  broken = false;
  /** What log.md named when a merge run first read the ledger: kept in its `start` record. */
  startLog = null;
  /**
   * Whether a merge run has begun the ledger (its `start` record names what log.md held then); a
   * ledger only /wiki answers wrote has not.
   */
  get started() {
    return this.stored.records.some((r) => r.kind === "start");
  }
  /** The ledger as read, with this run's records not written yet. */
  view() {
    return { records: [...this.stored.records, ...this.pending] };
  }
  /** Reads the ledger (once); an absent ref is an empty ledger. */
  async load() {
    if (!this.loaded) {
      this.commit = await this.io.head();
      this.stored = this.commit ? parseLedger(await this.io.read(this.commit)) : emptyLedger();
      this.loaded = true;
    }
    return this.view();
  }
  /** The ledger as it stands now: read again when another run moved the ref. */
  async fresh() {
    if (!this.loaded) return this.load();
    const head = await this.io.head();
    if (head !== this.commit) {
      this.commit = head;
      this.stored = head ? parseLedger(await this.io.read(head)) : emptyLedger();
    }
    return this.view();
  }
  /** Sets what the `start` record names when this run is the first merge run to write. */
  beginWith(logNames) {
    this.startLog = logNames;
  }
  /** Keeps `records` to be written with the next append (or flush). */
  queue(records) {
    this.pending.push(...records);
  }
  /** Records are written (not a dry run's store). */
  get recording() {
    return !this.options.readOnly;
  }
  /** Writes this run's pending records and `records`; a failure is warned about, never thrown. */
  async append(records = []) {
    this.pending.push(...records);
    if (this.options.readOnly || this.broken || this.pending.length === 0) return;
    try {
      if (!this.loaded) await this.load();
      for (let attempt = 1; attempt <= MAX_WRITES; attempt++) {
        const start = this.startLog && !this.started ? [{ kind: "start", at: this.options.now().toISOString(), log: this.startLog }] : [];
        const next = { records: [...start, ...this.stored.records, ...this.pending] };
        const written = await this.io.write(serializeLedger(next, this.options.now()), this.commit);
        if (written !== "conflict") {
          this.commit = written;
          this.stored = parseLedger(serializeLedger(next, this.options.now()));
          this.pending = [];
          return;
        }
        await this.fresh();
      }
      this.options.warn(
        `The ledger (${this.io.ref}) moved under this run ${MAX_WRITES} times; this run's records are not written (another run is writing it).`
      );
    } catch (e) {
      this.broken = true;
      const status = e.status;
      const lost = this.pending.some((r) => r.kind === "merge") ? "This run's decisions and spend are not recorded, so a later run decides these merges again and max-daily-cost-usd does not count this run" : "This run's spend is not recorded, so max-daily-cost-usd does not count this run";
      this.options.warn(
        `The ledger (${this.io.ref}) could not be written${typeof status === "number" ? ` (HTTP ${status})` : ""}: ${e.message}. ${lost}; the workflow needs permissions: contents: write.`
      );
    }
  }
};

export {
  LedgerStore
};
//# sourceMappingURL=chunk-57WIQ2C3.js.map
