// Tier 2: a cheap model judges whether a merge is worth a wiki update. Pure: the client is a
// parameter. Any failure processes the merge (fallback) — a wrong skip loses a page, a wrong
// process only costs a Tier 3 run. The prompt itself is ./prompt.ts. The answer is asked for as
// structured output where the model takes it (src/llm/structured.ts); JSON is read out of free
// text only on a model that takes neither structured outputs nor a forced tool.
import type {
  MessageCreateParamsNonStreaming,
  TextBlockParam,
} from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import type { Tier1Config, TriageConfig } from '../config.js';
import { placeCacheBreakpoints } from '../llm/cache.js';
import type { MessagesClient } from '../llm/messages.js';
import { describeError } from '../llm/errors.js';
import { readJsonAnswer, type JsonAnswer } from '../llm/json-answer.js';
import { callForAnswer, readAnswer, type AnswerShape } from '../llm/structured.js';
import { SpendRefused } from '../llm/spend.js';
import { costUsd, minCacheableTokens, type PriceTable } from '../llm/pricing.js';
import { ZERO_USAGE } from '../llm/usage.js';
import type { MergeInfo, Tier2Decision, Usage, FileClass } from '../types.js';
import { approxTokens } from '../wiki/folded-map.js';
import { GeneratedFiles, markGenerated } from '../paths/generated.js';
import { classesByPath, classifyDetailed } from '../prefilter/rules.js';
import { triageSystemPrompt, triageUserMessage, type TriageContext } from './prompt.js';

export interface TriageDeps {
  client: MessagesClient;
  prices: PriceTable;
  /** Receives the fallback warning (the action: core.warning; the CLI: stderr). */
  warn?: (message: string) => void;
  /** Each file's Tier 1 class; computed from the full config when absent. */
  fileClasses?: ReadonlyMap<string, FileClass>;
  stream?: boolean;
  signal?: AbortSignal;
}

/** Room for a short JSON answer, plus adaptive thinking on models that think before answering. */
export const TRIAGE_MAX_TOKENS = 2048;

/**
 * The request. Only the system prompt may be cached (the merge is never reused), and only when it
 * reaches the model's minimum cacheable length: below it a breakpoint caches nothing.
 */
export function buildTriageRequest(
  merge: MergeInfo,
  config: TriageConfig,
  classes: ReadonlyMap<string, FileClass>,
  context: TriageContext = {},
): MessageCreateParamsNonStreaming {
  const text = triageSystemPrompt(config.pageTypes, context.map, config.language);
  // Generated files are listed, never shown: the one decision, with the ignore-paths a full config
  // has (the content signs alone otherwise).
  const generated =
    context.generated ?? new GeneratedFiles(isFullConfig(config) ? config.ignorePaths : []);
  const shown = markGenerated(merge, generated);
  const system: TextBlockParam[] =
    approxTokens(text) >= minCacheableTokens(config.triageModel)
      ? (placeCacheBreakpoints({ system: text, messages: [] }, config.cacheTtl)
          .system as TextBlockParam[])
      : [{ type: 'text', text }];
  return {
    model: config.triageModel,
    max_tokens: TRIAGE_MAX_TOKENS,
    system,
    messages: [
      { role: 'user', content: triageUserMessage({ merge: shown, classes, context }, config) },
    ],
  };
}

const AnswerSchema = z.object({
  // z.preprocess of classic zod, spelled in zod/mini.
  decision: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
    z.enum(['process', 'skip']),
  ),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  likely_type: z.optional(z.nullable(z.string().check(z.trim(), z.toLowerCase()))),
});

/**
 * The answer's shape for the API (structured outputs, or the forced tool): the reason first, so
 * the model states its evidence before its decision; likely_type one of the page types or null.
 */
export function triageAnswerShape(pageTypes: readonly string[]): AnswerShape<typeof AnswerSchema> {
  const likely = pageTypes.length
    ? z.nullable(z.enum(pageTypes as [string, ...string[]]))
    : z.null();
  return {
    name: 'triage_decision',
    description: 'Records the triage decision for the merge.',
    wire: z.object({
      reason: z
        .string()
        .check(
          z.describe(
            'One sentence naming the evidence (a file or symbol of the merge) and the page it affects, or why no page is affected.',
          ),
        ),
      decision: z.enum(['process', 'skip']),
      likely_type: likely,
    }),
    check: AnswerSchema,
  };
}

export type TriageAnswer = Pick<Tier2Decision, 'decision' | 'reason' | 'likely_type'>;

/**
 * Reads the model's answer from its text. Returns the answer, or the reason it could not be
 * read (no JSON object, or one that does not match the schema).
 */
