import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  anthropicClient,
  deferAll,
  finishReport,
  foreignMap,
  publish,
  runPublish,
  runScope,
  spendRecorded,
  withDecision,
  workspaceOf
} from "./chunk-IN47HZ6J.js";
import {
  emptyReport,
  tier1Report,
  withIngest,
  withLaterRun,
  withOtherTriage,
  withPublish,
  withRunLabel,
  withTriage
} from "./chunk-ZY76RAZ4.js";
import {
  emptyUsage,
  sumCost
} from "./chunk-2F6UNR7T.js";
import {
  COVERED_RULES,
  classesByPath,
  classifyDetailed
} from "./chunk-GXLGACNZ.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import {
  money
} from "./chunk-BY4U7PKS.js";

// src/run/prepare.ts
async function markGeneratedFiles(run) {
  const { loadGeneratedFiles, markGenerated } = await import("./generated-6NGMBWOJ.js");
  const { readText } = await import("./source-reader-XJHIWINW.js");
  const newest = run.candidates[run.candidates.length - 1].merge;
  const workspace = run.deps.repo ? await run.workspace() : null;
  const reader = workspace ? readText(workspace.readSource(newest)) : null;
  let unread = null;
  const read = async (path) => {
    if (!reader) return null;
    try {
      return await reader(path);
    } catch (e) {
      unread = e instanceof Error ? e.message : String(e);
      return null;
    }
  };
  let unlisted = null;
  const fromTree = await workspace?.generatedFiles?.(newest, run.config.ignorePaths).catch((e) => {
    unlisted = e instanceof Error ? e.message : String(e);
    return void 0;
  });
  const generated = run.generated = fromTree ?? await loadGeneratedFiles(run.config.ignorePaths, read);
  const said = [
    ...unlisted !== null && unread === null ? [
      `The repository's .gitattributes files could not be listed (${unlisted}); the root's alone decided which files are generated.`
    ] : [],
    ...unread !== null ? [
      `The repository's .gitattributes could not be read (${unread}); only ignore-paths and what each file holds decided which files are generated.`
    ] : []
  ];
  if (said.length) run.report = { ...run.report, warnings: [...run.report.warnings, ...said] };
  run.candidates = run.candidates.map((c) => {
    const marked = markGenerated(c.merge, generated);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: marked };
      if (run.report.files)
        run.report = { ...run.report, files: withGenerated(run.report.files, marked) };
    }
    return { ...c, merge: marked };
  });
}
async function sayHiddenCovers(run) {
  if (!run.generated || !run.snapshot) return;
  const { rulesHidingCovers, markHiding, hidingSentence } = await import("./attribute-changes-REU3RREP.js");
  const { coversIndexOf: coversIndexOf2 } = await import("./covers-index-NM4OO5N6.js");
  const index = coversIndexOf2(run.snapshot.wiki.pages);
  const said = /* @__PURE__ */ new Set();
  run.candidates = run.candidates.map((c) => {
    const rules = rulesHidingCovers(c.merge, index, run.generated);
    for (const r of rules) said.add(hidingSentence(r));
    const marked = markHiding(c.merge, rules);
    if (c.merge === run.primary.merge) run.primary = { ...run.primary, merge: marked };
    return { ...c, merge: marked };
  });
  const fix = "If those files are not generated, remove the rule; if they are, drop them from the pages' covers (wiki-ingest lint --fix does).";
  if (said.size)
    run.report = {
      ...run.report,
      warnings: [...run.report.warnings, ...[...said].map((s) => `${s}. ${fix}`)]
    };
}
function skipAllGenerated(run) {
  run.candidates = run.candidates.map((c) => {
    const files = c.merge.files;
    if (c.decision.decision !== "process" || files.length === 0) return c;
    if (files.some((f) => f.generated === void 0)) return c;
    const rules = [...new Set(files.map((f) => f.generated))];
    const reason = `every changed file is generated (${rules.slice(0, 3).join("; ")}${rules.length > 3 ? `; and ${rules.length - 3} more` : ""}): nothing a model could read, so none is paid for it.`;
    if (c.merge === run.primary.merge)
      run.report = { ...run.report, decision: { tier: 1, decision: "skip", rule: null, reason } };
    return { ...c, decision: { ...c.decision, tier: 1, decision: "skip", rule: null, reason } };
  });
}
var withGenerated = (files, merge) => files.map((f, i) => {
  const rule = merge.files[i]?.generated;
  return rule === void 0 ? f : { ...f, generated: rule };
});
async function redactMerges(run) {
  const { Redactor, redactMerge } = await import("./redact-3JQIZDW6.js");
  const redactor = run.redactor = new Redactor(run.deps.secrets);
  const candidates = [];
  for (const c of run.candidates) {
    const redacted = await redactMerge(c.merge, redactor);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: redacted };
      run.report = { ...run.report, merge: { ...run.report.merge, title: redacted.title } };
    }
    candidates.push({ ...c, merge: redacted, decision: { ...c.decision, title: redacted.title } });
  }
  run.candidates = candidates;
}

