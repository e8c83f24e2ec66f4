import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  PROVIDER_SECRET_ENV,
  closestName
} from "./chunk-XEODKNDM.js";
import {
  mergeFromPush
} from "./chunk-3TES2XXA.js";
import "./chunk-QPQVHMM5.js";
import {
  debug,
  getInput,
  group,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-EQTHTHZT.js";
import {
  failureSummary,
  noOpSummary,
  renderSummary
} from "./chunk-7UOWAO7G.js";
import "./chunk-73IPIAXZ.js";
import {
  runLintFix,
  runPipeline
} from "./chunk-4MJOMVAN.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import {
  ledgerRefName
} from "./chunk-UFXPTZ66.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-HAWVUYQF.js";
import {
  redactShapes
} from "./chunk-363AVV2A.js";
import "./chunk-IJIACYQJ.js";
import {
  INPUTS,
  assertPrBranchDiffers,
  loadConfig
} from "./chunk-RF3EHKVT.js";
import {
  MIN_SECRET_CHARS,
  SecretRegistry,
  scrubCredentialHeaders
} from "./chunk-FO5BEBK5.js";
import {
  ConfigError
} from "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-FMEJCTCP.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-NCDCODYA.js";
import {
  totalTokens
} from "./chunk-EG2VR7QE.js";
import {
  needsFileList
} from "./chunk-G4XHD44H.js";
import "./chunk-OUTC5JET.js";
import "./chunk-ABNB5M2K.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/main.ts
import { readFileSync } from "node:fs";

// src/action-edge.ts
function actionEdge(secrets = new SecretRegistry((value) => setSecret(value))) {
  const clean = (text) => redactShapes(secrets.scrub(scrubCredentialHeaders(text)));
  let summaryRefused = false;
  return {
    secrets,
    setSecret(value) {
      if (value === "") return;
      if (value.trim().length < MIN_SECRET_CHARS) setSecret(value);
      secrets.register(value);
    },
    setOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) setOutput(name, clean(value));
    },
    notice: (message) => notice(clean(message)),
    warning: (message) => warning(clean(message)),
    debug: (message) => debug(clean(message)),
    setFailed: (message) => setFailed(clean(message)),
    group: (name, body) => group(clean(name), body),
    async writeSummary(env, render) {
      const file = env.GITHUB_STEP_SUMMARY;
      if (!file || summaryRefused) return;
      const text = render(summary.emptyBuffer()).stringify();
      try {
        await summary.emptyBuffer().addRaw(clean(text)).write();
      } catch (e) {
        summaryRefused = true;
        warning(
          clean(
            `The job summary was not written: GITHUB_STEP_SUMMARY names ${file}, which does not exist or cannot be written (${e.message}). The runner sets it for each step; outside a runner, point it at a file that exists or unset it.`
          )
        );
      }
    }
  };
}

// src/config/env-inputs.ts
var PREFIX = "INPUT_";
function strayInputWarnings(env, known = INPUTS.map((i) => i.name)) {
  const variables = new Set(known.map((name) => PREFIX + name.replace(/ /g, "_").toUpperCase()));
  return Object.keys(env).filter((v) => v.startsWith(PREFIX) && !variables.has(v.toUpperCase())).sort().map((v) => {
    const near = closestName(known, v.slice(PREFIX.length));
    const fix = near ? ` Did you mean ${PREFIX}${near.toUpperCase()} (the ${near} input)?` : ' Inputs are set with "with:" in the workflow step.';
    return `${v} names no input of wiki-ingest and is ignored.${fix}`;
  });
}

