// What a run calls through: the Messages client behind the run's spend scope (src/ledger/scope.ts),
// the scope a run or a task opens, and the workspace the edge gives.
import type { Config } from '../config.js';
import { openSpendScope, type SpendScope } from '../ledger/scope.js';
import type { MessagesClient } from '../llm/messages.js';
import type { PipelineDeps, Workspace } from '../ports.js';
import type { Run } from './state.js';

/** The Messages client for Tiers 2–3, through the run's spend scope. */
export async function anthropicClient(
  run: Pick<Run, 'config' | 'deps' | 'scope'>,
): Promise<MessagesClient> {
  const { config, deps } = run;
  const client =
    deps.anthropic ??
    (await (await import('../llm/client.js')).createClient(config, deps.env ?? {}, deps.secrets));
  return run.scope.through(client);
}

/**
 * The scope of a run without a ledger (the CLI, an init batch, an archive): max-cost-usd for what
 * it starts, a child of the scope of the client it was given (a sweep's, init's).
 */
export const runScope = (config: Config, deps: PipelineDeps): SpendScope =>
  openSpendScope({ budget: config.maxCostUsd }, deps.anthropic);

/** A scope over the ledger for a run that decides no merge (lint-fix): its spend recorded too. */
export async function taskLedger(config: Config, deps: PipelineDeps) {
  return (await import('../ledger/open.js')).openSpendLedger(
    deps.ledger,
    {
      budget: config.maxCostUsd,
      cap: config.maxDailyCostUsd,
      run: deps.runId ?? 'local-1',
      now: deps.clock ?? (() => new Date()),
      readOnly: config.publishMode === 'dry-run',
    },
    deps.anthropic,
  );
}

export async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}
