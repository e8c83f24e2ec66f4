import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  groupWarnings
} from "./chunk-DKRSRVMV.js";
import {
  PublishOutcomeError
} from "./chunk-L7CTDTY7.js";
import {
  emptyReport,
  withPublish
} from "./chunk-ZY76RAZ4.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import {
  mapFileProblem
} from "./chunk-4MFDPNYM.js";
import {
  scanForSecrets
} from "./chunk-7ZYO75DC.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";

// src/run/client.ts
async function anthropicClient(run) {
  const { config, deps } = run;
  const client = deps.anthropic ?? await (await import("./client-SBKKK7A7.js")).createClient(config, deps.env ?? {}, deps.secrets);
  return run.scope.through(client);
}
var runScope = (config, deps) => openSpendScope({ budget: config.maxCostUsd }, deps.anthropic);
async function taskLedger(config, deps) {
  return (await import("./open-7B7ZNGVK.js")).openSpendLedger(
    deps.ledger,
    {
      budget: config.maxCostUsd,
      cap: config.maxDailyCostUsd,
      run: deps.runId ?? "local-1",
      now: deps.clock ?? (() => /* @__PURE__ */ new Date()),
      readOnly: config.publishMode === "dry-run"
    },
    deps.anthropic
  );
}
async function workspaceOf(deps) {
  if (!deps.repo)
    throw new Error("Tier 3 needs a workspace (deps.repo): the wiki, sources and a publisher.");
  return typeof deps.repo === "function" ? deps.repo() : deps.repo;
}

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
    const unverified = output.unverified?.map((c) => secrets?.scrub(c) ?? c);
    const published = await workspace.publish(
      { ...output, files: checked.files, ...unverified ? { unverified } : {} },
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

// src/run/publish.ts
async function publish(report, workspace, output, merge, snapshot, run) {
  const { config, deps } = run;
  let files = output;
  let base = snapshot.base;
  const warnings = [];
  if (config.agentsMd) {
    const { withAgentsMd } = await import("./agents-md-CNOJKNZZ.js");
    const { secretPathMatcher } = await import("./source-Y464TFHQ.js");
    const isSecret = secretPathMatcher(config.secretPaths);
    const kept = await withAgentsMd(output, {
      path: config.agentsMd,
      wikiPath: config.wikiPath,
      mapFile: config.mapFile,
      map: {
        mapTokenBudget: config.mapTokenBudget,
        caps: capsOf(config),
        withheld: (page) => isSecret(`${config.wikiPath}/${page}`)
      },
      snapshot,
      ...workspace.fileAt ? { fileAt: workspace.fileAt } : {}
    });
    if ("output" in kept) ({ output: files, base } = kept);
    if ("warning" in kept) warnings.push(kept.warning);
    else warnings.push(...kept.warnings ?? []);
  }
  const published = withPublish(
    report,
    await runPublish(workspace, files, merge, base, config.publishMode, deps.secrets)
  );
  return warnings.length ? { ...published, warnings: [...published.warnings, ...warnings] } : published;
}

// src/run/report-fold.ts
var withoutMerges = ({ merges: _decided, ...report }) => report;
var initReport = (merge, snapshot) => ({
  ...withoutMerges(emptyReport(merge.title, [...snapshot.wiki.warnings])),
  merge: { title: merge.title, ...merge.sha ? { sha: merge.sha } : {} }
});
var withDecision = (report, d) => ({ ...report, decision: { ...d, rule: null } });
function foreignMap(snapshot, config) {
  const problem = mapFileProblem(`${config.wikiPath}/${config.mapFile}`, snapshot.existing.index);
  return problem ? { tier: 1, decision: "failed", reason: `${problem} No model was called.` } : null;
}
var spendRecorded = (config, scope) => scope.records?.() ? "recorded in the ledger" : config.publishMode === "dry-run" ? "not recorded: a dry run records nothing" : "not recorded: this run keeps no ledger";
function deferAll(run, reason) {
  run.candidates = run.candidates.map(
    (c) => c.decision.decision === "process" ? { ...c, decision: { ...c.decision, tier: 3, decision: "deferred", rule: null, reason } } : c
  );
  return withDecision(run.report, { tier: 3, decision: "skip", reason });
}
var finishReport = (run, done) => {
  const redactions = run.redactor?.redactions;
  const grouped = { ...done, warnings: groupWarnings(done.warnings) };
  const report = redactions?.total ? { ...grouped, redactions } : grouped;
  return run.candidates.length > 1 || !run.own ? { ...report, merges: run.candidates.map((c) => c.decision) } : report;
};

export {
  anthropicClient,
  runScope,
  taskLedger,
  workspaceOf,
  runPublish,
  publish,
  initReport,
  withDecision,
  foreignMap,
  spendRecorded,
  deferAll,
  finishReport
};
//# sourceMappingURL=chunk-IN47HZ6J.js.map
