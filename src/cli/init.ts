// `wiki-ingest init`: a wiki for a repository that has none (or a small one). One call plans the
// pages from the repository's shape (--plan prints the plan and what it will cost, saves it, and
// stops there); then, once confirmed, the pages are written in batches, each a Tier 3 run through
// the one orchestrator, into the working tree (uncommitted). The run itself, resumable after the
// budget stops it or a signal interrupts it (SIGINT/SIGTERM: exit 130), is src/init/resumable.ts;
// this is the command: its flags, the questions it asks, what it prints.
import { resolve } from 'node:path';
import { loadConfig } from '../config/parse.js';
import {
  dropPlan,
  openInit,
  planInit,
  writeInit,
  type InitSession,
  type ReadyPlan,
} from '../init/resumable.js';
import { BATCH_PAGES } from '../init/write-plan.js';
import { safeLines } from '../security/output.js';
import { runCommand, type CommandSpec } from './flags.js';
import {
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

type Interrupt = ReturnType<typeof onInterrupt>;

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
    const interrupt = onInterrupt();
    try {
      const session = await openInit({
        config,
        secrets,
        repoDir: resolve((values.repo as string | undefined) ?? '.'),
        replan: values.replan === true,
        signal: interrupt.signal,
      });
      return await runInit(values, session, interrupt);
    } finally {
      interrupt.off();
    }
  });
}

/** The plan (saved or new), printed; then, confirmed, its pages. */
async function runInit(
  values: Record<string, unknown>,
  session: InitSession,
  interrupt: Interrupt,
): Promise<number> {
  const { config, saved } = session;
  // Before any call: without a terminal, nothing is paid for unasked (a saved plan's forecast is
  // said with the refusal, below).
  if (!session.kept) refuseUnasked(values);
  let ready: ReadyPlan;
  try {
    ready = await planInit(session);
  } catch (e) {
    if (interrupt.which()) return interrupted(interrupt.which()!, null, config);
    throw e;
  }
  const { plan, existing, forecast, over, said, todo } = ready;
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
  if (ready.nothing) {
    await dropPlan(session);
    process.stderr.write(`${ready.nothing}\n`);
    return 0;
  }
  refuseUnasked(values, over);
  const ask = `Write ${todo.length} page${todo.length === 1 ? '' : 's'} in ${Math.ceil(todo.length / BATCH_PAGES)} batch(es) into ${config.wikiPath}/?`;
  if (!(await confirmed(ask, values.yes === true))) {
    process.stderr.write(`Nothing was written; the plan is saved at ${saved}.\n`);
    return 0;
  }
  const { outcome, kept } = await writeInit(
    session,
    ready,
    progress(process.stderr.isTTY === true),
  );
  if (outcome.interrupted) return interrupted(interrupt.which() ?? 'SIGINT', outcome, config);
  return report(outcome, config, values.json === true, kept);
}
