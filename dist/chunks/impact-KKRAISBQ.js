import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runPipeline
} from "./chunk-VGZWUBZR.js";
import {
  repoScope
} from "./chunk-7O2VENRV.js";
import "./chunk-O66EVBOQ.js";
import "./chunk-UFXPTZ66.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-IN47HZ6J.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-ZY76RAZ4.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/action/impact.ts
async function impactOfPullRequest(root) {
  const { runImpactMode } = await import("./mode-E4JJJD5Q.js");
  return runImpactMode({
    ...repoScope(root),
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch,
    ...root.config.impactPreview ? { preview: (request) => previewRun(root, request) } : {},
    ...root.env.GITHUB_WORKSPACE ? {
      generated: () => checkoutGenerated(root),
      repository: () => checkoutRepository(root),
      history: (base) => checkoutHistory(root, base)
    } : {}
  });
}
async function checkoutRepository(root) {
  const { repositoryAtCheckout } = await import("./checkout-5LTTBZAC.js");
  return repositoryAtCheckout(root.env.GITHUB_WORKSPACE).catch(() => null);
}
async function checkoutHistory(root, base) {
  const dir = root.env.GITHUB_WORKSPACE;
  const [{ pastChanges }, { headCommit }] = await Promise.all([
    import("./past-changes-JQPJUEWL.js"),
    import("./tree-EJ67Z3V2.js")
  ]);
  if (await headCommit(dir).catch(() => null) === null) return null;
  return await pastChanges(dir, base) ?? [];
}
async function checkoutGenerated(root) {
  const { generatedAtCheckout } = await import("./checkout-5LTTBZAC.js");
  return generatedAtCheckout(root.env.GITHUB_WORKSPACE, root.config.ignorePaths).catch(() => null);
}
async function pullCheckout(env, headSha) {
  const dir = env.GITHUB_WORKSPACE;
  const sha = env.GITHUB_SHA ?? "";
  if (!dir || !/^[0-9a-f]{7,64}$/i.test(sha)) return null;
  const { holdsPullMerge } = await import("./checkout-source-4I4PM6RL.js");
  return await holdsPullMerge(dir, sha, headSha) ? { dir, sha } : null;
}
async function previewRun(root, request) {
  const config = { ...root.config, publishMode: "dry-run" };
  const { history: _history, ledger, ...deps } = root.pipelineDeps(config);
  const checkout = await pullCheckout(root.env, request.headSha);
  let merge = request.merge;
  let read = null;
  if (checkout) {
    const { checkoutFiles } = await import("./checkout-source-4I4PM6RL.js");
    const files = await checkoutFiles(checkout.dir, false).files(checkout.sha);
    const { checkoutWorkspace } = await import("./checkout-5LTTBZAC.js");
    const given = deps.repo;
    if (given)
      deps.repo = checkoutWorkspace(
        checkout.dir,
        config,
        typeof given === "function" ? given : async () => given,
        checkout.sha
      );
    merge = { ...merge, sha: checkout.sha, ...files ? { files } : {} };
    read = `The preview read the wiki, the sources and the diff from the checkout at the pull request's merge ref ${checkout.sha.slice(0, 12)} (GITHUB_SHA), not at the checkout's HEAD.`;
  }
  const { openSpendLedger } = await import("./open-7B7ZNGVK.js");
  const spend = openSpendLedger(
    ledger,
    {
      budget: config.maxCostUsd,
      cap: config.maxDailyCostUsd,
      run: deps.runId ?? "local-1",
      now: root.clock,
      // A dry run's merge records nothing; its spend is real money and counts toward the day.
      readOnly: false
    },
    root.anthropic
  );
  try {
    const client = root.anthropic ?? await (await import("./client-SBKKK7A7.js")).createClient(config, root.env, root.secrets);
    const report = await runPipeline(merge, config, {
      ...deps,
      anthropic: spend.scope.through(client),
      covers: async (m) => ({ index: request.covers, merge: m })
    });
    const recorded = await spend.close();
    const said = [...read ? [read] : [], ...report.warnings, ...recorded];
    return root.secrets.scrubDeep({ ...report, warnings: said });
  } catch (e) {
    await spend.close().catch(() => []);
    throw new Error(root.secrets.scrub(e.message ?? String(e)));
  }
}
export {
  impactOfPullRequest
};
//# sourceMappingURL=impact-KKRAISBQ.js.map
