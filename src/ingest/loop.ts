// Tier 3's agent loop, written by hand rather than with the SDK's tool runner so that caching,
// budgets and telemetry stay ours: every turn re-sends the same tools and system (byte-identical)
// plus the growing conversation. The turn itself (cache breakpoints, the call, usage, cost,
// telemetry, the stop_reason verdict) is src/llm/turn.ts; this file holds Tier 3's policy: its
// tools run through the host, its budgets, and when it stops.
import type {
  MessageParam,
  Tool,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import { describeError } from '../llm/errors.js';
import {
  redactedToolResults,
  runTurn,
  toolResult,
  turnTotals,
  type Redact,
  type Turn,
} from '../llm/turn.js';
import { estimateCost, SpendRefused, type KnownPrompt } from '../llm/spend.js';
import type { CacheTtl } from '../llm/cache.js';
import type { MessagesClient } from '../llm/messages.js';
import type { PriceTable } from '../llm/pricing.js';
import { SpendScope } from '../ledger/scope.js';
import { oneLine } from '../security/output.js';
import type { ToolHost, ToolOutcome } from '../tools/types.js';
import type { IterationRecord, ToolRefusal, Usage } from '../types.js';
import { budgetLine } from './budget-line.js';
import { holdsReserve, type BudgetView } from '../ledger/calls-left.js';

export interface LoopOptions {
  client: MessagesClient;
  prices: PriceTable;
  model: string;
  ttl: CacheTtl;
  maxIterations: number;
  /**
   * max-cost-usd for this loop: its own child of the client's spend scope (the run's), so
   * whichever leaves less refuses a call whose most it can cost would pass it.
   */
  maxCostUsd: number;
  /** Output tokens per turn (the task's: src/ingest/task-specs.ts); a page write must fit. */
  maxTokens?: number;
  stream?: boolean;
  tools: Tool[];
  system: string;
  firstMessage: string;
  host: ToolHost;
  /** Replaces secrets in every tool result before the model reads it. */
  redact?: Redact;
  /** Pages the run may still change (max-pages-changed less those changed), for the budget line. */
  pagesLeft?: () => number;
  /**
   * Asked when the model first calls finish: what it left undone that it should hear of once (the
   * pages covering a changed file it neither updated nor confirmed), or null. The finish is then
   * held for one more turn, when the budgets allow one.
   */
  beforeFinish?: () => string | null;
  signal?: AbortSignal;
}

export interface LoopResult {
  /** `stopped`: a budget stopped it (what was written so far may be published as partial). */
  status: 'finished' | 'stopped' | 'failed';
  /**
   * finished: the `finish` summary; failed: why, ending in "nothing was published"; stopped: the
   * budget reached, in one sentence the caller completes with what it published.
   */
  reason: string;
  summary?: string;
  /** An archive's finish: the answer's claims left out, unverified. */
  unverified?: string[];
  iterations: number;
  telemetry: IterationRecord[];
  usage: Usage;
  cost_usd: number | null;
  warnings: string[];
  /** Every tool call that was refused, in order. */
  refused: ToolRefusal[];
  /** The model was told, before its finish was accepted, what it had left undone. */
  reminded?: boolean;
}

/** How the loop ended, before its totals are added. */
type Stop = Pick<LoopResult, 'status' | 'reason' | 'summary' | 'unverified'>;

const DEFAULT_MAX_TOKENS = 16000;

const maxTokensOf = (o: LoopOptions): number => o.maxTokens ?? DEFAULT_MAX_TOKENS;

/** Nudges the model back to the protocol once when it ends its turn without calling `finish`. */
const NUDGE =
  'You ended your turn without calling the finish tool. If the wiki is up to date, call finish with a one-paragraph summary of what you changed (or why nothing needed changing); otherwise continue with the tools.';

/** What one run of the loop carries from turn to turn. */
interface Run {
  o: LoopOptions;
  /** The client through this loop's spend scope. */
  client: MessagesClient;
  scope: SpendScope;
  messages: MessageParam[];
  telemetry: IterationRecord[];
  nudged: boolean;
  /** What the previous call measured of its prompt: the next call's estimate starts from it. */
  known?: KnownPrompt;
  refused: ToolRefusal[];
  /** beforeFinish was asked (and its reminder sent, when it had one). */
  reminded: boolean;
  /** What the scope reserved for the previous call, as the budget line estimated it. */
  reserved: number | null;
}

/**
 * Budgets are checked in one order in both agent loops (this one and ask/conversation.ts):
 * 1. max-cost-usd, by the spend scope before each call, on what the calls so far cost plus the
 *    most the next one can cost (src/ledger/scope.ts) — a call that could pass it is not made, the
 *    run stops, and only the pages written before it are published;
 * 2. max-iterations, before another call would be made — here after the turn's tools ran, so the
 *    last turn can still finish.
 */
export async function runIngestLoop(o: LoopOptions): Promise<LoopResult> {
  const scope = SpendScope.of(o.client).child(o.maxCostUsd);
  const run: Run = {
    o,
    client: scope.through(o.client),
    scope,
    messages: [{ role: 'user', content: o.firstMessage }],
    telemetry: [],
    nudged: false,
    refused: [],
    reminded: false,
    reserved: null,
  };
  const stop = await turns(run);
  const totals = turnTotals(o.model, run.telemetry);
  return {
    ...stop,
    iterations: run.telemetry.length,
    telemetry: run.telemetry,
    ...totals,
    refused: run.refused,
    ...(run.reminded ? { reminded: true } : {}),
  };
}

async function turns(run: Run): Promise<Stop> {
  const { o } = run;
  for (let iteration = 1; iteration <= o.maxIterations; iteration++) {
    let turn: Turn;
    try {
      turn = await runTurn(run.client, {
        prompt: { tools: o.tools, system: o.system, messages: run.messages },
        model: o.model,
        maxTokens: maxTokensOf(o),
        ttl: o.ttl,
        prices: o.prices,
        iteration,
        ...(o.stream ? { stream: true } : {}),
        ...(o.signal ? { signal: o.signal } : {}),
        ...(run.known ? { known: run.known } : {}),
      });
    } catch (err) {
      // A spending limit refused the call before it was made: a budget stop like the others.
      if (err instanceof SpendRefused)
        return {
          status: 'stopped',
          reason: `Budget ${err.message}, before iteration ${iteration}`,
        };
      // The failed call is not an iteration: the reason counts the ones that completed.
      return {
        status: 'failed',
        reason: `Tier 3 stopped after ${iteration - 1} completed iteration${iteration === 2 ? '' : 's'}: the Messages API call failed: ${describeError(err)}`,
      };
    }
    run.telemetry.push(turn.record);
    run.known = turn.prompt;
    const stop = await act(run, turn);
    if (stop) return stop;
  }
  return {
    status: 'stopped',
    reason: `Budget max-iterations (${o.maxIterations}) reached without the model calling finish`,
  };
}

/** Acts on a turn's verdict: a Stop ends the loop, undefined goes on to the next turn. */
async function act(run: Run, turn: Turn): Promise<Stop | undefined> {
  const { verdict, message } = turn;
  const iteration = turn.record.iteration;
  const failed = (reason: string): Stop => ({
    status: 'failed',
    reason: `${reason} in iteration ${iteration}; nothing was published.`,
  });
  // The whole assistant turn goes back unchanged (thinking blocks included, signatures intact).
  const assistant: MessageParam = {
    role: 'assistant',
    content: message.content as unknown as MessageParam['content'],
  };
  switch (verdict.kind) {
    case 'tool_calls':
      run.messages.push(assistant);
      return runTools(run, verdict.calls);
    case 'paused':
      run.messages.push(assistant);
      return undefined;
    case 'ended':
      if (run.nudged)
        return {
          status: 'failed',
          reason: `The model ended its turn twice without calling finish (iteration ${iteration}); nothing was published.`,
        };
      run.nudged = true;
      // An empty assistant turn is not accepted back by the API; the nudge alone follows.
      run.messages.push(
        message.content.length > 0 ? assistant : { role: 'assistant', content: '(no answer)' },
      );
      run.messages.push({ role: 'user', content: NUDGE });
      return undefined;
    case 'max_tokens':
      return failed(`The model's answer was cut at max_tokens (${maxTokensOf(run.o)})`);
    case 'refused':
      return failed('The model refused to continue (stop_reason refusal)');
    case 'context_window_exceeded':
      return {
        status: 'failed',
        reason: `The conversation outgrew the model's context window in iteration ${iteration}; nothing was published. Lower ingest-diff-chars or page-char-cap.`,
      };
    case 'unknown':
      return failed(`Unexpected stop_reason "${verdict.stop_reason}"`);
  }
}

/** Runs a turn's tool calls in order; a `finish` is accepted only when no other call failed. */
async function runTools(run: Run, uses: ToolUseBlock[]): Promise<Stop | undefined> {
  const results: ToolResultBlockParam[] = [];
  let finished: string | undefined;
  let unverified: string[] | undefined;
  for (const use of uses) {
    let out: ToolOutcome;
    try {
      out = await run.o.host.execute(use.name, use.input);
    } catch (err) {
      out = { content: `Tool ${use.name} failed: ${(err as Error).message}`, is_error: true };
    }
    if (out.is_error) await noteRefusal(run, use, out.content);
    if (out.stop) return { status: 'stopped', reason: out.stop.replace(/\.$/, '') };
    if (out.finished !== undefined) ({ finished, unverified } = out);
    results.push(toolResult(use, out));
  }
  if (finished !== undefined) {
    const at = uses.findIndex((u) => u.name === 'finish');
    // A finish beside a failed write would publish without what the model meant to write.
    if (results.some((r) => r.is_error)) {
      const content =
        'finish was not accepted because another tool call in this turn failed; fix it (see its error), then call finish again.';
      results[at] = toolResult(uses[at]!, { content, is_error: true });
      await noteRefusal(run, uses[at]!, content);
    } else {
      const held = holdFinish(run, results);
      if (!held)
        return {
          status: 'finished',
          reason: finished,
          summary: finished,
          ...(unverified?.length ? { unverified } : {}),
        };
      results[at] = toolResult(uses[at]!, { content: held });
    }
  }
  run.messages.push(await sendResults(run, results));
  return undefined;
}

/** A refused call, as the report lists it (redacted like the result the model reads). */
async function noteRefusal(run: Run, use: ToolUseBlock, content: string): Promise<void> {
  const slug = (use.input as { slug?: unknown } | null)?.slug;
  const reason = oneLine(run.o.redact ? await run.o.redact(content) : content, 300);
  run.refused.push({ tool: use.name, ...(typeof slug === 'string' ? { slug } : {}), reason });
}

/**
 * The reminder that holds a finish for one turn, or null to accept it: asked once, and only when
 * the budgets allow the turn that reads it (a finish at the last call is never lost to it).
 */
function holdFinish(run: Run, results: ToolResultBlockParam[]): string | null {
  if (run.reminded || !run.o.beforeFinish) return null;
  const view = budgetView(run, results);
  if (view.turnsAfter < 0 || !holdsReserve(view)) return null;
  run.reminded = true;
  return run.o.beforeFinish();
}

/** The turn of tool results, redacted, with the budget line after them. */
async function sendResults(run: Run, results: ToolResultBlockParam[]): Promise<MessageParam> {
  const view = budgetView(run, results);
  run.reserved = view.reserve;
  return redactedToolResults(results, run.o.redact, budgetLine(view));
}

/** Characters the budget line takes at most, counted in the next call's estimate. */
const LINE_CHARS = 400;

/**
 * What the budgets leave for the call that will carry `results`, in the scope's terms (its
 * estimate of that call, src/llm/spend.ts), for the line that follows the results. It follows
 * them, so the cached prefix (tools, system, map) never changes with it.
 */
function budgetView(run: Run, results: ToolResultBlockParam[]): BudgetView {
  const { o } = run;
  const turnsAfter = o.maxIterations - run.telemetry.length - 1;
  const pending: MessageParam = {
    role: 'user',
    content: [...results, { type: 'text', text: ' '.repeat(LINE_CHARS) }],
  };
  const reserve = estimateCost(
    {
      model: o.model,
      max_tokens: maxTokensOf(o),
      tools: o.tools,
      system: o.system,
      messages: [...run.messages, pending],
    },
    o.prices,
    { ttl: o.ttl, ...(run.known ? { known: run.known } : {}) },
  );
  const pagesLeft = o.pagesLeft?.();
  return {
    // Unpriced, the reservation is unknown too, and the line counts turns alone.
    costLeft: run.scope.left(),
    reserve,
    turnCosts: run.telemetry.map((t) => t.cost_usd),
    growth: reserve !== null && run.reserved !== null ? Math.max(0, reserve - run.reserved) : 0,
    turnsAfter,
    ...(pagesLeft === undefined ? {} : { pagesLeft }),
  };
}