// src/run/skip-publish.ts
async function followInput(candidates, run) {
  const [{ coverablePath }, { coverRepair }] = await Promise.all([
    import("./coverable-KEXSPBCY.js"),
    import("./finalize-7UXMD5V4.js")
  ]);
  return coverRepair(
    candidates.flatMap((c) => c.merge.files),
    coverablePath(run.config, run.generated)
  );
}
async function publishSkips(run, report) {
  const { config, snapshot } = run;
  const follows = run.candidates.some((c) => c.t1.follows === true);
  if (!snapshot || !(follows || run.deps.writeSkips)) return report;
  const warned = run.report.warnings.length;
  if (follows && !run.generated) await markGeneratedFiles(run);
  const read = run.report.warnings.slice(warned);
  const [{ skipOnlyOutput }, { coverablePath }] = await Promise.all([
    import("./skip-commit-5FQ2TZAD.js"),
    import("./coverable-KEXSPBCY.js")
  ]);
  const out = skipOnlyOutput({
    snapshot,
    candidates: run.candidates,
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps: capsOf(config),
    logSkips: config.logSkips,
    date: run.now,
    coverable: coverablePath(config, run.generated)
  });
  if (!out) return report;
  const noted = {
    ...report,
    warnings: [...report.warnings, ...read, ...out.warnings ?? []],
    ...out.stale.length ? { stale: out.stale } : {}
  };
  const published = await runPublish(
    await run.workspace(),
    out,
    run.primary.merge,
    snapshot.base,
    config.publishMode,
    run.deps.secrets
  );
  if (!published.ok)
    return {
      ...noted,
      warnings: [
        ...noted.warnings,
        `The skip-only wiki commit (${out.summary}) was not written: ${published.reason} The skips are logged, and the covers moved, by the next wiki commit (or wiki-ingest lint --fix).`
      ]
    };
  const done = withPublish(noted, published);
  const sha = done.publish?.commit_sha;
  if (sha) {
    run.commits.push(sha);
    for (const c of run.candidates) if (c.decision.decision === "skip") c.outcome = "skip";
  }
  const mode = done.publish?.mode;
  const said = mode === "dry-run" ? "not written, dry run" : sha ? `written in wiki commit ${sha.slice(0, 12)}` : "written to the working tree";
  return {
    ...done,
    decision: { ...done.decision, reason: `${done.decision.reason} (${out.summary}: ${said}.)` }
  };
}

