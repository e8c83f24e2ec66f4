// Structured answers: each model asked the way it takes (structured outputs, a forced tool, or
// plain text as the fallback), checked through the real SDK against the fake Messages API, which
// refuses what the real service refuses (forced tool use on Sonnet 5.5, structured outputs on a
// model without them, a schema that is not strict).
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import { priceTable } from '../../src/llm/pricing.js';
import {
  answerJsonSchema,
  answerMode,
  callForAnswer,
  readAnswer,
  withAnswerFormat,
  type AnswerShape,
} from '../../src/llm/structured.js';
import { callMessages } from '../../src/llm/messages.js';
import { triage } from '../../src/triage/triage.js';
import { parseConfig } from '../../src/config/parse.js';
import * as z from '../../src/zod.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text, toolCall, type Script } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';

const check = z.object({
  reason: z.string().check(z.minLength(1)),
  decision: z.enum(['yes', 'no']),
});
const SHAPE: AnswerShape<typeof check> = {
  name: 'verdict',
  description: 'Records the verdict.',
  wire: z.object({ reason: z.string().check(z.maxLength(300)), decision: z.enum(['yes', 'no']) }),
  check,
};

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const fakeWith = async (replies: Script[]) =>
  (fake = await startFakeMessagesApi({ replies, minCacheableTokens: 1 }));

const params = (model: string): MessageCreateParamsNonStreaming => ({
  model,
  max_tokens: 512,
  messages: [{ role: 'user', content: 'Is it?' }],
});

/** callForAnswer of the question with SHAPE, on `model`, through the fake `api`. */
const askFor = (api: FakeMessagesApi, model: string, warn?: (w: string) => void) =>
  callForAnswer(sdkFor(api), params(model), { prices: priceTable() }, SHAPE, warn);

/** The answer read out of what callForAnswer got. */
const answerOf = (got: Awaited<ReturnType<typeof askFor>>) =>
  readAnswer(got.message, got.mode, SHAPE);

describe('answerMode: the model table', () => {
  it.each([
    'claude-haiku-5-5',
    'claude-sonnet-5-5',
    'claude-haiku-4-5',
    'claude-sonnet-4-6',
    'us.anthropic.claude-haiku-5-5',
    'claude-haiku-4-5@20251001',
  ])('%s → json_schema', (model) => {
    expect(answerMode(model)).toBe('json_schema');
  });
  it.each(['claude-sonnet-4-20250514', 'claude-opus-4-1-20250805', 'claude-3-5-haiku-20241022'])(
    '%s → tool',
    (model) => {
      expect(answerMode(model)).toBe('tool');
    },
  );
  it('my-gateway/some-model → text', () => {
    expect(answerMode('my-gateway/some-model')).toBe('text');
  });
});

describe('the answer schema the API gets', () => {
  it('closes every object and moves unsupported keywords into the description', () => {
    expect(answerJsonSchema(SHAPE.wire)).toEqual({
      type: 'object',
      properties: {
        reason: { type: 'string', description: '{maxLength: 300}' },
        decision: { enum: ['yes', 'no'] },
      },
      additionalProperties: false,
      required: ['reason', 'decision'],
    });
  });
});

