// Runs of the whole pipeline as the action wires it (its composition root, src/action/root.ts:
// the merge from the event, the GitHub workspace, history and ledger over Octokit) against the
// git-backed fake GitHub and the fake Messages API, in-process so a test can fix the clock.
// Tier 3 answers `finish` at once unless `failing`.
import { parseConfig, type RawInputs } from '../src/config/parse.js';
import { isMerge, isReingest, mergeFromEvent } from '../src/merge-info/event.js';
import { runPipeline } from '../src/pipeline.js';
import type { PipelineDeps } from '../src/ports.js';
import type { LedgerIO } from '../src/ledger/store.js';
import type { Report } from '../src/types.js';
import { fakeRoot } from './action-root.js';
import { startFakeMessagesApi, type FakeMessagesApi, type Script } from './fake-messages-api.js';
import { GitBackedGitHub } from './github/git-backed-github.js';

export const TIER3_MODEL = 'claude-sonnet-5-5';

export interface Llm {
  api: FakeMessagesApi;
  /** When set, every Tier 3 call answers this (e.g. 529 overloaded). */
  failing: Script | null;
}

export async function startLlm(): Promise<Llm> {
  const llm: Llm = { api: undefined as never, failing: null };
  llm.api = await startFakeMessagesApi({
    replies: (body) => {
      if (body.model !== TIER3_MODEL)
        return {
          content: [
            {
              type: 'text',
              text: '{"decision":"process","reason":"API change.","likely_type":"feature"}',
            },
          ],
        };
      if (llm.failing) return llm.failing;
      return {
        content: [{ type: 'tool_use', name: 'finish', input: { summary: 'Nothing to add.' } }],
      };
    },
  });
  return llm;
}

/** The first user message of every Tier 3 run the fake accepted (one per agent run). */
export function tier3Runs(llm: Llm): string[] {
  return llm.api.accepted
    .filter((r) => r.body?.model === TIER3_MODEL)
    .map((r) => r.body!.messages as { content: unknown }[])
    .filter((messages) => messages.length === 1)
    .map((messages) => JSON.stringify(messages[0]!.content));
}

/** A rich change of `lines` lines under src/api/, so Tier 1 continues. */
export const apiChange = (name: string, lines = 40): Record<string, string> => ({
  [`src/api/${name}.ts`]:
    Array.from({ length: lines }, (_, i) => `export const ${name}${i} = ${i};`).join('\n') + '\n',
});

export interface RunOptions {
  inputs?: RawInputs;
  now?: Date;
  /** The run's id in the ledger (default: a new one per run). */
  runId?: string;
  /** A run started by hand (workflow_dispatch). */
  force?: boolean;
  /** Wraps the ledger's IO (a test that plays another run writing to it meanwhile). */
  wrapLedger?: (io: LedgerIO) => LedgerIO;
  /** Replaces stages (a test that acts while a Tier 3 run works, e.g. a person editing the wiki). */
  stages?: PipelineDeps['stages'];
}

let runs = 0;

/**
 * A run over the hub as the action wires it: the composition root (src/action/root.ts) of the
 * event, with `checkoutSha` checked out, and its pipeline deps with the test's run id, ledger
 * wrapper and stages on top.
 */
function wiring(hub: GitBackedGitHub, llm: Llm, opts: RunOptions) {
  const config = parseConfig({
    'github-token': 'ghs_token',
    'anthropic-api-key': 'sk-ant-test',
    'max-retries': '0',
    ...opts.inputs,
  });
  const runId = opts.runId ?? `test-${++runs}`;
  return async (name: string, payload: unknown, checkoutSha: string) => {
    const root = fakeRoot(hub, {
      config,
      eventName: name,
      payload,
      env: { ANTHROPIC_BASE_URL: llm.api.url, GITHUB_WORKSPACE: await hub.checkout(checkoutSha) },
      clock: () => opts.now ?? new Date(),
    });
    const deps = root.pipelineDeps(config);
    return {
      root,
      config,
      deps: {
        ...deps,
        ledger: (opts.wrapLedger ?? ((io: LedgerIO) => io))(deps.ledger!),
        runId,
        // A dispatched run is forced only when the test says so.
        force: opts.force === true,
        ...(opts.stages ? { stages: opts.stages } : {}),
      } satisfies PipelineDeps,
    };
  };
}

