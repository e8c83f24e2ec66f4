import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/llm/pricing.ts
var PRICES_AS_OF = "2026-12-02";
var AS_OF = { as_of: PRICES_AS_OF };
var PRICES = {
  "claude-haiku-5-5": {
    ...AS_OF,
    input: 0.1,
    output: 0.5,
    cache_write_5m: 0.125,
    cache_write_1h: 0.2,
    cache_read: 0.01,
    long_prompt: {
      threshold_tokens: 1e5,
      input: 0.5,
      output: 2.5,
      cache_write_5m: 0.625,
      cache_write_1h: 1,
      cache_read: 0.05
    }
  },
  "claude-sonnet-5-5": {
    ...AS_OF,
    input: 2,
    output: 10,
    cache_write_5m: 2.5,
    cache_write_1h: 4,
    cache_read: 0.1
  },
  "claude-haiku-4-5": {
    ...AS_OF,
    input: 1,
    output: 5,
    cache_write_5m: 1.25,
    cache_write_1h: 2,
    cache_read: 0.1
  },
  "claude-sonnet-4-6": {
    ...AS_OF,
    input: 3,
    output: 15,
    cache_write_5m: 3.75,
    cache_write_1h: 6,
    cache_read: 0.3
  }
};
var MIN_CACHEABLE_TOKENS = {
  "claude-haiku-5-5": 4096,
  "claude-sonnet-5-5": 1024,
  "claude-haiku-4-5": 4096,
  "claude-sonnet-4-6": 2048
};
var DEFAULT_MIN_CACHEABLE_TOKENS = 1024;
function modelFamily(model) {
  return model.replace(/^(?:[a-z]{2,6}(?:-[a-z]+)?\.)?anthropic\./, "").replace(/-v\d+(?::\d+)?$/, "").replace(/[@-]\d{8}$/, "");
}
function byModel(table, model) {
  if (Object.hasOwn(table, model)) return table[model];
  const family = modelFamily(model);
  return Object.hasOwn(table, family) ? table[family] : void 0;
}
function minCacheableTokens(model) {
  return byModel(MIN_CACHEABLE_TOKENS, model) ?? DEFAULT_MIN_CACHEABLE_TOKENS;
}
function completeRates(p) {
  return {
    input: p.input,
    output: p.output,
    cache_write_5m: p.cache_write_5m ?? p.input * 1.25,
    cache_write_1h: p.cache_write_1h ?? p.input * 2,
    cache_read: p.cache_read ?? p.input * 0.1
  };
}
function priceTable(overrides = {}) {
  const table = { ...PRICES };
  for (const model of Object.keys(overrides).sort()) {
    const o = overrides[model];
    const entry = { ...completeRates(o), as_of: o.as_of ?? "pricing input" };
    if (o.long_prompt)
      entry.long_prompt = {
        threshold_tokens: o.long_prompt.threshold_tokens,
        ...completeRates(o.long_prompt)
      };
    table[model] = entry;
  }
  return table;
}
function findPrice(model, table) {
  return byModel(table, model);
}
function promptTokens(u) {
  return u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
}
function costUsd(model, usage, table = PRICES) {
  const price = findPrice(model, table);
  if (!price) return null;
  const long = price.long_prompt;
  const r = long && promptTokens(usage) > long.threshold_tokens ? long : price;
  const w1h = usage.cache_creation?.ephemeral_1h_input_tokens ?? 0;
  const w5m = usage.cache_creation_input_tokens - w1h;
  const micro = usage.input_tokens * r.input + w5m * r.cache_write_5m + w1h * r.cache_write_1h + usage.cache_read_input_tokens * r.cache_read + usage.output_tokens * r.output;
  return roundUsd(micro / 1e6);
}
function roundUsd(usd) {
  return Math.round(usd * 1e10) / 1e10;
}

export {
  PRICES_AS_OF,
  PRICES,
  MIN_CACHEABLE_TOKENS,
  DEFAULT_MIN_CACHEABLE_TOKENS,
  modelFamily,
  minCacheableTokens,
  priceTable,
  findPrice,
  promptTokens,
  costUsd,
  roundUsd
};
//# sourceMappingURL=chunk-VO5JNOXD.js.map
