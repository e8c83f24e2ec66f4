// mode: impact — the pages an open pull request will make stale, for free (src/impact/); with
// impact-preview, the dry run of Tiers 1–3 the comment folds in, composed here: the one pipeline
// (runPipeline) in publish-mode dry-run on the pull request as a merge, its calls through one
// spend gate over the ledger (max-cost-usd and the day's cap; each call's spend recorded there,
// the only write the preview makes).
import type { Config } from '../config.js';
import type { PreviewRequest } from '../impact/preview.js';
import type { GeneratedFiles } from '../paths/generated.js';
import { runPipeline } from '../pipeline.js';
import type { ModeOutcome } from '../report/outputs.js';
import type { Report } from '../types.js';
import { repoScope, type ActionRoot } from './root.js';

export async function impactOfPullRequest(root: ActionRoot): Promise<ModeOutcome> {
  const { runImpactMode } = await import('../impact/mode.js');
  return runImpactMode({
    ...repoScope(root),
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch,
    ...(root.config.impactPreview ? { preview: (request) => previewRun(root, request) } : {}),
    ...(root.env.GITHUB_WORKSPACE
      ? {
          generated: () => checkoutGenerated(root),
          repository: () => checkoutRepository(root),
          history: (base: string) => checkoutHistory(root, base),
        }
      : {}),
  });
}

/** The checkout's files and its packages' names (mode: impact's file names and packages). */
async function checkoutRepository(root: ActionRoot) {
  const { repositoryAtCheckout } = await import('../workspace/checkout.js');
  return repositoryAtCheckout(root.env.GITHUB_WORKSPACE!).catch(() => null);
}

/** The checkout's first-parent history from the base commit: empty when shallow, null without a checkout. */
async function checkoutHistory(root: ActionRoot, base: string) {
  const dir = root.env.GITHUB_WORKSPACE!;
  const [{ pastChanges }, { headCommit }] = await Promise.all([
    import('../git/past-changes.js'),
    import('../git/tree.js'),
  ]);
  if ((await headCommit(dir).catch(() => null)) === null) return null;
  return (await pastChanges(dir, base)) ?? [];
}

/** Which files are generated, by the checkout's .gitattributes; null without a checkout. */
async function checkoutGenerated(root: ActionRoot): Promise<GeneratedFiles | null> {
  const { generatedAtCheckout } = await import('../workspace/checkout.js');
  return generatedAtCheckout(root.env.GITHUB_WORKSPACE!, root.config.ignorePaths).catch(() => null);
}

/**
 * The checkout, when GITHUB_WORKSPACE holds the pull request's merge ref (GITHUB_SHA, the head
 * as its second parent): the merge's files, diffs and sources then come from git.
 */
async function pullCheckout(
  env: NodeJS.ProcessEnv,
  headSha: string,
): Promise<{ dir: string; sha: string } | null> {
  const dir = env.GITHUB_WORKSPACE;
  const sha = env.GITHUB_SHA ?? '';
  if (!dir || !/^[0-9a-f]{7,64}$/i.test(sha)) return null;
  const { holdsPullMerge } = await import('../workspace/checkout-source.js');
  return (await holdsPullMerge(dir, sha, headSha)) ? { dir, sha } : null;
}

/**
 * impact-preview's dry run: the pull request decided through the one pipeline with publish-mode
 * dry-run (nothing written, no wiki commit or pull request), one merge (no catch-up), its model
 * calls behind a gate of max-cost-usd and max-daily-cost-usd whose spend records go to the ledger.
 */
async function previewRun(root: ActionRoot, request: PreviewRequest): Promise<Report> {
  const config: Config = { ...root.config, publishMode: 'dry-run' };
  // No history: only this merge is decided. The ledger serves the gate alone.
  const { history: _history, ledger, ...deps } = root.pipelineDeps(config);
  const checkout = await pullCheckout(root.env, request.headSha);
  let merge = request.merge;
  let read: string | null = null;
  if (checkout) {
    const { checkoutFiles } = await import('../workspace/checkout-source.js');
    const files = await checkoutFiles(checkout.dir, false).files(checkout.sha);
    const { checkoutWorkspace } = await import('../workspace/checkout.js');
    const given = deps.repo;
    // A dry run over the checkout reads no API: the wiki, the sources and the diffs are git's.
    // The wiki at the merge ref itself, whatever HEAD the workflow checked out; said.
    if (given)
      deps.repo = checkoutWorkspace(
        checkout.dir,
        config,
        typeof given === 'function' ? given : async () => given,
        checkout.sha,
      );
    merge = { ...merge, sha: checkout.sha, ...(files ? { files } : {}) };
    read = `The preview read the wiki, the sources and the diff from the checkout at the pull request's merge ref ${checkout.sha.slice(0, 12)} (GITHUB_SHA), not at the checkout's HEAD.`;
  }
  const { openSpendLedger } = await import('../ledger/open.js');
  const spend = openSpendLedger(
    ledger,
    {
      budget: config.maxCostUsd,
      cap: config.maxDailyCostUsd,
      run: deps.runId ?? 'local-1',
      now: root.clock,
      // A dry run's merge records nothing; its spend is real money and counts toward the day.
      readOnly: false,
    },
    root.anthropic,
  );
  try {
    const client =
      root.anthropic ??
      (await (await import('../llm/client.js')).createClient(config, root.env, root.secrets));
    const report = await runPipeline(merge, config, {
      ...deps,
      anthropic: spend.scope.through(client),
      covers: async (m) => ({ index: request.covers, merge: m }),
    });
    const recorded = await spend.close();
    const said = [...(read ? [read] : []), ...report.warnings, ...recorded];
    return root.secrets.scrubDeep({ ...report, warnings: said });
  } catch (e) {
    // What the calls so far cost is recorded whatever ends the run.
    await spend.close().catch(() => []);
    throw new Error(root.secrets.scrub((e as Error).message ?? String(e)));
  }
}
