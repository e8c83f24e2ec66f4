// The hook every model call passes through on its way out and back (src/llm/messages.ts calls
// it, so no caller can forget it): asked before the call with that call's estimated cost, so a
// spending limit can refuse it, and told after with what the call cost, so the spend is recorded
// whatever the run does next. The hook travels with the client; the hook is the spend scope
// (src/ledger/scope.ts), opened by whoever starts a run.
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
  /** What max-cost-usd still allows the calls through it (null: no budget). */
  runLeft?(): number | null;
  /** What the day's cap still allows as the ledger stands (null: no cap). */
  dayLeft?(): number | null;
  /** Each call through it is recorded in the ledger (it or a gate above it writes there). */
  records?(): boolean;
  /** Throws SpendRefused when the call may not be made. */
  before(call: SpendCall): Promise<void>;
  /**
   * What the call cost (null: no known price), recorded before the answer is used; or, for a call
   * sent and never answered, its estimate (`estimated`).
   */
  after(call: SpentCall): Promise<void>;
}

/** A call as the hook is told it once it is over. */
export interface SpentCall {
  model: string;
  usage: Usage;
  cost_usd: number | null;
  /** Sent and never answered (interrupted, its connection lost): usage and cost are estimates. */
  estimated?: boolean;
}

/** A spending limit refused a call before it was made; nothing was paid for it. */
export class SpendRefused extends Error {
  override name = 'SpendRefused';
  /** Which limit refused it: the run's max-cost-usd, or the day's max-daily-cost-usd. */
  constructor(
    message: string,
    readonly limit: 'run' | 'day' = 'run',
  ) {
    super(message);
  }
}

/** Characters per token assumed for a prompt no earlier call has measured. */
const CHARS_PER_TOKEN = 4;

/** What an earlier call of the same conversation measured: its prompt's characters and tokens. */
export interface KnownPrompt {
  chars: number;
  tokens: number;
}

/** A prompt's size as the estimate counts it: tools, system and messages as sent. */
export const promptChars = (
  params: Pick<MessageCreateParamsNonStreaming, 'tools' | 'system' | 'messages'>,
): number => JSON.stringify([params.tools ?? [], params.system ?? '', params.messages]).length;

/**
 * A call's most it can cost, before it is made: its whole prompt priced as cache writes (the
 * dearest way a prompt token is billed; 1-hour writes when the call asks for them), counted at
 * one token per four characters or, when an earlier turn of the same conversation reported its
 * prompt tokens, those plus the new text at that rate (whichever is more); and output at the
 * call's own max_tokens. A budget checked against it is never passed by the call it admits.
 */
export function estimateCost(
  params: Pick<
    MessageCreateParamsNonStreaming,
    'model' | 'max_tokens' | 'tools' | 'system' | 'messages'
  >,
  prices: PriceTable,
  opts: { ttl?: '5m' | '1h'; known?: KnownPrompt } = {},
): number | null {
  const chars = promptChars(params);
  const counted = Math.ceil(chars / CHARS_PER_TOKEN);
  const known = opts.known
    ? opts.known.tokens + Math.ceil(Math.max(0, chars - opts.known.chars) / CHARS_PER_TOKEN)
    : 0;
  const tokens = Math.max(counted, known);
  const oneHour = opts.ttl === '1h' ? tokens : 0;
  return costUsd(
    params.model,
    {
      input_tokens: 0,
      output_tokens: params.max_tokens,
      cache_creation_input_tokens: tokens,
      cache_read_input_tokens: 0,
      cache_creation: {
        ephemeral_5m_input_tokens: tokens - oneHour,
        ephemeral_1h_input_tokens: oneHour,
      },
    },
    prices,
  );
}
