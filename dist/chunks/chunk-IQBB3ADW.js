import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  costUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/spend.ts
var SpendRefused = class extends Error {
  /** Which limit refused it: the run's max-cost-usd, or the day's max-daily-cost-usd. */
  constructor(message, limit = "run") {
    super(message);
    this.limit = limit;
  }
  limit;
  name = "SpendRefused";
};
var CHARS_PER_TOKEN = 4;
var promptChars = (params) => JSON.stringify([params.tools ?? [], params.system ?? "", params.messages]).length;
function estimateCost(params, prices, opts = {}) {
  const chars = promptChars(params);
  const counted = Math.ceil(chars / CHARS_PER_TOKEN);
  const known = opts.known ? opts.known.tokens + Math.ceil(Math.max(0, chars - opts.known.chars) / CHARS_PER_TOKEN) : 0;
  const tokens = Math.max(counted, known);
  const oneHour = opts.ttl === "1h" ? tokens : 0;
  return costUsd(
    params.model,
    {
      input_tokens: 0,
      output_tokens: params.max_tokens,
      cache_creation_input_tokens: tokens,
      cache_read_input_tokens: 0,
      cache_creation: {
        ephemeral_5m_input_tokens: tokens - oneHour,
        ephemeral_1h_input_tokens: oneHour
      }
    },
    prices
  );
}

export {
  SpendRefused,
  promptChars,
  estimateCost
};
//# sourceMappingURL=chunk-IQBB3ADW.js.map
