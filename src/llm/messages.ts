// One Messages API call: streaming or not, its normalized usage and cost.
import type Anthropic from '@anthropic-ai/sdk';
import type {
  ContentBlock,
  Message,
  MessageCreateParamsNonStreaming,
} from '@anthropic-ai/sdk/resources/messages';
import type { Usage } from '../types.js';
import type { CacheTtl } from './cache.js';
import { costUsd, type PriceTable } from './pricing.js';
import { normalizeUsage } from './usage.js';

/** The slice of the SDK client this module uses, so tests and callers can pass their own. */
export type MessagesClient = Pick<Anthropic, 'messages'>;

export interface CallOptions {
  /** Stream the answer (SSE); the result is the same assembled message. */
  stream?: boolean;
  /** TTL the request asked for: attributes unsplit cache writes. */
  ttl?: CacheTtl;
  prices: PriceTable;
  signal?: AbortSignal;
}

export interface CallResult {
  message: Message;
  usage: Usage;
  cost_usd: number | null;
}

export async function callMessages(
  client: MessagesClient,
  params: MessageCreateParamsNonStreaming,
  opts: CallOptions,
): Promise<CallResult> {
  const reqOpts = opts.signal ? { signal: opts.signal } : undefined;
  const message = opts.stream
    ? await client.messages.stream(params, reqOpts).finalMessage()
    : await client.messages.create(params, reqOpts);
  const usage = normalizeUsage(message.usage, opts.ttl);
  return { message, usage, cost_usd: costUsd(params.model, usage, opts.prices) };
}

/** The text of an answer: its text blocks joined, thinking and tool calls left out. */
export function answerText(content: readonly ContentBlock[]): string {
  return content
    .filter((b): b is Extract<ContentBlock, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text)
    .join('');
}
