// The action's composition root: what every mode runs with is built here and nowhere else — the
// run's one secret registry, the repository and branch the run is about, the GitHub client
// (Octokit, built on first use), the clock, the Messages client a test injects (the tiers build
// theirs from the config otherwise), and Tier 3's workspace, the branch history and the ledger
// over the GitHub API. src/main.ts opens it from the runner's inputs and event; the tests open it
// over the fake GitHub. Octokit and the workspaces load lazily (`await import()`), so the Tier 1
// skip path never loads them.
import { runIdOf } from '../ledger/run-id.js';
import type { Config } from '../config.js';
import { assertPrBranchDiffers } from '../config/checks.js';
import type { AskScope } from '../ask/archive-answer.js';
import type { GitHub } from '../github/client.js';
import { ledgerRefName } from '../github/ledger-ref.js';
import type { MessagesClient } from '../llm/messages.js';
import { lazy, type EventContext } from '../merge-info/context.js';
import { needsFileList } from '../prefilter/rules.js';
import { SecretRegistry } from '../security/secrets.js';
import type { MergeHistory, PipelineDeps } from '../ports.js';

type Env = NodeJS.ProcessEnv;

/**
 * The run's one secret registry. `mask` hears each value as it is registered (the action edge
 * masks it in the runner's log), so a credential obtained later in the run is masked too.
 */
export const actionSecrets = (mask?: (value: string) => void): SecretRegistry =>
  new SecretRegistry(mask);

export interface RootOptions {
  config: Config;
  env: Env;
  /** GITHUB_EVENT_NAME's event. */
  eventName: string;
  /** The event payload, checked for its event's shape (src/merge-info/payload.ts). */
  payload: Record<string, unknown>;
  /** The run's registry (actionSecrets); the config's token and key are registered in it. */
  secrets: SecretRegistry;
  /** Where the GitHub client's retries are said (the edge's warning). */
  warn?: (message: string) => void;
  /** Wraps a step of the run in a log group (the edge's); by default the step alone. */
  group?: <T>(name: string, body: () => Promise<T>) => Promise<T>;
  /** Octokit's transport (tests: the fake GitHub); Node's fetch when absent. */
  fetch?: typeof fetch;
  /** The Messages client (tests); each tier builds one from the config and `env` when absent. */
  anthropic?: MessagesClient;
  /** The run's clock (tests fix it). */
  clock?: () => Date;
}

/** What the action's modes share: the run's inputs, event and dependencies. */
export interface ActionRoot {
  readonly config: Config;
  readonly env: Env;
  readonly eventName: string;
  readonly payload: Record<string, unknown>;
  readonly owner: string;
  readonly repo: string;
  /** e.g. https://github.com, for links. */
  readonly serverUrl: string;
  /** Where wiki commits go: the repository's default branch (the branch linted, asked, caught up). */
  readonly branch: string;
  readonly secrets: SecretRegistry;
  readonly github: () => Promise<GitHub>;
  readonly clock: () => Date;
  readonly anthropic?: MessagesClient;
  readonly group: <T>(name: string, body: () => Promise<T>) => Promise<T>;
  readonly warn: (message: string) => void;
  /** The context merges are read in; its `warnings` join the report. */
  readonly events: EventContext;
  /** What the modes that decide no merge read: the comment answer, a save, the reactions sweep. */
  readonly scope: AskScope;
  /**
   * The pipeline's dependencies over the GitHub API for a run publishing with `config` (the
   * run's config, or the one src/publish/mode.ts chose for its task).
   */
  pipelineDeps(config: Config): PipelineDeps;
}

function repository(env: Env): { owner: string; repo: string } {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo)
    throw new Error(`GITHUB_REPOSITORY "${env.GITHUB_REPOSITORY ?? ''}" is not "owner/repo".`);
  return { owner, repo };
}

/** Where wiki commits go: the repository's default branch, else the branch pushed to (or run on). */
function defaultBranch(payload: Record<string, unknown>, env: Env): string {
  // schedule and workflow_dispatch payloads are not checked field by field: read them warily.
  const repository = payload.repository as { default_branch?: unknown } | null | undefined;
  const named = typeof repository?.default_branch === 'string' ? repository.default_branch : '';
  const ref = typeof payload.ref === 'string' ? payload.ref : env.GITHUB_REF;
  return named || ref?.replace(/^refs\/heads\//, '') || 'main';
}

/** What a mode that reads the repository over the API starts from (lint, impact). */
export const repoScope = (root: ActionRoot) => ({
  config: root.config,
  env: root.env,
  owner: root.owner,
  repo: root.repo,
  serverUrl: root.serverUrl,
  github: root.github,
});

/** The root of a run: nothing is called over the network until a mode asks for it. */
export function openRoot(options: RootOptions): ActionRoot {
  const { config, env, eventName, payload, secrets } = options;
  // A registry opened before the inputs parsed holds these already (register ignores repeats).
  secrets.register(config.githubToken);
  secrets.register(config.anthropicApiKey);
  const branch = defaultBranch(payload, env);
  // Before any network call: a rolling branch equal to the default branch would be rewritten.
  assertPrBranchDiffers(config, branch);
  const where = {
    ...repository(env),
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
  };
  const warn = options.warn ?? (() => {});
  const github = lazy(async () =>
    (await import('../github/client.js')).createGitHub(config.githubToken, {
      retries: config.maxRetries,
      warn,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
  const clock = options.clock ?? (() => new Date());
  const anthropic = options.anthropic ? { anthropic: options.anthropic } : {};
  const root: ActionRoot = {
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
      warnings: [],
    },
    scope: { config, env, ...where, defaultBranch: branch, github, clock, secrets, ...anthropic },
    pipelineDeps: (runConfig) => ({
      env,
      ...gitHubDeps(root, runConfig),
      secrets,
      clock,
      ...anthropic,
    }),
  };
  return root;
}

/**
 * The workspace, the branch history and the ledger over the GitHub API, each loaded on first use;
 * the workflow run that records in the ledger, and whether it was started by hand.
 */
function gitHubDeps(
  root: ActionRoot,
  config: Config,
): Pick<PipelineDeps, 'repo' | 'history' | 'ledger' | 'runId' | 'force'> {
  const { env, branch, github } = root;
  const where = { owner: root.owner, repo: root.repo, serverUrl: root.serverUrl };
  const repo = async () =>
    (await import('../workspace/github.js')).gitHubWorkspace({
      config,
      ...where,
      defaultBranch: branch,
      ...(env.GITHUB_WORKSPACE ? { checkout: env.GITHUB_WORKSPACE } : {}),
      github,
    });
  // Loaded when a run catches up, never on the Tier 1 skip path.
  const gitHubHistory = lazy(async () =>
    (await import('../workspace/github-history.js')).gitHubHistory({ ...where, branch, github }),
  );
  const history: MergeHistory = {
    head: async () => (await gitHubHistory()).head(),
    since: async (query) => (await gitHubHistory()).since(query),
  };
  const ledger = lazy(async () =>
    (await import('../workspace/github-ledger.js')).gitHubLedger({
      repo: { owner: root.owner, repo: root.repo },
      wikiPath: config.wikiPath,
      github,
    }),
  );
  return {
    repo,
    history,
    ledger: {
      ref: ledgerRefName(config.wikiPath),
      head: async () => (await ledger()).head(),
      read: async (commit) => (await ledger()).read(commit),
      write: async (text, parent) => (await ledger()).write(text, parent),
    },
    runId: runIdOf(env),
    force: root.eventName === 'workflow_dispatch',
  };
}
