// log.md's entries, written in one place for every run that writes one: an ingest's, under a
// greppable `## [YYYY-MM-DD] ingest | title`, the skips' entry, the lines an init's entry and deep
// lint's record share (sources, spend, links), and how an entry is appended. Tier 3 (finalize),
// catch-up's skip commit, init and deep lint import it from here, a room of its own below them.
import { money } from '../ledger/money.js';
import { oneLine } from '../security/output.js';
import type { MergeInfo, StalePage, ToolRefusal, Usage } from '../types.js';
import { firstRefusals, refusedCount } from './outcome.js';
import type { CoverDrop, CoverMove } from '../wiki/cover-moves.js';

export type LoggedMerge = Pick<MergeInfo, 'sha' | 'title' | 'pr' | 'url'>;

export interface LogEntryInput {
  date: Date;
  merge: LoggedMerge;
  /** Every merge the run covered, oldest first, when it coalesced more than one. */
  sources?: LoggedMerge[];
  created: string[];
  updated: string[];
  /** Pages re-stamped as still right (confirm_page); the line is left out when none. */
  confirmed?: string[];
  /** What the run did to the pages, in the product's words (outcome.ts's pagesOutcome). */
  outcome?: string;
  /** Tool calls refused in the run: one line, counted by tool, the first few with their reasons. */
  refused?: readonly ToolRefusal[];
  /** Covering pages the run left stale. */
  stale?: readonly StalePage[];
  /** The agent's finish text, logged as its own words (a partial entry: the product's summary). */
  summary: string;
  /** A budget stopped the agent and only the pages it had written are published. */
  partial?: boolean;
  /** Covers the commit moved (renamed files) or dropped (deleted files) for free. */
  covers?: CoversFollowed;
  usage: Usage;
  cost_usd: number | null;
}

/** What a wiki commit did to covers by itself: moved for renames, dropped for deletions. */
export interface CoversFollowed {
  moved: readonly CoverMove[];
  dropped: readonly CoverDrop[];
}

/** A path inside backticks: nothing in it can end the code span or the line. */
const code = (path: string): string => `\`${path.replace(/[`\r\n]/g, '')}\``;

/** One line per cover moved or dropped (dropped ones make the page stale: it is said). */
export function coversLines(c: CoversFollowed | undefined, indent = ''): string[] {
  if (!c) return [];
  return [
    ...c.moved.map((m) => `${indent}- Covers moved: [[${m.slug}]] ${code(m.from)} → ${code(m.to)}`),
    ...c.dropped.map((d) =>
      d.why === 'deleted'
        ? `${indent}- Stale: [[${d.slug}]] covered ${code(d.path)}, deleted (dropped from covers)`
        : `${indent}- Stale: [[${d.slug}]] covered ${code(d.path)}, renamed to ${code(d.to ?? '')}, which no page covers (dropped from covers)`,
    ),
  ];
}

/** Markdown-inert text: untrusted merge titles and summaries must not open links, HTML or code. */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_[\]<>|#&]/g, (c) => `\\${c}`);
}

export const utcDate = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * How a page's `sources` names a merge: one form whoever saw it (the CLI or the action, a push or
 * a pull request) — `commit <sha>`, its URL derived where it is shown; without a sha, the pull
 * request or the link.
 */
export function sourceRef(merge: LogEntryInput['merge']): string {
  if (merge.sha) return `commit ${merge.sha}`;
  if (merge.pr !== undefined) return `#${merge.pr}`;
  return merge.url ?? 'unknown source';
}

/** Merges a page's `sources` names at most; the earlier ones are counted in one entry (log.md has them all). */
export const MAX_SOURCES = 5;

const EARLIER = /^\+(\d+) earlier merges?\b/;

/**
 * A page's `sources` with `added` appended, bounded: the last MAX_SOURCES merges, and before them
 * one entry counting the earlier ones (`+12 earlier merges (log.md)`), so provenance never grows
 * into the page's room.
 */