/** The run an event naming one merge starts, with `checkoutSha` checked out. */
async function runMergeEvent(
  hub: GitBackedGitHub,
  llm: Llm,
  event: { name: string; payload: unknown; checkoutSha: string },
  opts: RunOptions,
): Promise<Report> {
  const { root, config, deps } = await wiring(hub, llm, opts)(
    event.name,
    event.payload,
    event.checkoutSha,
  );
  const merge = await mergeFromEvent(event.name, event.payload, root.events);
  if (!isMerge(merge)) throw new Error('not a merge');
  return runPipeline(merge, config, deps);
}

/** The run a push from `before` to `after` starts (the branch may have moved on since). */
export async function runPush(
  hub: GitBackedGitHub,
  llm: Llm,
  before: string,
  after: string,
  opts: RunOptions = {},
): Promise<Report> {
  const payload = await hub.pushEvent(before, after);
  return runMergeEvent(hub, llm, { name: 'push', payload, checkoutSha: after }, opts);
}

/** The run a merged pull request's `pull_request: closed` event starts. */
export async function runPullRequest(
  hub: GitBackedGitHub,
  llm: Llm,
  pr: { number: number; title: string; sha: string; baseSha: string },
  opts: RunOptions = {},
): Promise<Report> {
  const payload = {
    action: 'closed',
    pull_request: {
      number: pr.number,
      title: pr.title,
      merged: true,
      merge_commit_sha: pr.sha,
      html_url: `${hub.htmlUrl}/pull/${pr.number}`,
      base: { sha: pr.baseSha, ref: hub.defaultBranch },
    },
  };
  return runMergeEvent(hub, llm, { name: 'pull_request', payload, checkoutSha: pr.sha }, opts);
}

/** A schedule run: catch up from the watermark to the branch head. */
export async function runSchedule(
  hub: GitBackedGitHub,
  llm: Llm,
  opts: RunOptions = {},
): Promise<Report> {
  const { config, deps } = await wiring(hub, llm, opts)('schedule', {}, (await hub.head())!);
  return runPipeline(null, config, deps);
}

/** A workflow_dispatch run with the workflow input `sha`: that merge, ingested again. */
export async function runReingest(
  hub: GitBackedGitHub,
  llm: Llm,
  sha: string,
  opts: RunOptions = {},
): Promise<Report> {
  const payload = { inputs: { sha, init: false } };
  const run = wiring(hub, llm, opts);
  const { root, config, deps } = await run('workflow_dispatch', payload, (await hub.head())!);
  const event = await mergeFromEvent('workflow_dispatch', payload, root.events);
  if (!isReingest(event)) throw new Error('a dispatch with sha is a re-ingest');
  return runPipeline(event.reingest, config, { ...deps, reingest: true });
}

/** The source shas log.md names on the default branch, in order. */
export async function loggedShas(hub: GitBackedGitHub): Promise<string[]> {
  const log = (await hub.readFile('wiki/log.md')) ?? '';
  return [...log.matchAll(/commit `([0-9a-f]{40})`|^- `([0-9a-f]{40})`/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

/** The ledger's records (one JSON object per line) at its ref, or [] when it does not exist. */
export async function ledgerRecords(
  hub: GitBackedGitHub,
  wikiPath = 'wiki',
): Promise<Array<Record<string, unknown>>> {
  const { ledgerRefName } = await import('../src/github/ledger-ref.js');
  const text = await hub.readFile('ledger.jsonl', ledgerRefName(wikiPath));
  return (text ?? '')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export interface CatchUpScene<L extends Llm> {
  /** A README, an empty log.md and the scene's files at first. */
  hub: GitBackedGitHub;
  llm: L;
}

/** A fresh repository and fake Messages API a test (beforeEach, afterEach); `start` makes the fake. */
export function catchUpScene<L extends Llm>(
  files: Record<string, string>,
  start: () => Promise<L>,
): CatchUpScene<L> {
  const scene: CatchUpScene<L> = { hub: undefined as never, llm: undefined as never };
  beforeEach(async () => {
    scene.hub = await GitBackedGitHub.create({
      files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n', ...files },
    });
    scene.llm = await start();
  });
  afterEach(async () => {
    await scene.llm.api.close();
    scene.hub.remove();
  });
  return scene;
}

/** A first merge under src/api/ and the push run it starts, so the ledger has a watermark. */
export async function seedRun(
  hub: GitBackedGitHub,
  llm: Llm,
): Promise<{ sha: string; report: Report }> {
  const before = (await hub.head())!;
  const seeded = await hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
  return { sha: seeded.sha, report: await runPush(hub, llm, before, seeded.sha) };
}
