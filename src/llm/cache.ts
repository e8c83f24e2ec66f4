// Where the prompt cache breakpoints go: one function, so every tier lays out its prefix the same way.
import type {
  CacheControlEphemeral,
  ContentBlockParam,
  MessageParam,
  TextBlockParam,
  ToolUnion,
} from '@anthropic-ai/sdk/resources/messages';

export type CacheTtl = '5m' | '1h';

/** The API accepts at most this many `cache_control` markers in one request. */
export const MAX_BREAKPOINTS = 4;

export interface PromptParts {
  tools?: readonly ToolUnion[];
  system?: string | readonly TextBlockParam[];
  messages: readonly MessageParam[];
}

export interface CachedPrompt {
  tools?: ToolUnion[];
  system?: TextBlockParam[];
  messages: MessageParam[];
}

type WithCache = { cache_control?: CacheControlEphemeral | null };

const strip = <T extends object>(block: T): T => {
  let out = block;
  if ('cache_control' in out) {
    const { cache_control: _drop, ...rest } = out as T & WithCache;
    out = rest as T;
  }
  // A tool_result nests its own blocks, which may carry markers too.
  const nested = (out as { type?: string; content?: unknown }).content;
  if ((out as { type?: string }).type === 'tool_result' && Array.isArray(nested))
    out = { ...out, content: nested.map((b: object) => strip(b)) };
  return out;
};

/** Blocks the API refuses a `cache_control` on. */
const uncacheable = (b: ContentBlockParam): boolean =>
  b.type === 'thinking' || b.type === 'redacted_thinking' || (b.type === 'text' && b.text === '');

/**
 * Returns a copy of the prompt with `cache_control` on the last tool, the last system block and
 * the last cacheable block of the conversation (3 breakpoints; any the caller had set are removed,
 * so the total never exceeds MAX_BREAKPOINTS). The input is not mutated. The marker adds no key
 * anywhere else, so the bytes of tools and system stay identical for identical inputs.
 */
export function placeCacheBreakpoints(parts: PromptParts, ttl: CacheTtl): CachedPrompt {
  const mark: CacheControlEphemeral = { type: 'ephemeral', ttl };
  const out: CachedPrompt = { messages: [] };

  if (parts.tools && parts.tools.length > 0) {
    out.tools = parts.tools.map((t, i, all) =>
      i === all.length - 1 ? ({ ...strip(t), cache_control: mark } as ToolUnion) : strip(t),
    );
  }

  if (parts.system !== undefined) {
    const blocks: TextBlockParam[] =
      typeof parts.system === 'string'
        ? [{ type: 'text', text: parts.system }]
        : parts.system.map((b) => strip(b));
    const last = blocks.length - 1;
    if (last >= 0 && blocks[last]!.text !== '')
      blocks[last] = { ...blocks[last]!, cache_control: mark };
    out.system = blocks;
  }

  out.messages = parts.messages.map(
    (m) =>
      ({
        ...m,
        content:
          typeof m.content === 'string'
            ? m.content
            : (m.content as readonly ContentBlockParam[]).map((b) => strip(b)),
      }) as MessageParam,
  );
  // The conversation breakpoint: the newest block that can carry one, searching back from the end.
  for (let mi = out.messages.length - 1; mi >= 0; mi--) {
    const m = out.messages[mi]!;
    if (typeof m.content === 'string') {
      if (m.content === '') continue;
      m.content = [{ type: 'text', text: m.content, cache_control: mark }];
      break;
    }
    const content = m.content as ContentBlockParam[];
    const bi = findLastIndex(content, (b) => !uncacheable(b));
    if (bi >= 0) {
      content[bi] = { ...content[bi]!, cache_control: mark } as ContentBlockParam;
      break;
    }
  }
  return out;
}

function findLastIndex<T>(xs: readonly T[], pred: (x: T) => boolean): number {
  for (let i = xs.length - 1; i >= 0; i--) if (pred(xs[i]!)) return i;
  return -1;
}

/** Counts `cache_control` markers in a request body (tools, system, message blocks). */
export function countBreakpoints(parts: {
  tools?: readonly object[];
  system?: string | readonly object[];
  messages: readonly MessageParam[];
}): number {
  const has = (b: object): number => {
    const nested = (b as { content?: unknown }).content;
    const inner = Array.isArray(nested) ? (nested as object[]).reduce((n, x) => n + has(x), 0) : 0;
    return ('cache_control' in b && b.cache_control ? 1 : 0) + inner;
  };
  let n = 0;
  for (const t of parts.tools ?? []) n += has(t);
  if (Array.isArray(parts.system)) for (const b of parts.system as object[]) n += has(b);
  for (const m of parts.messages)
    if (Array.isArray(m.content)) for (const b of m.content) n += has(b);
  return n;
}
