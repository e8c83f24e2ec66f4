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
import { SpendRefused, type KnownPrompt } from '../llm/spend.js';
import { type CacheTtl } from '../llm/cache.js';
import { type MessagesClient } from '../llm/messages.js';
import { type PriceTable } from '../llm/pricing.js';
import { gated, type SpendGate } from '../ledger/gate.js';
import type { ToolHost, ToolOutcome } from '../tools/toolset.js';
import type { IterationRecord, Usage } from '../types.js';

export interface LoopOptions {
  client: MessagesClient;
  prices: PriceTable;
  model: string;
  ttl: CacheTtl;
  maxIterations: number;
  /**
   * max-cost-usd for this loop: its own spend gate in front of the client's (the run's), so
   * whichever leaves less refuses a call whose most it can cost would pass it.
   */
  maxCostUsd: number;
  /** Output tokens per turn; a page body (≤ 12k chars) plus thinking must fit. */
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
   * Dollars the day still allows (max-daily-cost-usd less what the ledger records), for the
   * budget line; null or absent: no daily cap.
   */
  dayLeft?: () => number | null;
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
}

/** How the loop ended, before its totals are added. */
type Stop = Pick<LoopResult, 'status' | 'reason' | 'summary' | 'unverified'>;

const DEFAULT_MAX_TOKENS = 16000;

/** Nudges the model back to the protocol once when it ends its turn without calling `finish`. */
const NUDGE =
  'You ended your turn without calling the finish tool. If the wiki is up to date, call finish with a one-paragraph summary of what you changed (or why nothing needed changing); otherwise continue with the tools.';

/** What one run of the loop carries from turn to turn. */
interface Run {
  o: LoopOptions;
  /** The client through this loop's spend gate. */
  client: MessagesClient;
  gate: SpendGate;
  messages: MessageParam[];
  telemetry: IterationRecord[];
  nudged: boolean;
  /** What the previous call measured of its prompt: the next call's estimate starts from it. */
  known?: KnownPrompt;
}

/**
 * Budgets are checked in one order in both agent loops (this one and ask/conversation.ts):
 * 1. max-cost-usd, by the spend gate before each call, on what the calls so far cost plus the
 *    most the next one can cost (src/ledger/gate.ts) — a call that could pass it is not made, the
 *    run stops, and only the pages written before it are published;
 * 2. max-iterations, before another call would be made — here after the turn's tools ran, so the
 *    last turn can still finish.
 */
export async function runIngestLoop(o: LoopOptions): Promise<LoopResult> {
  const { client, gate } = gated(o.client, { budget: o.maxCostUsd });
  const run: Run = {
    o,
    client,
    gate,
    messages: [{ role: 'user', content: o.firstMessage }],
    telemetry: [],
    nudged: false,
  };
  const stop = await turns(run);
  const totals = turnTotals(o.model, run.telemetry);
  return { ...stop, iterations: run.telemetry.length, telemetry: run.telemetry, ...totals };
}

async function turns(run: Run): Promise<Stop> {
  const { o } = run;
  for (let iteration = 1; iteration <= o.maxIterations; iteration++) {
    let turn: Turn;
    try {
      turn = await runTurn(run.client, {
        prompt: { tools: o.tools, system: o.system, messages: run.messages },
        model: o.model,
        maxTokens: o.maxTokens ?? DEFAULT_MAX_TOKENS,
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
      return failed(
        `The model's answer was cut at max_tokens (${run.o.maxTokens ?? DEFAULT_MAX_TOKENS})`,
      );
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
    if (out.stop) return { status: 'stopped', reason: out.stop.replace(/\.$/, '') };
    if (out.finished !== undefined) ({ finished, unverified } = out);
    results.push(toolResult(use, out));
  }
  if (finished !== undefined) {
    // A finish beside a failed write would publish without what the model meant to write.
    if (!results.some((r) => r.is_error))
      return {
        status: 'finished',
        reason: finished,
        summary: finished,
        ...(unverified?.length ? { unverified } : {}),
      };
    const at = uses.findIndex((u) => u.name === 'finish');
    results[at] = toolResult(uses[at]!, {
      content:
        'finish was not accepted because another tool call in this turn failed; fix it (see its error), then call finish again.',
      is_error: true,
    });
  }
  run.messages.push(await redactedToolResults(results, run.o.redact, budgetLine(run)));
  return undefined;
}

/**
 * One short line after each turn's tool results: what the budgets leave (dollars, turns, pages),
 * and once the next turn is the last the budgets allow, the instruction to finish with what is
 * written — a budget stop then publishes those pages instead of none. It follows the results, so
 * the cached prefix (tools, system, map) never changes with it.
 */
function budgetLine(run: Run): string {
  const { o } = run;
  const turnsLeft = o.maxIterations - run.telemetry.length;
  const spent = turnTotals(o.model, run.telemetry).cost_usd;
  const runLeft = spent === null ? null : run.gate.left();
  const dayLeft = o.dayLeft?.() ?? null;
  const costLeft =
    runLeft === null ? dayLeft : dayLeft === null ? runLeft : Math.min(runLeft, dayLeft);
  const pagesLeft = o.pagesLeft?.();
  const last = run.telemetry.at(-1)?.cost_usd ?? null;
  // The next turn is the last the budgets allow: about one more turn's cost, or one more turn.
  const nearly = turnsLeft <= 1 || (costLeft !== null && last !== null && costLeft < 2 * last);
  const parts = [
    costLeft === null ? null : `$${Math.max(0, costLeft).toFixed(4)}`,
    `${turnsLeft} turn${turnsLeft === 1 ? '' : 's'}`,
    pagesLeft === undefined ? null : `${pagesLeft} page${pagesLeft === 1 ? '' : 's'}`,
  ].filter((p): p is string => p !== null);
  return `[Budget left: ${parts.join(', ')}.${nearly ? ' Nearly spent: call finish now with what you have; the pages already written are kept.' : ''}]`;
}
