// The pulse's sections: each folds log entries into a value per week and for the whole window,
// says it as JSON, and gives the columns of the text and summary tables. A section is one entry
// in PULSE_SECTIONS (a later one — answers to questions — adds itself there); nothing else
// changes.
import { addUsage, cacheReadShare, emptyUsage } from '../llm/usage.js';
import type { Usage } from '../types.js';
import type { PulseEntry } from './log.js';
import { usd } from '../ledger/money.js';

/** One table column a section contributes: a header and its cell for a value. */
export interface PulseColumn<T> {
  head: string;
  cell: (value: T) => string;
  /** Right-aligned in text (numbers). */
  numeric?: boolean;
}

/** How a section folds entries into its value `T`. */
export interface SectionSpec<T> {
  /** The key of its value in `pulse --json`, in each week and in the total. */
  id: string;
  empty: () => T;
  /** Folds one entry into the value (in place). */
  add: (value: T, entry: PulseEntry) => void;
  /** The value as JSON (rounded, plain). */
  json: (value: T) => unknown;
  columns: PulseColumn<T>[];
}

/** One fold of a section (a week, or the window): entries in, JSON and table cells out. */
export interface SectionFold {
  add: (entry: PulseEntry) => void;
  json: () => unknown;
  cells: () => string[];
}

/** A section with its value type hidden, so sections of different types share one list. */
export interface PulseSection {
  id: string;
  heads: string[];
  numeric: boolean[];
  start: () => SectionFold;
}

export function defineSection<T>(spec: SectionSpec<T>): PulseSection {
  return {
    id: spec.id,
    heads: spec.columns.map((c) => c.head),
    numeric: spec.columns.map((c) => c.numeric === true),
    start() {
      const value = spec.empty();
      return {
        add: (entry) => spec.add(value, entry),
        json: () => spec.json(value),
        cells: () => spec.columns.map((c) => c.cell(value)),
      };
    },
  };
}

const round = (n: number, digits: number): number => Number(n.toFixed(digits));
const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

// Merges decided: how many, the share ending at each tier, the skips by rule.
export interface MergesValue {
  decided: number;
  byTier: Record<1 | 2 | 3, number>;
  skips: Map<string, number>;
}

const share = (v: MergesValue, tier: 1 | 2 | 3): number =>
  v.decided === 0 ? 0 : v.byTier[tier] / v.decided;

/** Rules by count, most first, then by name. */
const skipsSorted = (v: MergesValue): [string, number][] =>
  [...v.skips].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

export const mergesSection = defineSection<MergesValue>({
  id: 'merges',
  empty: () => ({ decided: 0, byTier: { 1: 0, 2: 0, 3: 0 }, skips: new Map() }),
  add(v, entry) {
    for (const d of entry.decisions) {
      v.decided++;
      v.byTier[d.tier]++;
      if (d.rule !== null) v.skips.set(d.rule, (v.skips.get(d.rule) ?? 0) + 1);
    }
  },
  json: (v) => ({
    decided: v.decided,
    by_tier: { '1': v.byTier[1], '2': v.byTier[2], '3': v.byTier[3] },
    share: { '1': round(share(v, 1), 4), '2': round(share(v, 2), 4), '3': round(share(v, 3), 4) },
    skips: Object.fromEntries(skipsSorted(v)),
  }),
  columns: [
    { head: 'merges', cell: (v) => String(v.decided), numeric: true },
    ...([1, 2, 3] as const).map((tier): PulseColumn<MergesValue> => ({
      head: `tier ${tier}`,
      cell: (v) => (v.decided ? percent(share(v, tier)) : '—'),
      numeric: true,
    })),
    {
      head: 'skips by rule',
      cell: (v) =>
        skipsSorted(v)
          .map(([rule, n]) => `${rule} ${n}`)
          .join(', ') || '—',
    },
  ],
});

// Spend: dollars of every model call the log records, tokens by kind, the cache-read share.
export interface SpendValue {
  cost: number;
  /** Entries whose cost the log calls unknown (a model without a price). */
  unpriced: number;
  usage: Usage;
  byKind: Map<string, number>;
}

export const spendSection = defineSection<SpendValue>({
  id: 'spend',
  empty: () => ({ cost: 0, unpriced: 0, usage: emptyUsage(), byKind: new Map() }),
  add(v, entry) {
    if (entry.cost_usd !== null) {
      v.cost += entry.cost_usd;
      v.byKind.set(entry.kind, (v.byKind.get(entry.kind) ?? 0) + entry.cost_usd);
    }
    if (entry.unpriced) v.unpriced++;
    if (entry.usage) v.usage = addUsage(v.usage, entry.usage);
  },
  json: (v) => ({
    cost_usd: round(v.cost, 6),
    unpriced_entries: v.unpriced,
    by_kind: Object.fromEntries([...v.byKind].sort().map(([k, c]) => [k, round(c, 6)])),
    tokens: {
      input: v.usage.input_tokens,
      cache_write: v.usage.cache_creation_input_tokens,
      cache_read: v.usage.cache_read_input_tokens,
      output: v.usage.output_tokens,
    },
    cache_read_share: round(cacheReadShare(v.usage), 4),
  }),
  columns: [
    {
      head: 'spend',
      cell: (v) => `${usd(v.cost)}${v.unpriced ? ` + ${v.unpriced} unpriced` : ''}`,
      numeric: true,
    },
    { head: 'cache read', cell: (v) => percent(cacheReadShare(v.usage)), numeric: true },
  ],
});

/**
 * Runs that stopped short: entries of these kinds (a budget stop, a failure) say so. The kinds
 * are the log's contract with the writers of those entries.
 */
export const STOP_KINDS = { budget: ['budget'], failed: ['failed', 'failure'] } as const;

export interface StopsValue {
  budget: number;
  failed: number;
}

export const stopsSection = defineSection<StopsValue>({
  id: 'stops',
  empty: () => ({ budget: 0, failed: 0 }),
  add(v, entry) {
    if ((STOP_KINDS.budget as readonly string[]).includes(entry.kind)) v.budget++;
    if ((STOP_KINDS.failed as readonly string[]).includes(entry.kind)) v.failed++;
  },
  json: (v) => ({ budget: v.budget, failed: v.failed }),
  columns: [
    { head: 'budget stops', cell: (v) => String(v.budget), numeric: true },
    { head: 'failures', cell: (v) => String(v.failed), numeric: true },
  ],
});

/** Every section, in column order. */
export const PULSE_SECTIONS: readonly PulseSection[] = [mergesSection, spendSection, stopsSection];
