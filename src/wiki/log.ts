// log.md split into its entries, under the one heading grammar every writer uses
// (`## [YYYY-MM-DD] kind | title`), so the readers that warn about it and count it agree on where
// an entry starts. Lines before the first heading belong to no entry and are dropped.

const HEADING = /^## \[(\d{4}-\d{2}-\d{2})\] ([\w-]+) \|/;

export interface LogEntryLines {
  /** The heading's UTC day, `YYYY-MM-DD`. */
  date: string;
  /** The heading's kind: ingest, skip, lint, and whatever later versions add. */
  kind: string;
  /** The lines below the heading, up to the next one. */
  lines: string[];
}

/** Every entry of log.md, in file order. */
export function logEntries(log: string | null): LogEntryLines[] {
  const out: LogEntryLines[] = [];
  for (const line of (log ?? '').split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) out.push({ date: heading[1]!, kind: heading[2]!, lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}
