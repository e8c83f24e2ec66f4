// `wiki-ingest init`: a wiki for a repository that has none (or a small one). One call plans the
// pages from the repository's shape (--plan prints the plan and what it will cost, saves it, and
// stops there); then, once confirmed, the pages are written in batches, each a Tier 3 run through
// the one orchestrator, into the working tree (uncommitted). The plan and its books are kept in
// the git folder after every call and batch, so an init stopped by the budget or interrupted
// (SIGINT/SIGTERM: exit 130) continues where it was, and its log entry carries every run.
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { loadConfig } from '../config/parse.js';
import { headCommit } from '../git/tree.js';
import { pageBatches, budgetWarning, initForecast } from '../init/forecast.js';
import { BookedCalls } from '../llm/booked.js';
import { checkSavedPlan, makePlan, planModel, type InitPlan, type InitRepo } from '../init/plan.js';
import { BATCH_PAGES, runInitPlan, type InitOutcome } from '../init/write-plan.js';
import { openSpendScope } from '../ledger/scope.js';
import type { MessagesClient } from '../llm/messages.js';
import { emptyUsage } from '../llm/usage.js';
import { safeLines } from '../security/output.js';
import { promptTokens } from '../llm/pricing.js';
import type { SecretRegistry } from '../security/secrets.js';
import { localInitRepo } from '../init/repo.js';
import { mapFileProblem } from '../wiki/map-file.js';
import { localInitWorkspace } from '../workspace/local.js';
import {
  bookCall,
  bookPages,
  readState,
  statePath,
  writeState,
  type InitState,
} from './init-state.js';
import { runCommand, type CommandSpec } from './flags.js';
import {
  carried,
  confirmed,
  forecastLine,
  interrupted,
  planLines,
  printPlan,
  progress,
  refuseUnasked,
  report,
} from './init-output.js';

export const spec: CommandSpec = {
  name: 'init',
  summary:
    "Starts a wiki for an existing repository: one call (init-plan-model, the ingest model by default) plans the pages (and the files each covers) from the repository's shape; --plan saves that plan for review, and init writes it (no second plan call) in batches by the Tier 3 agent into the working tree (uncommitted), links the pages, within --max-cost-usd, resumable. Needs ANTHROPIC_API_KEY; honours ANTHROPIC_BASE_URL.",
  usage:
    '[--repo DIR] [--wiki-path P] [--plan] [--replan] [--plan-model M] [--max-cost-usd N] [--yes] [--json] [input flags]',
  inputs: ['tier2', 'tier3', 'map', 'init'],
  flags: {
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'Repository to read and write (default: .).',
    },
    plan: {
      type: 'boolean',
      description:
        'Plan the pages, print them and the cost forecast, and save the plan (.git/wiki-ingest/init-plan.json) for the next init to write; no page is written.',
    },
    replan: {
      type: 'boolean',
      description: 'Discard the saved plan and plan again (one model call).',
    },
    'plan-model': {
      type: 'string',
      value: 'MODEL',
      description: 'The model that plans (the init-plan-model input; default: ingest-model).',
    },
    yes: { type: 'boolean', short: 'y', description: 'Write the pages without asking first.' },
    json: {
      type: 'boolean',
      description:
        'Print JSON: with --plan {"pages": [{slug, title, type, scope, covers, related}], "forecast": {calls, input_tokens, cost_usd: {low, expected, high}}, "warnings", "saved"}; else what was written.',
    },
  },
};

interface Planned {
  plan: InitPlan;
  state: InitState;
  /** Made in this run (its call is this run's spend), or read back from the saved state. */
  fresh: boolean;
  /** Said before the plan: reused, or why it was made again. */
  notes: string[];
  /** Not as saved: made now, or checked into fewer covers. */
  changed: boolean;
}

/** The saved plan, when it is for this commit (or has pages written), else a new one (one call). */
async function planFor(
  repo: InitRepo,
  config: Config,
  path: string,
  existing: Awaited<ReturnType<ReturnType<typeof localInitWorkspace>['loadWiki']>>,
  secrets: SecretRegistry,
  saved: InitState | null,
  client: () => Promise<MessagesClient>,
): Promise<Planned> {
  if (saved) {
    // Checked as the model's answer is: the file is as untrusted as the model.
    const warnings = [...(saved.warnings ?? [])];
    const pages = await checkSavedPlan(saved.pages, repo, config, warnings, path);
    const plan: InitPlan = {
      head: saved.head,
      pages,
      warnings,
      usage: emptyUsage(),
      cost_usd: 0,
      model: saved.model ?? planModel(config),
    };
    const notes = [
      `Using the plan saved at ${path} for commit ${saved.head.slice(0, 12)} (${pages.length} pages${saved.written?.length ? `, ${saved.written.length} written` : ''}): no model call. Pass --replan to plan again.`,
      ...carried(saved),
    ];
    // Covers dropped from it now are dropped from the file too, their note kept with its warnings.
    const changed = JSON.stringify(pages) !== JSON.stringify(saved.pages);
    const state = changed ? { ...saved, pages, warnings } : saved;
    return { plan, state, fresh: false, notes, changed };
  }
  const plan = await makePlan(repo, existing.wiki, config, await client(), secrets);
  const state: InitState = bookCall(
    {
      version: 1,
      wikiPath: config.wikiPath,
      head: plan.head,
      created: new Date().toISOString(),
      pages: plan.pages,
      model: plan.model,
      warnings: plan.warnings,
      unlogged_cost_usd: 0,
      spent_usd: 0,
      usage: emptyUsage(),
      calls: 0,
      written: [],
    },
    plan,
  );
  return { plan, state, fresh: true, notes: [], changed: true };
}

