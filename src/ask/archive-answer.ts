// Archiving a /wiki answer (a writer's `/wiki save`, or a 👍 that ./archive-by-reactions.ts
// sweeps): query with closure. A save names an answer in its thread; Tier 1 (free, ./archive.ts)
// refuses what is not worth a call, Tier 2 (a cheap model, JSON, falling back to skip:
// src/triage/archive.ts) judges whether the answer holds knowledge its cited pages
// lack, and Tier 3 runs through the one orchestrator (runArchive in src/pipeline.ts: the same
// ingest stage and publish) onto a pull request of its own. Every decision is one short reply in
// the thread; every model call goes through the answer ledger, so max-daily-cost-usd counts it.
import { SpendRefused } from '../llm/spend.js';
import type { Config } from '../config.js';
import type { GitHub } from '../github/client.js';
import { replyThread } from '../github/comments.js';
import { tokenLogin } from '../github/identity.js';
import { branchExists } from '../github/ref.js';
import { listThreadComments, type ThreadComment } from '../github/thread-comments.js';
import type { MessagesClient } from '../llm/messages.js';
import { sumCost, totalTokens, ZERO_USAGE } from '../llm/usage.js';
import { archiveBranch, publishConfig } from '../publish/mode.js';
import type { ModeOutcome } from '../report/outputs.js';
import type { SecretRegistry } from '../security/secrets.js';
import { firstRefusals, refusedCount } from '../log/outcome.js';
import type { Report, Usage } from '../types.js';
import type { Page } from '../wiki/types.js';
import type { SaveRequest } from './command.js';
import {
  earlierSave,
  findAnswer,
  plain,
  saveReply,
  archiveTier1,
  topicOf,
  type SaveOutcome,
  type SavedAnswer,
  type SaveResult,
} from './archive.js';
import { saveSummary } from './summary.js';

/**
 * What the modes that answer from the wiki read (src/action/root.ts builds it): the config, the
 * repository, the clients, the environment and the run's secret registry.
 */
export interface AskScope {
  config: Config;
  env: NodeJS.ProcessEnv;
  owner: string;
  repo: string;
  serverUrl: string;
  defaultBranch: string;
  github: () => Promise<GitHub>;
  /** The Messages client (tests); built from the config and `env` when absent. */
  anthropic?: MessagesClient;
  /** The day's window for ask-max-per-day and max-daily-cost-usd (tests fix it). */
  clock?: () => Date;
  /** The run's one secret registry (src/action/root.ts), holding the config's token and key. */
  secrets: SecretRegistry;
  /**
   * A reactions sweep: a call its spend gate refuses ends the sweep (SpendRefused is thrown, no
   * reply is posted, the answer waits for the next sweep) instead of being replied to.
   */
  sweep?: boolean;
}

/** What deciding a save reads and calls, built once per run. */
interface SaveContext {
  input: AskScope;
  request: SaveRequest;
  github: GitHub;
  comments: ThreadComment[];
  /** The account the run's token acts as: only its comments are answers or earlier saves. */
  login: string;
  client: MessagesClient;
  /** Why the day's limits refuse any call now, or null. */
  dayRefusal: () => Promise<string | null>;
  secrets: SecretRegistry;
}

const result = (
  outcome: SaveOutcome,
  sentence: string,
  answerId: number,
  more: Partial<SaveResult> = {},
): SaveResult => ({
  outcome,
  sentence,
  answerId,
  usage: ZERO_USAGE,
  cost_usd: 0,
  warnings: [],
  ...more,
});

/**
 * The wiki's pages at the default branch's head (the answer's cited pages among them), or why
 * Tier 3 could not publish there (a map-file a person wrote), said before any model is paid.
 */
async function wikiPages(ctx: SaveContext): Promise<Page[] | string> {
  const { questionWiki } = await import('../workspace/github.js');
  const { input } = ctx;
  const snapshot = await questionWiki(ctx.github, {
    owner: input.owner,
    repo: input.repo,
    branch: input.defaultBranch,
    wikiPath: input.config.wikiPath,
    mapFile: input.config.mapFile,
    env: input.env,
  });
  if (!snapshot) return [];
  const { mapFileProblem } = await import('../wiki/map-file.js');
  const where = `${input.config.wikiPath}/${input.config.mapFile}`;
  return mapFileProblem(where, snapshot.existing.index) ?? snapshot.wiki.pages;
}

