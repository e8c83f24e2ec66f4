import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  normalizeUsage
} from "./chunk-2F6UNR7T.js";
import {
  estimateCost,
  promptChars
} from "./chunk-IQBB3ADW.js";
import {
  costUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/prompt-memory.ts
import { createHash } from "node:crypto";
var CHARS_PER_TOKEN = 4;
var LIFE_MS = { "5m": 5 * 6e4, "1h": 60 * 6e4 };
function blocksOf(params) {
  const out = [];
  const push = (role, block) => out.push({
    text: JSON.stringify(
      [role, block],
      (k, v) => k === "cache_control" ? void 0 : v
    ),
    marked: !!block.cache_control
  });
  for (const tool of params.tools ?? []) push("tool", tool);
  if (typeof params.system === "string") push("system", { type: "text", text: params.system });
  else for (const block of params.system ?? []) push("system", block);
  for (const m of params.messages) {
    if (typeof m.content === "string") push(m.role, { type: "text", text: m.content });
    else for (const block of m.content) push(m.role, block);
  }
  return out;
}
function* prefixes(params) {
  let key = "";
  let chars = 0;
  for (const b of blocksOf(params)) {
    key = createHash("sha256").update(key).update(b.text).digest("hex");
    chars += b.text.length;
    yield { key, chars, marked: b.marked };
  }
}
var turnOf = (model, params) => `${model}|${params.tools?.length ?? 0}|${params.messages.length}`;
var PromptMemory = class {
  constructor(now = Date.now) {
    this.now = now;
  }
  now;
  /** Cached prefixes by key: their length and until when the cache holds them. */
  cached = /* @__PURE__ */ new Map();
  outputs = /* @__PURE__ */ new Map();
  tokensPerChar = 1 / CHARS_PER_TOKEN;
  /** An answered call: its breakpoints' prefixes are cached now, and what it counted is learnt. */
  answered(model, params, usage, ttl = "5m") {
    const now = this.now();
    for (const [key, entry] of this.cached) if (entry.until <= now) this.cached.delete(key);
    const until = now + LIFE_MS[ttl];
    let chars = 0;
    for (const p of prefixes(params)) {
      chars = p.chars;
      if (p.marked) this.cached.set(p.key, { chars: p.chars, until });
    }
    const tokens = usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
    if (chars > 0 && tokens > 0) this.tokensPerChar = tokens / chars;
    this.outputs.set(turnOf(model, params), usage.output_tokens);
  }
  /**
   * What a call sent and never answered most likely used: its prompt at the tokens per character
   * last counted; with breakpoints, the longest prefix still cached read and the rest written,
   * else all of it uncached input; its output as long as the last answered call's at the same
   * turn of the same kind of conversation (none when there was none).
   */
  unanswered(model, params, ttl = "5m") {
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
    const oneHour = ttl === "1h" ? written : 0;
    return {
      input_tokens: tokens - read - written,
      output_tokens: this.outputs.get(turnOf(model, params)) ?? 0,
      cache_creation_input_tokens: written,
      cache_read_input_tokens: read,
      cache_creation: {
        ephemeral_5m_input_tokens: written - oneHour,
        ephemeral_1h_input_tokens: oneHour
      }
    };
  }
};
var memories = /* @__PURE__ */ new WeakMap();
function memoryOf(client) {
  let memory = memories.get(client.messages);
  if (!memory) memories.set(client.messages, memory = new PromptMemory());
  return memory;
}

// src/llm/messages.ts
async function callMessages(client, params, opts) {
  const estimate = estimateCost(params, opts.prices, {
    ...opts.ttl ? { ttl: opts.ttl } : {},
    ...opts.known ? { known: opts.known } : {}
  });
  await client.spend?.before({ model: params.model, estimate });
  const reqOpts = opts.signal ? { signal: opts.signal } : void 0;
  let message;
  try {
    if (opts.stream || opts.onText) {
      const stream = client.messages.stream(params, reqOpts);
      const onText = opts.onText;
      if (onText) stream.on("text", (delta) => onText(delta));
      message = await stream.finalMessage();
    } else message = await client.messages.create(params, reqOpts);
  } catch (e) {
    if (unanswered(e)) await bookUnanswered(client, params, opts);
    throw e;
  }
  const usage = normalizeUsage(message.usage, opts.ttl);
  const cost_usd = costUsd(params.model, usage, opts.prices);
  memoryOf(client).answered(params.model, params, usage, opts.ttl);
  await client.spend?.after({ model: params.model, usage, cost_usd });
  const tokens = usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
  return { message, usage, cost_usd, prompt: { chars: promptChars(params), tokens } };
}
var NEVER_SENT = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH"]);
function unanswered(e) {
  if (typeof e?.status === "number") return false;
  let cause = e;
  for (let depth = 0; cause && depth < 4; depth++) {
    const code = cause.code;
    if (typeof code === "string" && NEVER_SENT.has(code)) return false;
    cause = cause.cause;
  }
  return true;
}
async function bookUnanswered(client, params, opts) {
  const usage = memoryOf(client).unanswered(params.model, params, opts.ttl);
  const cost_usd = costUsd(params.model, usage, opts.prices);
  await client.spend?.after({ model: params.model, usage, cost_usd, estimated: true }).catch(() => void 0);
}
function answerText(content) {
  return content.filter((b) => b.type === "text").map((b) => b.text).join("");
}

export {
  callMessages,
  answerText
};
//# sourceMappingURL=chunk-GLOHRSPY.js.map
