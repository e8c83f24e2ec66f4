// A conversation over the wiki. Every call re-sends the same tools and system prompt (the map)
// plus the whole history, with breakpoints on the last tool, the system prompt and the newest
// block: the prefix is written once per TTL, and pages read stay in the history, cached turn to
// turn, so a follow-up about the same page pays cache reads only. Follow-up questions continue
// the same history. Budgets are per question; at a budget the answer so far is returned with a
// note saying why it stopped.
import type {
  ContentBlock,
  ContentBlockParam,
  Message,
  MessageParam,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import { placeCacheBreakpoints } from '../llm/cache.js';
import type { MessagesClient } from '../llm/messages.js';
import { costUsd, type PriceTable } from '../llm/pricing.js';
import { cacheReadShare, normalizeUsage, sumCost, sumUsage } from '../llm/usage.js';
import { describeError } from '../llm/errors.js';
import type { IterationRecord, Usage } from '../types.js';
import { CitationFilter } from './citations.js';
import type { AskOptions } from './options.js';
import type { AskPrefix } from './prefix.js';
import { questionMessage } from './prompt.js';
import { runReadTool } from './read-tools.js';

export interface AskDeps {
  client: MessagesClient;
  prices: PriceTable;
  signal?: AbortSignal;
  /** Milliseconds on a monotonic clock (latency figures); performance.now by default. */
  now?: () => number;
}

/**
 * - `answered`: the model finished its answer.
 * - `stopped`: a budget (iterations, cost) or max_tokens cut it; `answer` holds what there was.
 * - `failed`: the API call failed or the model refused; `answer` holds what had streamed.
 */
export type AskStatus = 'answered' | 'stopped' | 'failed';

export interface AskResult {
  status: AskStatus;
  /** The answer as the reader sees it: unknown citations removed, a stop note appended. */
  answer: string;
  /** Slugs cited in the answer that name pages of the map, in order. */
  citations: string[];
  /** Cited slugs that name no page; removed from the answer. */
  unknown_citations: string[];
  /** Pages (slugs) read for this question; pages already in the conversation are not re-read. */
  pages_read: string[];
  /** Why the answer stopped short (status stopped or failed). */
  note?: string;
  model: string;
  iterations: number;
  usage: Usage;
  /** cache_read / prompt tokens over this question's calls. */
  cache_read_share: number;
  cost_usd: number | null;
  latency_ms: { first_token: number | null; full: number };
  telemetry: IterationRecord[];
  warnings: string[];
}

export interface AskHandlers {
  /** The answer as it streams, citations already checked. */
  onText?: (text: string) => void;
}

export interface Conversation {
  ask(question: string, handlers?: AskHandlers): Promise<AskResult>;
  /** The history as it would be sent (without cache markers); for tests and the bench. */
  readonly messages: readonly MessageParam[];
}

/** One streamed call: the assembled message, its text streamed through `onDelta`. */
async function streamCall(
  deps: AskDeps,
  params: Parameters<MessagesClient['messages']['stream']>[0],
  onDelta: (text: string) => void,
): Promise<Message> {
  const stream = deps.client.messages.stream(
    params,
    deps.signal ? { signal: deps.signal } : undefined,
  );
  stream.on('text', (delta) => onDelta(delta));
  return stream.finalMessage();
}

/** The assistant turn as the API accepts it back: thinking intact, empty text blocks left out. */
function assistantTurn(content: readonly ContentBlock[]): MessageParam {
  const kept = content.filter((b) => !(b.type === 'text' && b.text === ''));
  return {
    role: 'assistant',
    content: kept.length
      ? (kept as unknown as ContentBlockParam[])
      : [{ type: 'text', text: '(no answer)' }],
  };
}

export function openConversation(
  prefix: AskPrefix,
  options: AskOptions,
  deps: AskDeps,
): Conversation {
  const now = deps.now ?? (() => performance.now());
  const known = prefix.map.entries.map((e) => e.slug);
  const messages: MessageParam[] = [];
  // Tool calls left unanswered when a budget stopped a question: answered (as not run) at the
  // head of the next question's turn, so the history stays valid.
  let unanswered: ToolResultBlockParam[] = [];
  // What the history already holds, so a follow-up does not pay for the same page twice.
  const fetched = new Set<string>();

  const execute = async (use: ToolUseBlock, served: string[]): Promise<ToolResultBlockParam> => {
    const input = (use.input ?? {}) as Record<string, unknown>;
    const keys =
      use.name === 'read_pages' && Array.isArray(input.slugs)
        ? input.slugs.map((s) => `page:${String(s).trim().toLowerCase()}`)
        : use.name === 'read_section'
          ? [
              `section:${String(input.slug).trim().toLowerCase()}#${String(input.heading).trim().toLowerCase()}`,
            ]
          : [];
    if (keys.length > 0 && keys.every((k) => fetched.has(k)))
      return {
        type: 'tool_result',
        tool_use_id: use.id,
        content:
          'Already in this conversation: that text was read earlier and is above; answer from it.',
      };
    const out = await runReadTool(prefix.pages, use.name, use.input, options.pageCharCap);
    if (!out.is_error) {
      keys.forEach((k) => fetched.add(k));
      for (const slug of out.slugs) if (!served.includes(slug)) served.push(slug);
    }
    return {
      type: 'tool_result',
      tool_use_id: use.id,
      content: out.content,
      ...(out.is_error ? { is_error: true } : {}),
    };
  };

  const ask = async (question: string, handlers: AskHandlers = {}): Promise<AskResult> => {
    const started = now();
    const historyBefore = messages.length;
    const unansweredBefore = unanswered;
    const fetchedBefore = new Set(fetched);
    messages.push({
      role: 'user',
      content: [
        ...unanswered,
        { type: 'text', text: questionMessage(question, historyBefore > 0) },
      ],
    });
    unanswered = [];

    const filter = new CitationFilter(known);
    const telemetry: IterationRecord[] = [];
    const warnings: string[] = [];
    const pagesRead: string[] = [];
    let answer = '';
    let firstToken: number | null = null;
    let gap = false;
    const write = (text: string): void => {
      if (text === '') return;
      answer += text;
      handlers.onText?.(text);
    };

    const finish = (status: AskStatus, note?: string): AskResult => {
      write(filter.flush());
      if (note !== undefined) write(`${answer === '' ? '' : '\n\n'}_(${note})_`);
      const usage = sumUsage(telemetry.map((t) => t.usage));
      return {
        status,
        answer,
        citations: filter.citations,
        unknown_citations: filter.unknown,
        pages_read: pagesRead,
        ...(note !== undefined ? { note } : {}),
        model: options.model,
        iterations: telemetry.length,
        usage,
        cache_read_share: cacheReadShare(usage),
        cost_usd: sumCost(telemetry.map((t) => t.cost_usd)),
        latency_ms: { first_token: firstToken, full: Math.round(now() - started) },
        telemetry,
        warnings,
      };
    };

    for (let iteration = 1; ; iteration++) {
      const prompt = placeCacheBreakpoints(
        { tools: prefix.tools, system: prefix.system, messages },
        options.cacheTtl,
      );
      let message: Message;
      try {
        message = await streamCall(
          deps,
          {
            model: options.model,
            max_tokens: options.maxTokens,
            ...(prompt.tools ? { tools: prompt.tools } : {}),
            system: prompt.system,
            messages: prompt.messages,
          },
          (delta) => {
            if (delta === '') return;
            firstToken ??= Math.round(now() - started);
            if (gap) {
              write(filter.push('\n\n'));
              gap = false;
            }
            write(filter.push(delta));
          },
        );
      } catch (err) {
        // The question leaves no trace in the history: a retry or the next question starts clean.
        messages.length = historyBefore;
        unanswered = unansweredBefore;
        fetched.clear();
        fetchedBefore.forEach((k) => fetched.add(k));
        return finish('failed', `No answer: the Messages API call failed: ${describeError(err)}`);
      }
      if (answer !== '') gap = true;

      const usage = normalizeUsage(message.usage, options.cacheTtl);
      const uses = message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use');
      telemetry.push({
        iteration,
        stop_reason: message.stop_reason,
        usage,
        cache_read_share: cacheReadShare(usage),
        cost_usd: costUsd(options.model, usage, deps.prices),
        tool_calls: uses.map((u) => u.name),
      });
      const spent = sumCost(telemetry.map((t) => t.cost_usd));
      if (spent === null && warnings.length === 0)
        warnings.push(
          `No price is known for model "${options.model}", so max-cost-usd cannot be enforced; add it to the pricing input.`,
        );
      messages.push(assistantTurn(message.content));

      // Tool calls this question will not run (a budget, or a turn cut short) are answered as
      // not run at the head of the next question, so the history stays valid.
      const leave = (why: string): void => {
        unanswered = uses.map((u) => ({
          type: 'tool_result',
          tool_use_id: u.id,
          content: `Not run: ${why}.`,
          is_error: true,
        }));
      };
      if (message.stop_reason !== 'tool_use' && uses.length > 0)
        leave(`the turn ended (${String(message.stop_reason)}) before the call could run`);

      switch (message.stop_reason) {
        case 'tool_use': {
          const budget =
            iteration >= options.maxIterations
              ? `ask-max-iterations (${options.maxIterations})`
              : spent !== null && spent > options.maxCostUsd
                ? `max-cost-usd (${options.maxCostUsd}; $${spent.toFixed(4)} spent)`
                : null;
          if (budget !== null) {
            leave(`the ${budget} budget was reached`);
            return finish(
              'stopped',
              `Stopped before the answer was complete: the ${budget} budget was reached while the model still wanted to read.`,
            );
          }
          const results: ToolResultBlockParam[] = [];
          for (const u of uses) results.push(await execute(u, pagesRead));
          messages.push({ role: 'user', content: results });
          break;
        }
        case 'pause_turn':
          if (iteration >= options.maxIterations)
            return finish(
              'stopped',
              `Stopped before the answer was complete: ask-max-iterations (${options.maxIterations}) reached.`,
            );
          break;
        case 'end_turn':
        case 'stop_sequence':
          return finish('answered');
        case 'max_tokens':
          return finish(
            'stopped',
            `The answer was cut at max_tokens (${options.maxTokens}); ask a narrower question.`,
          );
        case 'refusal':
          return finish('failed', 'The model declined to answer (stop_reason refusal).');
        default:
          return finish(
            'failed',
            `The model stopped for an unexpected reason (${String(message.stop_reason)}).`,
          );
      }
    }
  };

  return {
    ask,
    get messages() {
      return messages;
    },
  };
}
