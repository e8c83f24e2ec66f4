// A loopback Messages API the real @anthropic-ai/sdk talks to (set `baseURL` to `server.url`).
//
// It answers POST /v1/messages (JSON or SSE when `stream: true`) from a script, records every
// request, rejects what the real service rejects where it matters, and accounts for prompt
// caching faithfully enough that its `usage` tells the truth about a request layout:
//
// - The prompt is a list of blocks in prefix order: each tool, each system block (a string
//   system is one block), then each message's content blocks (a string content is one block).
// - Tokens: each block counts ceil(chars / 4) of its JSON without `cache_control` (as sent, key
//   order kept), at least 1. Output counts the same way over the answer's blocks unless scripted.
// - Cache entries are keyed by model + a hash chained over the exact bytes of every block up to a
//   breakpoint (so a reordered key or a changed byte anywhere earlier is a miss).
// - Each breakpoint looks for an unexpired entry at its own position and up to 19 blocks before
//   it (20 blocks in all); the longest hit is read (cache_read_input_tokens) and refreshed.
// - Every breakpoint after the hit whose prefix reaches the minimum cacheable length writes an
//   entry; the tokens between the hit (or 0) and the last such breakpoint are cache writes, each
//   segment attributed to the TTL of the breakpoint that closes it (the 5m/1h split).
// - input_tokens is the uncached remainder: total − read − written.
// - The prompt is accounted when the request arrives, before a scripted `delay_ms`: a held answer
//   has written the cache for the requests after it, and is billed (`usage` once it is sent)
//   whether or not the client still waits for it.
// - Time is a fake clock (`advance(ms)`), so TTL expiry is testable without waiting.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bedrockStreamWriter, cloudRoute, stsAnswer, type FakeCloud } from './fake-cloud.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** An answer block as the script gives it (the usual Messages API content blocks). */
export type ReplyBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id?: string; name: string; input: Obj }
  | { type: 'thinking'; thinking: string; signature?: string };

export interface Reply {
  content: ReplyBlock[];
  stop_reason?: 'end_turn' | 'tool_use' | 'max_tokens' | 'refusal' | 'stop_sequence' | 'pause_turn';
  /** Overrides the counted output tokens. */
  output_tokens?: number;
  /** Wait this long before answering (a slow model). */
  delay_ms?: number;
}

/** What the server does for one request that passed validation. */
export type Script =
  | Reply
  | {
      /** An HTTP error with the API's error body, e.g. 429 rate_limit_error, 500, 529 overloaded_error. */
      status: number;
      error_type?: string;
      message?: string;
      headers?: Record<string, string>;
      delay_ms?: number;
    }
  /** Destroys the socket without answering (a dropped connection). */
  | { drop: true }
  /** Answers 200 with a body that is not valid JSON / not a valid SSE stream. */
  | { malformed: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (undefined when unparseable). */
  body: Obj | undefined;
  raw: string;
  /** HTTP status the fake answered with (0 for a dropped connection). */
  status: number;
  /** Passed validation and consumed a scripted reply. */
  accepted: boolean;
  /** Usage the fake billed (for a 200). */
  usage?: FakeUsage;
}

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

export interface FakeOptions {
  /** A queue of scripted answers, or a function of the request (0-based index of accepted calls). */
  replies?: Script[] | ((body: Obj, index: number) => Script);
  /** Minimum prefix tokens for a breakpoint to write an entry (default 1024), or per model. */
  minCacheableTokens?: number | ((model: string) => number);
  /** Chars per token of the approximation (default 4). */
  charsPerToken?: number;
  /** Speak Amazon Bedrock's or Google Vertex AI's wire shape instead of the Anthropic API's. */
  cloud?: FakeCloud;
}

export interface FakeMessagesApi {
  url: string;
  requests: RecordedRequest[];
  /** Requests the fake accepted (validation passed), in order. */
  readonly accepted: RecordedRequest[];
  enqueue(...scripts: Script[]): void;
  /** Moves the fake clock forward (expires cache entries). */
  advance(ms: number): void;
  /** Drops every cache entry. */
  clearCache(): void;
  close(): Promise<void>;
}

const FIVE_MIN = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;
export const LOOKBACK_BLOCKS = 20;
export const MAX_BREAKPOINTS = 4;

interface PromptBlock {
  bytes: string;
  tokens: number;
  /** TTL of its breakpoint, when it carries `cache_control`. */
  ttl?: '5m' | '1h';
}

function withoutCacheControl(v: Json): Json {
  if (Array.isArray(v)) return v.map(withoutCacheControl);
  if (v && typeof v === 'object') {
    const out: Obj = {};
    for (const [k, x] of Object.entries(v))
      if (k !== 'cache_control') out[k] = withoutCacheControl(x);
    return out;
  }
  return v;
}