/**
 * SIGINT and SIGTERM abort the run's calls; the run then closes its books and log entry for what
 * was done. A second signal exits at once.
 */
function onInterrupt(): { signal: AbortSignal; which: () => string | null; off: () => void } {
  const controller = new AbortController();
  let which: string | null = null;
  const handler = (name: NodeJS.Signals) => {
    if (which !== null) process.exit(130);
    which = name;
    process.stderr.write(`\n${name}: stopping after the call in flight…\n`);
    controller.abort(new Error(`interrupted (${name})`));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return {
    signal: controller.signal,
    which: () => which,
    off: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    },
  };
}

/** The saved plan to go on with, or null (none, --replan, or made at another commit unwritten). */
async function keptPlan(
  saved: string,
  config: Config,
  head: string,
  replan: boolean,
  notes: string[],
): Promise<InitState | null> {
  const kept = await readState(saved, config.wikiPath);
  if (kept && replan) {
    notes.push(`The saved plan (commit ${kept.head.slice(0, 12)}) is discarded (--replan).`);
    return null;
  }
  if (kept && kept.head !== head && !kept.written?.length) {
    notes.push(
      `The saved plan was made at commit ${kept.head.slice(0, 12)}, not ${head.slice(0, 12)}: planning again.`,
    );
    return null;
  }
  return kept;
}

/** What one init run works with, once the config and the saved plan are read. */
interface InitRun {
  values: Record<string, unknown>;
  config: Config;
  secrets: SecretRegistry;
  saved: string;
  repoDir: string;
  kept: InitState | null;
  notes: string[];
  interrupt: ReturnType<typeof onInterrupt>;
  /** The plan's state (its books) as the run keeps it. */
  held: { state?: InitState };
  books: BookedCalls;
  clientOf: () => Promise<MessagesClient>;
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const planModelFlag = values['plan-model'];
    const config = await loadConfig(
      typeof planModelFlag === 'string' ? { ...inputs, 'init-plan-model': planModelFlag } : inputs,
      process.env,
    );
    // Before the plan's call: its prompt is redacted with this registry.
    secrets.register(config.anthropicApiKey);
    secrets.register(config.githubToken);
    const repoDir = resolve((values.repo as string | undefined) ?? '.');
    const saved = await statePath(repoDir);
    const notes: string[] = [];
    const kept = await keptPlan(
      saved,
      config,
      await headCommit(repoDir),
      values.replan === true,
      notes,
    );
    const interrupt = onInterrupt();
    // The plan's own call is booked by planFor; every call after it, as soon as it returns.
    const held: { state?: InitState } = {};
    const books = new BookedCalls(async (call) => {
      if (!held.state) return;
      held.state = bookCall(held.state, call);
      await writeState(saved, held.state);
    }, interrupt.signal);
    let client: MessagesClient | undefined;
    const clientOf = async () =>
      (client ??= books.wrap(
        // One spend scope for the plan's call and every batch: max-cost-usd for the whole run.
        openSpendScope({ budget: config.maxCostUsd }).through(
          await (await import('../llm/client.js')).createClient(config, process.env, secrets),
        ),
      ));
    try {
      return await runInit({
        values,
        config,
        secrets,
        saved,
        repoDir,
        kept,
        notes,
        interrupt,
        held,
        books,
        clientOf,
      });
    } finally {
      interrupt.off();
    }
  });
}

