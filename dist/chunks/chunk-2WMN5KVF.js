import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  PRICES,
  costUsd
} from "./chunk-VO5JNOXD.js";

// src/llm/forecast.ts
var TRIAGE_PROMPT_TOKENS = { low: 900, expected: 2e3, high: 3507 };
var TRIAGE_OUTPUT_TOKENS = 60;
var TIER3_PROFILE = {
  /** Tools + system + the bench wiki's map (≈ 6,462) and the first message (≈ 8,411). */
  firstPromptTokens: 15010,
  /** What one call adds to the conversation (a tool call and its result), on average. */
  turnTokens: 1978,
  calls: { low: 5, expected: 10, high: 20 },
  outputTokens: { low: 1e3, expected: 2e3, high: 4e3 }
};
var MAP_TOKENS_PER_PAGE = 41;
var TIER3_SHARE = { low: 0.25, expected: 0.5, high: 1 };
function agentRunUsage(first, turn, calls, output) {
  const prompt = (k) => first + (k - 1) * turn;
  let reads = 0;
  for (let k = 1; k < calls; k++) reads += prompt(k);
  return {
    input_tokens: 0,
    cache_creation_input_tokens: prompt(calls),
    cache_read_input_tokens: reads,
    output_tokens: output
  };
}
var price = (model, usage, table) => costUsd(model, usage, table) ?? 0;
function tier3RunCost(model, pages, table = PRICES) {
  const first = TIER3_PROFILE.firstPromptTokens + pages * MAP_TOKENS_PER_PAGE;
  const at = (k) => price(
    model,
    agentRunUsage(
      first,
      TIER3_PROFILE.turnTokens,
      TIER3_PROFILE.calls[k],
      TIER3_PROFILE.outputTokens[k]
    ),
    table
  );
  return { low: at("low"), expected: at("expected"), high: at("high") };
}
function triageCost(model, table = PRICES) {
  const at = (k) => price(
    model,
    {
      input_tokens: TRIAGE_PROMPT_TOKENS[k],
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: TRIAGE_OUTPUT_TOKENS
    },
    table
  );
  return { low: at("low"), expected: at("expected"), high: at("high") };
}
function monthlyCost(m) {
  const table = m.prices ?? PRICES;
  const t2 = m.triage ? triageCost(m.triageModel, table) : { low: 0, expected: 0, high: 0 };
  const t3 = tier3RunCost(m.ingestModel, m.pages, table);
  const share = m.triage ? TIER3_SHARE : { low: 1, expected: 1, high: 1 };
  const at = (k) => m.mergesPerMonth * m.reachTier2 * (t2[k] + share[k] * t3[k]);
  return { low: at("low"), expected: at("expected"), high: at("high") };
}

export {
  TRIAGE_PROMPT_TOKENS,
  TRIAGE_OUTPUT_TOKENS,
  TIER3_PROFILE,
  MAP_TOKENS_PER_PAGE,
  TIER3_SHARE,
  agentRunUsage,
  tier3RunCost,
  triageCost,
  monthlyCost
};
//# sourceMappingURL=chunk-2WMN5KVF.js.map