// src/run/catch-up-loop.ts
async function ingestAndPublish(run, going, likelyType) {
  const { config } = run;
  const plan = await import("./batches-SGXZVQLG.js");
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
      scope: run.scope
    });
    if (stop) {
      plan.deferMerges(batch, `${label} was not started: ${stop}`);
      notes.push({ ...span, said: "not started, deferred" });
      continue;
    }
    const at = { index, of: batches.length, label, client, likelyType };
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
  const skipped = !later && config.logSkips ? (await import("./skips-WAVDPILG.js")).skipEntries(run.candidates, snapshot.wiki.pages) : [];
  const newest = batch[batch.length - 1].merge;
  const ingest = deps.stages?.ingest ?? (await import("./stage-3JLF5XJK.js")).runIngest;
  const t3 = await ingest({
    merge: newest,
    ...batch.length > 1 ? { sources: batch.map((c) => c.merge) } : {},
    ...skipped.length ? { skipped } : {},
    // The client's scope holds what the runs before it left of max-cost-usd; its prompt says so.
    config,
    client: at.client,
    snapshot,
    readSource: workspace.readSource(newest),
    ...workspace.blobAt ? { blobAt: workspace.blobAt(newest) } : {},
    ...workspace.sourceIndex ? { sourceIndex: workspace.sourceIndex(newest) } : {},
    ...run.generated ? { generated: run.generated } : {},
    likelyType: at.likelyType,
    // Each log.md entry states what its own run cost (the first one the triage too): summed, the
    // entries give the whole run's spend, never counting a call twice.
    earlier: later ? { usage: emptyUsage(), cost_usd: 0 } : { usage: base.usage, cost_usd: base.cost_usd },
    clock: () => run.now,
    ...run.redactor ? { redactor: run.redactor } : {},
    // The first run's commit logs the skips too: their renames and deletions move covers with it.
    repair: await followInput(
      later ? batch : run.candidates.filter((c) => batch.includes(c) || c.decision.decision === "skip"),
      run
    )
  });
  return publishBatch(run, batch, at, base, { t3, snapshot, workspace, newest });
}
async function publishBatch(run, batch, at, base, done) {
  const { config } = run;
  const { t3, snapshot, workspace, newest } = done;
  const later = at.index > 0;
  const cost_usd = t3.result.cost_usd;
  const batches = await import("./batches-SGXZVQLG.js");
  const dayRefused = /^Budget max-daily-cost-usd/.test(t3.result.reason);
  if (t3.budget && t3.result.iterations === 0 && !t3.output && dayRefused) {
    const why = t3.result.reason.replace(/^Budget /, "");
    if (!later)
      return { report: deferAll(run, why), ran: false, published: false, cost_usd, said: "" };
    batches.deferMerges(batch, `${at.label}: ${why}`);
    return { report: base, ran: false, published: false, cost_usd, said: `not started (${why})` };
  }
  let report = withIngest(base, at.of > 1 ? withRunLabel(t3, at.label) : t3);
  const ledgers = run.ledger ? await import("./run-ledger-FT6BHJDP.js") : void 0;
  const overCap = t3.output && run.ledger && ledgers ? await ledgers.concurrentOverCap(run.ledger, config.maxDailyCostUsd, run.clock()) : null;
  if (overCap) report = withDecision(report, { tier: 3, decision: "skip", reason: overCap });
  else if (t3.output) report = await publish(report, workspace, t3.output, newest, snapshot, run);
  const stopped = overCap !== null || t3.budget !== void 0 && report.decision.decision === "failed";
  if (later && stopped) {
    const why = `${at.label} was stopped by a budget (${money(cost_usd)} spent, ${spendRecorded(config, run.scope)}) with nothing published: ${overCap ?? t3.result.reason}`;
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
        `A budget stopped Tier 3 (${money(t3.result.cost_usd)} spent, ${spendRecorded(config, run.scope)})${retried(run, batch.length)}`
      ]
    };
  return { report, ran: true, published, cost_usd, said: batches.runSaid(report, t3, published) };
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
var retried = (run, merges) => run.ledger && run.config.publishMode !== "dry-run" ? `; catch-up retries ${merges === 1 ? "this merge" : "these merges"} once by itself, and after a second budget stop only a run started by hand (workflow_dispatch) does.` : ".";

