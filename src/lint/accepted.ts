// Findings a maintainer has accepted: a small YAML file in the wiki folder lists each by rule,
// page and fingerprint, and lint stays quiet about it until its pages change. The fingerprint is
// a hash of what identifies the finding and of the text of every page it is about, so editing
// one of those pages (or the finding changing, e.g. a stale file changing again) brings it back.
// Pure: the commands read the file from the same tree as the pages.
import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import * as z from '../zod.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';
import { DEEP_RULES, RULE_IDS, type Finding, type LintRuleId } from './rules.js';
import type { LintReport } from './lint-wiki.js';

/** The file's name inside the wiki folder (not a page: pages are `.md`). */
export const ACCEPTED_FILE = 'lint-accepted.yml';

export interface AcceptedEntry {
  rule: LintRuleId;
  page: string;
  fingerprint: string;
  /** Why it is accepted, for the next reader (lint does not use it). */
  reason?: string;
}

export interface AcceptedList {
  entries: AcceptedEntry[];
  /** What is wrong with the file, one sentence each (an entry that cannot be read is skipped). */
  problems: string[];
}

const FINGERPRINT = /^[0-9a-f]{12}$/;

const Entry = z.object({
  rule: z.enum(RULE_IDS),
  page: z.string().check(z.trim(), z.minLength(1)),
  fingerprint: z.string().check(z.trim(), z.toLowerCase(), z.regex(FINGERPRINT)),
  reason: z.optional(z.nullable(z.string())),
});

/** The accepted-findings file read leniently: what it lists, and what is wrong with it. */
export function parseAccepted(text: string | null): AcceptedList {
  if (text === null || text.trim() === '') return { entries: [], problems: [] };
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (e) {
    return {
      entries: [],
      problems: [`${ACCEPTED_FILE} is not valid YAML (${(e as Error).message.split('\n')[0]})`],
    };
  }
  if (doc === null || doc === undefined) return { entries: [], problems: [] };
  if (!Array.isArray(doc))
    return {
      entries: [],
      problems: [`${ACCEPTED_FILE} must be a list of {rule, page, fingerprint, reason?} entries`],
    };
  const entries: AcceptedEntry[] = [];
  const problems: string[] = [];
  doc.forEach((item: unknown, i) => {
    const parsed = z.safeParse(Entry, item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'entry';
      problems.push(
        `${ACCEPTED_FILE} entry ${i + 1}: ${field} ${field === 'fingerprint' ? 'must be the 12 hex digits lint prints' : `is invalid (${issue?.message ?? 'unreadable'})`}; the entry is ignored`,
      );
      return;
    }
    const { rule, page, fingerprint, reason } = parsed.data;
    entries.push({ rule, page, fingerprint, ...(reason ? { reason } : {}) });
  });
  return { entries, problems };
}

/** Every page a finding is about: its own and the others it names. */
const involved = (f: Finding): string[] =>
  [...new Set([f.page, ...(f.pages ?? [])])].sort(compareCodePoints);

/**
 * What identifies a finding apart from its pages' text. A model words a deep finding anew on
 * each run, so those are known by their pages (a contradiction) or concept (a missing page); a
 * free rule's detail is the same for the same wiki, and names what changes (blob shas, links).
 */
const identity = (f: Finding): string[] =>
  f.rule === 'contradiction'
    ? involved(f)
    : f.rule === 'missing-page'
      ? [(f.concept ?? f.detail).toLowerCase()]
      : [f.file ?? '', f.detail];

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * A finding's fingerprint: 12 hex digits over its rule, page, identity and the text of every
 * page it involves (`text` answers a slug, or `index.md`, with the file's text).
 */
export function fingerprintOf(f: Finding, text: (page: string) => string | undefined): string {
  const parts = [f.rule, f.page, ...identity(f)];
  for (const page of involved(f)) parts.push(page, sha256(text(page) ?? ''));
  return sha256(JSON.stringify(parts)).slice(0, 12);
}

/** A report as the commands print it: each finding fingerprinted, the accepted ones left out. */
export interface CheckedReport extends LintReport {
  /** How many findings the accepted-findings file silenced. */
  accepted: number;
}

export interface Acceptance {
  report: CheckedReport;
  /** The findings left out, fingerprinted. */
  silenced: Finding[];
  /** Entries that match no finding: fixed, or their pages changed since (remove or renew them). */
  unmatched: AcceptedEntry[];
}

/**
 * Fingerprints every finding and leaves out those `accepted` lists; counts follow. `deep`: the
 * report holds the deep rules' findings too, so an accepted deep finding that matches none is
 * unmatched (a free run cannot tell).
 */
export function applyAccepted(
  report: LintReport,
  wiki: { pages: readonly Page[]; index: string | null },
  accepted: readonly AcceptedEntry[],
  deep = false,
): Acceptance {
  const raw = new Map<string, string>(wiki.pages.map((p) => [p.slug, p.raw]));
  if (wiki.index !== null) raw.set('index.md', wiki.index);
  const key = (rule: string, page: string, fp: string): string => `${rule}\0${page}\0${fp}`;
  const wanted = new Map(accepted.map((a) => [key(a.rule, a.page, a.fingerprint), a]));
  const used = new Set<AcceptedEntry>();
  const findings: Finding[] = [];
  const silenced: Finding[] = [];
  for (const f of report.findings) {
    const fingerprint = fingerprintOf(f, (page) => raw.get(page));
    const entry = wanted.get(key(f.rule, f.page, fingerprint));
    if (entry) used.add(entry);
    (entry ? silenced : findings).push({ ...f, fingerprint });
  }
  const counts = Object.fromEntries(RULE_IDS.map((id) => [id, 0])) as Record<LintRuleId, number>;
  for (const f of findings) counts[f.rule]++;
  return {
    report: {
      pages: report.pages,
      findings,
      counts,
      ...(report.freshness ? { freshness: report.freshness } : {}),
      accepted: silenced.length,
    },
    silenced,
    unmatched: accepted.filter(
      (a) => !used.has(a) && (deep || !(DEEP_RULES as readonly string[]).includes(a.rule)),
    ),
  };
}

/** The notes a command prints about the file: its problems, then entries matching nothing. */
export function acceptedNotes(list: AcceptedList, unmatched: readonly AcceptedEntry[]): string[] {
  return [
    ...list.problems,
    ...unmatched.map(
      (a) =>
        `${ACCEPTED_FILE}: ${a.rule} on ${a.page} (${a.fingerprint}) matches no finding: it was fixed, or its pages changed since it was accepted; remove the entry, or accept the finding anew`,
    ),
  ];
}
