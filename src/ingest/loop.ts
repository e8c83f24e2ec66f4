// Tier 3's agent loop, written by hand rather than with the SDK's tool runner so that caching,
// budgets and telemetry stay ours: every turn re-sends the same tools and system (byte-identical)
// plus the growing conversation, with breakpoints on the last tool, the system and the newest block.
import type {
  ContentBlock,
  MessageParam,
  Tool,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import {
  cacheReadShare,
  callMessages,
  describeError,
  placeCacheBreakpoints,
  sumCost,
  sumUsage,
  type CacheTtl,
  type MessagesClient,
  type PriceTable,
} from '../llm/index.js';
import type { ToolHost, ToolOutcome } from '../tools/index.js';
import type { IterationRecord, Usage } from '../types.js';

export interface LoopOptions {
  client: MessagesClient;
  prices: PriceTable;
  model: string;
  ttl: CacheTtl;
  maxIterations: number;
  maxCostUsd: number;
  /** Output tokens per turn; a page body (≤ 12k chars) plus thinking must fit. */
  maxTokens?: number;
  stream?: boolean;
  tools: Tool[];
  system: string;
  firstMessage: string;
  host: ToolHost;
  signal?: AbortSignal;
}

export type IterationTelemetry = IterationRecord;

export interface LoopResult {
  status: 'finished' | 'stopped' | 'failed';
  /** finished: the `finish` summary; otherwise why the loop stopped, in one sentence. */
  reason: string;
  summary?: string;
  iterations: number;
  telemetry: IterationTelemetry[];
  usage: Usage;
  cost_usd: number | null;
  warnings: string[];
}

/** Nudges the model back to the protocol once when it ends its turn without calling `finish`. */
const NUDGE =
  'You ended your turn without calling the finish tool. If the wiki is up to date, call finish with a one-paragraph summary of what you changed (or why nothing needed changing); otherwise continue with the tools.';

export async function runIngestLoop(o: LoopOptions): Promise<LoopResult> {
  const messages: MessageParam[] = [{ role: 'user', content: o.firstMessage }];
  const telemetry: IterationTelemetry[] = [];
  const warnings: string[] = [];
  let nudged = false;
  let costUnknownWarned = false;

  const result = (status: LoopResult['status'], reason: string, summary?: string): LoopResult => ({
    status,
    reason,
    summary,
    iterations: telemetry.length,
    telemetry,
    usage: sumUsage(telemetry.map((t) => t.usage)),
    cost_usd: sumCost(telemetry.map((t) => t.cost_usd)),
    warnings,
  });

  for (let iteration = 1; iteration <= o.maxIterations; iteration++) {
    const prompt = placeCacheBreakpoints({ tools: o.tools, system: o.system, messages }, o.ttl);
    let call;
    try {
      call = await callMessages(
        o.client,
        {
          model: o.model,
          max_tokens: o.maxTokens ?? 16000,
          tools: prompt.tools,
          system: prompt.system,
          messages: prompt.messages,
        },
        { stream: o.stream, ttl: o.ttl, prices: o.prices, signal: o.signal },
      );
    } catch (err) {
      // The failed call is not an iteration: the reason counts the ones that completed.
      return result(
        'failed',
        `Tier 3 stopped after ${iteration - 1} completed iteration${iteration === 2 ? '' : 's'}: the Messages API call failed: ${describeError(err)}`,
      );
    }
    const { message } = call;
    const toolUses = message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use');
    const turn: IterationTelemetry = {
      iteration,
      stop_reason: message.stop_reason,
      usage: call.usage,
      cache_read_share: cacheReadShare(call.usage),
      cost_usd: call.cost_usd,
      tool_calls: toolUses.map((t) => t.name),
    };
    telemetry.push(turn);

    const spent = sumCost(telemetry.map((t) => t.cost_usd));
    if (spent === null && !costUnknownWarned) {
      costUnknownWarned = true;
      warnings.push(
        `No price is known for model "${o.model}", so max-cost-usd cannot be enforced; add it to the pricing input.`,
      );
    }
    if (spent !== null && spent > o.maxCostUsd)
      return result(
        'stopped',
        `Budget max-cost-usd (${o.maxCostUsd.toFixed(2)}) reached after ${iteration} iteration(s) ($${spent.toFixed(4)} spent); nothing was published.`,
      );

    // The whole assistant turn goes back unchanged (thinking blocks included, signatures intact).
    const assistant: MessageParam = {
      role: 'assistant',
      content: message.content as unknown as MessageParam['content'],
    };

    switch (message.stop_reason) {
      case 'tool_use': {
        messages.push(assistant);
        const results: ToolResultBlockParam[] = [];
        let finished: string | undefined;
        for (const use of toolUses) {
          let out: ToolOutcome;
          try {
            out = await o.host.execute(use.name, use.input);
          } catch (err) {
            out = { content: `Tool ${use.name} failed: ${(err as Error).message}`, is_error: true };
          }
          if (out.stop) return result('stopped', `${out.stop} Nothing was published.`);
          if (out.finished !== undefined) finished = out.finished;
          results.push({
            type: 'tool_result',
            tool_use_id: use.id,
            content: out.content,
            ...(out.is_error ? { is_error: true } : {}),
          });
        }
        if (finished !== undefined) {
          // A finish beside a failed write would publish without what the model meant to write.
          if (!results.some((r) => r.is_error)) return result('finished', finished, finished);
          const at = toolUses.findIndex((u) => u.name === 'finish');
          results[at] = {
            type: 'tool_result',
            tool_use_id: toolUses[at]!.id,
            content:
              'finish was not accepted because another tool call in this turn failed; fix it (see its error), then call finish again.',
            is_error: true,
          };
        }
        messages.push({ role: 'user', content: results });
        break;
      }
      case 'pause_turn':
        // A server-side tool paused a long turn: send it back as is and let the model resume.
        messages.push(assistant);
        break;
      case 'end_turn':
      case 'stop_sequence':
        if (nudged)
          return result(
            'failed',
            `The model ended its turn twice without calling finish (iteration ${iteration}); nothing was published.`,
          );
        nudged = true;
        // An empty assistant turn is not accepted back by the API; the nudge alone follows.
        if (message.content.length > 0) messages.push(assistant);
        else messages.push({ role: 'assistant', content: '(no answer)' });
        messages.push({ role: 'user', content: NUDGE });
        break;
      case 'max_tokens':
        return result(
          'failed',
          `The model's answer was cut at max_tokens (${o.maxTokens ?? 16000}) in iteration ${iteration}; nothing was published.`,
        );
      case 'refusal':
        return result(
          'failed',
          `The model refused to continue (stop_reason refusal) in iteration ${iteration}; nothing was published.`,
        );
      case 'model_context_window_exceeded':
        return result(
          'failed',
          `The conversation outgrew the model's context window in iteration ${iteration}; nothing was published. Lower ingest-diff-chars or page-char-cap.`,
        );
      default:
        return result(
          'failed',
          `Unexpected stop_reason "${String(message.stop_reason)}" in iteration ${iteration}; nothing was published.`,
        );
    }
  }
  return result(
    'stopped',
    `Budget max-iterations (${o.maxIterations}) reached without the model calling finish; nothing was published.`,
  );
}

export type { ContentBlock };
