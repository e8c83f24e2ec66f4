// Structured answers for the one-shot calls (triage, the archive's triage, the init plan, the deep
// pass): the answer's shape is a zod schema, and the API is asked to hold the model to it where the
// model can be held, so no JSON is dug out of prose on the default models.
//
// How each model is asked (checked December 2026 against the Messages API and SDK 1.x):
//
// | model                                              | mechanism                 | why |
// |----------------------------------------------------|---------------------------|-----|
// | claude-haiku/sonnet/opus 4.5 and later (5.x, the   | `json_schema`:            | structured outputs are generally available there; |
// | defaults claude-haiku-5-5 and claude-sonnet-5-5)   | output_config.format      | they work with thinking, which Sonnet 5.5 always does |
// | claude-3-*, claude-sonnet/opus 4.0 and 4.1         | `tool`: a forced tool     | no structured outputs; no thinking is asked for, so |
// |                                                    | call (tool_choice)        | forcing the tool is allowed |
// | any other id (a custom name, an unknown family)    | `text`                    | the JSON object is read from the text (the fallback) |
//
// Forced tool use is refused with thinking on ("Thinking may not be enabled when tool_choice
// forces tool use"), which is why it is used only on models that do not think unasked. A request
// the API refuses for its format (a 400 naming output_config, or a forced tool_choice — a Vertex
// project whose policy disables structured outputs, say) is asked again once as `text`, with a
// warning: a 400 bills nothing.
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import type {
  Message,
  MessageCreateParamsNonStreaming,
} from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import { readJsonAnswer, type JsonAnswer } from './json-answer.js';
import {
  answerText,
  callMessages,
  type CallOptions,
  type CallResult,
  type MessagesClient,
} from './messages.js';

export type AnswerMode = 'json_schema' | 'tool' | 'text';

/** The family and version in a model id, the provider's spelling included (`us.anthropic.…`, `…@date`). */
function versionOf(model: string): { family: string; major: number; minor: number } | null {
  const m = /claude-(haiku|sonnet|opus)-(\d+)(?:-(\d{1,2}))?(?!\d)/.exec(model);
  return m ? { family: m[1]!, major: Number(m[2]), minor: Number(m[3] ?? 0) } : null;
}

/** How `model` is asked for a structured answer: the table above. */
export function answerMode(model: string): AnswerMode {
  const v = versionOf(model);
  if (v) return v.major > 4 || (v.major === 4 && v.minor >= 5) ? 'json_schema' : 'tool';
  return /claude-3/.test(model) ? 'tool' : 'text';
}

/** What a one-shot call answers: a name and a description (the tool's), the wire schema, the check. */
export interface AnswerShape<S extends z.ZodMiniType> {
  /** The tool's name in `tool` mode, e.g. "triage_decision". */
  name: string;
  description: string;
  /**
   * The answer as JSON Schema sees it: plain fields, in the order the model should write them (a
   * reason before a decision). No transforms: they have no JSON Schema.
   */
  wire: z.ZodMiniType;
  /** What the answer must pass, however it came: the caller's own, lenient where it may be. */
  check: S;
}

/** The wire schema as the API takes it: JSON Schema, every object closed, unsupported keywords described. */
export function answerJsonSchema(wire: z.ZodMiniType): Record<string, unknown> {
  return transformJSONSchema(z.toJSONSchema(wire, { io: 'input' }) as Record<string, unknown>);
}

/** `params` asking for the answer in `mode`. */
export function withAnswerFormat(
  params: MessageCreateParamsNonStreaming,
  mode: AnswerMode,
  shape: Pick<AnswerShape<z.ZodMiniType>, 'name' | 'description' | 'wire'>,
): MessageCreateParamsNonStreaming {
  if (mode === 'text') return params;
  const schema = answerJsonSchema(shape.wire);
  if (mode === 'json_schema')
    return { ...params, output_config: { format: { type: 'json_schema', schema } } };
  return {
    ...params,
    tools: [
      {
        name: shape.name,
        description: shape.description,
        input_schema: schema as { type: 'object' } & Record<string, unknown>,
      },
    ],
    tool_choice: { type: 'tool', name: shape.name },
  };
}

/** The answer of a message asked for in `mode`, checked by `check`, or why it is unusable. */
export function readAnswer<S extends z.ZodMiniType>(
  message: Pick<Message, 'content' | 'stop_reason'>,
  mode: AnswerMode,
  shape: Pick<AnswerShape<S>, 'name' | 'check'>,
): JsonAnswer<z.output<S>> {
  const cut = message.stop_reason === 'max_tokens' ? ' (cut at max_tokens)' : '';
  let json: unknown;
  if (mode === 'text') return readJsonAnswer(answerText(message.content), shape.check);
  if (mode === 'tool') {
    const call = message.content.find((b) => b.type === 'tool_use' && b.name === shape.name);
    if (!call || call.type !== 'tool_use')
      return { ok: false, error: `the answer holds no ${shape.name} tool call${cut}` };
    json = call.input;
  } else {
    try {
      json = JSON.parse(answerText(message.content));
    } catch {
      return { ok: false, error: `the structured answer is not valid JSON${cut}` };
    }
  }
  const parsed = z.safeParse(shape.check, json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: `the answer does not match the schema (${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'})`,
  };
}

/** A 400 refusing the answer's format (not the request as a whole). */
function refusedFormat(e: unknown): boolean {
  const err = e as { status?: number; message?: string; error?: { error?: { message?: string } } };
  const text = `${err.error?.error?.message ?? ''} ${err.message ?? ''}`;
  return (
    err.status === 400 && /output_config|output_format|structured output|tool_choice/i.test(text)
  );
}

export interface AnsweredCall extends CallResult {
  /** How the answer was asked for in the end (`text` after a refused format). */
  mode: AnswerMode;
}

/**
 * One call asking for a structured answer in the model's mode; a 400 refusing that format is asked
 * again once in `text` mode, `warn` told why. Other errors are thrown as they come.
 */
export async function callForAnswer(
  client: MessagesClient,
  params: MessageCreateParamsNonStreaming,
  opts: CallOptions,
  shape: Pick<AnswerShape<z.ZodMiniType>, 'name' | 'description' | 'wire'>,
  warn?: (message: string) => void,
): Promise<AnsweredCall> {
  const mode = answerMode(params.model);
  try {
    return { ...(await callMessages(client, withAnswerFormat(params, mode, shape), opts)), mode };
  } catch (e) {
    if (mode === 'text' || !refusedFormat(e)) throw e;
    const how =
      mode === 'json_schema' ? 'structured outputs (output_config.format)' : 'a forced tool call';
    warn?.(`${params.model} refused ${how}; asked again for the JSON answer in plain text.`);
    return { ...(await callMessages(client, params, opts)), mode: 'text' };
  }
}
