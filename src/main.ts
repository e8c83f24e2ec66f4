// The action's edge: inputs → MergeInfo → pipeline → summary, outputs and annotations. Inputs come
// from @actions/core; everything going out passes the action edge (src/action-edge.ts), which
// scrubs known secrets. Octokit, the later tiers and the SDK load lazily (`await import()`), so
// the Tier 1 skip path never loads them.
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { actionEdge } from './action-edge.js';
import {
  assertPrBranchDiffers,
  ConfigError,
  INPUTS,
  loadConfig,
  type Config,
  type RawInputs,
} from './config.js';
import { strayInputWarnings } from './config/env-inputs.js';
import {
  isAskEvent,
  isCatchUp,
  isNoOp,
  isReingest,
  mergeFromEvent,
  UnsupportedEventError,
} from './merge/event.js';
import { lazy, type EventContext } from './merge/context.js';
import { checkPayload } from './merge/payload.js';
import type { PushPayload } from './merge/push.js';
import { ledgerRefName } from './github/ledger-ref.js';
import { runLintFix, runPipeline, type LintFixInput } from './pipeline.js';
import type { MergeHistory, PipelineDeps } from './stages.js';
import { reportOutputs, type ModeOutcome } from './report/outputs.js';
import { failureSummary, noOpSummary, renderSummary } from './report/summary.js';
import { needsFileList } from './prefilter/rules.js';
import { PROVIDER_SECRET_ENV } from './security/secret-env.js';
import type { Report } from './types.js';
import {
  CHECKOUT_PREVIEW_NOTE,
  checkoutFile,
  checkoutFiles,
  checkoutSource,
  type CheckoutSource,
} from './workspace/checkout-source.js';

type Env = NodeJS.ProcessEnv;

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

function repository(env: Env): { owner: string; repo: string } {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo)
    throw new Error(`GITHUB_REPOSITORY "${env.GITHUB_REPOSITORY ?? ''}" is not "owner/repo".`);
  return { owner, repo };
}

