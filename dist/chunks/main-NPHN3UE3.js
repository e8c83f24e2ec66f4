import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  actionEdge
} from "./chunk-Y57B36QO.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  INPUTS,
  PROVIDER_SECRET_ENV,
  closestName
} from "./chunk-RS5OB7ID.js";
import {
  runPipeline
} from "./chunk-VGZWUBZR.js";
import {
  reportOutcome
} from "./chunk-ABGKKFY7.js";
import {
  failureSummary,
  noOpSummary
} from "./chunk-N73S4EIW.js";
import {
  actionSecrets,
  openRoot
} from "./chunk-7O2VENRV.js";
import "./chunk-O66EVBOQ.js";
import "./chunk-LSIFOBXJ.js";
import "./chunk-73IPIAXZ.js";
import {
  getInput,
  setSecret
} from "./chunk-EQTHTHZT.js";
import "./chunk-UFXPTZ66.js";
import {
  mergeFromPush
} from "./chunk-G7GRGK76.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-IN47HZ6J.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-32O5A2MR.js";
import "./chunk-ZY76RAZ4.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import {
  checkoutFile,
  checkoutFiles,
  checkoutPreviewNote,
  checkoutSource
} from "./chunk-5YBHBVOM.js";
import "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-M4Z37EZN.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-BZVW5XM7.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import {
  ConfigError
} from "./chunk-6MHYMJ5H.js";
import "./chunk-YPMII554.js";
import "./chunk-COHMVWIB.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/main.ts
import { readFileSync } from "node:fs";

// src/merge-info/pull-request.ts
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
  const fromCheckout2 = merge.sha ? await ctx.checkout?.files(merge.sha) : null;
  if (fromCheckout2) return { ...merge, files: fromCheckout2 };
  const octokit = await ctx.github();
  const { pullRequestFiles } = await import("./pulls-3WKVLYLW.js");
  merge.files = await pullRequestFiles(octokit, { owner: ctx.owner, repo: ctx.repo }, pr.number);
  return merge;
}

// src/merge-info/event.ts
var SUPPORTED_EVENTS = ["push", "pull_request", "workflow_dispatch", "schedule"];
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
    import("./commit-3LPBYO2N.js"),
    import("./compare-6I4ZTGLB.js")
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
      throw unsupportedEvent(eventName);
  }
}
var unsupportedEvent = (eventName) => new UnsupportedEventError(
  `wiki-ingest does not handle the "${eventName || "(none)"}" event. Supported events: push (to the default branch), pull_request (types: [closed]; merged pull requests only), workflow_dispatch or schedule (catch up with every merge since the last one log.md names; workflow_dispatch also takes the workflow input sha, to re-ingest one merge), and issue_comment or discussion_comment (types: [created]) for /wiki questions. Change the workflow's "on:" accordingly.`
);
var isNoOp = (v) => "noop" in v;
var isCatchUp = (v) => "catchUp" in v;
var isReingest = (v) => "reingest" in v;

