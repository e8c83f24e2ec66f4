// Which pages a repair run checks, in which order: every page with a stale cover or a dead
// reference (optionally only those a person names), the page whose stamps were made longest ago
// first — when a budget cannot cover them all, the longest unchecked are checked and the newer
// ones wait for the next run. `mode: lint` with lint-fix and `wiki-ingest refresh` take the same
// order from here. Pure: when each page was last written comes from the edge (git, or the API).
import type { PageStaleness, StaleCover } from '../wiki/provenance.js';
import { compareCodePoints } from '../wiki/text.js';
import type { DeadReference } from './dead-references.js';

/** A page to check, with why: its stale covers and its dead references. */
export interface RepairTarget {
  slug: string;
  stale: StaleCover[];
  dead: DeadReference[];
  /** When the page was last written (ms since the epoch); absent: not known. */
  writtenAt?: number;
}

/**
 * Every page with a stale cover or a dead reference, oldest write first; pages whose age is not
 * known follow, by slug. `only`: just these slugs (a person's choice).
 */
export function repairTargets(
  stale: readonly PageStaleness[],
  dead: readonly DeadReference[],
  writtenAt: ReadonlyMap<string, number> = new Map(),
  only?: ReadonlySet<string>,
): RepairTarget[] {
  const bySlug = new Map<string, RepairTarget>();
  const target = (slug: string): RepairTarget => {
    let t = bySlug.get(slug);
    if (!t) {
      const at = writtenAt.get(slug);
      t = { slug, stale: [], dead: [], ...(at !== undefined ? { writtenAt: at } : {}) };
      bySlug.set(slug, t);
    }
    return t;
  };
  for (const s of stale) if (s.stale.length) target(s.slug).stale.push(...s.stale);
  for (const d of dead) target(d.page).dead.push(d);
  const known = (t: RepairTarget): number => t.writtenAt ?? Number.POSITIVE_INFINITY;
  return [...bySlug.values()]
    .filter((t) => !only || only.has(t.slug))
    .sort((a, b) => known(a) - known(b) || compareCodePoints(a.slug, b.slug));
}
