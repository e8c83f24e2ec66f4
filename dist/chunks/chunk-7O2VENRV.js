import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runIdOf
} from "./chunk-O66EVBOQ.js";
import {
  ledgerRefName
} from "./chunk-UFXPTZ66.js";
import {
  assertPrBranchDiffers
} from "./chunk-2LQY7WVT.js";
import {
  needsFileList
} from "./chunk-GXLGACNZ.js";
import {
  SecretRegistry
} from "./chunk-FO5BEBK5.js";

// src/merge-info/context.ts
function lazy(make) {
  let value;
  return () => value ??= make();
}

// src/action/root.ts
var actionSecrets = (mask) => new SecretRegistry(mask);
function repository(env) {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo)
    throw new Error(`GITHUB_REPOSITORY "${env.GITHUB_REPOSITORY ?? ""}" is not "owner/repo".`);
  return { owner, repo };
}
function defaultBranch(payload, env) {
  const repository2 = payload.repository;
  const named = typeof repository2?.default_branch === "string" ? repository2.default_branch : "";
  const ref = typeof payload.ref === "string" ? payload.ref : env.GITHUB_REF;
  return named || ref?.replace(/^refs\/heads\//, "") || "main";
}
var repoScope = (root) => ({
  config: root.config,
  env: root.env,
  owner: root.owner,
  repo: root.repo,
  serverUrl: root.serverUrl,
  github: root.github
});
function openRoot(options) {
  const { config, env, eventName, payload, secrets } = options;
  secrets.register(config.githubToken);
  secrets.register(config.anthropicApiKey);
  const branch = defaultBranch(payload, env);
  assertPrBranchDiffers(config, branch);
  const where = {
    ...repository(env),
    serverUrl: (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "")
  };
  const warn = options.warn ?? (() => {
  });
  const github = lazy(
    async () => (await import("./client-K324GYLB.js")).createGitHub(config.githubToken, {
      retries: config.maxRetries,
      warn,
      ...options.fetch ? { fetch: options.fetch } : {}
    })
  );
  const clock = options.clock ?? (() => /* @__PURE__ */ new Date());
  const anthropic = options.anthropic ? { anthropic: options.anthropic } : {};
  const root = {
    config,
    env,
    eventName,
    payload,
    ...where,
    branch,
    secrets,
    github,
    clock,
    ...anthropic,
    group: options.group ?? ((_name, body) => body()),
    warn,
    events: {
      needsFileList: (merge, pathsKnown) => needsFileList(merge, config, pathsKnown),
      ...where,
      defaultBranch: branch,
      github,
      warnings: []
    },
    scope: { config, env, ...where, defaultBranch: branch, github, clock, secrets, ...anthropic },
    pipelineDeps: (runConfig) => ({
      env,
      ...gitHubDeps(root, runConfig),
      secrets,
      clock,
      ...anthropic
    })
  };
  return root;
}
function gitHubDeps(root, config) {
  const { env, branch, github } = root;
  const where = { owner: root.owner, repo: root.repo, serverUrl: root.serverUrl };
  const repo = async () => (await import("./github-GWANU56L.js")).gitHubWorkspace({
    config,
    ...where,
    defaultBranch: branch,
    ...env.GITHUB_WORKSPACE ? { checkout: env.GITHUB_WORKSPACE } : {},
    github
  });
  const gitHubHistory = lazy(
    async () => (await import("./github-history-CAZ3TPGF.js")).gitHubHistory({ ...where, branch, github })
  );
  const history = {
    head: async () => (await gitHubHistory()).head(),
    since: async (query) => (await gitHubHistory()).since(query)
  };
  const ledger = lazy(
    async () => (await import("./github-ledger-TP4TORFD.js")).gitHubLedger({
      repo: { owner: root.owner, repo: root.repo },
      wikiPath: config.wikiPath,
      github
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
    runId: runIdOf(env),
    force: root.eventName === "workflow_dispatch"
  };
}

export {
  actionSecrets,
  repoScope,
  openRoot
};
//# sourceMappingURL=chunk-7O2VENRV.js.map
