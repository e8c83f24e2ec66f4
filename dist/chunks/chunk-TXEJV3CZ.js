import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  anthropicClient,
  foreignMap,
  initReport,
  publish,
  runScope,
  taskLedger,
  withDecision,
  workspaceOf
} from "./chunk-IN47HZ6J.js";
import {
  groupWarnings
} from "./chunk-DKRSRVMV.js";
import {
  withIngest
} from "./chunk-ZY76RAZ4.js";

// src/run/task.ts
async function runInitBatch(slice, config, deps) {
  const redactor = new (await import("./redact-3JQIZDW6.js")).Redactor(deps.secrets);
  return runTask({ kind: "init-batch", init: slice }, config, deps, { redactor });
}
async function runArchive(task, config, deps, earlier) {
  if (config.publishMode !== "pull-request" || !config.prBranch.startsWith("wiki-ingest/archive/"))
    throw new Error(
      "An archive publishes only to its own pull request (wiki-ingest/archive/<id>)."
    );
  const redactor = new (await import("./redact-3JQIZDW6.js")).Redactor(deps.secrets);
  const redact = (t) => redactor.redact(t);
  const archive = {
    ...task,
    topic: await redact(task.topic),
    question: await redact(task.question),
    answer: await redact(task.answer)
  };
  return runTask({ kind: "archive", archive }, config, deps, { redactor, earlier });
}
async function runTask(task, config, deps, run) {
  const { specOf, taskMerge } = await import("./task-specs-RSFYHFUJ.js");
  const spec = specOf(task);
  const merge = taskMerge(task);
  const workspace = run.read?.workspace ?? await workspaceOf(deps);
  const snapshot = run.read?.snapshot ?? await workspace.loadWiki();
  const base = { ...initReport(merge, snapshot), ...run.earlier };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(base, refused);
  const ingest = deps.stages?.ingest ?? (await import("./stage-3JLF5XJK.js")).runIngest;
  const spend = run.recorded ? await taskLedger(config, deps) : null;
  const t3 = await ingest({
    merge,
    task,
    ...run.repair ? { repair: run.repair } : {},
    ...run.generated ? { generated: run.generated } : {},
    config,
    client: await anthropicClient({ config, deps, scope: spend?.scope ?? runScope(config, deps) }),
    snapshot,
    readSource: workspace.readSource(merge),
    ...spec.search && workspace.sourceIndex ? { sourceIndex: workspace.sourceIndex(merge) } : {},
    ...spec.covers && workspace.blobAt ? { blobAt: workspace.blobAt(merge) } : {},
    redactor: run.redactor,
    likelyType: null,
    earlier: run.earlier ?? { usage: base.usage, cost_usd: 0 },
    clock: deps.clock ?? (() => /* @__PURE__ */ new Date())
  }).catch(async (e) => {
    await spend?.close().catch(() => []);
    throw e;
  });
  const recorded = spend ? await spend.close() : [];
  const said = [...run.warnings ?? [], ...recorded];
  let report = withIngest(
    said.length ? { ...base, warnings: [...base.warnings, ...said] } : base,
    t3
  );
  if (t3.output) {
    const output = { ...t3.output, wording: spec.wording(task) };
    report = await publish(report, workspace, output, merge, snapshot, { config, deps });
  }
  return {
    ...report,
    warnings: groupWarnings(report.warnings),
    ...t3.budget ? { budgetStop: t3.budget } : {}
  };
}

export {
  runInitBatch,
  runArchive,
  runTask
};
//# sourceMappingURL=chunk-TXEJV3CZ.js.map
