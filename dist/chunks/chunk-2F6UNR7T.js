import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  roundUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/usage.ts
var emptyUsage = () => ({
  input_tokens: 0,
  output_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0
});
var ZERO_USAGE = Object.freeze(emptyUsage());
function normalizeUsage(raw, ttl = "5m") {
  const n = (v) => typeof v === "number" && v > 0 ? v : 0;
  const writes = n(raw?.cache_creation_input_tokens);
  const split2 = raw?.cache_creation;
  let w5m = n(split2?.ephemeral_5m_input_tokens);
  let w1h = n(split2?.ephemeral_1h_input_tokens);
  if (w5m + w1h !== writes) {
    w5m = ttl === "5m" ? writes : 0;
    w1h = ttl === "1h" ? writes : 0;
  }
  return {
    input_tokens: n(raw?.input_tokens),
    output_tokens: n(raw?.output_tokens),
    cache_creation_input_tokens: writes,
    cache_read_input_tokens: n(raw?.cache_read_input_tokens),
    cache_creation: { ephemeral_5m_input_tokens: w5m, ephemeral_1h_input_tokens: w1h }
  };
}
function split(u) {
  const w1h = u.cache_creation?.ephemeral_1h_input_tokens ?? 0;
  return {
    ephemeral_5m_input_tokens: u.cache_creation_input_tokens - w1h,
    ephemeral_1h_input_tokens: w1h
  };
}
function addUsage(a, b) {
  const sa = split(a);
  const sb = split(b);
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
    cache_creation: {
      ephemeral_5m_input_tokens: sa.ephemeral_5m_input_tokens + sb.ephemeral_5m_input_tokens,
      ephemeral_1h_input_tokens: sa.ephemeral_1h_input_tokens + sb.ephemeral_1h_input_tokens
    }
  };
}
function sumUsage(usages) {
  return usages.reduce(addUsage, ZERO_USAGE);
}
function sumCost(costs) {
  let total = 0;
  for (const c of costs) {
    if (c === null) return null;
    total += c;
  }
  return roundUsd(total);
}
function totalTokens(u) {
  return u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens;
}
function cacheReadShare(u) {
  const prompt = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
  return prompt === 0 ? 0 : u.cache_read_input_tokens / prompt;
}

export {
  emptyUsage,
  ZERO_USAGE,
  normalizeUsage,
  addUsage,
  sumUsage,
  sumCost,
  totalTokens,
  cacheReadShare
};
//# sourceMappingURL=chunk-2F6UNR7T.js.map
