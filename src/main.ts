// The action's edge: inputs → MergeInfo → pipeline → summary and outputs. The skip path loads
// only this, the config, Tier 1 and the runner protocol; Octokit and later tiers load lazily.
import { readFileSync } from 'node:fs';
// config/inputs.js, not config.js: the latter imports zod statically for the CLI's sync parseConfig.
import { INPUTS, loadConfig, type RawInputs } from './config/inputs.js';
import * as runner from './action/runner.js';
import { isNoOp, mergeFromEvent, UnsupportedEventError } from './merge/event.js';
import { lazy, type EventContext } from './merge/github.js';
import { runPipeline, type PipelineDeps } from './pipeline.js';
import { reportOutputs } from './report/outputs.js';
import { renderSummary } from './report/summary.js';
import { escapeHtml } from './report/escape.js';

type Env = NodeJS.ProcessEnv;

/** Every input by name; an empty one means its default (parseConfig applies it). */
export function readInputs(env: Env = process.env): RawInputs {
  const raw: RawInputs = {};
  for (const input of INPUTS) raw[input.name] = runner.getInput(input.name, env);
  return raw;
}

function readPayload(env: Env): unknown {
  const path = env.GITHUB_EVENT_PATH;
  if (!path)
    throw new Error('GITHUB_EVENT_PATH is not set; run wiki-ingest as a GitHub Action step.');
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(
      `Cannot read the event payload at GITHUB_EVENT_PATH (${(e as Error).message}).`,
    );
  }
}

function repository(env: Env): { owner: string; repo: string } {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo)
    throw new Error(`GITHUB_REPOSITORY "${env.GITHUB_REPOSITORY ?? ''}" is not "owner/repo".`);
  return { owner, repo };
}

/** Where wiki commits go: the repository's default branch, else the branch pushed to. */
function defaultBranch(payload: unknown): string {
  const p = payload as { repository?: { default_branch?: string }; ref?: string };
  return p.repository?.default_branch || p.ref?.replace(/^refs\/heads\//, '') || 'main';
}

export async function run(env: Env = process.env, deps: PipelineDeps = {}): Promise<void> {
  try {
    const config = await loadConfig(readInputs(env), env);
    runner.setSecret(config.githubToken);
    runner.setSecret(config.anthropicApiKey);
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const payload = readPayload(env);
    const ctx: EventContext = {
      config,
      ...repository(env),
      serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
      octokit: lazy(async () =>
        (await import('./merge/client.js')).createOctokit(config.githubToken),
      ),
      warnings: [],
    };
    const merge = await mergeFromEvent(eventName, payload, ctx).catch((e: unknown) => {
      throw e instanceof UnsupportedEventError ? e : githubReadError(eventName, env, e);
    });
    if (isNoOp(merge)) {
      runner.notice(merge.reason);
      runner.setOutputs({ decision: 'skip', tier: '', rule: '', reason: merge.reason }, env);
      runner.appendSummary(
        `<h2>wiki-ingest: nothing to do</h2>\n<p>${escapeHtml(merge.reason)}</p>\n`,
        env,
      );
      return;
    }
    const ingest = async () =>
      (await import('./ingest/action-env.js')).actionIngestEnv({
        config,
        owner: ctx.owner,
        repo: ctx.repo,
        serverUrl: ctx.serverUrl,
        defaultBranch: defaultBranch(payload),
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        ...(env.GITHUB_SHA ? { checkoutSha: env.GITHUB_SHA } : {}),
        octokit: ctx.octokit,
      });
    const report = await runPipeline(merge, config, { env, ingest, ...deps });
    report.warnings.unshift(...ctx.warnings);
    runner.setOutputs(reportOutputs(report), env);
    runner.appendSummary(renderSummary(report), env);
    for (const w of report.warnings) runner.warning(w);
    if (report.decision.decision === 'failed') {
      runner.setFailed(
        `wiki-ingest failed (Tier ${report.decision.tier}): ${report.decision.reason}`,
      );
      return;
    }
    runner.notice(
      `wiki-ingest ${report.decision.decision} (Tier ${report.decision.tier}): ${report.decision.reason}`,
    );
  } catch (e) {
    // Config errors already name the input and the fix; anything else says what failed. By name:
    // the lazily loaded tiers are bundled apart from this entry, with their own ConfigError class.
    const message =
      e instanceof Error && e.name === 'ConfigError'
        ? e.message
        : `wiki-ingest failed: ${e instanceof Error ? e.message : String(e)}`;
    runner.setFailed(message);
    // A failed run is reported too: reviewers read the summary, not the log.
    runner.appendSummary(`<h2>wiki-ingest failed</h2>\n<p>${escapeHtml(message)}</p>\n`, env);
  }
}

/** An API failure while reading the merge, said with what was being read and what to check. */
function githubReadError(eventName: string, env: Env, e: unknown): Error {
  const err = e as {
    status?: number;
    message?: string;
    request?: { method?: string; url?: string };
  };
  const where = err.request?.url
    ? ` (${err.request.method ?? 'GET'} ${err.request.url})`
    : ` (${env.GITHUB_API_URL || 'https://api.github.com'})`;
  const what = err.status ? `HTTP ${err.status}: ${err.message ?? ''}` : (err.message ?? String(e));
  const hint =
    err.status === 401 || err.status === 403 || err.status === 404
      ? ' Check that github-token can read this repository (the workflow needs permissions: contents: read, pull-requests: read).'
      : '';
  return new Error(
    `Reading the ${eventName} merge from the GitHub API failed${where}: ${what}.${hint}`,
  );
}
