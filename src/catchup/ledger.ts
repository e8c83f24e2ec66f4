// What log.md says has been decided: the source commits it names (the watermark a run catches up
// from) and what each entry cost, for max-daily-cost-usd. log.md is the only durable record, so
// both are read from it; the entries are written by ingest/log-entry.ts.

export interface LedgerEntry {
  kind: string;
  /** The entry's `- Time:` line when present, else the start of its heading's UTC day. */
  at: Date;
  cost_usd: number;
}

export interface Ledger {
  /** Every commit sha the log names (full, or a skip line's short sha), lower case. */
  shas: string[];
  entries: LedgerEntry[];
}

const HEADING = /^## \[(\d{4}-\d{2}-\d{2})\] (\w+) \|/;
// Titles in the log are Markdown-escaped (backticks become \`), so these shapes are ours only.
const SOURCE_SHA = /commit `([0-9a-f]{40})`/gi;
const SKIP_LINE = /^- `([0-9a-f]{7,40})`/i;
const COST = /^- Cost: \$(\d+(?:\.\d+)?)/;
const TIME = /^- Time: (\S+)/;

export function readLedger(log: string | null): Ledger {
  const shas: string[] = [];
  const entries: LedgerEntry[] = [];
  let current: LedgerEntry | null = null;
  for (const line of (log ?? '').split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      current = { kind: heading[2]!, at: new Date(`${heading[1]}T00:00:00Z`), cost_usd: 0 };
      entries.push(current);
      continue;
    }
    if (!current) continue;
    for (const m of line.matchAll(SOURCE_SHA)) shas.push(m[1]!.toLowerCase());
    const skipped = current.kind === 'skip' ? SKIP_LINE.exec(line) : null;
    if (skipped) shas.push(skipped[1]!.toLowerCase());
    const cost = COST.exec(line);
    if (cost) current.cost_usd += Number(cost[1]);
    const time = TIME.exec(line);
    const at = time ? new Date(time[1]!) : null;
    if (at && !Number.isNaN(at.getTime())) current.at = at;
  }
  return { shas, entries };
}

/** Whether the log names `sha` (a short sha names every commit it is a prefix of). */
export function isLogged(ledger: Ledger, sha: string): boolean {
  const s = sha.toLowerCase();
  return ledger.shas.some((logged) => s.startsWith(logged));
}

/** What the entries of the 24 hours before `now` cost, in USD. */
export function spentInLastDay(ledger: Ledger, now: Date): number {
  const since = now.getTime() - 24 * 60 * 60 * 1000;
  return ledger.entries
    .filter((e) => e.at.getTime() > since && e.at.getTime() <= now.getTime())
    .reduce((sum, e) => sum + e.cost_usd, 0);
}