/** Tier 1: the answer the save names, or the refusal; no model call. */
async function tierOne(ctx: SaveContext): Promise<SavedAnswer | SaveResult> {
  const { request, comments, input } = ctx;
  const found = findAnswer(comments, request, ctx.login);
  if (typeof found === 'string')
    return result(
      'refused',
      `Not archived: ${found}. Reply \`/wiki save\` below an answer, or link it.`,
      request.answerId ?? 0,
    );
  const earlier = earlierSave(comments, request.commentId, found.id, ctx.login);
  if (earlier && 'archived' in earlier)
    return result(
      'refused',
      `Not archived again: this answer was already archived (${earlier.archived.url}).`,
      found.id,
    );
  const repo = { owner: input.owner, repo: input.repo };
  if (await branchExists(ctx.github, repo, archiveBranch(found.id)))
    return result(
      'refused',
      `Not archived again: the branch \`${archiveBranch(found.id)}\` already proposes this answer.`,
      found.id,
    );
  const saved = archiveTier1(comments, found, input.config.askCommand);
  if (typeof saved === 'string') return result('refused', `Not archived: ${saved}.`, found.id);
  const day = await ctx.dayRefusal();
  return day ? result('refused', `Not archived now: ${day}`, found.id) : saved;
}

/** Tiers 2 and 3 for an answer Tier 1 let through. */
async function tiersTwoThree(ctx: SaveContext, saved: SavedAnswer): Promise<SaveResult> {
  const { input } = ctx;
  const pages = await wikiPages(ctx);
  if (typeof pages === 'string')
    return result('refused', `Not archived: ${plain(pages, 400)}`, saved.id);
  const cited = pages.filter((p) => saved.citations.includes(p.slug));
  if (cited.length === 0)
    return result(
      'refused',
      'Not archived: none of the pages the answer cited is in the wiki any more.',
      saved.id,
    );
  const [{ archiveTriage }, pricing, { Redactor }] = await Promise.all([
    import('../triage/archive.js'),
    import('../llm/pricing.js'),
    import('../security/redact.js'),
  ]);
  const redactor = new Redactor(ctx.secrets);
  const t2 = await archiveTriage({
    question: saved.question,
    answer: saved.text,
    cited,
    slugs: new Set(cited.map((p) => p.slug)),
    config: input.config,
    client: ctx.client,
    prices: pricing.priceTable(input.config.pricing),
    redact: (t) => redactor.redact(t),
  });
  const spent = { usage: t2.usage, cost_usd: t2.cost_usd };
  if (t2.decision === 'skip')
    return result('skip', `Not archived (Tier 2): ${plain(t2.reason)}`, saved.id, spent);
  return tierThree(ctx, saved, cited, t2);
}

