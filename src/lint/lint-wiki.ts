// `wiki-ingest lint`, the pure part: a wiki at one commit (its pages, index.md, the commit's tree
// listing and, when history is at hand, when each stale file first changed) in, findings out.
// Free and deterministic: no model, no clock, no file system; the same input gives the same
// report byte for byte. The CLI feeds it from git; the action will feed it from the GitHub API.
import { freshnessOf } from '../wiki/freshness.js';
import type { Freshness } from '../types.js';
import { buildMap } from '../wiki/map.js';
import { type TreeListing, type SinceMap } from '../wiki/provenance.js';
import { compareCodePoints } from '../wiki/text.js';
import { DEFAULT_CAPS, type Caps, type Page } from '../wiki/types.js';
import { frontmatterFindings } from './front-matter.js';
import { linkFindings } from './links.js';
import { provenanceFindings } from './provenance.js';
import type { RenameMap } from './renames.js';
import { splitGeneratedCovers } from './generated-covers.js';
import { deadReferenceFindings, type DeadReference } from './dead-references.js';
import type { GeneratedFiles } from '../paths/generated.js';
import { RULE_IDS, type Finding, type LintRuleId, type Severity } from './rules.js';
import { capFindings, duplicateTitleFindings, indexFinding } from './wiki.js';

export interface LintInput {
  pages: readonly Page[];
  /** The wiki's index.md at the same commit; null when it has none. */
  index: string | null;
  /** The commit's files (path → object id), for stale and missing-source. */
  tree: TreeListing;
  /** The caps the map is built with (the map inputs), for index-drift and cap. */
  caps?: Caps;
  /** When each stale or missing file first changed after its stamp, by `path@blob`. */
  since?: SinceMap;
  /** Where missing covered files went, as history shows it, by the covered path. */
  renames?: RenameMap;
  /** Which files are generated (by path): their covers are a generated-cover warning. */
  generated?: Pick<GeneratedFiles, 'byPath'>;
  /** Names pages give that the commit each was last written at held and HEAD does not. */
  dead?: readonly DeadReference[];
}

/** `lint --json`: the page count, every finding in report order, and a count for every rule. */
export interface LintReport {
  pages: number;
  findings: Finding[];
  counts: Record<LintRuleId, number>;
  /** The share of covering pages whose covers are all current, and the stale covers' count. */
  freshness?: Freshness;
}

const rank = new Map<LintRuleId, number>(RULE_IDS.map((id, i) => [id, i]));

/** Rule order, then page, then file, then detail: the same report for the same wiki. */
function compareFindings(a: Finding, b: Finding): number {
  return (
    rank.get(a.rule)! - rank.get(b.rule)! ||
    compareCodePoints(a.page, b.page) ||
    compareCodePoints(a.file ?? '', b.file ?? '') ||
    compareCodePoints(a.detail, b.detail)
  );
}

export function lintWiki(input: LintInput): LintReport {
  const map = buildMap(input.pages, input.caps ?? DEFAULT_CAPS);
  const covered = splitGeneratedCovers(input.pages, input.generated);
  const findings = [
    ...linkFindings(input.pages),
    ...provenanceFindings(covered.pages, input.tree, input.since, input.renames),
    ...covered.findings,
    ...deadReferenceFindings(input.dead ?? []),
    ...frontmatterFindings(input.pages),
    ...indexFinding(map, input.index, input.pages),
    ...duplicateTitleFindings(input.pages),
    ...capFindings(map),
  ].sort(compareFindings);
  const counts = Object.fromEntries(RULE_IDS.map((id) => [id, 0])) as Record<LintRuleId, number>;
  for (const f of findings) counts[f.rule]++;
  const freshness = freshnessOf(covered.pages, input.tree);
  return { pages: input.pages.length, findings, counts, freshness };
}

/** `--fail-on`: the lowest severity that fails the command; `never` fails on none. */
export type FailOn = 'error' | 'warning' | 'never';
export const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'never'];

const FAILS: Record<FailOn, readonly Severity[]> = {
  error: ['error'],
  warning: ['error', 'warning'],
  never: [],
};

/** 1 when a finding at or above `failOn` exists, else 0 (information never fails). */
export function lintExitCode(report: LintReport, failOn: FailOn): 0 | 1 {
  return report.findings.some((f) => FAILS[failOn].includes(f.severity)) ? 1 : 0;
}
