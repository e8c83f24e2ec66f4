// `mode: lint` with `lint-fix: true`: the free repairs and one Tier 3 run over the stale pages.
import type { Config } from '../config.js';
import type { PipelineDeps, Workspace } from '../ports.js';
import { type WikiSnapshot, capsOf } from '../wiki/types.js';
import type { PageRepair } from '../ingest/finalize.js';
import type { RenameMap } from '../lint/renames.js';
import type { Fix } from '../lint/fix.js';
import type { LintFixTask } from '../ingest/lint-fix-task.js';
import type { TreeListing } from '../wiki/provenance.js';
import type { DeadReference } from '../lint/dead-references.js';
import type { RepairTarget } from '../lint/repair-targets.js';
import type { GeneratedFiles } from '../paths/generated.js';
import type { MergeInfo, Report } from '../types.js';
import { workspaceOf } from './client.js';
import { publish } from './publish.js';
import { initReport, withDecision, foreignMap } from './report-fold.js';
import { runTask } from './task.js';

/** What the lint mode read for a lint-fix run: the branch head's files and where gone ones went. */
export interface LintFixInput {
  /** The default branch's head. */
  head: string;
  /** Its files (path → object id). */
  tree: TreeListing;
  /** Missing covered files history shows renamed (to a path the head holds) or deleted. */
  renames: RenameMap;
  deleted: ReadonlyMap<string, string>;
  /** Which files are generated at the head (a cover never moves onto one). */
  generated?: GeneratedFiles;
  /** When each page was last written (ms, by slug): the oldest stamps are checked first. */
  writtenAt?: ReadonlyMap<string, number>;
  /** Names pages give that HEAD no longer holds: their pages are checked too, told of them. */
  dead?: readonly DeadReference[];
  /** Only these pages (slugs) are checked (`refresh --pages`); absent: every one that needs it. */
  only?: readonly string[];
}

/** Which pages a repair run took and which it leaves for the next one, oldest stamp first. */
export interface RepairOutcome {
  /** The pages Tier 3 was asked to check. */
  taken: string[];
  /** Of those, the pages it wrote or confirmed. */
  checked: string[];
  /** The pages left for the next run: past max-pages-changed, or not reached within max-cost-usd. */
  left: string[];
}

/** A lint-fix run's report, with what it took and left. */
export type LintFixReport = Report & { repair?: RepairOutcome };

/** The Tier 3 task over the pages taken: their changed files, dead references and the free repairs. */
function taskOf(head: string, taken: readonly RepairTarget[], fixes: readonly Fix[]): LintFixTask {
  const dead = taken.flatMap((t) => t.dead);
  return {
    head,
    stale: taken.map((t) => ({
      slug: t.slug,
      files: t.stale.map((c) => ({ path: c.path, stamp: c.blob, now: c.now })),
    })),
    fixes: fixes.map((f) => `${f.page}: ${f.detail}`),
    ...(dead.length
      ? {
          deadReferences: dead.map((d) => ({
            slug: d.page,
            written: d.ref.written,
            ...(d.removed ? { removed: d.removed.commit } : {}),
            ...(d.renamed ? { renamed: d.renamed } : {}),
          })),
        }
      : {}),
  };
}

/** What a run's changes say it checked of the pages taken (pages Tier 3 wrote carry line counts). */
function outcomeOf(
  report: Report,
  taken: readonly string[],
  later: readonly string[],
  files: ReadonlyMap<string, string>,
): RepairOutcome {
  const written = new Set(report.changes.filter((c) => c.lines).map((c) => c.path));
  const checked = taken.filter((slug) => written.has(files.get(slug) ?? ''));
  const left = [...taken.filter((slug) => !checked.includes(slug)), ...later];
  return { taken: [...taken], checked, left };
}

/** The report's word on the pages a budget left, oldest stamp first. */
function leftWarning(o: RepairOutcome, maxPages: number, pastCap: number): string[] {
  if (o.left.length === 0) return [];
  const cap = pastCap
    ? ` (${pastCap} past max-pages-changed, ${maxPages})`
    : ' (max-cost-usd did not reach them)';
  return [
    `Left for the next run${cap}, oldest stamp first: ${o.left.map((s) => `[[${s}]]`).join(', ')}.`,
  ];
}

/**
 * `mode: lint` with `lint-fix: true`, and `wiki-ingest refresh`: the free repairs of `lint --fix`
 * and one Tier 3 run over the pages with stale covers or dead references (the oldest stamps first,
 * at most max-pages-changed of them, within max-cost-usd), published together — in the action as
 * one commit on the rolling pull request, never a direct commit; in the CLI into the working tree.
 * A map-file a person wrote stops it before any call. Without such a page, no model is called.
 */
