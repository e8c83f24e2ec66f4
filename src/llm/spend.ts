// The hook every model call passes through on its way out and back (src/llm/messages.ts calls
// it, so no caller can forget it): asked before the call with that call's estimated cost, so a
// spending limit can refuse it, and told after with what the call cost, so the spend is recorded
// whatever the run does next. The hook travels with the client, attached once by whoever builds
// the run (the pipeline, a /wiki answer); a client without one is not metered.
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { Usage } from '../types.js';
import { costUsd, type PriceTable } from './pricing.js';

/** One call as the hook sees it: its model and what it is for (`tier2`, `tier3`, `ask`). */
export interface SpendCall {
  model: string;
  /** The estimated cost in USD (see estimateCost); null when the model has no known price. */
  estimate: number | null;
}

export interface SpendHook {
  /** Throws SpendRefused when the call may not be made. */
  before(call: SpendCall): Promise<void>;
  /** What the call cost (null: no known price), recorded before the answer is used. */
  after(call: { model: string; usage: Usage; cost_usd: number | null }): Promise<void>;
}

/** A spending limit refused a call before it was made; nothing was paid for it. */
export class SpendRefused extends Error {
  override name = 'SpendRefused';
}

/**
 * Output tokens a call is assumed to write when its cost is estimated: a page body and some
 * thinking, capped by the call's own max_tokens.
 */
export const ESTIMATED_OUTPUT_TOKENS = 1000;

/** Characters per token assumed for the estimate (the same ratio the bench's fake counts by). */
const CHARS_PER_TOKEN = 4;

/**
 * A call's cost before it is made: its whole prompt (tools, system, messages) at one token per
 * four characters, priced as uncached input — an upper bound for a prompt the cache would
 * partly serve — plus ESTIMATED_OUTPUT_TOKENS of output (at most max_tokens).
 */
export function estimateCost(
  params: Pick<
    MessageCreateParamsNonStreaming,
    'model' | 'max_tokens' | 'tools' | 'system' | 'messages'
  >,
  prices: PriceTable,
): number | null {
  const chars = JSON.stringify([params.tools ?? [], params.system ?? '', params.messages]).length;
  return costUsd(
    params.model,
    {
      input_tokens: Math.ceil(chars / CHARS_PER_TOKEN),
      output_tokens: Math.min(params.max_tokens, ESTIMATED_OUTPUT_TOKENS),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
    prices,
  );
}

/**
 * `client` with `hook` attached: every call through it is metered. The SDK client's own settings
 * the callers read (maxRetries) stay visible.
 */
export function metered<C extends { messages: unknown }>(
  client: C,
  hook: SpendHook,
): { messages: C['messages']; spend: SpendHook } {
  const retries = (client as { maxRetries?: unknown }).maxRetries;
  return {
    messages: client.messages,
    spend: hook,
    ...(typeof retries === 'number' ? { maxRetries: retries } : {}),
  };
}
