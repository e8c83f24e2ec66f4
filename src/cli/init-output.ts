// What `wiki-ingest init` asks and prints: --yes or a terminal's answer, the plan and its forecast, the progress of its batches, and how
// a run ended (written, stopped, interrupted), as text or --json.
import { createInterface } from 'node:readline/promises';
import type { Config } from '../config.js';
import type { PlannedPage } from '../ingest/init-task.js';
import type { InitForecast } from '../init/forecast.js';
import type { InitPlan } from '../init/plan.js';
import type { InitOutcome, InitProgress } from '../init/write-plan.js';
import { firstRefusals, refusedCount } from '../log/outcome.js';
import { money } from '../ledger/money.js';
import { oneLine, safeLines } from '../security/output.js';
import type { InitState } from '../init/state.js';
import { UsageError } from './flags.js';

export const planLines = (pages: PlannedPage[], done: ReadonlySet<string>): string[] =>
  pages.flatMap((p) => [
    `  ${done.has(p.slug) ? 'written ' : ''}${p.slug} (${p.type}) "${p.title}": ${p.covers.length ? p.covers.join(', ') : 'no file'}`,
    ...(p.scope ? [`      ${p.scope}`] : []),
    ...(p.related?.length ? [`      related: ${p.related.join(', ')}`] : []),
  ]);

export function forecastLine(f: InitForecast, config: Config): string {
  const c = f.cost_usd;
  return `Forecast: ${f.calls} model calls, about ${f.input_tokens.toLocaleString('en-US')} prompt tokens; low ${money(c.low)} · expected ${money(c.expected)} · high ${money(c.high)} (${config.ingestModel}; max-cost-usd ${money(config.maxCostUsd)}).`;
}

/** A progress bar on a terminal, one line per batch otherwise (logs, CI). */
export function progress(tty: boolean): (p: InitProgress) => void {
  return (p) => {
    const width = 20;
    const filled = Math.round((width * p.batch) / p.batches);
    const line = `init [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] batch ${p.batch}/${p.batches} · ${p.written}/${p.total} pages · ${money(p.cost_usd)}`;
    if (tty) process.stderr.write(`\r${line}${p.batch === p.batches ? '\n' : ''}`);
    else
      process.stderr.write(
        safeLines([
          `batch ${p.batch} of ${p.batches}: ${p.created.length ? p.created.join(', ') : 'no page'} written; ${p.written} of ${p.total} pages, ${money(p.cost_usd)} so far`,
        ]),
      );
  };
}

/** The part of a run's spend booked at an estimate (calls never answered), or ''. */
const estimatedPart = (o: InitOutcome): string =>
  o.estimated_usd > 0
    ? `, ${money(o.estimated_usd)} of it the estimate of calls sent and never answered (an interrupted one is billed all the same)`
    : '';

/** An interrupted run: what it did, how to go on; exit 130 (as a shell reports SIGINT). */
export function interrupted(which: string, outcome: InitOutcome | null, config: Config): number {
  process.stderr.write(
    safeLines([
      `Interrupted (${which}).${outcome ? ` Wrote ${outcome.written.length} page(s) into ${config.wikiPath}/ in this run; ${money(outcome.cost_usd)} spent${estimatedPart(outcome)}.` : ''}${outcome?.logged ? ' The init entry of log.md says what the plan has written so far.' : ''}`,
      'run `wiki-ingest init` again to continue',
    ]),
  );
  return 130;
}

/** The forecast as --json prints it. */
export const forecastView = (f: InitForecast): InitForecast => ({
  calls: f.calls,
  input_tokens: f.input_tokens,
  cost_usd: f.cost_usd,
});