/** The plan (saved or new), then, confirmed, its pages. */
async function runInit(run: InitRun): Promise<number> {
  const { values, config, saved, held } = run;
  // A plan with pages written goes on at its own commit (covers stamped there).
  const plannedAt = run.kept?.head ?? (await headCommit(run.repoDir));
  // Before any call: without a terminal, nothing is paid for unasked (a saved plan's forecast is
  // said with the refusal, below).
  if (!run.kept) refuseUnasked(values);
  const repo = await localInitRepo(run.repoDir, plannedAt);
  const workspace = localInitWorkspace(run.repoDir, config, { head: plannedAt });
  const snapshot = await workspace.loadWiki();
  // A map-file a person wrote would stop the first batch: said before the plan is paid for.
  const foreign = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
  if (foreign) throw new Error(`${foreign} Nothing was planned or written.`);
  let planned: Planned;
  try {
    planned = await planFor(repo, config, saved, snapshot, run.secrets, run.kept, run.clientOf);
  } catch (e) {
    if (run.interrupt.which()) return interrupted(run.interrupt.which()!, null, config);
    throw e;
  }
  const { plan, fresh } = planned;
  held.state = planned.state;
  // Saved at once: the plan reviewed (--plan) is the plan that runs, and its call is booked.
  if (planned.changed) await writeState(saved, plan.pages.length ? held.state : null);
  const existing = new Set(snapshot.wiki.pages.map((p) => p.slug));
  const todo = plan.pages.filter((p) => !existing.has(p.slug));
  const forecast = initForecast(pageBatches(todo, BATCH_PAGES), repo.files, existing.size, config, {
    input_tokens: fresh ? promptTokens(plan.usage) : 0,
    cost_usd: fresh ? (plan.cost_usd ?? 0) : 0,
  });
  const said = [...run.notes, ...planned.notes];
  const over = budgetWarning(forecast, config.maxCostUsd);
  if (values.plan === true)
    return printPlan(plan, existing, { forecast, over }, config, values.json === true, said, saved);
  process.stderr.write(
    safeLines([
      ...said,
      ...planLines(plan.pages, existing),
      ...plan.warnings.map((w) => `warning: ${w}`),
      forecastLine(forecast, config),
      ...(over ? [`warning: ${over}`] : []),
    ]),
  );
  const nothing =
    plan.pages.length === 0
      ? 'The plan has no page to write; nothing was written.'
      : todo.length === 0 && !fresh
        ? 'Every planned page exists already; the plan is done.'
        : null;
  if (nothing) {
    await writeState(saved, null);
    process.stderr.write(`${nothing}\n`);
    return 0;
  }
  refuseUnasked(values, over);
  const ask = `Write ${todo.length} page${todo.length === 1 ? '' : 's'} in ${Math.ceil(todo.length / BATCH_PAGES)} batch(es) into ${config.wikiPath}/?`;
  if (!(await confirmed(ask, values.yes === true))) {
    process.stderr.write(`Nothing was written; the plan is saved at ${saved}.\n`);
    return 0;
  }
  return writePages(run, { plan, fresh, repo, workspace, existing });
}

/** The plan's pages, batch by batch, its books kept after every call and batch. */
async function writePages(
  run: InitRun,
  o: {
    plan: InitPlan;
    fresh: boolean;
    repo: InitRepo;
    workspace: ReturnType<typeof localInitWorkspace>;
    existing: Set<string>;
  },
): Promise<number> {
  const { config, saved, held } = run;
  const state = () => held.state!;
  const outcome = await runInitPlan({
    plan: o.plan,
    repo: o.repo,
    config,
    deps: {
      env: process.env,
      repo: o.workspace,
      secrets: run.secrets,
      anthropic: await run.clientOf(),
    },
    existing: o.existing,
    spent: o.fresh ? (o.plan.cost_usd ?? 0) : 0,
    ...(o.fresh ? { usage: o.plan.usage } : {}),
    books: () => ({
      written: state().written ?? [],
      usage: state().usage ?? emptyUsage(),
      cost_usd: state().spent_usd ?? 0,
      ...(state().estimated ? { estimated: state().estimated! } : {}),
    }),
    ...(state().logged ? { earlier: state().logged! } : {}),
    calls: run.books,
    signal: run.interrupt.signal,
    onBatch: async (p) => {
      // The pages a batch wrote are booked as soon as they are on disk.
      held.state = bookPages(state(), p.created);
      await writeState(saved, held.state);
      progress(process.stderr.isTTY === true)(p);
    },
  });
  const kept = await keepState(saved, state(), outcome);
  if (outcome.interrupted) return interrupted(run.interrupt.which() ?? 'SIGINT', outcome, config);
  return report(outcome, config, run.values.json === true, kept);
}

/**
 * The plan stays saved while pages remain, with its books (what it wrote and spent, the entry
 * log.md has); done, it goes.
 */
async function keepState(path: string, state: InitState, outcome: InitOutcome): Promise<InitState> {
  if (outcome.remaining.length === 0 && outcome.logged && !outcome.stopped) {
    await writeState(path, null);
    return state;
  }
  const next: InitState = {
    ...state,
    ...(outcome.logged
      ? {
          logged: {
            entry: outcome.logged,
            created: state.written ?? [],
            usage: state.usage ?? emptyUsage(),
            cost_usd: state.spent_usd ?? 0,
            ...(state.estimated ? { estimated: state.estimated } : {}),
          },
        }
      : {}),
  };
  await writeState(path, next);
  return next;
}