export function boundedSources(sources: readonly string[], added: readonly string[]): string[] {
  let earlier = 0;
  const named: string[] = [];
  for (const s of [...sources, ...added]) {
    const m = EARLIER.exec(s.trim());
    if (m) earlier += Number(m[1]);
    else named.push(s);
  }
  const dropped = Math.max(0, named.length - MAX_SOURCES);
  earlier += dropped;
  const kept = named.slice(dropped);
  return earlier
    ? [`+${earlier} earlier merge${earlier === 1 ? '' : 's'} (log.md)`, ...kept]
    : kept;
}

/** A sources entry in the one form: an older commit URL (`…/commit/<sha>`) read as `commit <sha>`. */
export function sourceKey(entry: string): string {
  const url = /^https?:\/\/\S+\/commit\/([0-9a-f]{7,64})\/?$/i.exec(entry.trim());
  return url ? `commit ${url[1]!.toLowerCase()}` : entry.trim();
}

/** A log line's page list: wiki links, or `none`. */
export const links = (slugs: string[]): string =>
  slugs.length ? slugs.map((s) => `[[${s}]]`).join(', ') : 'none';

function sourceLine(merge: LoggedMerge): string {
  const parts = [
    merge.pr !== undefined ? `PR #${merge.pr}` : null,
    merge.url ? `<${merge.url}>` : null,
    merge.sha ? `commit \`${merge.sha}\`` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'unknown';
}

/**
 * One ingest entry (`partial` when a budget stopped the agent and only the pages it had written
 * are published). The `Source` lines name every merge covered by its full sha, and `Time` is
 * machine-readable; what catch-up and max-daily-cost-usd go by is the ledger, not this file.
 */
export function logEntry(e: LogEntryInput): string {
  const sources = e.sources && e.sources.length > 1 ? e.sources : null;
  const title = sources ? sources.map((m) => oneLine(m.title, 80)).join(' · ') : e.merge.title;
  return [
    `## [${utcDate(e.date)}] ${e.partial ? 'partial' : 'ingest'} | ${escapeMarkdown(oneLine(title, 160))}`,
    '',
    ...(sources
      ? sources.map((m) => `- Source: ${sourceLine(m)} — ${escapeMarkdown(oneLine(m.title, 160))}`)
      : [`- Source: ${sourceLine(e.merge)}`]),
    ...(e.outcome ? [`- Outcome: ${escapeLinked(e.outcome)}`] : []),
    `- Created: ${links(e.created)}`,
    `- Updated: ${links(e.updated)}`,
    ...(e.confirmed?.length ? [`- Confirmed: ${links(e.confirmed)}`] : []),
    ...coversLines(e.covers),
    ...refusedLines(e.refused),
    ...(e.stale ?? []).map((c) => `- Left stale: [[${c.slug}]] covers ${code(c.path)}`),
    // A partial entry's summary is the product's (the agent never finished); else the agent's words.
    `- ${e.partial ? 'Summary' : 'The agent says'}: ${escapeMarkdown(oneLine(e.summary, 2000))}`,
    ...spendLines(e),
  ].join('\n');
}

/** An outcome sentence whose `[[slug]]` links stay links, and whose other text is inert. */
const escapeLinked = (text: string): string =>
  text
    .split(/(\[\[[^\]\n]+\]\])/)
    .map((part, i) => (i % 2 ? part : escapeMarkdown(part)))
    .join('');

/** One line for the refused calls: counted by tool, then the first few with their reasons. */
function refusedLines(refused: readonly ToolRefusal[] | undefined): string[] {
  const count = refusedCount(refused ?? []);
  if (!count) return [];
  const first = firstRefusals(refused!).map((r) => escapeMarkdown(oneLine(r, 320)));
  return [`- Refused: ${count}: ${first.join(' · ')}`];
}

/**
 * The lines an init's log entry ends with: the product's summary of the run, then what it
 * spent.
 */
export function entryClose(e: {
  summary: string;
  usage: Usage;
  cost_usd: number | null;
  date: Date;
  estimated?: EstimatedSpend;
}): string[] {
  return [`- Summary: ${escapeMarkdown(oneLine(e.summary, 2000))}`, ...spendLines(e)];
}

/** The part of a run's spend booked at an estimate: calls sent and never answered. */
export interface EstimatedSpend {
  calls: number;
  cost_usd: number;
}

