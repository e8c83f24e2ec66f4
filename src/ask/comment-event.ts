// The action on an `issue_comment` / `discussion_comment` event: decide from the payload whether
// the comment asks the wiki (no client is built, no model called otherwise), then answer it with
// the repository's GitHub client, the wiki at the default branch's head (read through the API in
// bulk, or kept since the last question: the asking workflow needs no checkout) and the Anthropic
// client. A writer's `/wiki save` goes to ./archive-answer.ts instead (archiving an answer).
// Returns the mode's outcome (src/action/modes.ts): outputs, the summary, warnings and the line
// for the log — every string scrubbed.
import type { ReplyThread } from '../github/comments.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { GitHub } from '../github/client.js';
import type { RepoRef } from '../github/repo.js';

/** Where the asked wiki is read: the default branch's wiki folder. */
interface WikiWhere {
  branch: string;
  wikiPath: string;
  mapFile: string;
}
import { totalTokens } from '../llm/usage.js';
import type { ModeOutcome } from '../report/outputs.js';
import type { SecretRegistry } from '../security/secrets.js';
import { answerComment, type AnswerDeps, type AskRun } from './answer-comment.js';
import { wikiBlobBase } from './citations.js';
import { commentRequest, type AskRequest } from './command.js';
import type { AskScope } from './archive-answer.js';
import { askSummary } from './summary.js';

/** A save's input (the repository, clients, environment), and the comment event to decide. */
export interface CommentRunInput extends AskScope {
  eventName: string;
  payload: unknown;
}

export type CommentOutcome = ModeOutcome;

function outcome(run: AskRun, request: AskRequest | null, secrets: SecretRegistry): CommentOutcome {
  const clean = secrets.scrubDeep(run);
  const outputs: Record<string, string> = {
    decision: clean.decision === 'answered' ? 'answered' : 'skip',
    reason: clean.reason,
    tokens: String(clean.result ? totalTokens(clean.result.usage) : 0),
  };
  if (clean.result && clean.result.cost_usd !== null)
    outputs['cost-usd'] = clean.result.cost_usd.toFixed(6);
  if (clean.url && clean.decision === 'answered') outputs['answer-url'] = clean.url;
  return {
    outputs,
    summary: (out) => askSummary(clean, request, out),
    warnings: clean.warnings,
    message: `wiki-ingest ask ${clean.decision}: ${clean.reason}`,
    failed: clean.decision === 'failed',
  };
}

/** A failed thread call, said with what was being done and the permission it needs. */
function explained(thread: ReplyThread, request: AskRequest): ReplyThread {
  const where =
    request.thread.kind === 'issue'
      ? `issue #${request.thread.number}`
      : `discussion #${request.thread.number}`;
  const permission = request.thread.kind === 'issue' ? 'issues: write' : 'discussions: write';
  const wrap =
    <A extends unknown[], R>(what: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (e) {
        const err = e as { status?: number; message?: string };
        throw new Error(
          `${what} on ${where} failed${err.status ? ` (HTTP ${err.status})` : ''}: ${err.message ?? String(e)}. The workflow needs permissions: ${permission} (and contents: read).`,
        );
      }
    };
  return {
    findReply: wrap('Listing the replies', thread.findReply),
    post: wrap('Posting the answer', thread.post),
  };
}

/**
 * The wiki at the default branch's head, read once, and the stale notes of the pages an answer
 * cites at that same commit.
 */
function headWiki(
  github: GitHub,
  input: CommentRunInput,
  read: (where: RepoRef & WikiWhere) => Promise<WikiSnapshot | null>,
): Pick<AnswerDeps, 'loadWiki' | 'staleOf'> {
  const repo: RepoRef = { owner: input.owner, repo: input.repo };
  let snapshot: WikiSnapshot | null = null;
  return {
    loadWiki: async () => {
      snapshot = await read({
        ...repo,
        branch: input.defaultBranch,
        wikiPath: input.config.wikiPath,
        mapFile: input.config.mapFile,
      });
      return (
        snapshot?.wiki ?? {
          pages: [],
          schema: null,
          warnings: [
            `The default branch "${input.defaultBranch}" does not exist; the wiki is empty.`,
          ],
        }
      );
    },
    staleOf: async (cited) => {
      const at = snapshot?.base?.commit;
      if (!snapshot || !at) return [];
      const { staleAtCommit } = await import('./stale-at-head.js');
      return staleAtCommit(github, repo, at, snapshot.wiki.pages, cited);
    },
  };
}

export async function runCommentEvent(input: CommentRunInput): Promise<CommentOutcome> {
  const { config } = input;
  const { secrets } = input;
  const decided = commentRequest(input.eventName, input.payload, {
    command: config.askCommand,
    allowed: config.askAllowedAssociations,
    archive: config.askArchive,
  });
  if ('skip' in decided)
    return outcome({ decision: 'skip', reason: decided.skip, warnings: [] }, null, secrets);
  // `/wiki save`: archiving an answer (query with closure), never answered as a question.
  if ('save' in decided)
    return (await import('./archive-answer.js')).archiveAnswer(decided.save, input);
  const request = decided.ask;
  const repo = { owner: input.owner, repo: input.repo };
  const github = await input.github();
  const [
    { replyThread },
    { questionWiki },
    pricing,
    { Redactor },
    { openAnswerLedger: openLedger },
  ] = await Promise.all([
    import('../github/comments.js'),
    import('../workspace/github.js'),
    import('../llm/pricing.js'),
    import('../security/redact.js'),
    import('./answer-ledger.js'),
  ]);
  const ledger = await openLedger('answer', { ...input, github: async () => github }, secrets);
  const run = await answerComment(request, {
    thread: explained(replyThread(github, repo, request.thread, request.createdAt), request),
    ...headWiki(github, input, (where) => questionWiki(github, { ...where, env: input.env })),
    client: ledger.client,
    refuse: ledger.refuse,
    prices: pricing.priceTable(config.pricing),
    config,
    base: wikiBlobBase({
      server: input.serverUrl,
      ...repo,
      branch: input.defaultBranch,
      wikiPath: config.wikiPath,
    }),
    scrub: (text) => secrets.scrub(text),
    redactor: new Redactor(secrets),
  });
  await ledger.close(run.decision === 'answered');
  return outcome({ ...run, warnings: [...run.warnings, ...ledger.warnings] }, request, secrets);
}
