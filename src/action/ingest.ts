// mode ingest on a merge event: push, a merged pull request, a catch-up (schedule, or
// workflow_dispatch without a sha) or a re-ingest (workflow_dispatch's sha). The merge is read
// from the event, decided through the one pipeline, and its Report is the outcome.
import { ConfigError } from '../config/errors.js';
import {
  isCatchUp,
  isNoOp,
  isReingest,
  mergeFromEvent,
  UnsupportedEventError,
} from '../merge-info/event.js';
import type { PushPayload } from '../merge-info/push.js';
import { runPipeline } from '../pipeline.js';
import { reportOutcome, type ModeOutcome } from '../report/outputs.js';
import { noOpSummary } from '../report/summary.js';
import type { PipelineDeps } from '../ports.js';
import type { Report } from '../types.js';
import {
  checkoutFile,
  checkoutFiles,
  checkoutPreviewNote,
  checkoutSource,
  type CheckoutSource,
} from '../workspace/checkout-source.js';
import type { ActionRoot } from './root.js';

/** The merge read, the pipeline run, the report as the outcome. */
export async function ingestMerge(root: ActionRoot): Promise<ModeOutcome> {
  const { config, eventName, env } = root;
  // GITHUB_WORKSPACE, when it holds the merge: read from git instead of the API.
  const checkout = await checkoutSource(env, config, eventName, root.payload);
  if (checkout) root.events.checkout = checkoutFiles(checkout.dir, checkout.only);
  const merge = await root.group('Reading the merge', () =>
    mergeFromEvent(eventName, root.payload, root.events).catch((e: unknown) => {
      throw e instanceof UnsupportedEventError ? e : githubReadError(eventName, env, e);
    }),
  );
  if (isNoOp(merge))
    return {
      outputs: { decision: 'skip', tier: '', rule: '', reason: merge.reason },
      summary: (out) => noOpSummary(merge.reason, out),
      warnings: [],
      message: merge.reason,
      failed: false,
    };
  if (checkout?.only) root.events.warnings.push(checkoutPreviewNote(checkout.sha));
  const deps: PipelineDeps = {
    ...fromCheckout(root.pipelineDeps(config), checkout, config),
    covers: coversAt(root, checkout),
  };
  const found = isReingest(merge)
    ? await runPipeline(merge.reingest, config, { ...deps, reingest: true })
    : await runPipeline(isCatchUp(merge) ? null : merge, config, deps);
  // Scrubbed before rendering too: escaping could hide a secret's form from the text scrub.
  const report: Report = root.secrets.scrubDeep({
    ...found,
    warnings: [...root.events.warnings, ...found.warnings],
  });
  const d = report.decision;
  // The notice leads with what the run did (a dry run wrote nothing: said first).
  const dry = report.publish?.mode === 'dry-run' ? ', dry run: nothing written' : '';
  return {
    ...reportOutcome(
      report,
      d.decision === 'failed'
        ? `wiki-ingest failed (Tier ${d.tier}): ${d.reason}`
        : `wiki-ingest ${d.decision} (Tier ${d.tier}${dry}): ${d.reason}`,
    ),
    debug: `wiki-ingest report: ${JSON.stringify(report.decision)}`,
  };
}

/**
 * covered-changes: the covers index a Tier 1 skip is checked against, through at most two GitHub
 * API calls; the module loads only when a skip needs it.
 */
function coversAt(
  root: ActionRoot,
  checkout: CheckoutSource | null,
): NonNullable<PipelineDeps['covers']> {
  const { config, env, eventName, payload, branch } = root;
  return async (merge) =>
    (await import('../workspace/github-covers.js')).gitHubCovers({
      config,
      ctx: root.events,
      apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
      branch,
      env,
      ...(eventName === 'push' ? { push: payload as unknown as PushPayload } : {}),
      ...(checkout ? { readFile: checkoutFile(checkout.dir) } : {}),
    })(merge);
}

/**
 * The pipeline's deps with the checkout as the source of files (src/workspace/checkout.ts); a dry
 * run from the checkout calls no GitHub API: no history, no ledger (the summary says so).
 */
function fromCheckout(
  deps: PipelineDeps,
  checkout: CheckoutSource | null,
  config: ActionRoot['config'],
): PipelineDeps {
  const given = deps.repo;
  if (!checkout || !given) return deps;
  const api = typeof given === 'function' ? given : async () => given;
  const repo = async () =>
    (await import('../workspace/checkout.js')).checkoutWorkspace(
      checkout.dir,
      config,
      api,
      checkout.sha,
    )();
  if (!checkout.only) return { ...deps, repo };
  const { history: _history, ledger: _ledger, ...rest } = deps;
  return { ...rest, repo };
}

/** An API failure while reading the merge, said with what was being read and what to check. */
function githubReadError(eventName: string, env: NodeJS.ProcessEnv, e: unknown): Error {
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