export function parseTriageAnswer(
  text: string,
  pageTypes: readonly string[],
): { ok: true; answer: TriageAnswer } | { ok: false; error: string } {
  return triageAnswerOf(readJsonAnswer(text, AnswerSchema), pageTypes);
}

/** The answer as Tier 2 reports it: the reason on one line, an unknown type as none. */
function triageAnswerOf(
  read: JsonAnswer<z.output<typeof AnswerSchema>>,
  pageTypes: readonly string[],
): { ok: true; answer: TriageAnswer } | { ok: false; error: string } {
  if (!read.ok) return read;
  const type = read.value.likely_type ?? null;
  return {
    ok: true,
    answer: {
      decision: read.value.decision,
      reason: read.value.reason.replace(/\s+/g, ' '),
      // A type outside the configured list is no type at all.
      likely_type: type !== null && pageTypes.includes(type) ? type : null,
    },
  };
}

/** The Tier 2 output with exactly the documented usage fields. */
function decision(
  model: string,
  usage: Usage,
  cost: number | null,
  d: TriageAnswer & { fallback: boolean },
): Tier2Decision {
  return {
    tier: 2,
    decision: d.decision,
    reason: d.reason,
    likely_type: d.likely_type,
    fallback: d.fallback,
    model,
    usage: {
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens,
      cache_read_input_tokens: usage.cache_read_input_tokens,
    },
    cost_usd: cost,
  };
}

/** Classes of each file by the Tier 1 rules (ignored, wiki-only, remaining, rich). */
export function fileClassesOf(merge: MergeInfo, config: Tier1Config): Map<string, FileClass> {
  return classesByPath(merge, classifyDetailed(merge, config).files);
}

/**
 * Runs Tier 2. Every failure is a `process` with `fallback: true` and a warning; it throws only
 * SpendRefused, when a spending limit refused the call before it was made.
 */
export async function triage(
  merge: MergeInfo,
  config: TriageConfig,
  deps: TriageDeps,
  context: TriageContext = {},
): Promise<Tier2Decision> {
  const model = config.triageModel;
  const fallback = (
    cause: string,
    usage: Usage = ZERO_USAGE,
    cost: number | null = costUsd(model, usage, deps.prices),
  ): Tier2Decision => {
    const reason = `Triage failed (${cause}); processing the merge so no wiki update is lost.`;
    deps.warn?.(`Tier 2 triage fell back to process: ${cause}.`);
    return decision(model, usage, cost, {
      decision: 'process',
      reason,
      likely_type: null,
      fallback: true,
    });
  };
  let result;
  try {
    // Alone (the CLI's triage), Tier 1 is run here for the file classes and its reason.
    const t1 = !deps.fileClasses && isFullConfig(config) ? classifyDetailed(merge, config) : null;
    const classes =
      deps.fileClasses ?? (t1 ? classesByPath(merge, t1.files) : new Map<string, FileClass>());
    const tier1Reason = context.tier1Reason ?? t1?.decision.reason;
    const request = buildTriageRequest(merge, config, classes, {
      ...context,
      ...(tier1Reason !== undefined ? { tier1Reason } : {}),
    });
    result = await callForAnswer(
      deps.client,
      request,
      {
        prices: deps.prices,
        ttl: config.cacheTtl,
        ...(deps.stream ? { stream: true } : {}),
        ...(deps.signal ? { signal: deps.signal } : {}),
      },
      triageAnswerShape(config.pageTypes),
      deps.warn,
    );
  } catch (e) {
    // A spending limit refusing the call is no triage failure: the merge waits, unpaid.
    if (e instanceof SpendRefused) throw e;
    // The SDK client knows how many retries it made before giving up.
    const retries = (deps.client as { maxRetries?: unknown }).maxRetries;
    return fallback(describeError(e, typeof retries === 'number' ? retries : 0));
  }
  const { message, usage, cost_usd, mode } = result;
  if (message.stop_reason === 'refusal')
    return fallback('the model refused to answer', usage, cost_usd);
  const shape = triageAnswerShape(config.pageTypes);
  const parsed = triageAnswerOf(readAnswer(message, mode, shape), config.pageTypes);
  if (!parsed.ok) {
    const cut =
      message.stop_reason === 'max_tokens' && !parsed.error.includes('max_tokens')
        ? ', cut at max_tokens'
        : '';
    return fallback(`${parsed.error}${cut}`, usage, cost_usd);
  }
  return decision(model, usage, cost_usd, { ...parsed.answer, fallback: false });
}

function isFullConfig(c: TriageConfig): c is TriageConfig & Tier1Config {
  return 'ignorePaths' in c && 'skipOnlyPaths' in c && 'richPaths' in c;
}