// src/action/ingest.ts
async function ingestMerge(root) {
  const { config, eventName, env } = root;
  const checkout = await checkoutSource(env, config, eventName, root.payload);
  if (checkout) root.events.checkout = checkoutFiles(checkout.dir, checkout.only);
  const merge = await root.group(
    "Reading the merge",
    () => mergeFromEvent(eventName, root.payload, root.events).catch((e) => {
      throw e instanceof UnsupportedEventError ? e : githubReadError(eventName, env, e);
    })
  );
  if (isNoOp(merge))
    return {
      outputs: { decision: "skip", tier: "", rule: "", reason: merge.reason },
      summary: (out) => noOpSummary(merge.reason, out),
      warnings: [],
      message: merge.reason,
      failed: false
    };
  if (checkout?.only) root.events.warnings.push(checkoutPreviewNote(checkout.sha));
  const deps = {
    ...fromCheckout(root.pipelineDeps(config), checkout, config),
    covers: coversAt(root, checkout)
  };
  const found = isReingest(merge) ? await runPipeline(merge.reingest, config, { ...deps, reingest: true }) : await runPipeline(isCatchUp(merge) ? null : merge, config, deps);
  const report = root.secrets.scrubDeep({
    ...found,
    warnings: [...root.events.warnings, ...found.warnings]
  });
  const d = report.decision;
  const dry = report.publish?.mode === "dry-run" ? ", dry run: nothing written" : "";
  return {
    ...reportOutcome(
      report,
      d.decision === "failed" ? `wiki-ingest failed (Tier ${d.tier}): ${d.reason}` : `wiki-ingest ${d.decision} (Tier ${d.tier}${dry}): ${d.reason}`
    ),
    debug: `wiki-ingest report: ${JSON.stringify(report.decision)}`
  };
}
function coversAt(root, checkout) {
  const { config, env, eventName, payload, branch } = root;
  return async (merge) => (await import("./github-covers-6CKFS4HG.js")).gitHubCovers({
    config,
    ctx: root.events,
    apiUrl: env.GITHUB_API_URL || "https://api.github.com",
    branch,
    env,
    ...eventName === "push" ? { push: payload } : {},
    ...checkout ? { readFile: checkoutFile(checkout.dir) } : {}
  })(merge);
}
function fromCheckout(deps, checkout, config) {
  const given = deps.repo;
  if (!checkout || !given) return deps;
  const api = typeof given === "function" ? given : async () => given;
  const repo = async () => (await import("./checkout-5LTTBZAC.js")).checkoutWorkspace(
    checkout.dir,
    config,
    api,
    checkout.sha
  )();
  if (!checkout.only) return { ...deps, repo };
  const { history: _history, ledger: _ledger, ...rest } = deps;
  return { ...rest, repo };
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

// src/action/modes.ts
function mode(entry) {
  return {
    name: entry.name,
    detect: entry.detect,
    async start(root, giveOut2) {
      const found = await entry.run(root);
      await giveOut2(found);
      for (const next of entry.then ?? [])
        if (next.detect(root, found)) await giveOut2(await next.run(root, found));
    }
  };
}
var isMergeEvent = (eventName) => SUPPORTED_EVENTS.includes(eventName);
var MODES = [
  mode({
    name: "lint",
    detect: ({ config }) => config.mode === "lint",
    run: async (root) => (await import("./lint-CITGZPBF.js")).lintAtHead(root),
    then: [
      {
        name: "lint-fix",
        detect: (_root, linted) => linted.fix !== void 0,
        run: async (root, linted) => (await import("./lint-CITGZPBF.js")).repairWiki(root, linted.fix)
      },
      {
        // GitHub starts no workflow for a reaction: the scheduled run honours writers' 👍.
        name: "reactions",
        detect: ({ config }) => config.askArchive === "reactions",
        run: async (root) => (await import("./answer-TDL7XKOX.js")).archiveLiked(root)
      }
    ]
  }),
  mode({
    // Any event: a run that is not a pull request's says so and does nothing.
    name: "impact",
    detect: ({ config }) => config.mode === "impact",
    run: async (root) => (await import("./impact-KKRAISBQ.js")).impactOfPullRequest(root)
  }),
  mode({
    name: "answer",
    detect: ({ eventName }) => isAskEvent(eventName),
    run: async (root) => (await import("./answer-TDL7XKOX.js")).answerWikiComment(root)
  }),
  mode({
    // push, pull_request (closed, merged), workflow_dispatch (a catch-up, or the merge `sha`
    // names again) and schedule (a catch-up).
    name: "ingest",
    detect: ({ eventName }) => isMergeEvent(eventName),
    run: ingestMerge
  })
];
function modeOf(root) {
  const found = MODES.find((m) => m.detect(root));
  if (found) return found;
  throw unsupportedEvent(root.eventName);
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

// src/merge-info/payload.ts
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
async function run(seams = {}, env = process.env) {
  const edge = actionEdge(actionSecrets((value) => setSecret(value)));
  edge.setSecret(getInput("github-token"));
  edge.setSecret(getInput("anthropic-api-key") || (env.ANTHROPIC_API_KEY ?? ""));
  for (const name of PROVIDER_SECRET_ENV) edge.setSecret(env[name] ?? "");
  try {
    const config = await loadConfig(readInputs(), env);
    for (const warning of strayInputWarnings(env)) edge.warning(warning);
    edge.setSecret(config.githubToken);
    edge.setSecret(config.anthropicApiKey);
    const root = openRoot({
      config,
      env,
      eventName: env.GITHUB_EVENT_NAME ?? "",
      payload: readPayload(env),
      secrets: edge.secrets,
      warn: edge.warning,
      group: (name, body) => edge.group(name, body),
      ...seams
    });
    await modeOf(root).start(root, (outcome) => giveOut(edge, env, outcome));
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    edge.setFailed(e instanceof ConfigError ? detail : `wiki-ingest failed: ${detail}`);
    edge.setOutputs({ decision: "failed" });
    await edge.writeSummary(env, (out) => failureSummary(detail, out));
  }
}
async function giveOut(edge, env, outcome) {
  if (outcome.debug) edge.debug(outcome.debug);
  edge.setOutputs(outcome.outputs);
  await edge.writeSummary(env, outcome.summary);
  for (const w of outcome.warnings) edge.warning(w);
  if (outcome.failed) edge.setFailed(outcome.message);
  else edge.notice(outcome.message);
}
export {
  readInputs,
  run
};
//# sourceMappingURL=main-NPHN3UE3.js.map
