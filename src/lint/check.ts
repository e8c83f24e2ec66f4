// One lint of a wiki at one commit, after the edge has read it: the CLI from git, the action
// through the GitHub API. The free rules, `since` from whatever history the edge can walk, the
// deep rules when asked, then the accepted findings left out; plus the notes a person should
// read (wiki warnings the rules do not already report, problems with the accepted file).
import type { Cover } from '../wiki/covers.js';
import { type TreeListing, missingPaths, sinceTargets, type SinceMap } from '../wiki/provenance.js';
import type { TreeSource } from '../wiki/tree.js';
import type { Caps, Page, WikiSnapshot, WikiTree } from '../wiki/types.js';
import {
  ACCEPTED_FILE,
  acceptedNotes,
  applyAccepted,
  parseAccepted,
  type Acceptance,
  type AcceptedList,
} from './accepted.js';
import { lintWiki, type LintReport } from './lint-wiki.js';
import { splitGeneratedCovers } from './generated-covers.js';
import type { RenameMap } from './renames.js';
import { loadGeneratedFiles, nestedAttributes, type GeneratedFiles } from '../paths/generated.js';
import { RULE_IDS, type Finding, type LintRuleId } from './rules.js';
import type { DeadReferences } from './dead-references.js';

/** What an edge read at one commit. */
export interface WikiAtCommit {
  snapshot: WikiSnapshot;
  /** The commit's files (one recursive tree read, or `git ls-tree -r`). */
  tree: TreeListing;
  /** The accepted-findings file's text, null when the wiki has none. */
  accepted: string | null;
  /** Which files are generated at that commit (ignore-paths, its .gitattributes files). */
  generated?: GeneratedFiles;
}

/** The deep pass's part of a lint: its findings and what it wants said. */
export interface DeepFindings {
  findings: Finding[];
  notes: string[];
}

export interface CheckInput {
  wiki: WikiAtCommit;
  caps: Caps;
  /** When each stale or missing stamp's file first changed; an edge without history gives none. */
  since?: (targets: Cover[]) => Promise<SinceMap>;
  /** Where each missing covered file went (renames history shows); absent: not looked up. */
  renames?: (missing: string[]) => Promise<RenameMap>;
  /** The dead-reference rule's history (local git); absent: the rule is not run. */
  deadReferences?: (pages: readonly Page[]) => Promise<DeadReferences>;
  /** The deep pass (lint --deep), given the free report; absent for a free lint. */
  deep?: (report: LintReport) => Promise<DeepFindings>;
}

export interface CheckResult extends Acceptance {
  accepted: AcceptedList;
  /** For a person: wiki warnings the rules do not report, the accepted file's problems. */
  notes: string[];
}

/** The accepted-findings file of a wiki tree, read through the same source as its pages. */
export async function readAccepted(source: TreeSource, at: WikiTree): Promise<string | null> {
  const entry = at.entries[ACCEPTED_FILE];
  if (!entry || entry.mode === '120000' || entry.mode === '160000') return null;
  const blobs = await source.readBlobs([entry.sha]);
  return blobs.get(entry.sha)?.toString('utf8') ?? null;
}

/**
 * Which files are generated at a commit: ignore-paths and the .gitattributes files of its listing
 * (the root's and every nested one), read in one batch through the same source as the pages.
 */
export function generatedAt(
  source: TreeSource,
  tree: TreeListing,
  ignorePaths: readonly string[],
): Promise<GeneratedFiles> {
  const nested = nestedAttributes(tree.keys());
  const shas = ['.gitattributes', ...nested].flatMap((p) => tree.get(p) ?? []);
  const blobs = shas.length ? source.readBlobs(shas) : null;
  return loadGeneratedFiles(
    ignorePaths,
    async (path) => {
      const sha = tree.get(path);
      if (sha === undefined || !blobs) return null;
      return (await blobs).get(sha)?.toString('utf8') ?? null;
    },
    nested,
  );
}

/**
 * The wiki's own warnings the rules do not already report (the front-matter rule covers what
 * parsePage says about a page's front-matter): slugs taken twice, links skipped, bad UTF-8.
 */
export function otherWarnings(warnings: readonly string[], pages: readonly Page[]): string[] {
  const MARK = ': front-matter ';
  const files = new Set(pages.map((p) => p.file));
  return warnings.filter((w) => {
    const at = w.indexOf(MARK);
    return at < 0 || !files.has(w.slice(0, at));
  });
}

const rank = new Map<LintRuleId, number>(RULE_IDS.map((id, i) => [id, i]));

/** The free report with the deep findings merged in, in report order. */
function merged(report: LintReport, deep: readonly Finding[]): LintReport {
  if (deep.length === 0) return report;
  const findings = [...report.findings, ...deep].sort(
    (a, b) => rank.get(a.rule)! - rank.get(b.rule)!,
  );
  const counts = { ...report.counts };
  for (const f of deep) counts[f.rule]++;
  return { ...report, findings, counts };
}

const deadUnreadNote = (n: number): string =>
  `the backticked names of ${n} page${n === 1 ? '' : 's'} were not checked against history for dead references (the commits read per lint are bounded); they are checked as others are fixed`;

export async function checkWiki(input: CheckInput): Promise<CheckResult> {
  const { snapshot, tree, generated } = input.wiki;
  const { pages } = snapshot.wiki;
  // A generated file's stamp is not worth a history lookup: its cover is a warning of its own.
  const checked = splitGeneratedCovers(pages, generated).pages;
  const since = input.since ? await input.since(sinceTargets(checked, tree)) : undefined;
  const missing = missingPaths(checked, tree);
  const renames = input.renames && missing.length ? await input.renames(missing) : undefined;
  const dead = input.deadReferences ? await input.deadReferences(pages) : undefined;
  const free = lintWiki({
    pages,
    index: snapshot.existing.index,
    tree,
    caps: input.caps,
    ...(since ? { since } : {}),
    ...(renames ? { renames } : {}),
    ...(generated ? { generated } : {}),
    ...(dead ? { dead: dead.dead } : {}),
  });
  const deep = input.deep ? await input.deep(free) : null;
  const accepted = parseAccepted(input.wiki.accepted);
  const acceptance = applyAccepted(
    merged(free, deep?.findings ?? []),
    { pages, index: snapshot.existing.index },
    accepted.entries,
    deep !== null,
  );
  return {
    ...acceptance,
    accepted,
    notes: [
      ...otherWarnings(snapshot.wiki.warnings, pages),
      ...acceptedNotes(accepted, acceptance.unmatched),
      ...(dead?.unread ? [deadUnreadNote(dead.unread)] : []),
      ...(deep?.notes ?? []),
    ],
  };
}