function breakpointTtl(b: Json): '5m' | '1h' | undefined {
  if (!b || typeof b !== 'object' || Array.isArray(b)) return undefined;
  const cc = b.cache_control;
  if (!cc || typeof cc !== 'object' || Array.isArray(cc)) return undefined;
  return cc.ttl === '1h' ? '1h' : '5m';
}

/** Counts every `cache_control` anywhere in the body's tools, system and messages. */
export function countCacheControls(v: Json | undefined): number {
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + countCacheControls(x), 0);
  if (v && typeof v === 'object')
    return Object.entries(v).reduce(
      (n, [k, x]) => n + (k === 'cache_control' && x ? 1 : countCacheControls(x)),
      0,
    );
  return 0;
}

/** The prompt in prefix order: tools → system → messages, one entry per block. */
export function promptBlocks(body: Obj, charsPerToken = 4): PromptBlock[] {
  const blocks: PromptBlock[] = [];
  const push = (role: string, block: Json): void => {
    const bytes = JSON.stringify([role, withoutCacheControl(block)]);
    const ttl = breakpointTtl(block);
    blocks.push({
      bytes,
      tokens: Math.max(
        1,
        Math.ceil(JSON.stringify(withoutCacheControl(block)).length / charsPerToken),
      ),
      ...(ttl ? { ttl } : {}),
    });
  };
  for (const t of (body.tools as Json[] | undefined) ?? []) push('tool', t);
  const system = body.system;
  if (typeof system === 'string') push('system', { type: 'text', text: system });
  else if (Array.isArray(system)) for (const b of system) push('system', b);
  for (const m of (body.messages as Obj[] | undefined) ?? []) {
    const role = String(m.role);
    if (typeof m.content === 'string') push(role, { type: 'text', text: m.content });
    else if (Array.isArray(m.content)) for (const b of m.content) push(role, b);
  }
  return blocks;
}

export function countTokens(v: Json, charsPerToken = 4): number {
  return Math.max(1, Math.ceil(JSON.stringify(v).length / charsPerToken));
}

/** The fake's prompt cache: entries by prefix hash, with an expiry on the fake clock. */
export class FakeCache {
  /** Expiry (fake-clock ms) and lifetime of each entry, by prefix hash. */
  private entries = new Map<string, number>();
  private ttls = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly minTokens: (model: string) => number,
  ) {}

  clear(): void {
    this.entries.clear();
    this.ttls.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bills one request's prompt and updates the cache as the service would. */
  account(model: string, blocks: PromptBlock[]): Omit<FakeUsage, 'output_tokens'> {
    const now = this.now();
    const keys: string[] = [];
    const cum: number[] = [];
    let h = createHash('sha256').update(model).digest('hex');
    let total = 0;
    for (const b of blocks) {
      h = createHash('sha256').update(h).update(b.bytes).digest('hex');
      keys.push(h);
      total += b.tokens;
      cum.push(total);
    }
    const live = (i: number): boolean => (this.entries.get(keys[i]!) ?? 0) > now;
    const bps = blocks.flatMap((b, i) => (b.ttl ? [i] : []));

    // Reads: the longest live entry within the lookback window of any breakpoint.
    let hit = -1;
    for (const bp of bps)
      for (let i = bp; i >= 0 && i > bp - LOOKBACK_BLOCKS; i--)
        if (live(i)) {
          hit = Math.max(hit, i);
          break;
        }
    const read = hit >= 0 ? cum[hit]! : 0;
    if (hit >= 0) {
      // A hit refreshes the entry for its own TTL.
      const ttl = this.ttlOf(keys[hit]!);
      this.entries.set(keys[hit]!, now + ttl);
    }

    // Writes: every breakpoint past the hit whose prefix is long enough.
    const min = this.minTokens(model);
    let w5m = 0;
    let w1h = 0;
    let from = read;
    for (const bp of bps) {
      if (bp <= hit || cum[bp]! < min) continue;
      const ttl = blocks[bp]!.ttl!;
      const seg = cum[bp]! - from;
      if (ttl === '1h') w1h += seg;
      else w5m += seg;
      from = cum[bp]!;
      this.ttls.set(keys[bp]!, ttl === '1h' ? ONE_HOUR : FIVE_MIN);
      this.entries.set(keys[bp]!, now + (ttl === '1h' ? ONE_HOUR : FIVE_MIN));
    }
    const written = w5m + w1h;
    return {
      input_tokens: total - read - written,
      cache_creation_input_tokens: written,
      cache_read_input_tokens: read,
      cache_creation: { ephemeral_5m_input_tokens: w5m, ephemeral_1h_input_tokens: w1h },
    };
  }

  private ttlOf(key: string): number {
    return this.ttls.get(key) ?? FIVE_MIN;
  }
}

