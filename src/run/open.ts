// A run opened — the wiki read before any model call, the ledger, the merges to decide — and, at
// its end, what the ledger learns of it.
import type { Config } from '../config.js';
import { emptyReport, type OwnMerge } from '../fold.js';
import type { RunPlan } from '../catchup/plan.js';
import type { RunLedger } from '../catchup/run-ledger.js';
import type { PipelineDeps, Workspace } from '../ports.js';
import type { WikiSnapshot } from '../wiki/types.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import type { Report } from '../types.js';
import { runScope, workspaceOf } from './client.js';
import { withDecision, foreignMap } from './report-fold.js';
import type { Run } from './state.js';

/** The wiki, the ledger and the merges to decide; or the finished report when nothing is to do. */
export async function openRun(
  own: OwnMerge | null,
  config: Config,
  deps: PipelineDeps,
): Promise<Run | { done: Report }> {
  let workspace: Promise<Workspace> | undefined;
  const workspaceOnce = (): Promise<Workspace> => (workspace ??= workspaceOf(deps));
  const clock = deps.clock ?? (() => new Date());
  // Read before any model call: a wiki that cannot be read stops the run before anything is paid.
  const snapshot = deps.repo ? await (await workspaceOnce()).loadWiki() : undefined;
  const refused = snapshot && (missingWiki(snapshot, config) ?? foreignMap(snapshot, config));
  // A skip that only wanted to be written stays a skip: what stopped the write is said.
  if (refused && own?.t1.decision.decision === 'skip')
    return {
      done: {
        ...own.report,
        warnings: [...own.report.warnings, `The skip was not written: ${refused.reason}`],
      },
    };
  if (refused && own) return { done: withDecision(own.report, refused) };
  if (refused)
    return { done: { ...emptyReport(refused.reason, []), decision: { ...refused, rule: null } } };
  const plans = await import('../catchup/plan.js');
  let ledger: RunLedger | undefined;
  let plan: RunPlan | { done: Report };
  const history = snapshot && deps.lastTier === undefined ? deps.history : undefined;
  // The ledger is opened for a re-ingest too: its spend counts against the day like any other.
  if (snapshot && history) ledger = await openRunLedger(snapshot, config, deps, clock);
  if (history && !deps.reingest) {
    const { noLedger } = await import('../catchup/run-ledger.js');
    const view = ledger?.view ?? noLedger(deps.force ?? false);
    // The merges caught up with are seen against the wiki just read (covered-changes).
    const covered = snapshot
      ? { mode: config.coveredChanges, index: coversIndexOf(snapshot.wiki.pages) }
      : undefined;
    plan = await plans.catchUpPlan(own, config, history, view, covered);
  } else if (own) {
    plan = plans.ownMergeOnly(own);
  } else
    throw new Error(
      'A run without a merge of its own catches up from the branch history: it needs deps.history and deps.repo.',
    );
  const found = ledger?.warnings.splice(0) ?? [];
  if ('done' in plan)
    return { done: { ...plan.done, warnings: [...found, ...plan.done.warnings] } };
  const primary = plan.primary.report;
  return {
    ...plan,
    config,
    deps,
    own,
    report: { ...primary, warnings: [...primary.warnings, ...found, ...plan.warnings] },
    workspace: workspaceOnce,
    ...(snapshot ? { snapshot } : {}),
    ...(ledger ? { ledger } : {}),
    scope: ledger?.scope ?? runScope(config, deps),
    now: clock(),
    clock,
    commits: [],
  };
}

/** The action's ledger, when the edge gives one: what was decided and spent, for catch-up and the cap. */
async function openRunLedger(
  snapshot: WikiSnapshot,
  config: Config,
  deps: PipelineDeps,
  clock: () => Date,
): Promise<RunLedger | undefined> {
  if (!deps.ledger) return undefined;
  const ledgers = await import('../catchup/run-ledger.js');
  return ledgers.openRunLedger(deps.ledger, {
    cap: config.maxDailyCostUsd,
    budget: config.maxCostUsd,
    ...(deps.anthropic ? { given: deps.anthropic } : {}),
    log: snapshot.existing.log,
    force: deps.force ?? false,
    run: deps.runId ?? `run-${clock().getTime().toString(36)}`,
    clock,
    readOnly: config.publishMode === 'dry-run',
  });
}

/**
 * A wiki folder the head does not hold fails the run before any model is paid: a wrong wiki-path
 * would otherwise pay Tiers 2–3 to start a second wiki beside the real one.
 */
function missingWiki(
  snapshot: WikiSnapshot,
  config: Config,
): Pick<Report['decision'], 'tier' | 'decision' | 'reason'> | null {
  const at = snapshot.base;
  if (!at || at.tree !== null) return null;
  return {
    tier: 1,
    decision: 'failed',
    reason: `The wiki folder "${config.wikiPath}" is not in commit ${at.commit.slice(0, 12)}, so no model was called. Start the wiki with "wiki-ingest init" (the CLI, on a clone; commit what it writes), or set wiki-path to the folder that holds it.`,
  };
}

/**
 * The ledger learns how the run ended (each merge's outcome, the wiki commits, the spend not yet
 * recorded); what it could not write is said in the report.
 */
export async function record(run: Run, report: Report): Promise<Report> {
  if (!run.ledger) return report;
  const { outcomeRecords } = await import('../catchup/run-ledger.js');
  await run.ledger.store.append(
    outcomeRecords(run.candidates, run.commits, run.ledger.run, run.clock()),
  );
  const problems = run.ledger.warnings.splice(0);
  return problems.length ? { ...report, warnings: [...report.warnings, ...problems] } : report;
}