// src/merge/pull-request.ts
async function mergeFromPullRequest(payload, ctx) {
  const pr = payload.pull_request;
  if (!pr) throw new Error('The pull_request event has no "pull_request" object.');
  if (payload.action !== "closed")
    return {
      noop: true,
      reason: `Pull request #${pr.number} was ${payload.action ?? "updated"}, not merged; wiki-ingest runs when a pull request is merged.`
    };
  if (!pr.merged)
    return {
      noop: true,
      reason: `Pull request #${pr.number} was closed without merging; nothing to ingest.`
    };
  const main = payload.repository?.default_branch;
  if (main && pr.base?.ref && pr.base.ref !== main)
    return {
      noop: true,
      reason: `Pull request #${pr.number} was merged into ${pr.base.ref}, not the default branch (${main}); wiki-ingest ingests merges to ${main} only. Limit the workflow with "on: pull_request: branches: [${main}]".`
    };
  const merge = { title: pr.title, files: [], pr: pr.number };
  if (pr.body) merge.body = pr.body;
  if (pr.user?.login) merge.author = pr.user.login;
  if (pr.merge_commit_sha) merge.sha = pr.merge_commit_sha;
  if (pr.html_url) merge.url = pr.html_url;
  if (pr.base?.sha) merge.base_sha = pr.base.sha;
  if (!ctx.needsFileList(merge, false)) return merge;
  const octokit = await ctx.github();
  const { pullRequestFiles } = await import("./pulls-DFFZZH62.js");
  merge.files = await pullRequestFiles(octokit, { owner: ctx.owner, repo: ctx.repo }, pr.number);
  return merge;
}

// src/merge/event.ts
var SHA = /^[0-9a-f]{7,64}$/i;
async function fromDispatch(payload, ctx) {
  const inputs = payload.inputs ?? {};
  const sha = typeof inputs.sha === "string" ? inputs.sha.trim() : "";
  const init = inputs.init === true || String(inputs.init).trim().toLowerCase() === "true";
  if (init)
    throw new UnsupportedEventError(
      'workflow_dispatch input "init": the action does not start a wiki; run "wiki-ingest init" from the CLI on a clone (--plan first), commit the wiki folder it writes, then let the action keep it current. Remove the input (or set it to false) to catch up.'
    );
  if (!sha) return { catchUp: true, event: "workflow_dispatch" };
  if (!SHA.test(sha))
    throw new UnsupportedEventError(
      `workflow_dispatch input "sha": "${sha.slice(0, 80)}" is not a commit sha (7 to 40 hex digits, e.g. from "git log --oneline"); leave it empty to catch up with every merge since the last one log.md names.`
    );
  const [{ mergeFromCommit }, { contains }] = await Promise.all([
    import("./commit-JJ5XR5DI.js"),
    import("./compare-36RKBET6.js")
  ]);
  const github = await ctx.github();
  const branch = ctx.defaultBranch;
  if (branch && !await contains(github, { owner: ctx.owner, repo: ctx.repo }, branch, sha))
    throw new UnsupportedEventError(
      `workflow_dispatch input "sha": ${sha} is not on the default branch "${branch}" (its head does not contain it), so it is no merge to ingest; give a commit of "${branch}" (e.g. from "git log --oneline ${branch}"), or leave it empty to catch up.`
    );
  return { reingest: await mergeFromCommit(github, ctx, sha) };
}
var ASK_EVENTS = ["issue_comment", "discussion_comment"];
var isAskEvent = (eventName) => ASK_EVENTS.includes(eventName);
var UnsupportedEventError = class extends Error {
  name = "UnsupportedEventError";
};
async function mergeFromEvent(eventName, payload, ctx) {
  switch (eventName) {
    case "workflow_dispatch":
      return fromDispatch(payload, ctx);
    case "schedule":
      return { catchUp: true, event: eventName };
    case "push":
      return mergeFromPush(payload, ctx);
    case "pull_request":
      return mergeFromPullRequest(payload, ctx);
    default:
      throw new UnsupportedEventError(
        `wiki-ingest does not handle the "${eventName || "(none)"}" event. Supported events: push (to the default branch), pull_request (types: [closed]; merged pull requests only), workflow_dispatch or schedule (catch up with every merge since the last one log.md names; workflow_dispatch also takes the workflow input sha, to re-ingest one merge), and issue_comment or discussion_comment (types: [created]) for /wiki questions. Change the workflow's "on:" accordingly.`
      );
  }
}
var isNoOp = (v) => "noop" in v;
var isCatchUp = (v) => "catchUp" in v;
var isReingest = (v) => "reingest" in v;

