// One Messages API call: streaming or not, its normalized usage and cost, through the client's
// spend gate (src/ledger/gate.ts: asked before with the call's most it can cost, told after with
// its cost). The only
// module that calls the client's messages.create / messages.stream (a test holds every other
// file to that).
import type Anthropic from '@anthropic-ai/sdk';
import type {
  ContentBlock,
  Message,
  MessageCreateParamsNonStreaming,
} from '@anthropic-ai/sdk/resources/messages';
import type { Usage } from '../types.js';
import type { CacheTtl } from './cache.js';
import { costUsd, type PriceTable } from './pricing.js';
import { estimateCost, promptChars, type KnownPrompt, type SpendHook } from './spend.js';
import { normalizeUsage } from './usage.js';

/**
 * The slice of a client this module uses: messages.create and messages.stream, the shape the
 * direct API's SDK shares with its Bedrock and Vertex clients (whose messages resource drops
 * batches), so any of them, or a test's own, can be passed.
 */
export type MessagesClient = {
  messages: Pick<Anthropic['messages'], 'create' | 'stream'>;
  /** Asked before and told after every call (src/llm/spend.ts); absent: calls are not metered. */
  spend?: SpendHook;
};

export interface CallOptions {
  /** Stream the answer (SSE); the result is the same assembled message. */
  stream?: boolean;
  /** Receives the answer's text as it streams (setting it streams the call). */
  onText?: (delta: string) => void;
  /** TTL the request asked for: attributes unsplit cache writes. */
  ttl?: CacheTtl;
  prices: PriceTable;
  signal?: AbortSignal;
  /** What the conversation's previous call measured, for a closer estimate of this one. */
  known?: KnownPrompt;
}

export interface CallResult {
  message: Message;
  usage: Usage;
  cost_usd: number | null;
  /** This call's prompt as measured: its characters and the prompt tokens the API reported. */
  prompt: KnownPrompt;
}

export async function callMessages(
  client: MessagesClient,
  params: MessageCreateParamsNonStreaming,
  opts: CallOptions,
): Promise<CallResult> {
  const reqOpts = opts.signal ? { signal: opts.signal } : undefined;
  const estimate = estimateCost(params, opts.prices, {
    ...(opts.ttl ? { ttl: opts.ttl } : {}),
    ...(opts.known ? { known: opts.known } : {}),
  });
  await client.spend?.before({ model: params.model, estimate });
  let message: Message;
  if (opts.stream || opts.onText) {
    const stream = client.messages.stream(params, reqOpts);
    const onText = opts.onText;
    if (onText) stream.on('text', (delta) => onText(delta));
    message = await stream.finalMessage();
  } else message = await client.messages.create(params, reqOpts);
  const usage = normalizeUsage(message.usage, opts.ttl);
  const cost_usd = costUsd(params.model, usage, opts.prices);
  // Recorded before the answer is used: whatever the run does next, this call is counted.
  await client.spend?.after({ model: params.model, usage, cost_usd });
  const tokens =
    usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
  return { message, usage, cost_usd, prompt: { chars: promptChars(params), tokens } };
}

/** The text of an answer: its text blocks joined, thinking and tool calls left out. */
export function answerText(content: readonly ContentBlock[]): string {
  return content
    .filter((b): b is Extract<ContentBlock, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text)
    .join('');
}
