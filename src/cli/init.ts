// `wiki-ingest init`: a wiki for a repository that has none (or a small one). One call to the
// cheap model plans the pages from the repository's shape (--plan prints the plan and what it
// will cost, and stops there); then, once confirmed, the pages are written in batches, each a
// Tier 3 run through the one orchestrator, into the working tree (uncommitted). The plan is kept
// in the git folder, so an init stopped by the budget or interrupted continues where it was.
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig, type Config } from '../config.js';
import { filesAt } from '../git/files.js';
import { headCommit } from '../git/tree.js';
import type { PlannedPage } from '../ingest/init-task.js';
import { batchesOf, initForecast, type InitForecast } from '../init/forecast.js';
import { checkSavedPlan, makePlan, type InitPlan, type InitRepo } from '../init/plan.js';
import { BATCH_PAGES, runInitPlan, type InitOutcome, type InitProgress } from '../init/run.js';
import { gated } from '../ledger/gate.js';
import type { MessagesClient } from '../llm/messages.js';
import { money } from '../llm/usage.js';
import { promptTokens } from '../llm/pricing.js';
import { safeLines } from '../security/output.js';
import type { SecretRegistry } from '../security/secrets.js';
import { gitSourceReader } from '../git/source.js';
import { mapFileProblem } from '../wiki/map-file.js';
import { localInitWorkspace } from '../workspace/local.js';
import { readState, statePath, writeState, type InitState } from './init-state.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';

export const spec: CommandSpec = {
  name: 'init',
  summary:
    "Starts a wiki for an existing repository: one cheap-model call plans the pages (and the files each covers) from the repository's files, README and docs; then the pages are written in batches by the Tier 3 agent into the working tree (uncommitted), within --max-cost-usd, resumable. Needs ANTHROPIC_API_KEY; honours ANTHROPIC_BASE_URL.",
  usage: '[--repo DIR] [--wiki-path P] [--plan] [--max-cost-usd N] [--yes] [--json] [input flags]',
  inputs: ['tier2', 'tier3', 'map'],
  flags: {
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'Repository to read and write (default: .).',
    },
    plan: {
      type: 'boolean',
      description: 'Print the planned pages and the cost forecast; write nothing.',
    },
    yes: { type: 'boolean', short: 'y', description: 'Write the pages without asking first.' },
    json: {
      type: 'boolean',
      description:
        'Print JSON: with --plan {"pages": [{slug, title, type, covers}], "forecast": {calls, input_tokens, cost_usd: {low, expected, high}}}; else what was written.',
    },
  },
};

interface Planned {
  plan: InitPlan;
  state: InitState;
  /** Made in this run (its call is this run's spend), or read back from the saved state. */
  fresh: boolean;
}