/** Tier 3 through the one orchestrator, onto the answer's own pull request. */
async function tierThree(
  ctx: SaveContext,
  saved: SavedAnswer,
  cited: Page[],
  t2: { reason: string; target: string; usage: Usage; cost_usd: number | null },
): Promise<SaveResult> {
  const { input } = ctx;
  const config = publishConfig(input.config, 'archive', archiveBranch(saved.id));
  const { gitHubWorkspace } = await import('../workspace/github.js');
  const repo = gitHubWorkspace({
    config,
    owner: input.owner,
    repo: input.repo,
    serverUrl: input.serverUrl,
    defaultBranch: input.defaultBranch,
    github: async () => ctx.github,
  });
  const { runArchive } = await import('../run/task.js');
  const report = await runArchive(
    {
      url: saved.url,
      topic: topicOf(saved),
      question: saved.question,
      answer: saved.text,
      cited: cited.map((p) => p.slug),
      target: t2.target,
      reason: t2.reason,
    },
    config,
    {
      repo,
      anthropic: ctx.client,
      secrets: ctx.secrets,
      ...(input.clock ? { clock: input.clock } : {}),
    },
    { usage: t2.usage, cost_usd: t2.cost_usd },
  );
  const spent = {
    usage: report.usage,
    cost_usd: sumCost([report.cost_usd]),
    warnings: report.warnings,
    ...(report.refused?.length ? { refused: report.refused } : {}),
  };
  const url = report.publish?.pull_request_url;
  // The sweep's one budget ran out before this answer's first Tier 3 turn: nothing was tried, so
  // nothing is decided — the sweep stops as on a refused triage and the next sweep takes it.
  if (input.sweep && report.budgetStop && !report.changes.length && !report.telemetry?.length)
    throw new SpendRefused(report.decision.reason.replace(/^Budget /, ''));
  // The agent finished without a page: nothing was committed or proposed, and the reply says why.
  if (report.decision.decision === 'process' && !url && !report.changes.length)
    return result('nothing-archived', nothingArchived(report), saved.id, spent);
  if (report.decision.decision !== 'process' || !url)
    return result('failed', `Not archived: ${plain(report.decision.reason, 400)}`, saved.id, spent);
  const page = report.changes.find(
    (c) => c.path.startsWith(`${config.wikiPath}/`) && !/\/(log|index)\.md$/.test(c.path),
  );
  return result(
    'archived',
    `Archived: ${url} proposes ${page ? `\`${page.path.replace(/`/g, '')}\`` : 'the page'} for review (${plain(t2.reason)}).`,
    saved.id,
    { ...spent, pullRequestUrl: url },
  );
}

/** Why an archive that ran wrote no page: its refused calls, else the agent's own words. */
function nothingArchived(report: Report): string {
  const refused = report.refused ?? [];
  const why = refused.length
    ? `${refusedCount(refused)}: ${firstRefusals(refused, 2).join('; ')}`
    : `the agent wrote none (it says: ${report.agent_says ?? 'nothing'})`;
  return `Not archived: the archive agent wrote no page, so no commit and no pull request were made. Why: ${plain(why, 600)}`;
}

export async function archiveAnswer(request: SaveRequest, input: AskScope): Promise<ModeOutcome> {
  const { secrets } = input;
  const github = await input.github();
  const repo = { owner: input.owner, repo: input.repo };
  const decided =
    request.thread.kind === 'issue'
      ? await decideSave(request, request.thread.number, input, secrets, github).catch(
          (e: unknown) => {
            if (!(e instanceof SpendRefused) || input.sweep) throw e;
            return result('failed', `Not archived: ${e.message}.`, 0);
          },
        )
      : result(
          'refused',
          'Not archived: /wiki save works in issue and pull request threads; discussions are not supported yet.',
          0,
        );
  if ('again' in decided) {
    const { url } = decided.again;
    const reason = `Comment ${request.commentId} was already answered (${url}); not answering twice.`;
    return saveOutcome(result('skip', reason, 0), request, secrets, url);
  }
  const reply = saveReply(
    { save: request.commentId, answer: decided.answerId },
    decided.outcome,
    decided.sentence,
  );
  const posted = await replyThread(github, repo, request.thread, '')
    .post(secrets.scrub(reply))
    .catch((e: unknown) => {
      const err = e as { status?: number; message?: string };
      throw new Error(
        `Posting the /wiki save reply failed${err.status ? ` (HTTP ${err.status})` : ''}: ${err.message ?? String(e)}. The workflow needs permissions: issues: write.`,
      );
    });
  return saveOutcome(decided, request, secrets, posted.url);
}

/**
 * The save decided, every model call through the answer ledger (closed whatever ends it, so
 * what was spent is recorded); or the reply a re-run of the same save already posted.
 */
async function decideSave(
  request: SaveRequest,
  issue: number,
  input: AskScope,
  secrets: SecretRegistry,
  github: GitHub,
): Promise<SaveResult | { again: ThreadComment }> {
  const comments = await listThreadComments(
    github,
    { owner: input.owner, repo: input.repo },
    issue,
  );
  const login = await tokenLogin(github);
  const earlier = earlierSave(comments, request.commentId, null, login);
  if (earlier && 'again' in earlier) return earlier;
  const ledger = await (
    await import('./answer-ledger.js')
  ).openAnswerLedger('save', input, secrets);
  try {
    const ctx: SaveContext = {
      input,
      request,
      github,
      comments,
      login,
      client: ledger.client,
      dayRefusal: async () =>
        (await ledger.refuse(''))
          ? 'the day\u2019s limits (ask-max-per-day, max-daily-cost-usd) are reached; try again later.'
          : null,
      secrets,
    };
    const first = await tierOne(ctx);
    const done = 'outcome' in first ? first : await tiersTwoThree(ctx, first);
    return { ...done, warnings: [...done.warnings, ...ledger.warnings] };
  } finally {
    await ledger.close(false);
  }
}

/** What the edge gives out for a save: outputs, the summary, warnings and the log line, scrubbed. */
function saveOutcome(
  done: SaveResult,
  request: SaveRequest,
  secrets: SecretRegistry,
  replyUrl: string,
): ModeOutcome {
  const clean = secrets.scrubDeep(done);
  const outputs: Record<string, string> = {
    decision: clean.outcome,
    reason: clean.sentence,
    tokens: String(totalTokens(clean.usage)),
    'answer-url': replyUrl,
  };
  if (clean.cost_usd !== null) outputs['cost-usd'] = clean.cost_usd.toFixed(6);
  if (clean.pullRequestUrl) outputs['pull-request-url'] = clean.pullRequestUrl;
  return {
    outputs,
    summary: (out) => saveSummary(clean, request, replyUrl, out),
    warnings: clean.warnings,
    message: `wiki-ingest save ${clean.outcome}: ${clean.sentence}`,
    failed: clean.outcome === 'failed',
  };
}
