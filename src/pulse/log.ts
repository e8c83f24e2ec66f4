// log.md read for the pulse: each entry's kind and time, the merges it decided (the tier each
// ended at, the rule of each skip), its tokens by kind and its cost. Only the lines this project
// writes are read (their shapes are ours; titles and reasons between them are untrusted and
// skipped), and every field is optional, so entries from older versions still count for what
// they hold.
import type { Usage } from '../types.js';
import { logEntries } from '../wiki/log.js';

export interface LoggedDecision {
  /** The tier the merge's decision ended at. */
  tier: 1 | 2 | 3;
  /** A skip's rule (`triage` for Tier 2); null for a merge Tier 3 processed. */
  rule: string | null;
}

export interface PulseEntry {
  /** The heading's kind: ingest, skip, lint, and whatever later versions add. */
  kind: string;
  /** The `- Time:` line when present, else the start of the heading's UTC day. */
  at: Date;
  decisions: LoggedDecision[];
  /** Null when the entry states no tokens. */
  usage: Usage | null;
  /** Null when it states no cost; `unpriced` when it says the cost is unknown. */
  cost_usd: number | null;
  unpriced: boolean;
  /** Pages the entry says a merge made stale (`Stale: [[slug]] covers \`path\``), with the file. */
  staled: { slug: string; path: string }[];
  /** Pages the entry created, updated or confirmed: checked against their files then. */
  checked: string[];
}

const TIME = /^- Time: (\S+)/;
const SOURCE = /^- Source: /;
const SKIP_LINE = /^- `[0-9a-f]{7,64}` /i;
const SKIPPED_BY = /^- Skipped by: (.*)$/;
const TIER_1 = / · Tier 1 ([a-z][a-z-]*): /;
const TIER_2 = / · Tier 2 triage: /;
const TOKENS = /^- Tokens: (\d+) input · (\d+) cache write · (\d+) cache read · (\d+) output\s*$/;
const COST = /^- Cost: \$(\d+(?:\.\d+)?)\s*$/;
const COST_UNKNOWN = /^- Cost: unknown/;
const STALE = /^\s*- Stale: \[\[([^\]\n]+)\]\] cover(?:s|ed) `([^`\n]+)`/;
const CHECKED = /^- (?:Created|Updated|Confirmed): (.+)$/;
const LINK = /\[\[([^\]\n]+)\]\]/g;

/** `small-diff 2 · triage 1`, as skippedByLine writes it. */
function skippedBy(text: string): LoggedDecision[] | null {
  const out: LoggedDecision[] = [];
  for (const part of text.split(' · ')) {
    const m = /^([a-z][a-z0-9-]*) (\d+)$/.exec(part.trim());
    if (!m) return null;
    const rule = m[1]!;
    for (let i = 0; i < Number(m[2]); i++) out.push({ tier: rule === 'triage' ? 2 : 1, rule });
  }
  return out;
}

/** An older skip line without the `Skipped by:` summary: the first tier marker after the sha. */
function skipLine(line: string): LoggedDecision {
  const t1 = TIER_1.exec(line);
  const t2 = TIER_2.exec(line);
  if (t2 && (!t1 || t2.index < t1.index)) return { tier: 2, rule: 'triage' };
  return { tier: 1, rule: t1?.[1] ?? 'unknown' };
}

interface Reading {
  entry: PulseEntry;
  skipLines: LoggedDecision[];
  summary: LoggedDecision[] | null;
}

function finish(r: Reading): PulseEntry {
  if (r.entry.kind === 'skip') r.entry.decisions = r.summary ?? r.skipLines;
  return r.entry;
}

function readLine(r: Reading, line: string): void {
  const e = r.entry;
  const time = TIME.exec(line);
  if (time) {
    const at = new Date(time[1]!);
    if (!Number.isNaN(at.getTime())) e.at = at;
    return;
  }
  // A partial ingest (a budget stopped the agent, the pages it wrote published) decided its
  // merges as an ingest did: each Source line is a merge Tier 3 processed.
  if ((e.kind === 'ingest' || e.kind === 'partial') && SOURCE.test(line))
    e.decisions.push({ tier: 3, rule: null });
  else if (e.kind === 'skip' && SKIP_LINE.test(line)) r.skipLines.push(skipLine(line));
  const by = e.kind === 'skip' ? SKIPPED_BY.exec(line) : null;
  if (by) r.summary = skippedBy(by[1]!) ?? r.summary;
  const stale = STALE.exec(line);
  if (stale) e.staled.push({ slug: stale[1]!, path: stale[2]! });
  const checked = CHECKED.exec(line);
  if (checked) for (const m of checked[1]!.matchAll(LINK)) e.checked.push(m[1]!);
  const tokens = TOKENS.exec(line);
  if (tokens) {
    const [input, write, read, output] = tokens.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    e.usage = {
      input_tokens: input,
      cache_creation_input_tokens: write,
      cache_read_input_tokens: read,
      output_tokens: output,
    };
  }
  const cost = COST.exec(line);
  if (cost) e.cost_usd = (e.cost_usd ?? 0) + Number(cost[1]);
  else if (COST_UNKNOWN.test(line)) e.unpriced = true;
}

/** Every entry of log.md, in file order. */
export function readPulseLog(log: string | null): PulseEntry[] {
  return logEntries(log).map(({ date, kind, lines }) => {
    const reading: Reading = {
      entry: {
        kind,
        at: new Date(`${date}T00:00:00Z`),
        decisions: [],
        usage: null,
        cost_usd: null,
        unpriced: false,
        staled: [],
        checked: [],
      },
      skipLines: [],
      summary: null,
    };
    for (const line of lines) readLine(reading, line);
    return finish(reading);
  });
}
