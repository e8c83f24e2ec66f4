import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  normalizeUsage
} from "./chunk-EG2VR7QE.js";
import {
  estimateCost,
  promptChars
} from "./chunk-KK3CQWFI.js";
import {
  costUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/messages.ts
async function callMessages(client, params, opts) {
  const reqOpts = opts.signal ? { signal: opts.signal } : void 0;
  const estimate = estimateCost(params, opts.prices, {
    ...opts.ttl ? { ttl: opts.ttl } : {},
    ...opts.known ? { known: opts.known } : {}
  });
  await client.spend?.before({ model: params.model, estimate });
  let message;
  if (opts.stream || opts.onText) {
    const stream = client.messages.stream(params, reqOpts);
    const onText = opts.onText;
    if (onText) stream.on("text", (delta) => onText(delta));
    message = await stream.finalMessage();
  } else message = await client.messages.create(params, reqOpts);
  const usage = normalizeUsage(message.usage, opts.ttl);
  const cost_usd = costUsd(params.model, usage, opts.prices);
  await client.spend?.after({ model: params.model, usage, cost_usd });
  const tokens = usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
  return { message, usage, cost_usd, prompt: { chars: promptChars(params), tokens } };
}
function answerText(content) {
  return content.filter((b) => b.type === "text").map((b) => b.text).join("");
}

export {
  callMessages,
  answerText
};
//# sourceMappingURL=chunk-3POSNSTN.js.map
