// The pulse: log.md's entries of a window, folded per UTC week (Monday to Sunday, named as ISO
// weeks) and for the whole window by every section. Pure: the window and the entries come in,
// plain values go out; the CLI and the action's summary render them.
import type { PulseEntry } from './log.js';
import { PULSE_SECTIONS, type PulseSection, type SectionFold } from './sections.js';
import type { PulseFreshness } from './freshness.js';

const DAY = 24 * 60 * 60 * 1000;

/** A `--since` that is neither a duration nor a date. */
export class PulseSinceError extends Error {
  override name = 'PulseSinceError';
}

/** `30d`, `8w` or a date (`2026-11-01`, UTC): the window's start. */
export function parseSince(text: string, now: Date): Date {
  const t = text.trim();
  const span = /^(\d{1,4})([dw])$/.exec(t);
  if (span) {
    const days = Number(span[1]) * (span[2] === 'w' ? 7 : 1);
    if (days > 0) return new Date(now.getTime() - days * DAY);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const d = new Date(`${t}T00:00:00Z`);
    if (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(t)) return d;
  }
  throw new PulseSinceError(
    `--since ${text} is not a span or a date: give days (30d), weeks (8w) or a UTC date (2026-11-01).`,
  );
}

/** The Monday (00:00 UTC) of the week holding `d`. */
export function weekStart(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

/** The ISO week name of the week starting on `monday`, e.g. `2026-W45`. */
export function isoWeek(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const dateOnly = (d: Date): string => d.toISOString().slice(0, 10);

export interface PulseFolds {
  /** Entries folded in. */
  entries: number;
  folds: Map<string, SectionFold>;
}

export interface PulseWeek extends PulseFolds {
  week: string;
  /** Its Monday, `YYYY-MM-DD`. */
  start: string;
}

export interface Pulse {
  since: Date;
  until: Date;
  sections: readonly PulseSection[];
  /** Every week of the window, oldest first, empty ones included. */
  weeks: PulseWeek[];
  total: PulseFolds;
  /** How fresh the wiki was each week and is now, when the covers index was at hand. */
  freshness?: PulseFreshness;
}

const folds = (sections: readonly PulseSection[]): PulseFolds => ({
  entries: 0,
  folds: new Map(sections.map((s) => [s.id, s.start()])),
});

const add = (into: PulseFolds, entry: PulseEntry): void => {
  into.entries++;
  for (const fold of into.folds.values()) fold.add(entry);
};

/** The entries from `since` to `until` (both inclusive) folded per week and in total. */
export function pulseOf(
  entries: readonly PulseEntry[],
  since: Date,
  until: Date,
  sections: readonly PulseSection[] = PULSE_SECTIONS,
): Pulse {
  const weeks: PulseWeek[] = [];
  const byStart = new Map<number, PulseWeek>();
  for (let t = weekStart(since).getTime(); t <= until.getTime(); t += 7 * DAY) {
    const monday = new Date(t);
    const week = { week: isoWeek(monday), start: dateOnly(monday), ...folds(sections) };
    weeks.push(week);
    byStart.set(t, week);
  }
  const total = folds(sections);
  for (const entry of entries) {
    const at = entry.at.getTime();
    if (!(at >= since.getTime() && at <= until.getTime())) continue;
    add(total, entry);
    add(byStart.get(weekStart(entry.at).getTime())!, entry);
  }
  return { since, until, sections, weeks, total };
}

const sectionsJson = (p: PulseFolds): Record<string, unknown> =>
  Object.fromEntries([...p.folds].map(([id, fold]) => [id, fold.json()]));

/** `pulse --json`: the window, then each week and the total, each with every section's value. */
export function pulseJson(p: Pulse): Record<string, unknown> {
  return {
    since: p.since.toISOString(),
    until: p.until.toISOString(),
    weeks: p.weeks.map((w, i) => ({
      week: w.week,
      start: w.start,
      entries: w.entries,
      ...sectionsJson(w),
      ...(p.freshness ? { freshness: p.freshness.weeks[i] ?? null } : {}),
    })),
    total: { entries: p.total.entries, ...sectionsJson(p.total) },
    ...(p.freshness ? { freshness: p.freshness.now } : {}),
  };
}