/**
 * What a logged run spent, and when (`Time` machine-readable): the last lines of its entry; the
 * part of the cost that is an estimate (calls never answered) said on a line of its own.
 */
export function spendLines(e: {
  usage: Usage;
  cost_usd: number | null;
  date: Date;
  estimated?: EstimatedSpend;
}): string[] {
  const u = e.usage;
  const est = e.estimated;
  return [
    `- Tokens: ${u.input_tokens} input · ${u.cache_creation_input_tokens} cache write · ${u.cache_read_input_tokens} cache read · ${u.output_tokens} output`,
    `- Cost: ${money(e.cost_usd, 'unknown (no price for the model)')}`,
    ...(est && est.calls > 0
      ? [
          `- Estimated: ${money(est.cost_usd)} of it, for ${est.calls} call${est.calls === 1 ? '' : 's'} sent and never answered (interrupted, or the connection lost), booked at ${est.calls === 1 ? 'its' : 'their'} estimate`,
        ]
      : []),
    `- Time: ${e.date.toISOString()}`,
    '',
  ];
}

export interface SkippedMerge {
  sha?: string;
  title: string;
  tier: 1 | 2;
  /** Tier 1's rule id, or null for a triage decision. */
  rule: string | null;
  reason: string;
  /**
   * Pages covering a file whose content it changed (or deleted: `deleted`): stale until a run
   * checks them (lint and Tier 3 read it).
   */
  stale?: { slug: string; path: string; deleted?: boolean; dropped?: boolean }[];
  /** Covers it moved or dropped (a renamed or deleted covered file), with the commit that logs it. */
  covers?: CoversFollowed;
}

/** One entry for the merges decided as skips since the last one logged, one line each. */
export function skipEntry(date: Date, skipped: readonly SkippedMerge[]): string {
  const n = skipped.length;
  return [
    `## [${utcDate(date)}] skip | ${n} merge${n === 1 ? '' : 's'}`,
    '',
    ...skipped.map((m) => {
      const why = m.tier === 1 ? `Tier 1 ${m.rule ?? ''}`.trim() : 'Tier 2 triage';
      // Tier 1 reasons start with their rule id; the line names it once.
      const reason =
        m.rule && m.reason.startsWith(`${m.rule}: `) ? m.reason.slice(m.rule.length + 2) : m.reason;
      // The full sha: a short one can come to name two commits.
      const sha = m.sha ? `\`${m.sha}\`` : 'unknown';
      return [
        `- ${sha} ${escapeMarkdown(oneLine(m.title, 160))} · ${why}: ${escapeMarkdown(oneLine(reason, 300))}`,
        ...(m.stale ?? []).map(
          (c) =>
            `  - Stale: [[${c.slug}]] covers ${code(c.path)}${c.deleted ? ` (deleted${c.dropped ? '; dropped from covers' : ''})` : ''}`,
        ),
        ...coversLines(
          m.covers && {
            moved: m.covers.moved,
            dropped: m.covers.dropped.filter((d) => d.why !== 'deleted'),
          },
          '  ',
        ),
      ].join('\n');
    }),
    skippedByLine(skipped),
    `- Time: ${date.toISOString()}`,
    '',
  ].join('\n');
}

/**
 * How many merges each rule skipped (`triage` for Tier 2), in a form only we write: the pulse
 * counts skips by rule from it without reading the untrusted titles and reasons around it.
 */
export function skippedByLine(skipped: readonly SkippedMerge[]): string {
  const counts = new Map<string, number>();
  for (const m of skipped) {
    const rule = m.tier === 2 ? 'triage' : (m.rule ?? 'tier-1');
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
  }
  return `- Skipped by: ${[...counts].map(([rule, n]) => `${rule} ${n}`).join(' · ')}`;
}

/** log.md after appending `entry`; a missing log starts with a title. */
export function appendLog(existing: string | null, entry: string): string {
  const head =
    existing === null || existing.trim() === '' ? '# Wiki log\n' : existing.replace(/\s*$/, '\n');
  return `${head}\n${entry}`;
}
