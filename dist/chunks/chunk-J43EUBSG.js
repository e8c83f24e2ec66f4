import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  costUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/spend.ts
var SpendRefused = class extends Error {
  name = "SpendRefused";
};
var ESTIMATED_OUTPUT_TOKENS = 1e3;
var CHARS_PER_TOKEN = 4;
function estimateCost(params, prices) {
  const chars = JSON.stringify([params.tools ?? [], params.system ?? "", params.messages]).length;
  return costUsd(
    params.model,
    {
      input_tokens: Math.ceil(chars / CHARS_PER_TOKEN),
      output_tokens: Math.min(params.max_tokens, ESTIMATED_OUTPUT_TOKENS),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0
    },
    prices
  );
}
function metered(client, hook) {
  const retries = client.maxRetries;
  return {
    messages: client.messages,
    spend: hook,
    ...typeof retries === "number" ? { maxRetries: retries } : {}
  };
}

export {
  SpendRefused,
  ESTIMATED_OUTPUT_TOKENS,
  estimateCost,
  metered
};
//# sourceMappingURL=chunk-J43EUBSG.js.map
