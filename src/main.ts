// The action's edge: the inputs and the event read, the run's dependencies opened
// (src/action/root.ts), its mode picked from the table (src/action/modes.ts) and run, and each
// outcome given out as summary, outputs and annotations. Everything going out passes the action
// edge (src/action/edge.ts), which scrubs known secrets. Octokit, the later tiers and the SDK load
// lazily (`await import()`), so the Tier 1 skip path never loads them.
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { actionEdge, type ActionEdge } from './action/edge.js';
import { modeOf } from './action/modes.js';
import { actionSecrets, openRoot, type RootOptions } from './action/root.js';
import { ConfigError } from './config/errors.js';
import { INPUTS } from './config/inputs.js';
import { loadConfig, type RawInputs } from './config/parse.js';
import { strayInputWarnings } from './config/env-inputs.js';
import { checkPayload } from './merge-info/payload.js';
import type { ModeOutcome } from './report/outputs.js';
import { failureSummary } from './report/summary.js';
import { PROVIDER_SECRET_ENV } from './security/secret-env.js';

type Env = NodeJS.ProcessEnv;

/** What a test may put in place of the runner's: the Messages client, the clock, Octokit's fetch. */
export type RunSeams = Pick<RootOptions, 'anthropic' | 'clock' | 'fetch'>;

/** Every input by name, untrimmed; an empty one means its default (parseConfig applies it). */
export function readInputs(): RawInputs {
  const raw: RawInputs = {};
  for (const input of INPUTS)
    raw[input.name] = core.getInput(input.name, { trimWhitespace: false });
  return raw;
}

/** The event payload, checked for the shape its event has before any field of it is read. */
function readPayload(env: Env): Record<string, unknown> {
  const path = env.GITHUB_EVENT_PATH;
  if (!path)
    throw new Error('GITHUB_EVENT_PATH is not set; run wiki-ingest as a GitHub Action step.');
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(
      `Cannot read the event payload at GITHUB_EVENT_PATH (${(e as Error).message}).`,
    );
  }
  return checkPayload(env.GITHUB_EVENT_NAME ?? '', payload);
}

export async function run(seams: RunSeams = {}, env: Env = process.env): Promise<void> {
  const edge = actionEdge(actionSecrets((value) => core.setSecret(value)));
  // Known before the inputs parse: a bad input's message may quote them.
  edge.setSecret(core.getInput('github-token'));
  edge.setSecret(core.getInput('anthropic-api-key') || (env.ANTHROPIC_API_KEY ?? ''));
  for (const name of PROVIDER_SECRET_ENV) edge.setSecret(env[name] ?? '');
  try {
    const config = await loadConfig(readInputs(), env);
    for (const warning of strayInputWarnings(env)) edge.warning(warning);
    // An empty secret would mask nothing on the runner but everything under @github/local-action
    // (the edge registers only non-empty values).
    edge.setSecret(config.githubToken);
    edge.setSecret(config.anthropicApiKey);
    const root = openRoot({
      config,
      env,
      eventName: env.GITHUB_EVENT_NAME ?? '',
      payload: readPayload(env),
      secrets: edge.secrets,
      warn: edge.warning,
      group: (name, body) => edge.group(name, body),
      ...seams,
    });
    await modeOf(root).start(root, (outcome) => giveOut(edge, env, outcome));
  } catch (e) {
    // Config errors already name the input and the fix; anything else says what failed.
    const detail = e instanceof Error ? e.message : String(e);
    edge.setFailed(e instanceof ConfigError ? detail : `wiki-ingest failed: ${detail}`);
    edge.setOutputs({ decision: 'failed' });
    // A failed run is reported too: reviewers read the summary, not the log.
    await edge.writeSummary(env, (out) => failureSummary(detail, out));
  }
}

/** A mode's outcome, given out through the edge (which scrubs every text on its way out). */
async function giveOut(edge: ActionEdge, env: Env, outcome: ModeOutcome): Promise<void> {
  if (outcome.debug) edge.debug(outcome.debug);
  edge.setOutputs(outcome.outputs);
  await edge.writeSummary(env, outcome.summary);
  for (const w of outcome.warnings) edge.warning(w);
  if (outcome.failed) edge.setFailed(outcome.message);
  else edge.notice(outcome.message);
}