/** The saved plan for this wiki folder, else a new one (the one model call of --plan). */
async function planFor(
  repo: InitRepo,
  config: Config,
  path: string,
  existing: Awaited<ReturnType<ReturnType<typeof localInitWorkspace>['loadWiki']>>,
  secrets: SecretRegistry,
  client: () => Promise<MessagesClient>,
): Promise<Planned> {
  const saved = await readState(path, config.wikiPath);
  if (saved) {
    // Checked as the model's answer is: the file is as untrusted as the model.
    const warnings: string[] = [];
    const pages = checkSavedPlan(saved.pages, repo, config, warnings, path);
    const plan: InitPlan = {
      head: saved.head,
      pages,
      warnings,
      usage: {
        input_tokens: 0,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      cost_usd: 0,
      model: config.triageModel,
    };
    return { plan, state: { ...saved, pages }, fresh: false };
  }
  const plan = await makePlan(repo, existing.wiki, config, await client(), secrets);
  const state: InitState = {
    version: 1,
    wikiPath: config.wikiPath,
    head: plan.head,
    created: new Date().toISOString(),
    pages: plan.pages,
    unlogged_cost_usd: 0,
  };
  return { plan, state, fresh: true };
}

const planLines = (pages: PlannedPage[], done: ReadonlySet<string>): string[] =>
  pages.map(
    (p) =>
      `  ${done.has(p.slug) ? 'written ' : ''}${p.slug} (${p.type}) "${p.title}": ${p.covers.length ? p.covers.join(', ') : 'no file'}`,
  );

function forecastLine(f: InitForecast, config: Config): string {
  const c = f.cost_usd;
  return `Forecast: ${f.calls} model calls, about ${f.input_tokens.toLocaleString('en-US')} prompt tokens; low ${money(c.low)} · expected ${money(c.expected)} · high ${money(c.high)} (${config.ingestModel}; max-cost-usd ${money(config.maxCostUsd)}).`;
}

/** Asks on a terminal; without one, --yes is required (nothing is written unasked). */
async function confirmed(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY)
    throw new UsageError(
      'init writes pages only when confirmed: pass --yes (or run it at a terminal to be asked).',
    );
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

/** A progress bar on a terminal, one line per batch otherwise (logs, CI). */
function progress(tty: boolean): (p: InitProgress) => void {
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

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const config = await loadConfig(inputs, process.env);
    // Before the plan's call: its prompt is redacted with this registry.
    secrets.register(config.anthropicApiKey);
    secrets.register(config.githubToken);
    const repoDir = resolve((values.repo as string | undefined) ?? '.');
    const head = await headCommit(repoDir);
    const saved = await statePath(repoDir);
    const plannedAt = (await readState(saved, config.wikiPath))?.head ?? head;
    const repo: InitRepo = {
      head: plannedAt,
      files: await filesAt(repoDir, plannedAt),
      read: gitSourceReader(repoDir, plannedAt),
    };
    const workspace = localInitWorkspace(repoDir, config, { head: plannedAt });
    const snapshot = await workspace.loadWiki();
    // A map-file a person wrote would stop the first batch: said before the plan is paid for.
    const foreign = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
    if (foreign) throw new Error(`${foreign} Nothing was planned or written.`);
    // One spend gate for the plan's call and every batch: max-cost-usd for the whole run.
    let door: MessagesClient | undefined;
    const client = async () =>
      (door ??= gated(
        await (await import('../llm/client.js')).createClient(config, process.env, secrets),
        {
          budget: config.maxCostUsd,
        },
      ).client);
    const { plan, state, fresh } = await planFor(repo, config, saved, snapshot, secrets, client);
    const existing = new Set(snapshot.wiki.pages.map((p) => p.slug));
    const todo = plan.pages.filter((p) => !existing.has(p.slug));
    const forecast = initForecast(batchesOf(todo, BATCH_PAGES), repo.files, existing.size, config, {
      input_tokens: fresh ? promptTokens(plan.usage) : 0,
      cost_usd: fresh ? (plan.cost_usd ?? 0) : 0,
    });
    const shown = forecastView(forecast);
    if (values.plan === true) return printPlan(plan, existing, shown, config, values.json === true);

    process.stderr.write(
      safeLines([
        ...planLines(plan.pages, existing),
        ...plan.warnings.map((w) => `warning: ${w}`),
        forecastLine(forecast, config),
      ]),
    );
    if (todo.length === 0 && !fresh) {
      await writeState(saved, null);
      process.stderr.write('Every planned page exists already; the plan is done.\n');
      return 0;
    }
    const ask = `Write ${todo.length} page${todo.length === 1 ? '' : 's'} in ${Math.ceil(todo.length / BATCH_PAGES)} batch(es) into ${config.wikiPath}/?`;
    if (!(await confirmed(ask, values.yes === true))) {
      process.stderr.write('Nothing was written.\n');
      return 0;
    }
    const spent = fresh ? (plan.cost_usd ?? 0) : 0;
    await writeState(saved, { ...state, unlogged_cost_usd: state.unlogged_cost_usd + spent });
    const outcome = await runInitPlan({
      plan,
      repo,
      config,
      deps: { env: process.env, repo: workspace, secrets, anthropic: await client() },
      existing,
      spent,
      ...(fresh ? { usage: plan.usage } : {}),
      carried: state.unlogged_cost_usd,
      onBatch: progress(process.stderr.isTTY === true),
    });
    await keepState(saved, state, outcome);
    return report(outcome, config, values.json === true);
  });
}

/** The forecast as --json prints it. */
const forecastView = (f: InitForecast): InitForecast => ({
  calls: f.calls,
  input_tokens: f.input_tokens,
  cost_usd: f.cost_usd,
});

function printPlan(
  plan: InitPlan,
  existing: ReadonlySet<string>,
  forecast: InitForecast,
  config: Config,
  json: boolean,
): number {
  if (json) {
    const pages = plan.pages.map(({ slug, title, type, covers }) => ({
      slug,
      title,
      type,
      covers,
    }));
    process.stdout.write(JSON.stringify({ pages, forecast, warnings: plan.warnings }) + '\n');
    return 0;
  }
  process.stdout.write(
    safeLines([
      `Plan: ${plan.pages.length} pages for ${config.wikiPath}/ from commit ${plan.head.slice(0, 12)}:`,
      ...planLines(plan.pages, existing),
      ...plan.warnings.map((w) => `warning: ${w}`),
      forecastLine(forecast, config),
      'Nothing was written. Run wiki-ingest init (without --plan) to write the pages.',
    ]),
  );
  return 0;
}

/** The plan stays saved while pages remain (with what no log entry records); done, it goes. */
async function keepState(path: string, state: InitState, outcome: InitOutcome): Promise<void> {
  const logged = outcome.reports.at(-1)?.decision.decision !== 'failed';
  if (outcome.remaining.length === 0 && logged) return writeState(path, null);
  await writeState(path, {
    ...state,
    unlogged_cost_usd: logged ? 0 : state.unlogged_cost_usd + outcome.cost_usd,
  });
}

function report(outcome: InitOutcome, config: Config, json: boolean): number {
  const done = outcome.remaining.length === 0 && !outcome.stopped;
  if (json)
    process.stdout.write(
      JSON.stringify({
        written: outcome.written,
        remaining: outcome.remaining,
        cost_usd: Math.round(outcome.cost_usd * 10_000) / 10_000,
        stopped: outcome.stopped,
      }) + '\n',
    );
  else
    process.stdout.write(
      safeLines([
        `Wrote ${outcome.written.length} page(s) into ${config.wikiPath}/ (uncommitted), ${config.mapFile} and the init entry of log.md; ${money(outcome.cost_usd)} spent.`,
        ...outcome.written.map((s) => `  created ${config.wikiPath}/${s}.md`),
        ...(outcome.stopped ? [`Stopped: ${outcome.stopped}`] : []),
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
