// Answering one /wiki comment: look for an earlier answer (a re-run posts nothing twice), read
// the wiki, ask, and post the reply — scrubbed of secrets, once. Clients come in as parameters;
// src/ask/comment-event.ts builds them for the action.
import type { ReplyThread } from '../github/comments.js';
import type { MessagesClient } from '../llm/messages.js';
import type { PriceTable } from '../llm/pricing.js';
import { capsOf, type Caps, type Wiki } from '../wiki/types.js';
import { answerMarker, type AskRequest } from './command.js';
import { openConversation, type AskResult } from './conversation.js';
import { askOptions } from './options.js';
import type { AskConfig } from '../config.js';
import { askMapBudgetFor, askPrefix } from './prefix.js';
import { renderReply } from './reply.js';
import type { Redactor } from '../security/redact.js';
import type { StaleCitation } from './stale.js';

export interface AnswerDeps {
  thread: ReplyThread;
  /** The wiki at the default branch's head. */
  loadWiki: () => Promise<Pick<Wiki, 'pages' | 'schema' | 'warnings'>>;
  client: MessagesClient;
  prices: PriceTable;
  config: AskConfig & Caps;
  /** Where page files are shown on the default branch (wikiBlobBase). */
  base: string;
  /** Every text posted goes through this (the secret registry's scrub). */
  scrub: (text: string) => string;
  /** Replaces secrets in the question and the wiki text before the model sees them. */
  redactor?: Redactor;
  /**
   * The cited pages' covered files that changed (or went) since their stamp, at the head the wiki
   * was read from: the reply says so under the answer, as `wiki-ingest ask` does.
   */
  staleOf?: (cited: readonly string[]) => Promise<StaleCitation[]>;
  /**
   * Why this question gets a short polite reply and no model call (too long, the day's limits
   * used up: src/ask/limits.ts); null: answer it.
   */
  refuse?: (question: string) => Promise<string | null>;
}

/**
 * - `answered`: the reply was posted (`url`).
 * - `skip`: nothing to do (an earlier run answered; `url` is that reply), or a limit refused the
 *   question without a model call (`url` is the short reply saying so).
 * - `failed`: no answer (the model call failed or was refused); nothing was posted.
 */
export interface AskRun {
  decision: 'answered' | 'skip' | 'failed';
  reason: string;
  url?: string;
  result?: AskResult;
  warnings: string[];
}

/** The stale notes of the cited pages; none (and a warning) when they cannot be read. */
async function staleNotesOf(
  deps: AnswerDeps,
  cited: readonly string[],
  warnings: string[],
): Promise<StaleCitation[]> {
  if (!deps.staleOf || cited.length === 0) return [];
  try {
    return await deps.staleOf(cited);
  } catch (e) {
    warnings.push(
      `Whether the cited pages are out of date could not be read (${e instanceof Error ? e.message : String(e)}); the reply has no stale notes.`,
    );
    return [];
  }
}

export async function answerComment(request: AskRequest, deps: AnswerDeps): Promise<AskRun> {
  const marker = answerMarker(request.commentId);
  const earlier = await deps.thread.findReply(marker);
  if (earlier)
    return {
      decision: 'skip',
      reason: `Comment ${request.commentId} was already answered (${earlier.url}); not answering twice.`,
      url: earlier.url,
      warnings: [],
    };
  const refusal = await deps.refuse?.(request.question);
  if (refusal) {
    const posted = await deps.thread.post(deps.scrub(`${marker}\n\n${refusal}`));
    return {
      decision: 'skip',
      reason: `Not answered, no model called (a short reply says why): ${refusal}`,
      url: posted.url,
      warnings: [],
    };
  }
  const wiki = await deps.loadWiki();
  const options = askOptions(deps.config);
  const budget = askMapBudgetFor(deps.config.mapTokenBudget, options.model, deps.prices);
  const conversation = openConversation(
    askPrefix(wiki, capsOf(deps.config), budget, deps.config.language),
    options,
    {
      client: deps.client,
      prices: deps.prices,
      ...(deps.redactor ? { redactor: deps.redactor } : {}),
    },
  );
  const result = await conversation.ask(request.question);
  const warnings = [...wiki.warnings, ...result.warnings];
  if (result.unknown_citations.length)
    warnings.push(
      `The answer cited pages that do not exist; removed: ${result.unknown_citations.join(', ')}.`,
    );
  if (result.status === 'failed')
    return {
      decision: 'failed',
      reason: `No answer posted to comment ${request.commentId}: ${result.note ?? 'the model gave none'}`,
      result,
      warnings,
    };
  const stale = await staleNotesOf(deps, result.citations, warnings);
  const body = deps.scrub(
    renderReply({
      commentId: request.commentId,
      result,
      pages: wiki.pages.map((p) => ({ slug: p.slug, file: p.file, title: p.title })),
      base: deps.base,
      stale,
    }),
  );
  const posted = await deps.thread.post(body);
  return {
    decision: 'answered',
    reason: `Answered ${request.author}'s question${result.status === 'stopped' ? ' (stopped at a budget; the reply says so)' : ''}.`,
    url: posted.url,
    result,
    warnings,
  };
}