// src/run/open.ts
async function openRun(own, config, deps) {
  let workspace;
  const workspaceOnce = () => workspace ??= workspaceOf(deps);
  const clock = deps.clock ?? (() => /* @__PURE__ */ new Date());
  const snapshot = deps.repo ? await (await workspaceOnce()).loadWiki() : void 0;
  const refused = snapshot && (missingWiki(snapshot, config) ?? foreignMap(snapshot, config));
  if (refused && own?.t1.decision.decision === "skip")
    return {
      done: {
        ...own.report,
        warnings: [...own.report.warnings, `The skip was not written: ${refused.reason}`]
      }
    };
  if (refused && own) return { done: withDecision(own.report, refused) };
  if (refused)
    return { done: { ...emptyReport(refused.reason, []), decision: { ...refused, rule: null } } };
  const plans = await import("./plan-BETD2NNK.js");
  let ledger;
  let plan;
  const history = snapshot && deps.lastTier === void 0 ? deps.history : void 0;
  if (snapshot && history) ledger = await openRunLedger(snapshot, config, deps, clock);
  if (history && !deps.reingest) {
    const { noLedger } = await import("./run-ledger-FT6BHJDP.js");
    const view = ledger?.view ?? noLedger(deps.force ?? false);
    const covered = snapshot ? { mode: config.coveredChanges, index: coversIndexOf(snapshot.wiki.pages) } : void 0;
    plan = await plans.catchUpPlan(own, config, history, view, covered);
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
    scope: ledger?.scope ?? runScope(config, deps),
    now: clock(),
    clock,
    commits: []
  };
}
async function openRunLedger(snapshot, config, deps, clock) {
  if (!deps.ledger) return void 0;
  const ledgers = await import("./run-ledger-FT6BHJDP.js");
  return ledgers.openRunLedger(deps.ledger, {
    cap: config.maxDailyCostUsd,
    budget: config.maxCostUsd,
    ...deps.anthropic ? { given: deps.anthropic } : {},
    log: snapshot.existing.log,
    force: deps.force ?? false,
    run: deps.runId ?? `run-${clock().getTime().toString(36)}`,
    clock,
    readOnly: config.publishMode === "dry-run"
  });
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
async function record(run, report) {
  if (!run.ledger) return report;
  const { outcomeRecords } = await import("./run-ledger-FT6BHJDP.js");
  await run.ledger.store.append(
    outcomeRecords(run.candidates, run.commits, run.ledger.run, run.clock())
  );
  const problems = run.ledger.warnings.splice(0);
  return problems.length ? { ...report, warnings: [...report.warnings, ...problems] } : report;
}

// src/run/tiers.ts
async function tier1(merge, config, deps) {
  const t1 = classifyDetailed(merge, config);
  if (!deps.covers || t1.decision.decision !== "skip" || !COVERED_RULES.has(t1.decision.rule))
    return { t1, merge, warnings: [] };
  const unchecked = `covered-changes could not check this skip against the pages' covers`;
  let read;
  try {
    read = await deps.covers(merge);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { t1, merge, warnings: [`${unchecked}: the covers index could not be read (${why}).`] };
  }
  if (!read.index)
    return {
      t1,
      merge: read.merge,
      warnings: [
        `${unchecked}: ${read.missing ?? "there is no covers index"}. The next wiki commit writes it at the end of ${config.wikiPath}/${config.mapFile} (or run wiki-ingest lint --fix and commit the map).`
      ]
    };
  const covered = { mode: config.coveredChanges, index: read.index };
  return { t1: classifyDetailed(read.merge, config, covered), merge: read.merge, warnings: [] };
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
async function gate(run) {
  const { config, candidates } = run;
  const going = candidates.filter((c) => c.t1.decision.decision === "continue");
  if (going.length === 0)
    return publishSkips(
      run,
      candidates.length === 1 ? run.report : withDecision(run.report, {
        tier: 1,
        decision: "skip",
        reason: `All ${candidates.length} merges were skipped at Tier 1; they are logged with the next wiki commit.`
      })
    );
  if (run.deps.repo && config.publishMode !== "dry-run") {
    const refusal = await (await run.workspace()).publishRefusal?.();
    if (refusal) return withDecision(run.report, { tier: 1, decision: "failed", reason: refusal });
  }
  if (config.maxDailyCostUsd === null || !run.ledger) return null;
  const { dayCap } = await import("./gate-R7HUZA42.js");
  const day = dayCap(run.ledger.store.view(), config.maxDailyCostUsd, run.now);
  if (!day?.reached) return null;
  return deferAll(
    run,
    `max-daily-cost-usd reached: the ledger records ${money(day.spent)} spent in the last 24 hours (limit ${money(config.maxDailyCostUsd)}); no model was called, and a later run catches up ${going.length === 1 ? "this merge" : `these ${going.length} merges`}.`
  );
}
async function triageAll(run) {
  const { config, deps } = run;
  if (!config.triage || deps.reingest) return { likelyType: null };
  const triage = deps.stages?.triage ?? (await import("./stage-6TV4ZQLX.js")).runTriage;
  const { SpendRefused } = await import("./spend-BGDPUL3Y.js");
  const client = await anthropicClient(run);
  let likelyType = null;
  for (const [i, c] of run.candidates.entries()) {
    if (c.decision.decision !== "process") continue;
    let t2;
    try {
      t2 = await triage({
        merge: c.merge,
        config,
        client,
        fileClasses: classesByPath(c.merge, c.t1.files),
        tier1Reason: c.t1.decision.reason,
        ...run.snapshot ? { wiki: run.snapshot.wiki } : {},
        ...run.generated ? { generated: run.generated } : {}
      });
    } catch (e) {
      if (!(e instanceof SpendRefused)) throw e;
      return { stopped: deferAll(run, `${e.message}; a later run decides what is left.`) };
    }
    const d = t2.decision;
    run.candidates[i] = {
      ...c,
      decision: { ...c.decision, tier: 2, decision: d.decision, rule: null, reason: d.reason },
      cost_usd: d.cost_usd
    };
    run.report = c.merge === run.primary.merge ? withTriage(run.report, t2) : withOtherTriage(run.report, t2);
    if (d.decision === "process") likelyType ??= d.likely_type;
  }
  return { likelyType };
}

// src/pipeline.ts
async function runPipeline(merge, config, deps = {}) {
  let own = null;
  if (merge) {
    const first = deps.reingest ? { t1: reingestTier1(merge, config), merge, warnings: [] } : await tier1(merge, config, deps);
    const { t1 } = first;
    const base = tier1Report(first.merge, t1);
    const report = { ...base, warnings: [...base.warnings, ...first.warnings] };
    const writes = t1.follows === true || deps.writeSkips === true;
    if (t1.decision.decision === "skip" && !writes || deps.lastTier === 1) return report;
    own = { merge: first.merge, t1, report };
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
  return record(run, finishReport(run, decided));
}
async function decide(run) {
  const stop = await gate(run);
  if (stop) return stop;
  await markGeneratedFiles(run);
  await sayHiddenCovers(run);
  skipAllGenerated(run);
  await redactMerges(run);
  const triaged = await triageAll(run);
  if ("stopped" in triaged) return triaged.stopped;
  if (run.deps.lastTier === 2) return run.report;
  const going = run.candidates.filter((c) => c.decision.decision === "process");
  if (going.length === 0)
    return publishSkips(
      run,
      run.candidates.length === 1 ? run.report : withDecision(run.report, {
        tier: 2,
        decision: "skip",
        reason: `All ${run.candidates.length} merges were skipped (Tiers 1\u20132); they are logged with the next wiki commit.`
      })
    );
  return ingestAndPublish(run, going, triaged.likelyType);
}

export {
  runPipeline
};
//# sourceMappingURL=chunk-VGZWUBZR.js.map
