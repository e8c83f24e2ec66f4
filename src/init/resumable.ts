// init's resumable run, apart from the command that asks and prints (src/cli/init.ts): the saved
// plan kept or dropped, one spend scope for the plan's call and every batch, each call booked in
// the plan's file as it returns, the plan (saved or new) and its forecast, then its pages batch by
// batch, the books kept after every call and batch, so an init stopped by the budget or
// interrupted continues where it was and its log entry carries every run.
import type { Config } from '../config.js';
import { headCommit } from '../git/tree.js';
import { openSpendScope } from '../ledger/scope.js';
import { money } from '../ledger/money.js';
import { BookedCalls } from '../llm/booked.js';
import type { MessagesClient } from '../llm/messages.js';
import { promptTokens } from '../llm/pricing.js';
import { emptyUsage } from '../llm/usage.js';
import type { SecretRegistry } from '../security/secrets.js';
import { mapFileProblem } from '../wiki/map-file.js';
import { localInitWorkspace } from '../workspace/local.js';
import { budgetWarning, initForecast, pageBatches, type InitForecast } from './forecast.js';
import { checkSavedPlan, makePlan, planModel, type InitPlan, type InitRepo } from './plan.js';
import { localInitRepo } from './repo.js';
import { bookCall, bookPages, readState, statePath, writeState, type InitState } from './state.js';
import { BATCH_PAGES, runInitPlan, type InitOutcome, type InitProgress } from './write-plan.js';

/** One init run once its config is read: the saved plan, its books, the run's one client. */
export interface InitSession {
  config: Config;
  secrets: SecretRegistry;
  repoDir: string;
  /** Where the plan is kept between runs. */
  saved: string;
  /** The saved plan this run goes on with, or null. */
  kept: InitState | null;
  /** Said before the plan: why a saved plan was dropped. */
  notes: string[];
  /** Aborts the run's calls (SIGINT, SIGTERM). */
  signal: AbortSignal;
  /** The plan's state (its books) as the run keeps it. */
  held: { state?: InitState };
  books: BookedCalls;
  clientOf: () => Promise<MessagesClient>;
}

/** The saved plan read (or dropped), and the run's client behind one scope, its calls booked. */
export async function openInit(o: {
  config: Config;
  secrets: SecretRegistry;
  repoDir: string;
  replan: boolean;
  signal: AbortSignal;
}): Promise<InitSession> {
  const { config, secrets } = o;
  const saved = await statePath(o.repoDir);
  const notes: string[] = [];
  const kept = await keptPlan(saved, config, await headCommit(o.repoDir), o.replan, notes);
  // The plan's own call is booked by planFor; every call after it, as soon as it returns.
  const held: { state?: InitState } = {};
  const books = new BookedCalls(async (call) => {
    if (!held.state) return;
    held.state = bookCall(held.state, call);
    await writeState(saved, held.state);
  }, o.signal);
  let client: MessagesClient | undefined;
  const clientOf = async () =>
    (client ??= books.wrap(
      // One spend scope for the plan's call and every batch: max-cost-usd for the whole run.
      openSpendScope({ budget: config.maxCostUsd }).through(
        await (await import('../llm/client.js')).createClient(config, process.env, secrets),
      ),
    ));
  return { ...o, saved, kept, notes, signal: o.signal, held, books, clientOf };
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

/** What a resumed plan's books carry from earlier runs, said before this run spends anything. */
export function carried(state: InitState): string[] {
  const calls = state.calls ?? 0;
  if (calls === 0) return [];
  const est = state.estimated;
  const unanswered = est?.calls
    ? `; ${est.calls} of them sent and never answered, booked at their estimate of ${money(est.cost_usd)}`
    : '';
  return [
    `Its books carry ${money(state.spent_usd ?? 0)} from earlier runs (${calls} call${calls === 1 ? '' : 's'}${unanswered}); this run adds to them, and the plan's log entry states the total.`,
  ];
}

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

type LocalWorkspace = ReturnType<typeof localInitWorkspace>;

/** The saved plan, when it is for this commit (or has pages written), else a new one (one call). */
async function planFor(
  session: InitSession,
  repo: InitRepo,
  existing: Awaited<ReturnType<LocalWorkspace['loadWiki']>>,
): Promise<Planned> {
  const { config, saved: path, kept: saved } = session;
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
  const plan = await makePlan(
    repo,
    existing.wiki,
    config,
    await session.clientOf(),
    session.secrets,
  );
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

/** A plan ready to write: what it is, what is left of it, and what it will cost. */
export interface ReadyPlan {
  plan: InitPlan;
  fresh: boolean;
  repo: InitRepo;
  workspace: LocalWorkspace;
  /** The wiki's pages before the run. */
  existing: Set<string>;
  /** The planned pages not written yet. */
  todo: InitPlan['pages'];
  forecast: InitForecast;
  /** The forecast's high figure against max-cost-usd, when it passes it. */
  over: string | null;
  /** Said before the plan: the notes of the saved plan and of this one. */
  said: string[];
  /** Why nothing is left to write (no page planned, every page there), or null. */
  nothing: string | null;
}

/** The plan (saved, checked again, or new: one call), saved at once, and its forecast. */
export async function planInit(session: InitSession): Promise<ReadyPlan> {
  const { config, saved, held } = session;
  // A plan with pages written goes on at its own commit (covers stamped there).
  const plannedAt = session.kept?.head ?? (await headCommit(session.repoDir));
  const repo = await localInitRepo(session.repoDir, plannedAt);
  const workspace = localInitWorkspace(session.repoDir, config, { head: plannedAt });
  const snapshot = await workspace.loadWiki();
  // A map-file a person wrote would stop the first batch: said before the plan is paid for.
  const foreign = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
  if (foreign) throw new Error(`${foreign} Nothing was planned or written.`);
  const planned = await planFor(session, repo, snapshot);
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
  const nothing =
    plan.pages.length === 0
      ? 'The plan has no page to write; nothing was written.'
      : todo.length === 0 && !fresh
        ? 'Every planned page exists already; the plan is done.'
        : null;
  return {
    plan,
    fresh,
    repo,
    workspace,
    existing,
    todo,
    forecast,
    over: budgetWarning(forecast, config.maxCostUsd),
    said: [...session.notes, ...planned.notes],
    nothing,
  };
}

/** A plan with nothing left to write is done: its file goes. */
export const dropPlan = (session: InitSession): Promise<void> => writeState(session.saved, null);

/** The plan's pages, batch by batch, its books kept after every call and batch. */
export async function writeInit(
  session: InitSession,
  o: ReadyPlan,
  onProgress: (p: InitProgress) => void,
): Promise<{ outcome: InitOutcome; kept: InitState }> {
  const { config, saved, held } = session;
  const state = () => held.state!;
  const outcome = await runInitPlan({
    plan: o.plan,
    repo: o.repo,
    config,
    deps: {
      env: process.env,
      repo: o.workspace,
      secrets: session.secrets,
      anthropic: await session.clientOf(),
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
    calls: session.books,
    signal: session.signal,
    onBatch: async (p) => {
      // The pages a batch wrote are booked as soon as they are on disk.
      held.state = bookPages(state(), p.created);
      await writeState(saved, held.state);
      onProgress(p);
    },
  });
  return { outcome, kept: await keepState(saved, state(), outcome) };
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
