// One Messages API call: streaming or not, its normalized usage and cost, through the client's
// spend gate (src/ledger/gate.ts: asked before with the call's most it can cost, told after with
// its cost — or, when the call was sent and never answered, with its estimate, marked so: the API
// bills it all the same). The only
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
import { memoryOf } from './prompt-memory.js';
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
  const estimate = estimateCost(params, opts.prices, {
    ...(opts.ttl ? { ttl: opts.ttl } : {}),
    ...(opts.known ? { known: opts.known } : {}),
  });
  await client.spend?.before({ model: params.model, estimate });
  const reqOpts = opts.signal ? { signal: opts.signal } : undefined;
  let message: Message;
  try {
    if (opts.stream || opts.onText) {
      const stream = client.messages.stream(params, reqOpts);
      const onText = opts.onText;
      if (onText) stream.on('text', (delta) => onText(delta));
      message = await stream.finalMessage();
    } else message = await client.messages.create(params, reqOpts);
  } catch (e) {
    // Sent and never answered: the API bills it all the same, so the books carry an estimate.
    if (unanswered(e)) await bookUnanswered(client, params, opts);
    throw e;
  }
  const usage = normalizeUsage(message.usage, opts.ttl);
  const cost_usd = costUsd(params.model, usage, opts.prices);
  memoryOf(client).answered(params.model, params, usage, opts.ttl);
  // Recorded before the answer is used: whatever the run does next, this call is counted.
  await client.spend?.after({ model: params.model, usage, cost_usd });
  const tokens =
    usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
  return { message, usage, cost_usd, prompt: { chars: promptChars(params), tokens } };
}

/** Connection errors of a request that never left this machine (no model saw it). */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH']);

/**
 * Whether a failed call may still be billed: it was sent and no answer came back (aborted, its
 * connection lost or timed out). An HTTP error status is the API's own answer, billed nothing;
 * a connection refused or a host not found never reached a model.
 */
export function unanswered(e: unknown): boolean {
  if (typeof (e as { status?: unknown } | null)?.status === 'number') return false;
  let cause: unknown = e;
  for (let depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && NEVER_SENT.has(code)) return false;
    cause = (cause as { cause?: unknown }).cause;
  }
  return true;
}

/** An unanswered call told to the spend hook at its estimate (prompt-memory.ts), marked so. */
async function bookUnanswered(
  client: MessagesClient,
  params: MessageCreateParamsNonStreaming,
  opts: CallOptions,
): Promise<void> {
  const usage = memoryOf(client).unanswered(params.model, params, opts.ttl);
  const cost_usd = costUsd(params.model, usage, opts.prices);
  // The call's own error is what the caller must see; a failure to book it is not raised over it.
  await client.spend
    ?.after({ model: params.model, usage, cost_usd, estimated: true })
    .catch(() => undefined);
}

/** The text of an answer: its text blocks joined, thinking and tool calls left out. */
export function answerText(content: readonly ContentBlock[]): string {
  return content
    .filter((b): b is Extract<ContentBlock, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text)
    .join('');
}
