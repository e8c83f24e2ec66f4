// `mode: lint` with `lint-fix: true`: the free repairs and one Tier 3 run over the stale pages.
import type { Config } from '../config.js';
import type { PipelineDeps, WikiSnapshot, Workspace } from '../ports.js';
import type { PageRepair } from '../ingest/finalize.js';
import type { RenameMap } from '../lint/renames.js';
import type { Fix } from '../lint/fix.js';
import type { TreeListing } from '../wiki/provenance.js';
import { capsOf } from '../wiki/types.js';
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
}

/**
 * `mode: lint` with `lint-fix: true`: the free repairs of `lint --fix` and one Tier 3 run over the
 * stale pages (at most max-pages-changed of them, within max-cost-usd), published together as one
 * commit on the rolling pull request — never a direct commit. The wiki is read where that pull
 * request builds (its branch, else the default branch); a map-file a person wrote stops it before
 * any call. Without a stale page, no model is called.
 */
export async function runLintFix(
  input: LintFixInput,
  config: Config,
  deps: PipelineDeps,
): Promise<Report> {
  if (config.publishMode !== 'pull-request' && config.publishMode !== 'dry-run')
    throw new Error('A lint-fix run publishes only to the rolling pull request (pr-branch).');
  const [{ lintRepair }, lintFix, { coverablePath }, { staleness }, { withStaleDiffs }] =
    await Promise.all([
      import('../lint/fix.js'),
      import('../ingest/lint-fix-task.js'),
      import('../prefilter/coverable.js'),
      import('../wiki/provenance.js'),
      import('./stale-diffs.js'),
    ]);
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const said: { fixes: Fix[]; refused: string[] } = { fixes: [], refused: [] };
  const repair = lintRepair({ ...input, coverable: coverablePath(config, input.generated) }, said);
  // Stale as the free repairs leave the pages: a moved cover keeps its stamp.
  const after = new Map(repair(snapshot.wiki.pages).pages.map((p) => [p.slug, p]));
  const stale = staleness(
    snapshot.wiki.pages.map((p) => after.get(p.slug) ?? p),
    input.tree,
  ).filter((s) => s.stale.length > 0);
  const taken = stale.slice(0, config.maxPagesChanged);
  const listed = {
    head: input.head,
    stale: taken.map((s) => ({
      slug: s.slug,
      files: s.stale.map((c) => ({ path: c.path, stamp: c.blob, now: c.now })),
    })),
    fixes: said.fixes.map((f) => `${f.page}: ${f.detail}`),
  };
  const merge = lintFix.lintFixMerge(listed);
  // The model is shown each file's change since its page's stamp, not two blob ids.
  const task = taken.length ? await withStaleDiffs(listed, workspace, merge) : listed;
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(initReport(merge, snapshot), refused);
  const left = stale.length - taken.length;
  const note = left
    ? [
        `${left} more stale page${left === 1 ? '' : 's'} than max-pages-changed (${config.maxPagesChanged}) allows in one run: a later run takes ${left === 1 ? 'it' : 'them'}.`,
      ]
    : [];
  if (taken.length === 0)
    return repairOnly(initReport(merge, snapshot), {
      snapshot,
      workspace,
      merge,
      repair,
      config,
      deps,
      fixes: said.fixes.length,
    });
  // Its spend is recorded in the ledger: max-cost-usd, the day's cap.
  return runTask({ kind: 'lint-fix', lintFix: task }, config, deps, {
    redactor: new (await import('../security/redact.js')).Redactor(deps.secrets),
    recorded: true,
    repair,
    ...(input.generated ? { generated: input.generated } : {}),
    read: { workspace, snapshot },
    warnings: note,
  });
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