// src/merge/context.ts
function lazy(make) {
  let value;
  return () => value ??= make();
}

// src/merge/payload.ts
var PayloadError = class extends Error {
  name = "PayloadError";
};
var SHA2 = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
var person = { optional: "nullable", shape: { login: "string?", type: "string?" } };
var repository = { optional: "nullable", shape: { default_branch: "string?" } };
var comment = {
  id: "integer",
  node_id: "string?",
  html_url: "string?",
  body: "string|null",
  created_at: "string?",
  author_association: "string?",
  user: person
};
var pushCommit = {
  id: "sha",
  message: "string",
  author: { optional: "nullable", shape: { name: "string?", username: "string?" } },
  added: "strings?",
  removed: "strings?",
  modified: "strings?"
};
var SHAPES = {
  push: {
    ref: "string?",
    before: "sha?",
    after: "sha?",
    deleted: "boolean?",
    head_commit: { optional: "nullable", shape: pushCommit },
    commits: { list: pushCommit, optional: true },
    repository
  },
  pull_request: {
    action: "string?",
    pull_request: {
      number: "integer",
      title: "string",
      body: "string|null",
      merged: "boolean?",
      merge_commit_sha: "sha|null",
      html_url: "string?",
      user: person,
      base: { optional: "nullable", shape: { sha: "sha?", ref: "string?" } }
    },
    repository
  },
  issue_comment: {
    action: "string?",
    comment,
    issue: { optional: "nullable", shape: { number: "integer?" } },
    repository
  },
  discussion_comment: {
    action: "string?",
    comment,
    discussion: { optional: "nullable", shape: { number: "integer?", node_id: "string?" } },
    repository
  }
};
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function kindOf(v) {
  if (v === null) return "null";
  if (v === void 0) return "missing";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "string") return v.length > 40 ? "a string" : `"${v}"`;
  if (typeof v === "object") return "an object";
  return `${typeof v === "number" ? "the number" : typeof v} ${String(v)}`;
}
function problem(value, check, path) {
  const is = `${path} is ${kindOf(value)}`;
  if (typeof check === "string") {
    const [base, mod] = check.split(/(?=[?|])/);
    if (value === void 0 && mod !== void 0) return null;
    if (value === null && mod === "|null") return null;
    switch (base) {
      case "string":
        return typeof value === "string" ? null : `${is}, expected text`;
      case "boolean":
        return typeof value === "boolean" ? null : `${is}, expected true or false`;
      case "integer":
        return Number.isSafeInteger(value) ? null : `${is}, expected a whole number`;
      case "sha":
        return typeof value === "string" && SHA2.test(value) ? null : `${is}, expected a full commit sha`;
      case "strings":
        if (!Array.isArray(value)) return `${is}, expected a list of paths`;
        return value.every((s) => typeof s === "string") ? null : `${path} holds ${kindOf(value.find((s) => typeof s !== "string"))}, expected paths`;
    }
    return null;
  }
  if ("list" in check) {
    if (value === void 0 && check.optional) return null;
    if (!Array.isArray(value)) return `${is}, expected a list`;
    for (let i = 0; i < value.length; i++) {
      const p = problem(value[i], check.list, `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if ("shape" in check && "optional" in check) {
    if (value === void 0 || value === null) return null;
    return problem(value, check.shape, path);
  }
  if (!isObject(value)) return `${is}, expected an object`;
  for (const [field, inner] of Object.entries(check)) {
    const p = problem(value[field], inner, `${path}.${field}`);
    if (p) return p;
  }
  return null;
}
function checkPayload(eventName, payload) {
  const name = eventName || "event";
  if (!isObject(payload))
    throw new PayloadError(
      `The ${name} event payload (GITHUB_EVENT_PATH) is ${kindOf(payload)}, not an object; run wiki-ingest from a workflow GitHub starts.`
    );
  const shape = SHAPES[eventName];
  const why = shape ? problem(payload, shape, "payload") : null;
  if (why)
    throw new PayloadError(
      `The ${name} event payload is not what GitHub sends: ${why}; nothing was decided.`
    );
  return payload;
}

// src/report/outputs.ts
function reportOutputs(report) {
  const d = report.decision;
  const out = {
    decision: d.decision,
    tier: String(d.tier),
    rule: d.rule ?? "",
    reason: d.reason,
    tokens: String(totalTokens(report.usage))
  };
  if (report.cost_usd !== null) out["cost-usd"] = report.cost_usd.toFixed(6);
  const t2 = report.tiers.find((t) => t.tier === 2);
  if (t2 && "likely_type" in t2 && t2.likely_type) out["likely-type"] = t2.likely_type;
  if (report.tiers.some((t) => t.tier === 3))
    out["pages-changed"] = JSON.stringify(report.changes.map((c) => c.path));
  if (report.publish?.commit_sha) out["commit-sha"] = report.publish.commit_sha;
  if (report.publish?.pull_request_url) out["pull-request-url"] = report.publish.pull_request_url;
  if (report.merges)
    out["merges-decided"] = JSON.stringify(
      report.merges.map((m) => ({
        sha: m.sha ?? null,
        title: m.title,
        tier: m.tier,
        decision: m.decision,
        reason: m.reason
      }))
    );
  return out;
}

// src/main.ts
function readInputs() {
  const raw = {};
  for (const input of INPUTS)
    raw[input.name] = getInput(input.name, { trimWhitespace: false });
  return raw;
}
function readPayload(env) {
  const path = env.GITHUB_EVENT_PATH;
  if (!path)
    throw new Error("GITHUB_EVENT_PATH is not set; run wiki-ingest as a GitHub Action step.");
  let payload;
  try {
    payload = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new Error(
      `Cannot read the event payload at GITHUB_EVENT_PATH (${e.message}).`
    );
  }
  return checkPayload(env.GITHUB_EVENT_NAME ?? "", payload);
}
function repository2(env) {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo)
    throw new Error(`GITHUB_REPOSITORY "${env.GITHUB_REPOSITORY ?? ""}" is not "owner/repo".`);
  return { owner, repo };
}
function defaultBranch(payload, env) {
  const repository3 = payload.repository;
  const named = typeof repository3?.default_branch === "string" ? repository3.default_branch : "";
  const ref = typeof payload.ref === "string" ? payload.ref : env.GITHUB_REF;
  return named || ref?.replace(/^refs\/heads\//, "") || "main";
}
async function run(deps = {}, env = process.env) {
  const edge = actionEdge();
  edge.setSecret(getInput("github-token"));
  edge.setSecret(getInput("anthropic-api-key") || (env.ANTHROPIC_API_KEY ?? ""));
  for (const name of PROVIDER_SECRET_ENV) edge.setSecret(env[name] ?? "");
  try {
    const run2 = await openRun(edge, env);
    if (run2.config.mode === "lint") return await lintWiki(run2, deps);
    if (isAskEvent(run2.eventName)) return await answerComment(run2, deps);
    await decideMerge(run2, deps);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    edge.setFailed(e instanceof ConfigError ? detail : `wiki-ingest failed: ${detail}`);
    edge.setOutputs({ decision: "failed" });
    await edge.writeSummary(env, (out) => failureSummary(detail, out));
  }
}
async function openRun(edge, env) {
  const config = await loadConfig(readInputs(), env);
  for (const warning2 of strayInputWarnings(env)) edge.warning(warning2);
  edge.setSecret(config.githubToken);
  edge.setSecret(config.anthropicApiKey);
  const payload = readPayload(env);
  const branch = defaultBranch(payload, env);
  assertPrBranchDiffers(config, branch);
  const ctx = {
    needsFileList: (merge, pathsKnown) => needsFileList(merge, config, pathsKnown),
    ...repository2(env),
    serverUrl: (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, ""),
    defaultBranch: branch,
    github: lazy(
      async () => (await import("./client-K324GYLB.js")).createGitHub(config.githubToken, {
        retries: config.maxRetries,
        warn: edge.warning
      })
    ),
    warnings: []
  };
  return { config, env, edge, eventName: env.GITHUB_EVENT_NAME ?? "", payload, ctx, branch };
}
var modeScope = ({ config, env, ctx }) => ({
  config,
  env,
  owner: ctx.owner,
  repo: ctx.repo,
  serverUrl: ctx.serverUrl,
  github: ctx.github
});
async function answerComment(run2, deps) {
  const { runCommentEvent } = await import("./comment-run-UBHC65XR.js");
  const asked = await runCommentEvent({
    ...modeScope(run2),
    eventName: run2.eventName,
    payload: run2.payload,
    defaultBranch: run2.branch,
    secrets: run2.edge.secrets,
    ...deps.anthropic ? { anthropic: deps.anthropic } : {}
  });
  await giveOut(run2, asked);
}
async function lintWiki(run2, deps) {
  const { runLintMode } = await import("./run-EQYC7YVM.js");
  const linted = await runLintMode({
    ...modeScope(run2),
    branch: run2.branch,
    scrub: (text) => run2.edge.secrets.scrub(text)
  });
  await giveOut(run2, linted);
  if (linted.fix) await repairWiki(run2, deps, linted.fix);
  if (run2.config.askArchive === "reactions") await archiveByReactions(run2, deps);
}
async function repairWiki(run2, deps, fix) {
  const { edge, env } = run2;
  const mode = run2.config.publishMode === "dry-run" ? "dry-run" : "pull-request";
  const config = { ...run2.config, publishMode: mode };
  const found = await runLintFix(fix, config, {
    env,
    ...gitHubDeps({ ...run2, config }),
    secrets: edge.secrets,
    ...deps
  });
  const report = edge.secrets.scrubDeep(found);
  edge.setOutputs(reportOutputs(report));
  await edge.writeSummary(env, (out) => renderSummary(report, out));
  for (const w of report.warnings) edge.warning(w);
  const d = report.decision;
  if (d.decision === "failed") edge.setFailed(`wiki-ingest lint-fix failed: ${d.reason}`);
  else edge.notice(`wiki-ingest lint-fix ${d.decision} (Tier ${d.tier}): ${d.reason}`);
}
async function archiveByReactions(run2, deps) {
  const { archiveByReactions: sweep } = await import("./reactions-472DLJMB.js");
  const secrets = run2.edge.secrets;
  const swept = await sweep(
    {
      ...modeScope(run2),
      defaultBranch: run2.branch,
      ...deps.anthropic ? { anthropic: deps.anthropic } : {}
    },
    secrets
  );
  await run2.edge.writeSummary(run2.env, swept.summary);
  for (const w of swept.warnings) run2.edge.warning(w);
  run2.edge.notice(swept.message);
}
async function giveOut(run2, result) {
  const { edge } = run2;
  edge.setOutputs(result.outputs);
  await edge.writeSummary(run2.env, result.summary);
  for (const w of result.warnings) edge.warning(w);
  if (result.failed) edge.setFailed(result.message);
  else edge.notice(result.message);
}
function gitHubDeps(run2) {
  const { config, ctx, env, branch } = run2;
  const where = { owner: ctx.owner, repo: ctx.repo, serverUrl: ctx.serverUrl };
  const repo = async () => (await import("./github-V72KOI2G.js")).gitHubWorkspace({
    config,
    ...where,
    defaultBranch: branch,
    ...env.GITHUB_WORKSPACE ? { checkout: env.GITHUB_WORKSPACE } : {},
    github: ctx.github
  });
  const gitHubHistory = lazy(
    async () => (await import("./github-history-ABQQZO7T.js")).gitHubHistory({
      ...where,
      branch,
      github: ctx.github
    })
  );
  const history = {
    head: async () => (await gitHubHistory()).head(),
    since: async (query) => (await gitHubHistory()).since(query)
  };
  const ledger = lazy(
    async () => (await import("./github-ledger-TP4TORFD.js")).gitHubLedger({
      repo: { owner: ctx.owner, repo: ctx.repo },
      wikiPath: config.wikiPath,
      github: ctx.github
    })
  );
  return {
    repo,
    history,
    ledger: {
      ref: ledgerRefName(config.wikiPath),
      head: async () => (await ledger()).head(),
      read: async (commit) => (await ledger()).read(commit),
      write: async (text, parent) => (await ledger()).write(text, parent)
    },
    runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`,
    force: run2.eventName === "workflow_dispatch"
  };
}
async function decideMerge(run2, deps) {
  const { edge, env, eventName, ctx } = run2;
  const merge = await edge.group(
    "Reading the merge",
    () => mergeFromEvent(eventName, run2.payload, ctx).catch((e) => {
      throw e instanceof UnsupportedEventError ? e : githubReadError(eventName, env, e);
    })
  );
  if (isNoOp(merge)) {
    edge.notice(merge.reason);
    edge.setOutputs({ decision: "skip", tier: "", rule: "", reason: merge.reason });
    await edge.writeSummary(env, (out) => noOpSummary(merge.reason, out));
    return;
  }
  const pipelineDeps = {
    env,
    ...gitHubDeps(run2),
    secrets: edge.secrets,
    covers: coversAt(run2),
    ...deps
  };
  const found = isReingest(merge) ? await runPipeline(merge.reingest, run2.config, { ...pipelineDeps, reingest: true }) : await runPipeline(isCatchUp(merge) ? null : merge, run2.config, pipelineDeps);
  const report = edge.secrets.scrubDeep({
    ...found,
    warnings: [...ctx.warnings, ...found.warnings]
  });
  edge.debug(`wiki-ingest report: ${JSON.stringify(report.decision)}`);
  edge.setOutputs(reportOutputs(report));
  await edge.writeSummary(env, (out) => renderSummary(report, out));
  for (const w of report.warnings) edge.warning(w);
  const d = report.decision;
  if (d.decision === "failed") edge.setFailed(`wiki-ingest failed (Tier ${d.tier}): ${d.reason}`);
  else edge.notice(`wiki-ingest ${d.decision} (Tier ${d.tier}): ${d.reason}`);
}
function coversAt(run2) {
  const { config, ctx, env, eventName, payload, branch } = run2;
  return async (merge) => (await import("./github-covers-GYGS3TOU.js")).gitHubCovers({
    config,
    ctx,
    apiUrl: env.GITHUB_API_URL || "https://api.github.com",
    branch,
    env,
    ...eventName === "push" ? { push: payload } : {}
  })(merge);
}
function githubReadError(eventName, env, e) {
  if (e instanceof ConfigError) return e;
  const err = e;
  const url = err.request?.url ?? (env.GITHUB_API_URL || "https://api.github.com");
  if (err.status === void 0 || err.status === 500 && err.response === void 0)
    return new Error(
      `Reading the ${eventName} merge failed: could not reach the GitHub API (${url}): ${err.message ?? String(e)}. Check GITHUB_API_URL and the runner's network.`
    );
  const where = ` (${err.request?.method ?? "GET"} ${url})`;
  const hint = err.status === 401 || err.status === 403 || err.status === 404 ? ` Check that github-token can read this repository (the workflow needs permissions: contents: read${eventName === "pull_request" ? ", pull-requests: read to list the pull request's files" : ""}).` : "";
  return new Error(
    `Reading the ${eventName} merge from the GitHub API failed${where}: HTTP ${err.status}: ${err.message ?? ""}.${hint}`
  );
}
export {
  readInputs,
  run
};
//# sourceMappingURL=main-YDXFDJJC.js.map