export async function runLintFix(
  input: LintFixInput,
  config: Config,
  deps: PipelineDeps,
): Promise<LintFixReport> {
  // The action (which keeps a ledger) proposes the repairs on the rolling pull request, never as
  // a direct commit; the CLI, which keeps none, writes them into the working tree.
  if (deps.ledger && config.publishMode !== 'pull-request' && config.publishMode !== 'dry-run')
    throw new Error('A lint-fix run publishes only to the rolling pull request (pr-branch).');
  const [
    { lintRepair },
    lintFix,
    { coverablePath },
    { staleness },
    { repairTargets },
    fresh,
    { withStaleDiffs },
  ] = await Promise.all([
    import('../lint/fix.js'),
    import('../ingest/lint-fix-task.js'),
    import('../prefilter/coverable.js'),
    import('../wiki/provenance.js'),
    import('../lint/repair-targets.js'),
    import('../wiki/freshness.js'),
    import('./stale-diffs.js'),
  ]);
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const said: { fixes: Fix[]; refused: string[] } = { fixes: [], refused: [] };
  const repair = lintRepair({ ...input, coverable: coverablePath(config, input.generated) }, said);
  // Stale as the free repairs leave the pages: a moved cover keeps its stamp.
  const after = new Map(repair(snapshot.wiki.pages).pages.map((p) => [p.slug, p]));
  const repaired = snapshot.wiki.pages.map((p) => after.get(p.slug) ?? p);
  const stale = staleness(repaired, input.tree);
  const freshness = fresh.freshnessOf(repaired, input.tree);
  const targets = repairTargets(
    stale,
    input.dead ?? [],
    input.writtenAt,
    input.only ? new Set(input.only) : undefined,
  );
  const taken = targets.slice(0, config.maxPagesChanged);
  const later = targets.slice(taken.length).map((t) => t.slug);
  const listed = taskOf(input.head, taken, said.fixes);
  const merge = lintFix.lintFixMerge(listed);
  // The model is shown each file's change since its page's stamp, not two blob ids.
  const task = taken.length ? await withStaleDiffs(listed, workspace, merge) : listed;
  const refused = foreignMap(snapshot, config);
  const base = { ...initReport(merge, snapshot), freshness };
  if (refused) return withDecision(base, refused);
  if (taken.length === 0)
    return repairOnly(base, {
      snapshot,
      workspace,
      merge,
      repair,
      config,
      deps,
      fixes: said.fixes.length,
    });
  // Its spend is recorded in the ledger: max-cost-usd, the day's cap.
  const report = await runTask({ kind: 'lint-fix', lintFix: task }, config, deps, {
    redactor: new (await import('../security/redact.js')).Redactor(deps.secrets),
    recorded: true,
    repair,
    ...(input.generated ? { generated: input.generated } : {}),
    read: { workspace, snapshot },
  });
  const files = new Map(snapshot.wiki.pages.map((p) => [p.slug, `${config.wikiPath}/${p.file}`]));
  const outcome = outcomeOf(
    report,
    taken.map((t) => t.slug),
    later,
    files,
  );
  const warnings = leftWarning(outcome, config.maxPagesChanged, later.length);
  return { ...report, freshness, warnings: [...warnings, ...report.warnings], repair: outcome };
}

/** A lint-fix run with no stale page to check: the free repairs alone, if any, published. */
async function repairOnly(
  base: Report,
  o: {
    snapshot: WikiSnapshot;
    workspace: Workspace;
    merge: MergeInfo;
    repair: PageRepair;
    config: Config;
    deps: PipelineDeps;
    fixes: number;
  },
): Promise<Report> {
  const { config } = o;
  const { repairOnlyOutput } = await import('../ingest/lint-fix-task.js');
  const summary = `${o.fixes} free repair${o.fixes === 1 ? '' : 's'}; no stale page to check`;
  const out = repairOnlyOutput(
    o.snapshot,
    { wikiPath: config.wikiPath, mapFile: config.mapFile, caps: capsOf(config) },
    { merge: o.merge, repair: o.repair, summary, date: (o.deps.clock ?? (() => new Date()))() },
  );
  const done = withDecision(base, {
    tier: 1,
    decision: out ? 'process' : 'skip',
    reason: out
      ? `lint-fix: ${summary}; no model was called.`
      : 'lint-fix: nothing to repair and no stale page; nothing was written.',
  });
  if (!out) return done;
  const warned = { ...done, warnings: [...done.warnings, ...(out.warnings ?? [])] };
  return publish(warned, o.workspace, out, o.merge, o.snapshot, o);
}