describe('callForAnswer through the fake Messages API', () => {
  it('asks Haiku 5.5 for structured output and reads the JSON it returns; no tool is forced', async () => {
    const api = await fakeWith([text('{"reason": "It is.", "decision": "yes"}')]);
    const got = await askFor(api, 'claude-haiku-5-5');
    expect(got.mode).toBe('json_schema');
    const body = api.accepted[0]!.body!;
    expect(body.output_config).toEqual({
      format: { type: 'json_schema', schema: answerJsonSchema(SHAPE.wire) as never },
    });
    expect(body.tool_choice).toBeUndefined();
    expect(answerOf(got)).toEqual({ ok: true, value: { reason: 'It is.', decision: 'yes' } });
  });

  it('never digs JSON out of prose on a structured-output model', async () => {
    const api = await fakeWith([text('Sure! ```json\n{"reason": "x", "decision": "yes"}\n```')]);
    const got = await askFor(api, 'claude-sonnet-5-5');
    expect(answerOf(got)).toEqual({
      ok: false,
      error: 'the structured answer is not valid JSON',
    });
  });

  it('is refused a forced tool on Sonnet 5.5, as the API refuses it: why the table uses structured output there', async () => {
    const api = await fakeWith([toolCall('verdict', { reason: 'x', decision: 'yes' })]);
    await expect(
      callMessages(sdkFor(api), withAnswerFormat(params('claude-sonnet-5-5'), 'tool', SHAPE), {
        prices: priceTable(),
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(api.accepted).toHaveLength(0);
  });

  it('forces the answer tool on a model without structured outputs, and reads the call', async () => {
    const api = await fakeWith([toolCall('verdict', { reason: 'Old model.', decision: 'no' })]);
    const got = await askFor(api, 'claude-sonnet-4-20250514');
    expect(got.mode).toBe('tool');
    expect(api.accepted[0]!.body!.tool_choice).toEqual({ type: 'tool', name: 'verdict' });
    expect(answerOf(got)).toEqual({ ok: true, value: { reason: 'Old model.', decision: 'no' } });
  });

  it('reads JSON out of the text only on a model the table does not know', async () => {
    const api = await fakeWith([text('Here:\n```json\n{"reason": "r", "decision": "yes"}\n```')]);
    const got = await askFor(api, 'gateway-model');
    expect(got.mode).toBe('text');
    expect(api.accepted[0]!.body!.output_config).toBeUndefined();
    expect(answerOf(got)).toMatchObject({ ok: true });
  });

  it('asks again in plain text, once, when the API refuses the format (a 400 bills nothing)', async () => {
    const api = await fakeWith([
      {
        status: 400,
        message:
          'output_config.format: structured outputs are disabled by the organization policy.',
      },
      text('{"reason": "r", "decision": "no"}'),
    ]);
    const warnings: string[] = [];
    const got = await askFor(api, 'claude-haiku-4-5', (w) => warnings.push(w));
    expect(got.mode).toBe('text');
    expect(warnings).toEqual([
      'claude-haiku-4-5 refused structured outputs (output_config.format); asked again for the JSON answer in plain text.',
    ]);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]!.body!.output_config).toBeUndefined();
  });

  it('rejects a schema that is not strict, as the API does', async () => {
    const api = await fakeWith([text('{}')]);
    const loose = {
      ...params('claude-haiku-5-5'),
      output_config: {
        format: {
          type: 'json_schema' as const,
          schema: { type: 'object', properties: { a: { type: 'string', minLength: 1 } } },
        },
      },
    };
    await expect(callMessages(sdkFor(api), loose, { prices: priceTable() })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('triage on the default model', () => {
  it('sends the decision schema with the reason first and likely_type among the page types', async () => {
    const api = await fakeWith([
      text('{"reason": "a.ts changes the API.", "decision": "process", "likely_type": "feature"}'),
    ]);
    const config = parseConfig({});
    const d = await triage(
      {
        title: 'feat: x',
        files: [{ path: 'a.ts', status: 'modified', additions: 1, deletions: 0 }],
      },
      config,
      { client: sdkFor(api), prices: priceTable() },
    );
    expect(d).toMatchObject({ decision: 'process', likely_type: 'feature', fallback: false });
    const schema = (
      api.accepted[0]!.body!.output_config as { format: { schema: { properties: object } } }
    ).format.schema;
    expect(Object.keys(schema.properties)).toEqual(['reason', 'decision', 'likely_type']);
    expect((schema.properties as Record<string, unknown>).likely_type).toEqual({
      anyOf: [{ enum: ['entity', 'feature', 'concept', 'decision', 'guide'] }, { type: 'null' }],
    });
  });
});