class InvalidRequest extends Error {}

/** The checks of the real service that matter to this project. */
export function validate(body: Obj | undefined): void {
  if (!body) throw new InvalidRequest('The request body is not valid JSON.');
  if (typeof body.model !== 'string' || body.model === '')
    throw new InvalidRequest('model: Field required');
  if (typeof body.max_tokens !== 'number') throw new InvalidRequest('max_tokens: Field required');
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    throw new InvalidRequest('messages: Field required');
  for (const p of ['temperature', 'top_p', 'top_k'])
    if (p in body)
      throw new InvalidRequest(
        `${p}: is not supported by this API version; remove the sampling parameter.`,
      );
  const n =
    countCacheControls(body.tools) +
    countCacheControls(body.system) +
    countCacheControls(body.messages);
  if (n > MAX_BREAKPOINTS)
    throw new InvalidRequest(
      `A maximum of ${MAX_BREAKPOINTS} blocks with cache_control may be provided. Found ${n}.`,
    );
  const tc = body.tool_choice as Obj | undefined;
  if (tc && (tc.type === 'any' || tc.type === 'tool')) {
    // Forced tool use cannot go with thinking: asked for, or always on (Sonnet 5.5 thinks adaptively).
    if (String(body.model).startsWith('claude-sonnet-5-5'))
      throw new InvalidRequest(
        `tool_choice: forced tool use is not supported by ${String(body.model)}.`,
      );
    const thinking = body.thinking as Obj | undefined;
    if (thinking && thinking.type !== 'disabled')
      throw new InvalidRequest('Thinking may not be enabled when tool_choice forces tool use.');
    const names = ((body.tools as Obj[] | undefined) ?? []).map((t) => t.name);
    if (tc.type === 'tool' && !names.includes(tc.name as Json))
      throw new InvalidRequest(`tool_choice.name: no tool named "${String(tc.name)}" in tools.`);
  }
  checkOutputConfig(body);
  const messages = body.messages as Obj[];
  messages.forEach((m, i) => {
    if (m.role !== 'user' && m.role !== 'assistant')
      throw new InvalidRequest(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    if (m.role !== 'assistant' || !Array.isArray(m.content)) return;
    const ids = (m.content as Obj[]).filter((b) => b.type === 'tool_use').map((b) => String(b.id));
    if (ids.length === 0) return;
    const next = messages[i + 1];
    const results = new Set(
      next && next.role === 'user' && Array.isArray(next.content)
        ? (next.content as Obj[])
            .filter((b) => b.type === 'tool_result')
            .map((b) => String(b.tool_use_id))
        : [],
    );
    const missing = ids.filter((id) => !results.has(id));
    if (missing.length > 0)
      throw new InvalidRequest(
        `messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
      );
  });
}

/** Structured outputs are served on Claude Haiku, Sonnet and Opus 4.5 and later, as the API does. */
export function servesStructuredOutputs(model: string): boolean {
  const m = /claude-(haiku|sonnet|opus)-(\d+)(?:-(\d{1,2}))?(?!\d)/.exec(model);
  if (!m) return false;
  const major = Number(m[2]);
  return major > 4 || (major === 4 && Number(m[3] ?? 0) >= 5);
}

/** JSON Schema keywords structured outputs refuse (the SDK moves them into descriptions). */
const UNSUPPORTED_KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'maxItems',
];

/** A schema structured outputs accept: every object closed, no unsupported keyword. */
function checkStrictSchema(schema: Json | undefined, at: string): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema))
    throw new InvalidRequest(`${at}: a JSON schema object is required.`);
  for (const k of UNSUPPORTED_KEYWORDS)
    if (k in schema)
      throw new InvalidRequest(`${at}: the keyword "${k}" is not supported in structured outputs.`);
  if (typeof schema.minItems === 'number' && schema.minItems > 1)
    throw new InvalidRequest(`${at}: minItems above 1 is not supported in structured outputs.`);
  if (schema.type === 'object' && schema.additionalProperties !== false)
    throw new InvalidRequest(`${at}: additionalProperties must be false for every object.`);
  for (const [k, v] of Object.entries((schema.properties as Obj | undefined) ?? {}))
    checkStrictSchema(v, `${at}.properties.${k}`);
  if (schema.items !== undefined) checkStrictSchema(schema.items, `${at}.items`);
  for (const key of ['anyOf', 'allOf'])
    ((schema[key] as Json[] | undefined) ?? []).forEach((v, i) =>
      checkStrictSchema(v, `${at}.${key}.${i}`),
    );
}

/** output_config.format as the API checks it: json_schema, a model that serves it, a strict schema. */
function checkOutputConfig(body: Obj): void {
  const oc = body.output_config as Obj | undefined;
  const format = oc?.format as Obj | null | undefined;
  if (!format) return;
  if (format.type !== 'json_schema')
    throw new InvalidRequest("output_config.format.type: Input should be 'json_schema'.");
  if (!servesStructuredOutputs(String(body.model)))
    throw new InvalidRequest(
      `output_config.format: structured outputs are not supported by model ${String(body.model)}.`,
    );
  checkStrictSchema(format.schema, 'output_config.format.schema');
  if ((format.schema as Obj).type !== 'object')
    throw new InvalidRequest('output_config.format.schema: the root must be an object.');
}

/**
 * Thinking blocks must come back exactly as issued: a block whose signature the fake issued but
 * whose text changed is rejected, as the service rejects a tampered signature.
 */
export function checkThinking(body: Obj, issued: ReadonlyMap<string, string>): void {
  (body.messages as Obj[]).forEach((m, i) => {
    if (m.role !== 'assistant' || !Array.isArray(m.content)) return;
    (m.content as Obj[]).forEach((b, j) => {
      if (b.type !== 'thinking') return;
      const text = issued.get(String(b.signature));
      if (text !== undefined && text !== b.thinking)
        throw new InvalidRequest(
          `messages.${i}.content.${j}: \`thinking\` blocks in the latest assistant message cannot be modified. These blocks must remain as they were in the original response.`,
        );
    });
  });
}

