import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  normalizeUsage
} from "./chunk-EG2VR7QE.js";
import {
  estimateCost
} from "./chunk-J43EUBSG.js";
import {
  costUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/messages.ts
async function callMessages(client, params, opts) {
  const reqOpts = opts.signal ? { signal: opts.signal } : void 0;
  await client.spend?.before({ model: params.model, estimate: estimateCost(params, opts.prices) });
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
  return { message, usage, cost_usd };
}
function answerText(content) {
  return content.filter((b) => b.type === "text").map((b) => b.text).join("");
}

export {
  callMessages,
  answerText
};
//# sourceMappingURL=chunk-EKRREJO4.js.map
