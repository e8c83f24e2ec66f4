// Tier 3 over the merges that continue: consecutive runs that fit max-iterations (the rule is
// src/catchup/batches.ts's), each published before the next starts, each merge settled.
import { withIngest, withLaterRun, withRunLabel, type Candidate } from '../fold.js';
import type { RunNote, Spent } from '../catchup/batches.js';
import type { MessagesClient } from '../llm/messages.js';
import { emptyUsage, sumCost } from '../llm/usage.js';
import { money } from '../ledger/money.js';
import type { Workspace } from '../ports.js';
import type { IngestResult } from '../ingest/stage.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { MergeInfo, Report } from '../types.js';
import { anthropicClient } from './client.js';
import { publish } from './publish.js';
import { withDecision, spendRecorded, deferAll } from './report-fold.js';
import { followInput } from './skip-publish.js';
import type { Run } from './state.js';

/** What one Tier 3 run of a catch-up is given beside its merges. */
interface BatchAt {
  index: number;
  of: number;
  /** What it is called in the report when there are several: `Tier 3 run 2 of 3 (merges 8–14)`. */
  label: string;
  client: MessagesClient;
  likelyType: string | null;
}

/** How a Tier 3 run of a catch-up ended. */
interface BatchStep {
  /** The report with the run folded in (unchanged when its first call was refused). */
  report: Report;
  /** Whether a model call was made: a run refused before its first call has nothing to fold. */
  ran: boolean;
  /** Its files were published: the next run may start. */
  published: boolean;
  cost_usd: number | null;
  /** What it published, or why nothing, for the run's reason. */
  said: string;
}

/**
 * The merges that continue, in consecutive Tier 3 runs that fit max-iterations (the rule is
 * src/catchup/batches.ts's; one merge, or a catch-up that fits, is one run), each followed by the
 * one publish before the next starts. A run that publishes nothing, or that what the runs before it
 * left of the budgets cannot pay for, stops the catch-up there: its merges and the later ones wait.
 */
export async function ingestAndPublish(
  run: Run,
  going: Candidate[],
  likelyType: string | null,
): Promise<Report> {
  const { config } = run;
  const plan = await import('../catchup/batches.js');
  const batches = plan.batchesOf(going, config);
  const client = await anthropicClient(run);
  const notes: RunNote[] = [];
  const spent: Spent = { merges: 0, cost_usd: 0 };
  let report = run.report;
  let stop: string | null = null;
  let published = 0;
  for (const [index, batch] of batches.entries()) {
    const from = batches.slice(0, index).flat().length + 1;
    const span = { from, to: from + batch.length - 1 };
    const label = plan.runLabel(span, index, batches.length);
    stop ??=
      index === 0
        ? null
        : plan.startRefusal(batch.length, spent, {
            maxCostUsd: config.maxCostUsd,
            scope: run.scope,
          });
    if (stop) {
      plan.deferMerges(batch, `${label} was not started: ${stop}`);
      notes.push({ ...span, said: 'not started, deferred' });
      continue;
    }
    const at = { index, of: batches.length, label, client, likelyType };
    const step = await ingestBatch(run, batch, at, report);
    if (batches.length === 1 || (index === 0 && !step.ran)) return step.report;
    report = index > 0 && step.ran ? withLaterRun(report, step.report) : step.report;
    spent.merges += batch.length;
    spent.cost_usd = sumCost([spent.cost_usd, step.cost_usd]);
    notes.push({ ...span, said: step.said });
    if (step.published) published++;
    else stop = `${label} published nothing`;
  }
  const failed = going.some((c) => c.decision.decision === 'failed');
  return withDecision(report, {
    tier: 3,
    decision: failed ? 'failed' : published > 0 ? 'process' : report.decision.decision,
    reason: plan.catchUpReason(notes, config),
  });
}

/**
 * One Tier 3 run over `batch`, then the one publish of what it wrote. The first run works on the
 * wiki the run read before any call and carries the skip entries; a later one reads the wiki again,
 * so it works on (and its publish guards against) the commit the run before it made.
 */
async function ingestBatch(
  run: Run,
  batch: Candidate[],
  at: BatchAt,
  base: Report,
): Promise<BatchStep> {
  const { config, deps } = run;
  const later = at.index > 0;
  const workspace = await run.workspace();
  const snapshot = later || !run.snapshot ? await workspace.loadWiki() : run.snapshot;
  const skipped =
    !later && config.logSkips
      ? (await import('../catchup/skips.js')).skipEntries(run.candidates, snapshot.wiki.pages)
      : [];
  const newest = batch[batch.length - 1]!.merge;
  const ingest = deps.stages?.ingest ?? (await import('../ingest/stage.js')).runIngest;
  const t3 = await ingest({
    merge: newest,
    ...(batch.length > 1 ? { sources: batch.map((c) => c.merge) } : {}),
    ...(skipped.length ? { skipped } : {}),
    // The client's scope holds what the runs before it left of max-cost-usd; its prompt says so.
    config,
    client: at.client,
    snapshot,
    readSource: workspace.readSource(newest),
    ...(workspace.blobAt ? { blobAt: workspace.blobAt(newest) } : {}),
    ...(workspace.sourceIndex ? { sourceIndex: workspace.sourceIndex(newest) } : {}),
    ...(run.generated ? { generated: run.generated } : {}),
    likelyType: at.likelyType,
    // Each log.md entry states what its own run cost (the first one the triage too): summed, the
    // entries give the whole run's spend, never counting a call twice.
    earlier: later
      ? { usage: emptyUsage(), cost_usd: 0 }
      : { usage: base.usage, cost_usd: base.cost_usd },
    clock: () => run.now,
    ...(run.redactor ? { redactor: run.redactor } : {}),
    // The first run's commit logs the skips too: their renames and deletions move covers with it.
    repair: await followInput(
      later
        ? batch
        : run.candidates.filter((c) => batch.includes(c) || c.decision.decision === 'skip'),
      run,
    ),
  });
  return publishBatch(run, batch, at, base, { t3, snapshot, workspace, newest });
}

