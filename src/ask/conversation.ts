// A conversation over the wiki. Every call re-sends the same tools and system prompt (the map)
// plus the whole history, with breakpoints on the last tool, the system prompt and the newest
// block: the prefix is written once per TTL, and pages read stay in the history, cached turn to
// turn, so a follow-up about the same page pays cache reads only. Follow-up questions continue
// the same history. Budgets are per question; at a budget the answer so far is returned with a
// note saying why it stopped. The turn itself (the call, usage, cost, telemetry, the stop_reason
// verdict) is src/llm/turn.ts; this file holds ask's policy, its history is ./history.ts.
import type { MessageParam, ToolResultBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { SpendScope } from '../ledger/scope.js';
import { describeError } from '../llm/errors.js';
import { SpendRefused, type KnownPrompt } from '../llm/spend.js';
import type { MessagesClient } from '../llm/messages.js';
import type { PriceTable } from '../llm/pricing.js';
import { redactedToolResults, runTurn, turnTotals, type Turn } from '../llm/turn.js';
import type { Redactor } from '../security/redact.js';
import { cacheReadShare } from '../llm/usage.js';
import type { IterationRecord, Redactions, Usage } from '../types.js';
import { promptTooLongAdvice } from '../wiki/map-view.js';
import { AnswerStream } from './answer-stream.js';
import { CitationFilter } from './citations.js';
import {
  addAssistantTurn,
  addQuestion,
  emptyHistory,
  leaveUnanswered,
  readOnce,
  snapshot,
  type AnswerReads,
  type History,
} from './history.js';
import { MAX_PAGES_PER_ANSWER } from './read-budget.js';
import type { AskOptions } from './options.js';
import type { AskPrefix } from './prefix.js';

export interface AskDeps {
  /** Any client of the SDK's messages shape; the turn (src/llm/turn.ts) makes the call. */
  client: MessagesClient;
  prices: PriceTable;
  signal?: AbortSignal;
  /** Milliseconds on a monotonic clock (latency figures); performance.now by default. */
  now?: () => number;
  /** Replaces secrets in the question, the map and every page served, before the model sees them. */
  redactor?: Redactor;
}

/**
 * - `answered`: the model finished its answer.
 * - `stopped`: a budget (iterations, cost) or max_tokens cut it; `answer` holds what there was.
 * - `failed`: the API call failed or the model refused; `answer` holds what had streamed.
 */
export type AskStatus = 'answered' | 'stopped' | 'failed';

export interface AskResult {
  status: AskStatus;
  /** The answer as the reader sees it: unknown citations removed, a stop note appended. */
  answer: string;
  /** Slugs cited in the answer that name pages of the map, in order. */
  citations: string[];
  /** Cited slugs that name no page; removed from the answer. */
  unknown_citations: string[];
  /** Pages (slugs) read for this question; pages already in the conversation are not re-read. */
  pages_read: string[];
  /** Why the answer stopped short (status stopped or failed). */
  note?: string;
  model: string;
  iterations: number;
  usage: Usage;
  /** cache_read / prompt tokens over this question's calls. */
  cache_read_share: number;
  cost_usd: number | null;
  latency_ms: { first_token: number | null; full: number };
  telemetry: IterationRecord[];
  warnings: string[];
  /** Secret-shaped strings redacted so far in this conversation (question, map, pages served). */
  redactions?: Redactions;
}

export interface AskHandlers {
  /** The answer as it streams, citations already checked. */
  onText?: (text: string) => void;
}

export interface Conversation {
  ask(question: string, handlers?: AskHandlers): Promise<AskResult>;
  /** The history as it would be sent (without cache markers); for tests and the bench. */
  readonly messages: readonly MessageParam[];
}

interface Chat {
  prefix: AskPrefix;
  options: AskOptions;
  deps: AskDeps;
  now: () => number;
  /** Slugs of the map: the citations an answer may make. */
  known: string[];
  history: History;
  /** The system prompt as sent: the prefix's, redacted once on the first question. */
  system?: string;
}

/** One question in progress. */
interface Question {
  answer: AnswerStream;
  telemetry: IterationRecord[];
  pagesRead: string[];
  started: number;
}

type Stop = { status: AskStatus; note?: string };

export function openConversation(
  prefix: AskPrefix,
  options: AskOptions,
  deps: AskDeps,
): Conversation {
  const chat: Chat = {
    prefix,
    options,
    deps,
    now: deps.now ?? (() => performance.now()),
    known: prefix.map.entries.map((e) => e.slug),
    history: emptyHistory(),
  };
  return {
    ask: (question, handlers = {}) => askQuestion(chat, question, handlers),
    get messages() {
      return chat.history.messages;
    },
  };
}

async function askQuestion(
  chat: Chat,
  question: string,
  handlers: AskHandlers,
): Promise<AskResult> {
  const { history, options } = chat;
  const started = chat.now();
  const redact = chat.deps.redactor ? (t: string) => chat.deps.redactor!.redact(t) : undefined;
  chat.system ??= redact ? await redact(chat.prefix.system) : chat.prefix.system;
  const restore = snapshot(history);
  addQuestion(history, redact ? await redact(question) : question);
  // The question's own max-cost-usd, a child of the run's spend scope (src/ledger/scope.ts).
  const client = SpendScope.of(chat.deps.client)
    .child(options.maxCostUsd)
    .through(chat.deps.client);
  let known: KnownPrompt | undefined;
  let asked: Turn | undefined;
  const q: Question = {
    answer: new AnswerStream(
      new CitationFilter(chat.known),
      handlers.onText,
      () => chat.now() - started,
    ),
    telemetry: [],
    pagesRead: [],
    started,
  };

  for (let iteration = 1; ; iteration++) {
    let turn: Turn;
    try {
      turn = await runTurn(client, {
        prompt: {
          tools: chat.prefix.tools,
          system: chat.system,
          messages: history.messages,
        },
        model: options.model,
        maxTokens: options.maxTokens,
        ttl: options.cacheTtl,
        prices: chat.deps.prices,
        iteration,
        stream: true,
        onText: (delta) => q.answer.delta(delta),
        ...(chat.deps.signal ? { signal: chat.deps.signal } : {}),
        ...(known ? { known } : {}),
      });
    } catch (err) {
      if (err instanceof SpendRefused) return budgetStop(chat, q, asked, restore, err.message);
      // The question leaves no trace in the history: a retry or the next question starts clean.
      restore();
      const why = describeError(err);
      const advice = promptTooLongAdvice(why, chat.prefix.view.budget);
      return askResult(chat, q, {
        status: 'failed',
        note: `No answer: the Messages API call failed: ${why}${advice ? ` ${advice}` : ''}`,
      });
    }
    q.answer.endTurn();
    q.telemetry.push(turn.record);
    known = turn.prompt;
    asked = turn;
    addAssistantTurn(history, turn.message.content);
    const stop = await act(chat, q, turn);
    if (stop) return askResult(chat, q, stop);
  }
}

/**
 * A call the spend gate refused (max-cost-usd, or the day's cap): never made. The first call's
 * refusal leaves no trace in the history; a later one takes back the reads that call would have
 * sent, answered as not run at the head of the next question, as a budget stop always has.
 */
function budgetStop(
  chat: Chat,
  q: Question,
  last: Turn | undefined,
  restore: () => void,
  why: string,
): AskResult {
  if (!last) restore();
  else if (last.verdict.kind === 'tool_calls') {
    // The read results were pushed for the call that was not made: the next question answers them.
    chat.history.messages.pop();
    leaveUnanswered(chat.history, last.toolUses, 'the max-cost-usd budget was reached');
  }
  return askResult(chat, q, {
    status: 'stopped',
    note: `Stopped before the answer was complete: ${why}.`,
  });
}

/**
 * Budgets are checked in one order in both agent loops (this one and ingest/loop.ts):
 * 1. max-cost-usd, by the spend gate before each call (src/ledger/gate.ts): the question's calls
 *    so far and the most the next one can cost;
 * 2. ask-max-iterations, before another call would be made — here before the turn's reads run,
 *    since only another call could use what they return.
 * A finished answer is returned whatever it cost: a budget only keeps another call from being made.
 */
function budgetReached(options: AskOptions, telemetry: readonly IterationRecord[]): string | null {
  if (telemetry.length >= options.maxIterations)
    return `ask-max-iterations (${options.maxIterations})`;
  return null;
}

/** Acts on a turn's verdict: a Stop ends the question, undefined goes on to the next call. */
async function act(chat: Chat, q: Question, turn: Turn): Promise<Stop | undefined> {
  const { verdict, toolUses } = turn;
  const stopReason = String(turn.message.stop_reason);
  const leave = (why: string): void => leaveUnanswered(chat.history, toolUses, why);
  if (verdict.kind !== 'tool_calls' && toolUses.length > 0)
    leave(`the turn ended (${stopReason}) before the call could run`);

  switch (verdict.kind) {
    case 'ended':
      return { status: 'answered' };
    case 'max_tokens':
      return {
        status: 'stopped',
        note: `The answer was cut at max_tokens (${chat.options.maxTokens}); ask a narrower question.`,
      };
    case 'refused':
      return { status: 'failed', note: 'The model declined to answer (stop_reason refusal).' };
    case 'context_window_exceeded':
    case 'unknown':
      return {
        status: 'failed',
        note: `The model stopped for an unexpected reason (${stopReason}).`,
      };
    case 'paused': {
      const budget = budgetReached(chat.options, q.telemetry);
      return budget === null
        ? undefined
        : { status: 'stopped', note: `Stopped before the answer was complete: ${budget} reached.` };
    }
    case 'tool_calls': {
      const budget = budgetReached(chat.options, q.telemetry);
      if (budget !== null) {
        leave(`the ${budget} budget was reached`);
        return {
          status: 'stopped',
          note: `Stopped before the answer was complete: the ${budget} budget was reached while the model still wanted to read.`,
        };
      }
      const results: ToolResultBlockParam[] = [];
      const { pageCharCap } = chat.options;
      const read: AnswerReads = {
        pages: chat.prefix.pages,
        outline: chat.prefix.outline,
        pageCharCap,
        served: q.pagesRead,
        maxPages: MAX_PAGES_PER_ANSWER,
        callsLeft: chat.options.maxIterations - q.telemetry.length,
      };
      for (const use of verdict.calls) results.push(await readOnce(chat.history, use, read));
      const redact = chat.deps.redactor ? (t: string) => chat.deps.redactor!.redact(t) : undefined;
      chat.history.messages.push(await redactedToolResults(results, redact));
      return undefined;
    }
  }
}

function askResult(chat: Chat, q: Question, stop: Stop): AskResult {
  const { status, note } = stop;
  q.answer.close(note);
  const totals = turnTotals(chat.options.model, q.telemetry);
  return {
    status,
    answer: q.answer.text,
    citations: q.answer.citations,
    unknown_citations: q.answer.unknown,
    pages_read: q.pagesRead,
    ...(note !== undefined ? { note } : {}),
    model: chat.options.model,
    iterations: q.telemetry.length,
    usage: totals.usage,
    cache_read_share: cacheReadShare(totals.usage),
    cost_usd: totals.cost_usd,
    latency_ms: { first_token: q.answer.firstToken, full: Math.round(chat.now() - q.started) },
    telemetry: q.telemetry,
    warnings: totals.warnings,
    ...(chat.deps.redactor?.redactions.total ? { redactions: chat.deps.redactor.redactions } : {}),
  };
}
