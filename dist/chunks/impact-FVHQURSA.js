import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  repoScope
} from "./chunk-YHJ55ZJJ.js";
import "./chunk-O66EVBOQ.js";
import "./chunk-UFXPTZ66.js";
import {
  runPipeline
} from "./chunk-6JUWS6R7.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-NCDCODYA.js";
import "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-363AVV2A.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import {
  through
} from "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/action/impact.ts
async function impactOfPullRequest(root) {
  const { runImpactMode } = await import("./mode-2QVSDOAQ.js");
  return runImpactMode({
    ...repoScope(root),
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch,
    ...root.config.impactPreview ? { preview: (request) => previewRun(root, request) } : {},
    ...root.env.GITHUB_WORKSPACE ? { generated: () => checkoutGenerated(root) } : {}
  });
}
async function checkoutGenerated(root) {
  const { generatedAtCheckout } = await import("./checkout-37S6WNCL.js");
  return generatedAtCheckout(root.env.GITHUB_WORKSPACE, root.config.ignorePaths).catch(() => null);
}
async function pullCheckout(env, headSha) {
  const dir = env.GITHUB_WORKSPACE;
  const sha = env.GITHUB_SHA ?? "";
  if (!dir || !/^[0-9a-f]{7,64}$/i.test(sha)) return null;
  const { holdsPullMerge } = await import("./checkout-source-DS6DBEHQ.js");
  return await holdsPullMerge(dir, sha, headSha) ? { dir, sha } : null;
}
async function previewRun(root, request) {
  const config = { ...root.config, publishMode: "dry-run" };
  const { history: _history, ledger, ...deps } = root.pipelineDeps(config);
  const checkout = await pullCheckout(root.env, request.headSha);
  let merge = request.merge;
  if (checkout) {
    const { checkoutFiles } = await import("./checkout-source-DS6DBEHQ.js");
    const files = await checkoutFiles(checkout.dir, false).files(checkout.sha);
    const { checkoutWorkspace } = await import("./checkout-37S6WNCL.js");
    const given = deps.repo;
    if (given)
      deps.repo = checkoutWorkspace(
        checkout.dir,
        config,
        typeof given === "function" ? given : async () => given
      );
    merge = { ...merge, sha: checkout.sha, ...files ? { files } : {} };
  }
  const { spendLedger } = await import("./open-2KWOXZ7A.js");
  const spend = spendLedger(ledger, {
    budget: config.maxCostUsd,
    cap: config.maxDailyCostUsd,
    run: deps.runId ?? "local-1",
    now: root.clock,
    // A dry run's merge records nothing; its spend is real money and counts toward the day.
    readOnly: false,
    ...root.anthropic?.spend ? { parent: root.anthropic.spend } : {}
  });
  try {
    const client = root.anthropic ?? await (await import("./client-BHGNF2PD.js")).createClient(config, root.env, root.secrets);
    const report = await runPipeline(merge, config, {
      ...deps,
      anthropic: through(client, spend.gate),
      covers: async (m) => ({ index: request.covers, merge: m })
    });
    const recorded = await spend.close();
    return root.secrets.scrubDeep({ ...report, warnings: [...report.warnings, ...recorded] });
  } catch (e) {
    await spend.close().catch(() => []);
    throw new Error(root.secrets.scrub(e.message ?? String(e)));
  }
}
export {
  impactOfPullRequest
};
//# sourceMappingURL=impact-FVHQURSA.js.map