/** Tier 3's result for a batch, checked against the day and published; its merges settled. */
async function publishBatch(
  run: Run,
  batch: Candidate[],
  at: BatchAt,
  base: Report,
  done: { t3: IngestResult; snapshot: WikiSnapshot; workspace: Workspace; newest: MergeInfo },
): Promise<BatchStep> {
  const { config } = run;
  const { t3, snapshot, workspace, newest } = done;
  const later = at.index > 0;
  const cost_usd = t3.result.cost_usd;
  const batches = await import('../catchup/batches.js');
  // A daily-limit refusal of Tier 3's first call spent nothing on it: the merges wait (the day
  // moves on). max-cost-usd refusing it is a budget stop like any other, retried once.
  const dayRefused = /^Budget max-daily-cost-usd/.test(t3.result.reason);
  if (t3.budget && t3.result.iterations === 0 && !t3.output && dayRefused) {
    const why = t3.result.reason.replace(/^Budget /, '');
    if (!later)
      return { report: deferAll(run, why), ran: false, published: false, cost_usd, said: '' };
    batches.deferMerges(batch, `${at.label}: ${why}`);
    return { report: base, ran: false, published: false, cost_usd, said: `not started (${why})` };
  }
  // With several Tier 3 runs, each one's row in the report's tiers says which run it was.
  let report = withIngest(base, at.of > 1 ? withRunLabel(t3, at.label) : t3);
  const ledgers = run.ledger ? await import('../catchup/run-ledger.js') : undefined;
  const overCap =
    t3.output && run.ledger && ledgers
      ? await ledgers.concurrentOverCap(run.ledger, config.maxDailyCostUsd, run.clock())
      : null;
  if (overCap) report = withDecision(report, { tier: 3, decision: 'skip', reason: overCap });
  else if (t3.output) report = await publish(report, workspace, t3.output, newest, snapshot, run);
  const stopped =
    overCap !== null || (t3.budget !== undefined && report.decision.decision === 'failed');
  // A later run stopped by a budget had only what the runs before it left: its merges wait for a
  // catch-up where they come first, and are not counted as budget stops of their own.
  if (later && stopped) {
    const why = `${at.label} was stopped by a budget (${money(cost_usd)} spent, ${spendRecorded(config, run.scope)}) with nothing published: ${overCap ?? t3.result.reason}`;
    batches.deferMerges(batch, why);
    return {
      report,
      ran: true,
      published: false,
      cost_usd,
      said: `stopped, ${money(cost_usd)} spent, nothing published; deferred`,
    };
  }
  const published = settle(run, batch, report, t3, overCap !== null, !later);
  const sha = published ? report.publish?.commit_sha : undefined;
  if (sha) run.commits.push(sha);
  if (batch.some((c) => c.outcome === 'budget'))
    report = {
      ...report,
      warnings: [
        ...report.warnings,
        `A budget stopped Tier 3 (${money(t3.result.cost_usd)} spent, ${spendRecorded(config, run.scope)})${retried(run, batch.length)}`,
      ],
    };
  return { report, ran: true, published, cost_usd, said: batches.runSaid(report, t3, published) };
}

/**
 * Each merge a Tier 3 run covered: its decision in the report and its outcome for the ledger; true
 * when the run's files were published. `logsSkips`: the run whose commit carried the skip entries.
 */
function settle(
  run: Run,
  going: Candidate[],
  report: Report,
  t3: { result: { cost_usd: number | null }; budget?: { partial: boolean } },
  refused: boolean,
  logsSkips: boolean,
): boolean {
  const failed = report.decision.decision === 'failed';
  const published = !failed && !refused;
  const share = t3.result.cost_usd === null ? null : t3.result.cost_usd / going.length;
  for (const c of going) {
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: refused ? 'deferred' : failed ? 'failed' : 'process',
      rule: null,
      reason: report.decision.reason,
    };
    c.cost_usd = c.cost_usd === null || share === null ? null : (c.cost_usd ?? 0) + share;
    c.outcome =
      refused || (t3.budget && !published)
        ? 'budget'
        : !published
          ? 'failed'
          : t3.budget?.partial
            ? 'partial'
            : 'process';
  }
  // Skipped merges are logged with the (first) wiki commit: the ledger records them with it.
  if (logsSkips && published && report.publish?.commit_sha)
    for (const c of run.candidates) if (c.decision.decision === 'skip') c.outcome = 'skip';
  return published;
}

/** What becomes of merges a budget stopped: catch-up retries them where a ledger remembers them. */
const retried = (run: Run, merges: number): string =>
  run.ledger && run.config.publishMode !== 'dry-run'
    ? `; catch-up retries ${merges === 1 ? 'this merge' : 'these merges'} once by itself, and after a second budget stop only a run started by hand (workflow_dispatch) does.`
    : '.';