let seq = 0;
const nextId = (prefix: string): string => `${prefix}_fake${String(++seq).padStart(6, '0')}`;

function errorBody(type: string, message: string): string {
  return JSON.stringify({ type: 'error', error: { type, message }, request_id: nextId('req') });
}

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  408: 'timeout_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

function materialize(content: ReplyBlock[]): Obj[] {
  return content.map((b): Obj => {
    if (b.type === 'text') return { type: 'text', text: b.text };
    if (b.type === 'tool_use')
      return { type: 'tool_use', id: b.id ?? nextId('toolu'), name: b.name, input: b.input };
    return {
      type: 'thinking',
      thinking: b.thinking,
      signature:
        b.signature ?? `sig-${createHash('sha256').update(b.thinking).digest('hex').slice(0, 16)}`,
    };
  });
}

function chunks(s: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

function sse(res: ServerResponse, message: Obj, usage: FakeUsage, bedrock = false): void {
  const frames = bedrock ? bedrockStreamWriter(res) : undefined;
  if (frames) frames.head();
  else
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'request-id': nextId('req'),
    });
  const send = (event: Record<string, unknown>): void => {
    if (frames) frames.event(event);
    else res.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  send({
    type: 'message_start',
    message: {
      ...message,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...usage, output_tokens: 1 },
    },
  });
  (message.content as Obj[]).forEach((block, index) => {
    if (block.type === 'text') {
      send({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      for (const text of chunks(String(block.text), 16))
        send({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
    } else if (block.type === 'tool_use') {
      send({
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
      });
      for (const partial_json of chunks(JSON.stringify(block.input), 16))
        send({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json },
        });
    } else {
      send({
        type: 'content_block_start',
        index,
        content_block: { type: 'thinking', thinking: '', signature: '' },
      });
      for (const thinking of chunks(String(block.thinking), 16))
        send({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking } });
      send({
        type: 'content_block_delta',
        index,
        delta: { type: 'signature_delta', signature: block.signature },
      });
    }
    send({ type: 'content_block_stop', index });
  });
  send({
    type: 'message_delta',
    delta: { stop_reason: message.stop_reason, stop_sequence: null },
    usage: { ...usage },
  });
  send({ type: 'message_stop' });
  res.end();
}

/** Starts the fake on 127.0.0.1 with a free port. */
export async function startFakeMessagesApi(opts: FakeOptions = {}): Promise<FakeMessagesApi> {
  const queue: Script[] = Array.isArray(opts.replies) ? [...opts.replies] : [];
  const replyFn = typeof opts.replies === 'function' ? opts.replies : undefined;
  const cpt = opts.charsPerToken ?? 4;
  let offset = 0;
  const now = (): number => Date.now() + offset;
  const min = opts.minCacheableTokens ?? 1024;
  const cache = new FakeCache(now, typeof min === 'function' ? min : () => min);
  const requests: RecordedRequest[] = [];
  let acceptedCount = 0;
  // Signatures of the thinking blocks this fake issued, with their text.
  const issued = new Map<string, string>();
  // Pending slow answers, cancelled on close so no timer outlives the test.
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const parts: Buffer[] = [];
    for await (const c of req) parts.push(c as Buffer);
    const raw = Buffer.concat(parts).toString('utf8');
    let body: Obj | undefined;
    try {
      const parsed = JSON.parse(raw) as Json;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed;
    } catch {
      body = undefined;
    }
    const rec: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body,
      raw,
      status: 0,
      accepted: false,
    };
    requests.push(rec);
    const fail = (status: number, message: string, headers: Record<string, string> = {}): void => {
      rec.status = status;
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(errorBody(ERROR_TYPES[status] ?? 'api_error', message));
    };

    if (opts.cloud) {
      // The cloud's path, credential and body shape; `rec.body` stays the body as sent.
      const route =
        (req.url === '/v1/token' ? stsAnswer(opts.cloud, raw) : null) ??
        cloudRoute(opts.cloud, {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          raw,
          body,
        });
      if (!route.ok) {
        rec.status = route.status;
        res.writeHead(route.status, route.headers);
        res.end(route.body);
        return;
      }
      body = route.body as Obj;
    } else {
      if (req.method !== 'POST' || !(req.url ?? '').startsWith('/v1/messages'))
        return fail(404, `Not found: ${req.method} ${req.url}`);
      if (
        !req.headers['x-api-key'] &&
        !String(req.headers.authorization ?? '').startsWith('Bearer ')
      )
        return fail(401, 'x-api-key or Authorization: Bearer header is required');
    }
    try {
      validate(body);
      checkThinking(body!, issued);
    } catch (e) {
      if (e instanceof InvalidRequest) return fail(400, e.message);
      throw e;
    }
    const b = body!;
    const index = acceptedCount++;
    rec.accepted = true;
    const script: Script | undefined = replyFn ? replyFn(b, index) : queue.shift();
    if (!script)
      return fail(500, 'fake-messages-api: no scripted reply left for this request', {
        'x-should-retry': 'false',
      });
    // The prompt is read (and the cache read and written) when the request arrives, before the
    // model answers: a slow answer, or one the client stops waiting for, is billed for it.
    const usagePrompt =
      'content' in script ? cache.account(String(b.model), promptBlocks(b, cpt)) : undefined;
    if ('delay_ms' in script && script.delay_ms) {
      await new Promise<void>((r) => {
        const t = setTimeout(() => {
          timers.delete(t);
          r();
        }, script.delay_ms);
        timers.add(t);
      });
      if (closed) return;
    }
    if ('drop' in script) {
      req.socket.destroy();
      return;
    }
    if ('malformed' in script) {
      rec.status = 200;
      res.writeHead(200, { 'content-type': b.stream ? 'text/event-stream' : 'application/json' });
      res.end(b.stream ? 'event: message_start\ndata: {not json\n\n' : '{"id": "msg_');
      return;
    }
    if ('status' in script)
      return fail(script.status, script.message ?? `fake ${script.status}`, script.headers);

    const content = materialize(script.content);
    for (const c of content)
      if (c.type === 'thinking') issued.set(String(c.signature), String(c.thinking));
    // As the API does: an answer never bills past max_tokens; one that needs more is cut there.
    const wanted = script.output_tokens ?? content.reduce((n, c) => n + countTokens(c, cpt), 0);
    const cut = wanted > Number(b.max_tokens);
    const usage: FakeUsage = {
      ...usagePrompt!,
      output_tokens: cut ? Number(b.max_tokens) : wanted,
    };
    rec.usage = usage;
    rec.status = 200;
    const message: Obj = {
      id: nextId('msg'),
      type: 'message',
      role: 'assistant',
      model: String(b.model),
      content,
      stop_reason:
        script.stop_reason ??
        (cut ? 'max_tokens' : content.some((c) => c.type === 'tool_use') ? 'tool_use' : 'end_turn'),
      stop_sequence: null,
      usage: usage as unknown as Obj,
    };
    if (b.stream === true) return sse(res, message, usage, opts.cloud?.name === 'bedrock');
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': nextId('req') });
    res.end(JSON.stringify(message));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(errorBody('api_error', `fake-messages-api crashed: ${String(e)}`));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get accepted() {
      return requests.filter((r) => r.accepted);
    },
    enqueue: (...s) => void queue.push(...s),
    advance: (ms) => void (offset += ms),
    clearCache: () => cache.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
