// What a run calls through: the Messages client behind the run's spend gate, the gate of a run
// without a ledger, a task's gate over the ledger, and the workspace the edge gives.
import type { Config } from '../config.js';
import { SpendGate, through } from '../ledger/gate.js';
import type { MessagesClient } from '../llm/messages.js';
import type { PipelineDeps, Workspace } from '../ports.js';
import type { Run } from './state.js';

/** The Messages client for Tiers 2–3, through the run's spend gate. */
export async function anthropicClient(
  run: Pick<Run, 'config' | 'deps' | 'gate'>,
): Promise<MessagesClient> {
  const { config, deps } = run;
  const client =
    deps.anthropic ??
    (await (await import('../llm/client.js')).createClient(config, deps.env ?? {}, deps.secrets));
  return through(client, run.gate);
}

/**
 * A spend gate for a run without a ledger (the CLI, an init batch, an archive, lint-fix):
 * max-cost-usd for what it starts, under the gate of the client it was given (a sweep's, init's).
 */
export const runGate = (config: Config, deps: PipelineDeps): SpendGate =>
  new SpendGate({
    budget: config.maxCostUsd,
    ...(deps.anthropic?.spend ? { parent: deps.anthropic.spend } : {}),
  });

/** A gate over the ledger for a run that decides no merge (lint-fix): its spend recorded too. */
export async function taskLedger(config: Config, deps: PipelineDeps) {
  return (await import('../ledger/open.js')).spendLedger(deps.ledger, {
    budget: config.maxCostUsd,
    cap: config.maxDailyCostUsd,
    run: deps.runId ?? 'local-1',
    now: deps.clock ?? (() => new Date()),
    readOnly: config.publishMode === 'dry-run',
    ...(deps.anthropic?.spend ? { parent: deps.anthropic.spend } : {}),
  });
}

/**
 * `deps` with a Messages client behind one spend gate of max-cost-usd, for an edge that starts
 * several tasks in one run (init's batches): they share the budget. A reactions sweep gates its
 * archives the same way, at the client it hands each (src/ask/archive-by-reactions.ts).
 */
export async function withRunBudget(config: Config, deps: PipelineDeps): Promise<PipelineDeps> {
  const gate = runGate(config, deps);
  return { ...deps, anthropic: await anthropicClient({ config, deps, gate }) };
}

export async function workspaceOf(deps: PipelineDeps): Promise<Workspace> {
  if (!deps.repo)
    throw new Error('Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.');
  return typeof deps.repo === 'function' ? deps.repo() : deps.repo;
}
