// What a client's calls told this process about the prompt cache and the answers, kept for the
// one call nothing comes back for: a call sent and never answered (interrupted, its connection
// lost) is billed all the same, so it is booked at an estimate, and this memory makes that
// estimate as close as the process can — the prefix at each cache breakpoint of the calls answered
// (the cache holds it for its TTL, so a later prompt that starts with it reads it), the API's
// tokens per character of the last prompt it counted, and the output of the last answered call at
// the same turn of the same kind of conversation. Kept per client (its messages resource), so
// every task of a run (init's batches) shares it.
import { createHash } from 'node:crypto';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { Usage } from '../types.js';
import type { CacheTtl } from './cache.js';

type Prompt = Pick<MessageCreateParamsNonStreaming, 'tools' | 'system' | 'messages'>;

/** Characters per token assumed before the API has counted one of this client's prompts. */
const CHARS_PER_TOKEN = 4;
const LIFE_MS: Record<CacheTtl, number> = { '5m': 5 * 60_000, '1h': 60 * 60_000 };

/** The prompt in prefix order, one entry per block as sent less its cache markers. */
function blocksOf(params: Prompt): { text: string; marked: boolean }[] {
  const out: { text: string; marked: boolean }[] = [];
  const push = (role: string, block: unknown) =>
    out.push({
      text: JSON.stringify([role, block], (k, v: unknown) =>
        k === 'cache_control' ? undefined : v,
      ),
      marked: !!(block as { cache_control?: unknown }).cache_control,
    });
  for (const tool of params.tools ?? []) push('tool', tool);
  if (typeof params.system === 'string') push('system', { type: 'text', text: params.system });
  else for (const block of params.system ?? []) push('system', block);
  for (const m of params.messages) {
    if (typeof m.content === 'string') push(m.role, { type: 'text', text: m.content });
    else for (const block of m.content) push(m.role, block);
  }
  return out;
}

/** Each block's prefix: a hash chained over every block up to it, and its length in characters. */
function* prefixes(params: Prompt): Generator<{ key: string; chars: number; marked: boolean }> {
  let key = '';
  let chars = 0;
  for (const b of blocksOf(params)) {
    key = createHash('sha256').update(key).update(b.text).digest('hex');
    chars += b.text.length;
    yield { key, chars, marked: b.marked };
  }
}

/** The same turn of the same kind of conversation: the model, its tool count, messages sent. */
const turnOf = (model: string, params: Prompt): string =>
  `${model}|${params.tools?.length ?? 0}|${params.messages.length}`;

export class PromptMemory {
  /** Cached prefixes by key: their length and until when the cache holds them. */
  private readonly cached = new Map<string, { chars: number; until: number }>();
  private readonly outputs = new Map<string, number>();
  private tokensPerChar = 1 / CHARS_PER_TOKEN;

  constructor(private readonly now: () => number = Date.now) {}

  /** An answered call: its breakpoints' prefixes are cached now, and what it counted is learnt. */
  answered(model: string, params: Prompt, usage: Usage, ttl: CacheTtl = '5m'): void {
    const now = this.now();
    // What the cache let go is forgotten: a long-lived process keeps only what may still be read.
    for (const [key, entry] of this.cached) if (entry.until <= now) this.cached.delete(key);
    const until = now + LIFE_MS[ttl];
    let chars = 0;
    for (const p of prefixes(params)) {
      chars = p.chars;
      if (p.marked) this.cached.set(p.key, { chars: p.chars, until });
    }
    const tokens =
      usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
    if (chars > 0 && tokens > 0) this.tokensPerChar = tokens / chars;
    this.outputs.set(turnOf(model, params), usage.output_tokens);
  }

  /**
   * What a call sent and never answered most likely used: its prompt at the tokens per character
   * last counted; with breakpoints, the longest prefix still cached read and the rest written,
   * else all of it uncached input; its output as long as the last answered call's at the same
   * turn of the same kind of conversation (none when there was none).
   */
  unanswered(model: string, params: Prompt, ttl: CacheTtl = '5m'): Usage {
    const now = this.now();
    let chars = 0;
    let hit = 0;
    let marked = false;
    for (const p of prefixes(params)) {
      chars = p.chars;
      marked ||= p.marked;
      const entry = this.cached.get(p.key);
      if (entry && entry.until > now) hit = entry.chars;
    }
    const tokens = Math.round(chars * this.tokensPerChar);
    const read = marked ? Math.round(hit * this.tokensPerChar) : 0;
    const written = marked ? tokens - read : 0;
    const oneHour = ttl === '1h' ? written : 0;
    return {
      input_tokens: tokens - read - written,
      output_tokens: this.outputs.get(turnOf(model, params)) ?? 0,
      cache_creation_input_tokens: written,
      cache_read_input_tokens: read,
      cache_creation: {
        ephemeral_5m_input_tokens: written - oneHour,
        ephemeral_1h_input_tokens: oneHour,
      },
    };
  }
}

const memories = new WeakMap<object, PromptMemory>();

/** The memory of a client's calls, by its messages resource (what every gate over it shares). */
export function memoryOf(client: { messages: object }): PromptMemory {
  let memory = memories.get(client.messages);
  if (!memory) memories.set(client.messages, (memory = new PromptMemory()));
  return memory;
}
