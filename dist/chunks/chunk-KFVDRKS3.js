import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  groupWarnings
} from "./chunk-DKRSRVMV.js";
import {
  PublishOutcomeError
} from "./chunk-7ZP2Q2AG.js";
import {
  scanForSecrets
} from "./chunk-X3N3RVLS.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import {
  mapFileProblem
} from "./chunk-4MFDPNYM.js";
import {
  emptyReport,
  tier1Report,
  withIngest,
  withLaterRun,
  withOtherTriage,
  withPublish,
  withRunLabel,
  withTriage
} from "./chunk-IIAT4BZ5.js";
import {
  emptyUsage,
  money,
  sumCost
} from "./chunk-EG2VR7QE.js";
import {
  classesByPath,
  classifyDetailed
} from "./chunk-IFYK7PHE.js";

// src/security/publish-check.ts
var unescapeMarkdown = (text) => text.replace(/\\([\\`*_[\]<>|#&])/g, "$1");
var SecretInOutputError = class extends Error {
  name = "SecretInOutputError";
};
async function checkBeforePublishing(input, secrets) {
  const scrub = (text) => secrets ? secrets.scrub(text) : text;
  const files = input.files.map((f) => ({ ...f, content: scrub(f.content) }));
  for (const file of files) {
    const name = file.path.slice(file.path.lastIndexOf("/") + 1);
    const hits = [];
    for (const form of [(t) => t, unescapeMarkdown]) {
      const text = form(file.content);
      const before = input.before[file.path];
      const earlier = before === void 0 || before === null ? null : form(before);
      hits.push(
        ...(await scanForSecrets(text, name)).filter(
          (h) => earlier === null || !earlier.includes(text.slice(h.range[0], h.range[1]))
        )
      );
    }
    if (hits.length)
      throw new SecretInOutputError(
        `${file.path} would publish what looks like a secret (secret scanner rule ${[...new Set(hits.map((h) => h.rule))].join(", ")}); nothing was published. Remove the secret from its source (the merge title, a committed file) and rotate it`
      );
  }
  return { files, merge: { ...input.merge, title: scrub(input.merge.title) } };
}

// src/publish/stage.ts
async function runPublish(workspace, output, merge, base, mode, secrets) {
  try {
    const checked = await checkBeforePublishing({ ...output, merge }, secrets);
    const published = await workspace.publish(
      { ...output, files: checked.files },
      checked.merge,
      base
    );
    return { ok: true, changes: output.changes, published };
  } catch (e) {
    const cause = (e instanceof Error ? e.message : String(e)).replace(/\.$/, "");
    if (e instanceof PublishOutcomeError)
      return {
        ok: false,
        reason: `Publishing failed (${mode}): ${cause}.`,
        ...e.publish ? { changes: output.changes, published: { publish: e.publish } } : {}
      };
    const nothing = /nothing was (published|written)/i.test(cause) ? "" : " Nothing was written.";
    return { ok: false, reason: `Publishing failed (${mode}): ${cause}.${nothing}` };
  }
}

// src/pipeline.ts
async function runPipeline(merge, config, deps = {}) {
  let own = null;
  if (merge) {
    const t1 = deps.reingest ? reingestTier1(merge, config) : classifyDetailed(merge, config);
    const report = tier1Report(merge, t1);
    if (t1.decision.decision === "skip" || deps.lastTier === 1) return report;
    own = { merge, t1, report };
  }
  const run = await openRun(own, config, deps);
  if ("done" in run) return run.done;
  let decided;
  try {
    decided = await decide(run);
  } catch (e) {
    await record(run, run.report);
    throw e;
  }
  return record(run, finish(run, decided));
}
async function decide(run) {
  const stop = await gate(run);
  if (stop) return stop;
  await redactMerges(run);
  const triaged = await triageAll(run);
  if ("stopped" in triaged) return triaged.stopped;
  if (run.deps.lastTier === 2) return run.report;
  const going = run.candidates.filter((c) => c.decision.decision === "process");
  if (going.length === 0)
    return run.candidates.length === 1 ? run.report : withDecision(run.report, {
      tier: 2,
      decision: "skip",
      reason: `All ${run.candidates.length} merges were skipped (Tiers 1\u20132); they are logged with the next wiki commit.`
    });
  return ingestAndPublish(run, going, triaged.likelyType);
}
async function openRun(own, config, deps) {
  let workspace;
  const workspaceOnce = () => workspace ??= workspaceOf(deps);
  const clock = deps.clock ?? (() => /* @__PURE__ */ new Date());
  const snapshot = deps.repo ? await (await workspaceOnce()).loadWiki() : void 0;
  const refused = snapshot && (missingWiki(snapshot, config) ?? foreignMap(snapshot, config));
  if (refused && own) return { done: withDecision(own.report, refused) };
  if (refused)
    return { done: { ...emptyReport(refused.reason, []), decision: { ...refused, rule: null } } };
  const plans = await import("./plan-XNWIWPOH.js");
  let ledger;
  let plan;
  const history = snapshot && deps.lastTier === void 0 ? deps.history : void 0;
  if (snapshot && history) ledger = await openRunLedger(snapshot, config, deps, clock);
  if (history && !deps.reingest) {
    const { noLedger } = await import("./run-ledger-2M3FRWU3.js");
    const view = ledger?.view ?? noLedger(deps.force ?? false);
    plan = await plans.catchUpPlan(own, config, history, view);
  } else if (own) {
    plan = plans.ownMergeOnly(own);
  } else
    throw new Error(
      "A run without a merge of its own catches up from the branch history: it needs deps.history and deps.repo."
    );
  const found = ledger?.warnings.splice(0) ?? [];
  if ("done" in plan)
    return { done: { ...plan.done, warnings: [...found, ...plan.done.warnings] } };
  const primary = plan.primary.report;
  return {
    ...plan,
    config,
    deps,
    own,
    report: { ...primary, warnings: [...primary.warnings, ...found, ...plan.warnings] },
    workspace: workspaceOnce,
    ...snapshot ? { snapshot } : {},
    ...ledger ? { ledger } : {},
    now: clock(),
    clock,
    commits: []
  };
}
async function openRunLedger(snapshot, config, deps, clock) {
  if (!deps.ledger) return void 0;
  const ledgers = await import("./run-ledger-2M3FRWU3.js");
  return ledgers.openLedger(deps.ledger, {
    cap: config.maxDailyCostUsd,
    log: snapshot.existing.log,
    force: deps.force ?? false,
    run: deps.runId ?? `run-${clock().getTime().toString(36)}`,
    clock,
    readOnly: config.publishMode === "dry-run"
  });
}
function deferAll(run, reason) {
  for (const c of run.candidates.filter((x) => x.decision.decision === "process"))
    c.decision = { ...c.decision, tier: 3, decision: "deferred", rule: null, reason };
  return withDecision(run.report, { tier: 3, decision: "skip", reason });
}
async function gate(run) {
  const { config, candidates } = run;
  const going = candidates.filter((c) => c.t1.decision.decision === "continue");
  if (going.length === 0)
    return withDecision(run.report, {
      tier: 1,
      decision: "skip",
      reason: `All ${candidates.length} merges were skipped at Tier 1; they are logged with the next wiki commit.`
    });
  if (run.deps.repo && config.publishMode !== "dry-run") {
    const refusal = await (await run.workspace()).publishRefusal?.();
    if (refusal) return withDecision(run.report, { tier: 1, decision: "failed", reason: refusal });
  }
  if (config.maxDailyCostUsd === null || !run.ledger) return null;
  const { spentInLastDay } = await import("./ledger-4P2F3F3W.js");
  const spent = spentInLastDay(run.ledger.store.view(), run.now);
  if (spent < config.maxDailyCostUsd) return null;
  return deferAll(
    run,
    `max-daily-cost-usd reached: the ledger records ${money(spent)} spent in the last 24 hours (limit $${config.maxDailyCostUsd}); no model was called, and a later run catches up ${going.length === 1 ? "this merge" : `these ${going.length} merges`}.`
  );
}
async function redactMerges(run) {
  const { Redactor, redactMerge } = await import("./redact-6K2IBFDF.js");
  const redactor = run.redactor = new Redactor(run.deps.secrets);
  for (const c of run.candidates) {
    const redacted = await redactMerge(c.merge, redactor);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: redacted };
      run.report = { ...run.report, merge: { ...run.report.merge, title: redacted.title } };
    }
    c.merge = redacted;
    c.decision = { ...c.decision, title: redacted.title };
  }
}
async function triageAll(run) {
  const { config, deps } = run;
  if (!config.triage || deps.reingest) return { likelyType: null };
  const triage = deps.stages?.triage ?? (await import("./stage-AIZKBE5I.js")).runTriage;
  const { SpendRefused } = await import("./spend-RV3NBRGE.js");
  const client = await anthropicClient(run);
  let likelyType = null;
  for (const c of run.candidates.filter((x) => x.decision.decision === "process")) {
    let t2;
    try {
      t2 = await triage({
        merge: c.merge,
        config,
        client,
        fileClasses: classesByPath(c.merge, c.t1.files),
        tier1Reason: c.t1.decision.reason,
        ...run.snapshot ? { wiki: run.snapshot.wiki } : {}
      });
    } catch (e) {
      if (!(e instanceof SpendRefused)) throw e;
      return { stopped: deferAll(run, `${e.message}; a later run decides what is left.`) };
    }
    const d = t2.decision;
    c.decision = { ...c.decision, tier: 2, decision: d.decision, rule: null, reason: d.reason };
    c.cost_usd = d.cost_usd;
    run.report = c.merge === run.primary.merge ? withTriage(run.report, t2) : withOtherTriage(run.report, t2);
    if (d.decision === "process") likelyType ??= d.likely_type;
  }
  return { likelyType };
}
async function ingestAndPublish(run, going, likelyType) {
  const { config } = run;
  const plan = await import("./batches-CJWX4IVE.js");
  const batches = plan.batchesOf(going, config);
  const client = await anthropicClient(run);
  const notes = [];
  const spent = { merges: 0, cost_usd: 0 };
  let report = run.report;
  let stop = null;
  let published = 0;
  for (const [index, batch] of batches.entries()) {
    const from = batches.slice(0, index).flat().length + 1;
    const span = { from, to: from + batch.length - 1 };
    const label = plan.runLabel(span, index, batches.length);
    stop ??= index === 0 ? null : plan.startRefusal(batch.length, spent, {
      maxCostUsd: config.maxCostUsd,
      dayLeft: await dayLeftNow(run)
    });
    if (stop) {
      plan.deferMerges(batch, `${label} was not started: ${stop}`);
      notes.push({ ...span, said: "not started, deferred" });
      continue;
    }
    const costLeft = config.maxCostUsd - (spent.cost_usd ?? 0);
    const at = { index, of: batches.length, label, client, likelyType, costLeft };
    const step = await ingestBatch(run, batch, at, report);
    if (batches.length === 1 || index === 0 && !step.ran) return step.report;
    report = index > 0 && step.ran ? withLaterRun(report, step.report) : step.report;
    spent.merges += batch.length;
    spent.cost_usd = sumCost([spent.cost_usd, step.cost_usd]);
    notes.push({ ...span, said: step.said });
    if (step.published) published++;
    else stop = `${label} published nothing`;
  }
  const failed = going.some((c) => c.decision.decision === "failed");
  return withDecision(report, {
    tier: 3,
    decision: failed ? "failed" : published > 0 ? "process" : report.decision.decision,
    reason: plan.catchUpReason(notes, config)
  });
}
async function ingestBatch(run, batch, at, base) {
  const { config, deps } = run;
  const later = at.index > 0;
  const workspace = await run.workspace();
  const snapshot = later || !run.snapshot ? await workspace.loadWiki() : run.snapshot;
  const skipped = !later && config.logSkips ? (await import("./skips-ELZI3CYY.js")).skipEntries(run.candidates, snapshot.wiki.pages) : [];
  const newest = batch[batch.length - 1].merge;
  const ingest = deps.stages?.ingest ?? (await import("./stage-UEELLPJD.js")).runIngest;
  const ledgers = run.ledger ? await import("./run-ledger-2M3FRWU3.js") : void 0;
  const t3 = await ingest({
    merge: newest,
    ...batch.length > 1 ? { sources: batch.map((c) => c.merge) } : {},
    ...skipped.length ? { skipped } : {},
    // A later run has what the runs before it left of max-cost-usd, and its prompt says so.
    config: later ? { ...config, maxCostUsd: at.costLeft } : config,
    client: at.client,
    snapshot,
    readSource: workspace.readSource(newest),
    ...workspace.blobAt ? { blobAt: workspace.blobAt(newest) } : {},
    likelyType: at.likelyType,
    // Each log.md entry states what its own run cost (the first one the triage too): summed, the
    // entries give the whole run's spend, never counting a call twice.
    earlier: later ? { usage: emptyUsage(), cost_usd: 0 } : { usage: base.usage, cost_usd: base.cost_usd },
    clock: () => run.now,
    ...run.redactor ? { redactor: run.redactor } : {},
    ...run.ledger && ledgers ? { dayLeft: () => ledgers.dayLeft(run.ledger, config.maxDailyCostUsd, run.clock()) } : {}
  });
  return publishBatch(run, batch, at, base, { t3, snapshot, workspace, newest });
}
async function publishBatch(run, batch, at, base, done) {
  const { config } = run;
  const { t3, snapshot, workspace, newest } = done;
  const later = at.index > 0;
  const cost_usd = t3.result.cost_usd;
  const batches = await import("./batches-CJWX4IVE.js");
  if (t3.budget && t3.result.iterations === 0 && !t3.output) {
    const why = t3.result.reason.replace(/^Budget /, "");
    if (!later)
      return { report: deferAll(run, why), ran: false, published: false, cost_usd, said: "" };
    batches.deferMerges(batch, `${at.label}: ${why}`);
    return { report: base, ran: false, published: false, cost_usd, said: `not started (${why})` };
  }
  let report = withIngest(base, at.of > 1 ? withRunLabel(t3, at.label) : t3);
  const ledgers = run.ledger ? await import("./run-ledger-2M3FRWU3.js") : void 0;
  const overCap = t3.output && run.ledger && ledgers ? await ledgers.concurrentOverCap(run.ledger, config.maxDailyCostUsd, run.clock()) : null;
  if (overCap) report = withDecision(report, { tier: 3, decision: "skip", reason: overCap });
  else if (t3.output) report = await publish(report, workspace, t3.output, newest, snapshot, run);
  const stopped = overCap !== null || t3.budget !== void 0 && report.decision.decision === "failed";
  if (later && stopped) {
    const why = `${at.label} was stopped by a budget (${money(cost_usd)} spent, recorded in the ledger) with nothing published: ${overCap ?? t3.result.reason}`;
    batches.deferMerges(batch, why);
    return {
      report,
      ran: true,
      published: false,
      cost_usd,
      said: `stopped, ${money(cost_usd)} spent, nothing published; deferred`
    };
  }
  const published = settle(run, batch, report, t3, overCap !== null, !later);
  const sha = published ? report.publish?.commit_sha : void 0;
  if (sha) run.commits.push(sha);
  if (batch.some((c) => c.outcome === "budget"))
    report = {
      ...report,
      warnings: [
        ...report.warnings,
        `A budget stopped Tier 3 (${money(t3.result.cost_usd)} spent, recorded in the ledger); catch-up retries ${batch.length === 1 ? "this merge" : "these merges"} once by itself, and after a second budget stop only a run started by hand (workflow_dispatch) does.`
      ]
    };
  return { report, ran: true, published, cost_usd, said: batches.runSaid(report, t3, published) };
}
async function dayLeftNow(run) {
  if (!run.ledger) return null;
  const { dayLeft } = await import("./run-ledger-2M3FRWU3.js");
  return dayLeft(run.ledger, run.config.maxDailyCostUsd, run.clock());
}
function settle(run, going, report, t3, refused, logsSkips) {
  const failed = report.decision.decision === "failed";
  const published = !failed && !refused;
  const share = t3.result.cost_usd === null ? null : t3.result.cost_usd / going.length;
  for (const c of going) {
    c.decision = {
      ...c.decision,
      tier: 3,
      decision: refused ? "deferred" : failed ? "failed" : "process",
      rule: null,
      reason: report.decision.reason
    };
    c.cost_usd = c.cost_usd === null || share === null ? null : (c.cost_usd ?? 0) + share;
    c.outcome = refused || t3.budget && !published ? "budget" : !published ? "failed" : t3.budget?.partial ? "partial" : "process";
  }
  if (logsSkips && published && report.publish?.commit_sha) {
    for (const c of run.candidates) if (c.decision.decision === "skip") c.outcome = "skip";
  }
  return published;
}
function missingWiki(snapshot, config) {
  const at = snapshot.base;
  if (!at || at.tree !== null) return null;
  return {
    tier: 1,
    decision: "failed",
    reason: `The wiki folder "${config.wikiPath}" is not in commit ${at.commit.slice(0, 12)}, so no model was called. Start the wiki with "wiki-ingest init" (the CLI, on a clone; commit what it writes), or set wiki-path to the folder that holds it.`
  };
}
function reingestTier1(merge, config) {
  const t1 = classifyDetailed(merge, config);
  const would = t1.decision.decision === "skip" ? `Tier 1 would skip it (${t1.decision.reason})` : "Tier 1 lets it through";
  return {
    ...t1,
    decision: {
      ...t1.decision,
      decision: "continue",
      rule: null,
      reason: `re-ingest of ${(merge.sha ?? "").slice(0, 12)} requested (workflow_dispatch input sha): ingested again even if log.md names it, without Tier 2; ${would}.`
    }
  };
}
function foreignMap(snapshot, config) {
  const problem = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
  return problem ? { tier: 1, decision: "failed", reason: `${problem} No model was called.` } : null;
}
async function publish(report, workspace, output, merge, snapshot, run) {
  const { config, deps } = run;
  return withPublish(
    report,
    await runPublish(workspace, output, merge, snapshot.base, config.publishMode, deps.secrets)
  );
}
async function runInitBatch(slice, config, deps) {
  const { initMerge } = await import("./init-task-YCQA2ULP.js");
  const redactor = new (await import("./redact-6K2IBFDF.js")).Redactor(deps.secrets);
  return runTask({ merge: initMerge(slice), init: slice }, config, deps, redactor, null);
}
async function runArchive(task, config, deps, earlier) {
  if (config.publishMode !== "pull-request" || !config.prBranch.startsWith("wiki-ingest/archive/"))
    throw new Error(
      "An archive publishes only to its own pull request (wiki-ingest/archive/<id>)."
    );
  const { archiveMerge } = await import("./archive-task-GOWQOEBA.js");
  const redactor = new (await import("./redact-6K2IBFDF.js")).Redactor(deps.secrets);
  const redact = (t) => redactor.redact(t);
  const archive = {
    ...task,
    topic: await redact(task.topic),
    question: await redact(task.question),
    answer: await redact(task.answer)
  };
  return runTask({ merge: archiveMerge(archive), archive }, config, deps, redactor, earlier);
}
async function runTask(task, config, deps, redactor, earlier) {
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const base = { ...initReport(task.merge, snapshot), ...earlier };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(base, refused);
  const ingest = deps.stages?.ingest ?? (await import("./stage-UEELLPJD.js")).runIngest;
  const t3 = await ingest({
    ...task,
    config,
    client: await anthropicClient({ config, deps }),
    snapshot,
    readSource: workspace.readSource(task.merge),
    redactor,
    likelyType: null,
    earlier: earlier ?? { usage: base.usage, cost_usd: 0 },
    clock: deps.clock ?? (() => /* @__PURE__ */ new Date())
  });
  let report = withIngest(base, t3);
  if (t3.output)
    report = await publish(report, workspace, t3.output, task.merge, snapshot, { config, deps });
  return { ...report, warnings: groupWarnings(report.warnings) };
}
async function closeInit(entry, config, deps) {
  const { initCloseOutput, initMerge } = await import("./init-task-YCQA2ULP.js");
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const merge = { ...initMerge({ head: entry.head, batch: 1, batches: 1 }), title: "initial wiki" };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(initReport(merge, snapshot), refused);
  const output = initCloseOutput(
    snapshot,
    { wikiPath: config.wikiPath, mapFile: config.mapFile, caps: capsOf(config) },
    entry
  );
  const base = withDecision(initReport(merge, snapshot), {
    tier: 3,
    decision: "process",
    reason: entry.summary
  });
  return publish(base, workspace, output, merge, snapshot, { config, deps });
}
var withoutMerges = ({ merges: _decided, ...report }) => report;
var initReport = (merge, snapshot) => ({
  ...withoutMerges(emptyReport(merge.title, [...snapshot.wiki.warnings])),
  merge: { title: merge.title, ...merge.sha ? { sha: merge.sha } : {} }
});
var withDecision = (report, d) => ({ ...report, decision: { ...d, rule: null } });
var finish = (run, done) => {
  const redactions = run.redactor?.redactions;
  const grouped = { ...done, warnings: groupWarnings(done.warnings) };
  const report = redactions?.total ? { ...grouped, redactions } : grouped;
  return run.candidates.length > 1 || !run.own ? { ...report, merges: run.candidates.map((c) => c.decision) } : report;
};
async function record(run, report) {
  if (!run.ledger) return report;
  const { outcomeRecords } = await import("./run-ledger-2M3FRWU3.js");
  await run.ledger.store.append(
    outcomeRecords(run.candidates, run.commits, run.ledger.run, run.clock())
  );
  const problems = run.ledger.warnings.splice(0);
  return problems.length ? { ...report, warnings: [...report.warnings, ...problems] } : report;
}
async function anthropicClient(run) {
  const { config, deps } = run;
  const client = deps.anthropic ?? await (await import("./client-5OGWJ56C.js")).createClient(config, deps.env ?? {});
  if (!run.ledger) return client;
  return (await import("./spend-RV3NBRGE.js")).metered(client, run.ledger.meter);
}
async function workspaceOf(deps) {
  if (!deps.repo)
    throw new Error("Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.");
  return typeof deps.repo === "function" ? deps.repo() : deps.repo;
}

export {
  runPipeline,
  runInitBatch,
  runArchive,
  closeInit
};
//# sourceMappingURL=chunk-KFVDRKS3.js.map