export function printPlan(
  plan: InitPlan,
  existing: ReadonlySet<string>,
  f: { forecast: InitForecast; over: string | null },
  config: Config,
  json: boolean,
  notes: string[],
  saved: string,
): number {
  if (notes.length) process.stderr.write(safeLines(notes));
  const forecast = forecastView(f.forecast);
  const warnings = [...plan.warnings, ...(f.over ? [f.over] : [])];
  if (json) {
    const pages = plan.pages.map(({ slug, title, type, scope, covers, related }) => ({
      slug,
      title,
      type,
      scope: scope ?? '',
      covers,
      related: related ?? [],
    }));
    process.stdout.write(
      JSON.stringify({
        pages,
        forecast,
        warnings,
        saved: plan.pages.length ? saved : null,
      }) + '\n',
    );
    return 0;
  }
  process.stdout.write(
    safeLines([
      `Plan: ${plan.pages.length} pages for ${config.wikiPath}/ from commit ${plan.head.slice(0, 12)} (${plan.model}):`,
      ...planLines(plan.pages, existing),
      ...plan.warnings.map((w) => `warning: ${w}`),
      forecastLine(forecast, config),
      ...(f.over ? [`warning: ${f.over}`] : []),
      plan.pages.length
        ? `Nothing was written. The plan is saved at ${saved}: wiki-ingest init (without --plan) writes it without planning again; --replan plans anew.`
        : 'Nothing was written, and nothing is saved: the plan has no page.',
    ]),
  );
  return 0;
}

export function report(
  outcome: InitOutcome,
  config: Config,
  json: boolean,
  state: InitState,
): number {
  const done = outcome.remaining.length === 0 && !outcome.stopped;
  if (json)
    process.stdout.write(
      JSON.stringify({
        written: outcome.written,
        remaining: outcome.remaining,
        cost_usd: Math.round(outcome.cost_usd * 10_000) / 10_000,
        plan_cost_usd: Math.round((state.spent_usd ?? 0) * 10_000) / 10_000,
        stopped: outcome.stopped,
        tool_errors: outcome.toolErrors,
        refused: outcome.refused,
      }) + '\n',
    );
  else
    process.stdout.write(
      safeLines([
        outcome.logged
          ? `Wrote ${outcome.written.length} page(s) into ${config.wikiPath}/ (uncommitted), ${config.mapFile} and the init entry of log.md; ${money(outcome.cost_usd)} spent in this run${estimatedPart(outcome)}, ${money(state.spent_usd ?? 0)} on the plan in all.`
          : `Wrote no page; ${money(outcome.cost_usd)} spent in this run${estimatedPart(outcome)} (kept in the plan's books, logged by the run that writes its pages).`,
        ...outcome.written.map((s) => `  created ${config.wikiPath}/${s}.md`),
        ...(outcome.stopped ? [`Stopped: ${outcome.stopped}`] : []),
        ...refusedLines(outcome.refused),
        ...(outcome.toolErrors.length
          ? [
              "The agent's tool errors in that batch:",
              ...outcome.toolErrors.map((e) => `  - ${oneLine(e, 500)}`),
            ]
          : []),
        ...(outcome.remaining.length
          ? [
              `Still to write: ${outcome.remaining.join(', ')}. Run wiki-ingest init again to continue.`,
            ]
          : []),
        ...outcome.reports.flatMap((r) => r.warnings.map((w) => `warning: ${w}`)),
      ]),
    );
  return done ? 0 : 1;
}

/** The refused calls of the run's batches: counted by tool, the first few with their reasons. */
function refusedLines(refused: InitOutcome['refused']): string[] {
  const count = refusedCount(refused);
  if (!count) return [];
  return [`Refused: ${count}`, ...firstRefusals(refused, 5).map((r) => `  - ${oneLine(r, 500)}`)];
}

/**
 * Without a terminal, --yes is required (nothing is written unasked): said before any call, with
 * the saved plan's forecast against max-cost-usd when it passes it.
 */
export function refuseUnasked(values: Record<string, unknown>, over: string | null = null): void {
  if (values.plan !== true && values.yes !== true && !process.stdin.isTTY)
    throw new UsageError(
      `init writes pages only when confirmed: pass --yes (or run it at a terminal to be asked). Nothing was planned or written; init --plan plans and saves the plan for review.${over ? ` ${over}` : ''}`,
    );
}

/** Asks on a terminal (refuseUnasked said already when there is none). */
export async function confirmed(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}
