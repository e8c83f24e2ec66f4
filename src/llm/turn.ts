// One agent turn, the same for every loop that talks to the model with tools (Tier 3, ask): the
// prompt laid out for the cache, the call, its usage and cost, the telemetry record, and what the
// stop_reason asks of the loop. The loops keep only their policy: which tools run, budgets, when
// to stop. The client is a parameter of the SDK's messages shape, so nothing here assumes which
// provider answers.
import type {
  Message,
  MessageParam,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import type { IterationRecord, Usage } from '../types.js';
import { placeCacheBreakpoints, type CacheTtl, type PromptParts } from './cache.js';
import { callMessages, type MessagesClient } from './messages.js';
import type { PriceTable } from './pricing.js';
import type { KnownPrompt } from './spend.js';
import { cacheReadShare, sumCost, sumUsage } from './usage.js';

export interface TurnRequest {
  /** Tools, system and the conversation so far, without cache markers (they are placed here). */
  prompt: PromptParts;
  model: string;
  maxTokens: number;
  /** Cache TTL of the breakpoints; also attributes cache writes the service did not split. */
  ttl: CacheTtl;
  prices: PriceTable;
  /** 1-based number of this turn in its loop, for the telemetry record. */
  iteration: number;
  stream?: boolean;
  /** Receives the answer's text as it streams (setting it streams the call). */
  onText?: (delta: string) => void;
  signal?: AbortSignal;
  /** What the loop's previous call measured of its prompt (a closer estimate of this one). */
  known?: KnownPrompt;
}

/** What the stop_reason asks of the loop; `unknown` carries a reason this code does not know. */
export type Verdict =
  | { kind: 'tool_calls'; calls: ToolUseBlock[] }
  | { kind: 'paused' }
  | { kind: 'ended' }
  | { kind: 'max_tokens' }
  | { kind: 'refused' }
  | { kind: 'context_window_exceeded' }
  | { kind: 'unknown'; stop_reason: string };

export interface Turn {
  message: Message;
  /** Every tool call in the answer, also those of a turn that stopped for another reason. */
  toolUses: ToolUseBlock[];
  record: IterationRecord;
  verdict: Verdict;
  /** This call's prompt as measured, for the next turn's estimate. */
  prompt: KnownPrompt;
}

export function verdictOf(message: Message, toolUses: ToolUseBlock[]): Verdict {
  switch (message.stop_reason) {
    case 'tool_use':
      return { kind: 'tool_calls', calls: toolUses };
    // A server-side tool paused a long turn: the loop sends it back as is to let the model resume.
    case 'pause_turn':
      return { kind: 'paused' };
    case 'end_turn':
    case 'stop_sequence':
      return { kind: 'ended' };
    case 'max_tokens':
      return { kind: 'max_tokens' };
    case 'refusal':
      return { kind: 'refused' };
    case 'model_context_window_exceeded':
      return { kind: 'context_window_exceeded' };
    default:
      return { kind: 'unknown', stop_reason: String(message.stop_reason) };
  }
}

/**
 * One call of an agent loop. Throws what the client throws (the loop words the failure, with
 * describeError); a call that returns is recorded and priced whatever the loop does next.
 */
export async function runTurn(client: MessagesClient, req: TurnRequest): Promise<Turn> {
  const prompt = placeCacheBreakpoints(req.prompt, req.ttl);
  const call = await callMessages(
    client,
    {
      model: req.model,
      max_tokens: req.maxTokens,
      ...(prompt.tools ? { tools: prompt.tools } : {}),
      system: prompt.system,
      messages: prompt.messages,
    },
    {
      ttl: req.ttl,
      prices: req.prices,
      ...(req.stream ? { stream: true } : {}),
      ...(req.onText ? { onText: req.onText } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
      ...(req.known ? { known: req.known } : {}),
    },
  );
  const { message } = call;
  const toolUses = message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use');
  const record: IterationRecord = {
    iteration: req.iteration,
    stop_reason: message.stop_reason,
    usage: call.usage,
    cache_read_share: cacheReadShare(call.usage),
    cost_usd: call.cost_usd,
    tool_calls: toolUses.map((t) => t.name),
  };
  return { message, toolUses, record, verdict: verdictOf(message, toolUses), prompt: call.prompt };
}

/** Said once per loop when its model has no price: its spend is unknown, so no budget holds it. */
export const noPriceWarning = (model: string): string =>
  `No price is known for model "${model}", so max-cost-usd cannot be enforced; add it to the pricing input.`;

export interface TurnTotals {
  usage: Usage;
  /** Null as soon as one call has no known price: a partial total would understate. */
  cost_usd: number | null;
  warnings: string[];
}

/** What a loop's turns add up to, with the no-price warning when a call could not be priced. */
export function turnTotals(model: string, records: readonly IterationRecord[]): TurnTotals {
  const cost = sumCost(records.map((r) => r.cost_usd));
  return {
    usage: sumUsage(records.map((r) => r.usage)),
    cost_usd: cost,
    warnings: cost === null ? [noPriceWarning(model)] : [],
  };
}

/** The answer to one tool call, in the shape the API takes back. */
export function toolResult(
  use: Pick<ToolUseBlock, 'id'>,
  out: { content: string; is_error?: boolean },
): ToolResultBlockParam {
  return {
    type: 'tool_result',
    tool_use_id: use.id,
    content: out.content,
    ...(out.is_error ? { is_error: true } : {}),
  };
}

/** The user turn that answers a turn's tool calls: the one place a loop hands results back. */
export function toolResultsTurn(results: ToolResultBlockParam[], note?: string): MessageParam {
  if (!note) return { role: 'user', content: results };
  return { role: 'user', content: [...results, { type: 'text', text: note }] };
}

/** Replaces secrets in a text on its way into a prompt (src/security/redact.ts). */
export type Redact = (text: string) => Promise<string>;

/**
 * The results of a turn's tool calls as the model will read them: each one's text redacted (a
 * file read, a page served), and an optional note after them (Tier 3's budget line), which is
 * never part of the cached prefix.
 */
export async function redactedToolResults(
  results: ToolResultBlockParam[],
  redact: Redact | undefined,
  note?: string,
): Promise<MessageParam> {
  if (!redact) return toolResultsTurn(results, note);
  const clean = await Promise.all(
    results.map(async (r) =>
      typeof r.content === 'string' ? { ...r, content: await redact(r.content) } : r,
    ),
  );
  return toolResultsTurn(clean, note);
}