/** Where wiki commits go: the repository's default branch, else the branch pushed to (or run on). */
function defaultBranch(payload: Record<string, unknown>, env: Env): string {
  // schedule and workflow_dispatch payloads are not checked field by field: read them warily.
  const repository = payload.repository as { default_branch?: unknown } | null | undefined;
  const named = typeof repository?.default_branch === 'string' ? repository.default_branch : '';
  const ref = typeof payload.ref === 'string' ? payload.ref : env.GITHUB_REF;
  return named || ref?.replace(/^refs\/heads\//, '') || 'main';
}

type ActionEdge = ReturnType<typeof actionEdge>;

/** What every path of a run shares once the inputs and the event are read. */
interface RunContext {
  config: Config;
  env: Env;
  edge: ActionEdge;
  eventName: string;
  payload: unknown;
  ctx: EventContext;
  branch: string;
  /** GITHUB_WORKSPACE, when it holds the merge (src/workspace/checkout.ts). */
  checkout: CheckoutSource | null;
}

export async function run(deps: PipelineDeps = {}, env: Env = process.env): Promise<void> {
  const edge = actionEdge();
  // Known before the inputs parse: a bad input's message may quote them.
  edge.setSecret(core.getInput('github-token'));
  edge.setSecret(core.getInput('anthropic-api-key') || (env.ANTHROPIC_API_KEY ?? ''));
  for (const name of PROVIDER_SECRET_ENV) edge.setSecret(env[name] ?? '');
  try {
    const run = await openRun(edge, env);
    if (run.config.mode === 'lint') return await lintWiki(run, deps);
    if (isAskEvent(run.eventName)) return await answerComment(run, deps);
    await decideMerge(run, deps);
  } catch (e) {
    // Config errors already name the input and the fix; anything else says what failed.
    const detail = e instanceof Error ? e.message : String(e);
    edge.setFailed(e instanceof ConfigError ? detail : `wiki-ingest failed: ${detail}`);
    edge.setOutputs({ decision: 'failed' });
    // A failed run is reported too: reviewers read the summary, not the log.
    await edge.writeSummary(env, (out) => failureSummary(detail, out));
  }
}

/** The inputs, the event and the GitHub client (built on first use), before any network call. */
async function openRun(edge: ActionEdge, env: Env): Promise<RunContext> {
  const config = await loadConfig(readInputs(), env);
  for (const warning of strayInputWarnings(env)) edge.warning(warning);
  // An empty secret would mask nothing on the runner but everything under @github/local-action
  // (the edge registers only non-empty values).
  edge.setSecret(config.githubToken);
  edge.setSecret(config.anthropicApiKey);
  const payload = readPayload(env);
  const branch = defaultBranch(payload, env);
  // Before any network call: a rolling branch equal to the default branch would be rewritten.
  assertPrBranchDiffers(config, branch);
  const ctx: EventContext = {
    needsFileList: (merge, pathsKnown) => needsFileList(merge, config, pathsKnown),
    ...repository(env),
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    defaultBranch: branch,
    github: lazy(async () =>
      (await import('./github/client.js')).createGitHub(config.githubToken, {
        retries: config.maxRetries,
        warn: edge.warning,
      }),
    ),
    warnings: [],
  };
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const checkout = await checkoutSource(env, config, eventName, payload);
  if (checkout) ctx.checkout = checkoutFiles(checkout.dir, checkout.only);
  return { config, env, edge, eventName, payload, ctx, branch, checkout };
}

/** What the modes that decide no merge read: the config, the environment and the repository. */
const modeScope = ({ config, env, ctx }: RunContext) => ({
  config,
  env,
  owner: ctx.owner,
  repo: ctx.repo,
  serverUrl: ctx.serverUrl,
  github: ctx.github,
});

/** A /wiki comment: answered (or not) by src/ask; no merge is decided. */
async function answerComment(run: RunContext, deps: PipelineDeps): Promise<void> {
  const { runCommentEvent } = await import('./ask/comment-run.js');
  const asked = await runCommentEvent({
    ...modeScope(run),
    eventName: run.eventName,
    payload: run.payload,
    defaultBranch: run.branch,
    secrets: run.edge.secrets,
    ...(deps.anthropic ? { anthropic: deps.anthropic } : {}),
  });
  await giveOut(run, asked);
}

/** mode: lint — the wiki linted at the branch head and its one issue kept (src/lint-mode/). */
async function lintWiki(run: RunContext, deps: PipelineDeps): Promise<void> {
  const { runLintMode } = await import('./lint-mode/run.js');
  const linted = await runLintMode({
    ...modeScope(run),
    branch: run.branch,
    scrub: (text) => run.edge.secrets.scrub(text),
  });
  await giveOut(run, linted);
  if (linted.fix) await repairWiki(run, deps, linted.fix);
  // GitHub starts no workflow for a reaction: the scheduled run honours writers' 👍 on answers.
  if (run.config.askArchive === 'reactions') await archiveByReactions(run, deps);
}

/**
 * lint-fix: the free repairs and one Tier 3 run over the stale pages, through the one pipeline,
 * on the rolling pull request whatever publish-mode says (never a direct commit).
 */
async function repairWiki(run: RunContext, deps: PipelineDeps, fix: LintFixInput): Promise<void> {
  const { edge, env } = run;
  // A dry run stays one (it writes nothing); anything else goes to the rolling pull request.
  const mode = run.config.publishMode === 'dry-run' ? 'dry-run' : 'pull-request';
  const config: Config = { ...run.config, publishMode: mode };
  const found = await runLintFix(fix, config, {
    env,
    ...gitHubDeps({ ...run, config }),
    secrets: edge.secrets,
    ...deps,
  });
  const report: Report = edge.secrets.scrubDeep(found);
  edge.setOutputs(reportOutputs(report));
  await edge.writeSummary(env, (out) => renderSummary(report, out));
  for (const w of report.warnings) edge.warning(w);
  const d = report.decision;
  if (d.decision === 'failed') edge.setFailed(`wiki-ingest lint-fix failed: ${d.reason}`);
  else edge.notice(`wiki-ingest lint-fix ${d.decision} (Tier ${d.tier}): ${d.reason}`);
}

/** ask-archive: reactions — /wiki answers a writer liked, archived as `/wiki save` would. */
async function archiveByReactions(run: RunContext, deps: PipelineDeps): Promise<void> {
  const { archiveByReactions: sweep } = await import('./ask/reactions.js');
  // The run's registry: a cloud token the sweep's calls obtain is masked at the edge too.
  const secrets = run.edge.secrets;
  const swept = await sweep(
    {
      ...modeScope(run),
      defaultBranch: run.branch,
      ...(deps.anthropic ? { anthropic: deps.anthropic } : {}),
    },
    secrets,
  );
  await run.edge.writeSummary(run.env, swept.summary);
  for (const w of swept.warnings) run.edge.warning(w);
  run.edge.notice(swept.message);
}

/** What a run that decided no merge (an answer, a lint) gives out through the edge. */
async function giveOut(run: RunContext, result: ModeOutcome): Promise<void> {
  const { edge } = run;
  edge.setOutputs(result.outputs);
  await edge.writeSummary(run.env, result.summary);
  for (const w of result.warnings) edge.warning(w);
  if (result.failed) edge.setFailed(result.message);
  else edge.notice(result.message);
}

/**
 * The workspace, the branch history and the ledger over the GitHub API, each loaded on first use;
 * the workflow run that records in the ledger, and whether it was started by hand.
 */
function gitHubDeps(
  run: RunContext,
): Pick<PipelineDeps, 'repo' | 'history' | 'ledger' | 'runId' | 'force'> {
  const { config, ctx, env, branch } = run;
  const where = { owner: ctx.owner, repo: ctx.repo, serverUrl: ctx.serverUrl };
  const api = async () =>
    (await import('./workspace/github.js')).gitHubWorkspace({
      config,
      ...where,
      defaultBranch: branch,
      ...(env.GITHUB_WORKSPACE ? { checkout: env.GITHUB_WORKSPACE } : {}),
      github: ctx.github,
    });
  // Loaded when a run catches up, never on the Tier 1 skip path.
  const gitHubHistory = lazy(async () =>
    (await import('./workspace/github-history.js')).gitHubHistory({
      ...where,
      branch,
      github: ctx.github,
    }),
  );
  const history: MergeHistory = {
    head: async () => (await gitHubHistory()).head(),
    since: async (query) => (await gitHubHistory()).since(query),
  };
  const ledger = lazy(async () =>
    (await import('./workspace/github-ledger.js')).gitHubLedger({
      repo: { owner: ctx.owner, repo: ctx.repo },
      wikiPath: config.wikiPath,
      github: ctx.github,
    }),
  );
  const dir = run.checkout?.dir;
  const repo = dir
    ? async () => (await import('./workspace/checkout.js')).checkoutWorkspace(dir, config, api)()
    : api;
  const runId = `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  const force = run.eventName === 'workflow_dispatch';
  // A dry run from the checkout calls no GitHub API: no history, no ledger (the summary says so).
  if (run.checkout?.only) return { repo, runId, force };
  return {
    repo,
    history,
    ledger: {
      ref: ledgerRefName(config.wikiPath),
      head: async () => (await ledger()).head(),
      read: async (commit) => (await ledger()).read(commit),
      write: async (text, parent) => (await ledger()).write(text, parent),
    },
    runId,
    force,
  };
}

/** A merge event (or a catch-up): the merge read, the pipeline run, the report given out. */
async function decideMerge(run: RunContext, deps: PipelineDeps): Promise<void> {
  const { edge, env, eventName, ctx } = run;
  const merge = await edge.group('Reading the merge', () =>
    mergeFromEvent(eventName, run.payload, ctx).catch((e: unknown) => {
      throw e instanceof UnsupportedEventError ? e : githubReadError(eventName, env, e);
    }),
  );
  if (isNoOp(merge)) {
    edge.notice(merge.reason);
    edge.setOutputs({ decision: 'skip', tier: '', rule: '', reason: merge.reason });
    await edge.writeSummary(env, (out) => noOpSummary(merge.reason, out));
    return;
  }
  if (run.checkout?.only) ctx.warnings.push(CHECKOUT_PREVIEW_NOTE);
  const pipelineDeps: PipelineDeps = {
    env,
    ...gitHubDeps(run),
    secrets: edge.secrets,
    covers: coversAt(run),
    ...deps,
  };
  const found = isReingest(merge)
    ? await runPipeline(merge.reingest, run.config, { ...pipelineDeps, reingest: true })
    : await runPipeline(isCatchUp(merge) ? null : merge, run.config, pipelineDeps);
  // Scrubbed before rendering too: escaping could hide a secret's form from the text scrub.
  const report: Report = edge.secrets.scrubDeep({
    ...found,
    warnings: [...ctx.warnings, ...found.warnings],
  });
  edge.debug(`wiki-ingest report: ${JSON.stringify(report.decision)}`);
  edge.setOutputs(reportOutputs(report));
  await edge.writeSummary(env, (out) => renderSummary(report, out));
  for (const w of report.warnings) edge.warning(w);
  const d = report.decision;
  if (d.decision === 'failed') edge.setFailed(`wiki-ingest failed (Tier ${d.tier}): ${d.reason}`);
  else edge.notice(`wiki-ingest ${d.decision} (Tier ${d.tier}): ${d.reason}`);
}

/**
 * covered-changes: the covers index a Tier 1 skip is checked against, through at most two GitHub
 * API calls; the module loads only when a skip needs it.
 */
function coversAt(run: RunContext): NonNullable<PipelineDeps['covers']> {
  const { config, ctx, env, eventName, payload, branch } = run;
  return async (merge) =>
    (await import('./workspace/github-covers.js')).gitHubCovers({
      config,
      ctx,
      apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
      branch,
      env,
      ...(eventName === 'push' ? { push: payload as PushPayload } : {}),
      ...(run.checkout ? { readFile: checkoutFile(run.checkout.dir) } : {}),
    })(merge);
}

/** An API failure while reading the merge, said with what was being read and what to check. */
function githubReadError(eventName: string, env: Env, e: unknown): Error {
  // An empty github-token is said as such, not as a network failure.
  if (e instanceof ConfigError) return e;
  const err = e as {
    status?: number;
    message?: string;
    response?: unknown;
    request?: { method?: string; url?: string };
  };
  const url = err.request?.url ?? (env.GITHUB_API_URL || 'https://api.github.com');
  // Octokit reports a request that never got an answer (refused, DNS, bad port) as status 500
  // without a response.
  if (err.status === undefined || (err.status === 500 && err.response === undefined))
    return new Error(
      `Reading the ${eventName} merge failed: could not reach the GitHub API (${url}): ${err.message ?? String(e)}. Check GITHUB_API_URL and the runner's network.`,
    );
  const where = ` (${err.request?.method ?? 'GET'} ${url})`;
  const hint =
    err.status === 401 || err.status === 403 || err.status === 404
      ? ` Check that github-token can read this repository (the workflow needs permissions: contents: read${eventName === 'pull_request' ? ", pull-requests: read to list the pull request's files" : ''}).`
      : '';
  return new Error(
    `Reading the ${eventName} merge from the GitHub API failed${where}: HTTP ${err.status}: ${err.message ?? ''}.${hint}`,
  );
}
