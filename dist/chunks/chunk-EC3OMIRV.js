import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runTask
} from "./chunk-TXEJV3CZ.js";
import {
  foreignMap,
  initReport,
  publish,
  withDecision,
  workspaceOf
} from "./chunk-IN47HZ6J.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";

// src/run/lint-fix.ts
function taskOf(head, taken, fixes) {
  const dead = taken.flatMap((t) => t.dead);
  return {
    head,
    stale: taken.map((t) => ({
      slug: t.slug,
      files: t.stale.map((c) => ({ path: c.path, stamp: c.blob, now: c.now }))
    })),
    fixes: fixes.map((f) => `${f.page}: ${f.detail}`),
    ...dead.length ? {
      deadReferences: dead.map((d) => ({
        slug: d.page,
        written: d.ref.written,
        ...d.removed ? { removed: d.removed.commit } : {},
        ...d.renamed ? { renamed: d.renamed } : {}
      }))
    } : {}
  };
}
function outcomeOf(report, taken, later, files) {
  const written = new Set(report.changes.filter((c) => c.lines).map((c) => c.path));
  const checked = taken.filter((slug) => written.has(files.get(slug) ?? ""));
  const left = [...taken.filter((slug) => !checked.includes(slug)), ...later];
  return { taken: [...taken], checked, left };
}
function leftWarning(o, maxPages, pastCap) {
  if (o.left.length === 0) return [];
  const cap = pastCap ? ` (${pastCap} past max-pages-changed, ${maxPages})` : " (max-cost-usd did not reach them)";
  return [
    `Left for the next run${cap}, oldest stamp first: ${o.left.map((s) => `[[${s}]]`).join(", ")}.`
  ];
}
async function runLintFix(input, config, deps) {
  if (deps.ledger && config.publishMode !== "pull-request" && config.publishMode !== "dry-run")
    throw new Error("A lint-fix run publishes only to the rolling pull request (pr-branch).");
  const [
    { lintRepair },
    lintFix,
    { coverablePath },
    { staleness },
    { repairTargets },
    fresh,
    { withStaleDiffs }
  ] = await Promise.all([
    import("./fix-WAL4VMFL.js"),
    import("./lint-fix-task-7SBMOM2J.js"),
    import("./coverable-KEXSPBCY.js"),
    import("./provenance-SNEMKR2Q.js"),
    import("./repair-targets-2SJBLFSG.js"),
    import("./freshness-PSV6LMSB.js"),
    import("./stale-diffs-EFUNC3QQ.js")
  ]);
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const said = { fixes: [], refused: [] };
  const repair = lintRepair({ ...input, coverable: coverablePath(config, input.generated) }, said);
  const after = new Map(repair(snapshot.wiki.pages).pages.map((p) => [p.slug, p]));
  const repaired = snapshot.wiki.pages.map((p) => after.get(p.slug) ?? p);
  const stale = staleness(repaired, input.tree);
  const freshness = fresh.freshnessOf(repaired, input.tree);
  const targets = repairTargets(
    stale,
    input.dead ?? [],
    input.writtenAt,
    input.only ? new Set(input.only) : void 0
  );
  const taken = targets.slice(0, config.maxPagesChanged);
  const later = targets.slice(taken.length).map((t) => t.slug);
  const listed = taskOf(input.head, taken, said.fixes);
  const merge = lintFix.lintFixMerge(listed);
  const task = taken.length ? await withStaleDiffs(listed, workspace, merge) : listed;
  const refused = foreignMap(snapshot, config);
  const base = { ...initReport(merge, snapshot), freshness };
  if (refused) return withDecision(base, refused);
  if (taken.length === 0)
    return repairOnly(base, {
      snapshot,
      workspace,
      merge,
      repair,
      config,
      deps,
      fixes: said.fixes.length
    });
  const report = await runTask({ kind: "lint-fix", lintFix: task }, config, deps, {
    redactor: new (await import("./redact-3JQIZDW6.js")).Redactor(deps.secrets),
    recorded: true,
    repair,
    ...input.generated ? { generated: input.generated } : {},
    read: { workspace, snapshot }
  });
  const files = new Map(snapshot.wiki.pages.map((p) => [p.slug, `${config.wikiPath}/${p.file}`]));
  const outcome = outcomeOf(
    report,
    taken.map((t) => t.slug),
    later,
    files
  );
  const warnings = leftWarning(outcome, config.maxPagesChanged, later.length);
  return { ...report, freshness, warnings: [...warnings, ...report.warnings], repair: outcome };
}
async function repairOnly(base, o) {
  const { config } = o;
  const { repairOnlyOutput } = await import("./lint-fix-task-7SBMOM2J.js");
  const summary = `${o.fixes} free repair${o.fixes === 1 ? "" : "s"}; no stale page to check`;
  const out = repairOnlyOutput(
    o.snapshot,
    { wikiPath: config.wikiPath, mapFile: config.mapFile, caps: capsOf(config) },
    { merge: o.merge, repair: o.repair, summary, date: (o.deps.clock ?? (() => /* @__PURE__ */ new Date()))() }
  );
  const done = withDecision(base, {
    tier: 1,
    decision: out ? "process" : "skip",
    reason: out ? `lint-fix: ${summary}; no model was called.` : "lint-fix: nothing to repair and no stale page; nothing was written."
  });
  if (!out) return done;
  const warned = { ...done, warnings: [...done.warnings, ...out.warnings ?? []] };
  return publish(warned, o.workspace, out, o.merge, o.snapshot, o);
}

export {
  runLintFix
};
//# sourceMappingURL=chunk-EC3OMIRV.js.map
