import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  placeCacheBreakpoints
} from "./chunk-FDUYOX47.js";
import {
  callMessages
} from "./chunk-GLOHRSPY.js";
import {
  cacheReadShare,
  sumCost,
  sumUsage
} from "./chunk-2F6UNR7T.js";

// src/llm/turn.ts
function verdictOf(message, toolUses) {
  switch (message.stop_reason) {
    case "tool_use":
      return { kind: "tool_calls", calls: toolUses };
    // A server-side tool paused a long turn: the loop sends it back as is to let the model resume.
    case "pause_turn":
      return { kind: "paused" };
    case "end_turn":
    case "stop_sequence":
      return { kind: "ended" };
    case "max_tokens":
      return { kind: "max_tokens" };
    case "refusal":
      return { kind: "refused" };
    case "model_context_window_exceeded":
      return { kind: "context_window_exceeded" };
    default:
      return { kind: "unknown", stop_reason: String(message.stop_reason) };
  }
}
async function runTurn(client, req) {
  const prompt = placeCacheBreakpoints(req.prompt, req.ttl);
  const call = await callMessages(
    client,
    {
      model: req.model,
      max_tokens: req.maxTokens,
      ...prompt.tools ? { tools: prompt.tools } : {},
      system: prompt.system,
      messages: prompt.messages
    },
    {
      ttl: req.ttl,
      prices: req.prices,
      ...req.stream ? { stream: true } : {},
      ...req.onText ? { onText: req.onText } : {},
      ...req.signal ? { signal: req.signal } : {},
      ...req.known ? { known: req.known } : {}
    }
  );
  const { message } = call;
  const toolUses = message.content.filter((b) => b.type === "tool_use");
  const record = {
    iteration: req.iteration,
    stop_reason: message.stop_reason,
    usage: call.usage,
    cache_read_share: cacheReadShare(call.usage),
    cost_usd: call.cost_usd,
    tool_calls: toolUses.map((t) => t.name)
  };
  return { message, toolUses, record, verdict: verdictOf(message, toolUses), prompt: call.prompt };
}
var noPriceWarning = (model) => `No price is known for model "${model}", so max-cost-usd cannot be enforced; add it to the pricing input.`;
function turnTotals(model, records) {
  const cost = sumCost(records.map((r) => r.cost_usd));
  return {
    usage: sumUsage(records.map((r) => r.usage)),
    cost_usd: cost,
    warnings: cost === null ? [noPriceWarning(model)] : []
  };
}
function toolResult(use, out) {
  return {
    type: "tool_result",
    tool_use_id: use.id,
    content: out.content,
    ...out.is_error ? { is_error: true } : {}
  };
}
function toolResultsTurn(results, note) {
  if (!note) return { role: "user", content: results };
  return { role: "user", content: [...results, { type: "text", text: note }] };
}
async function redactedToolResults(results, redact, note) {
  if (!redact) return toolResultsTurn(results, note);
  const clean = await Promise.all(
    results.map(
      async (r) => typeof r.content === "string" ? { ...r, content: await redact(r.content) } : r
    )
  );
  return toolResultsTurn(clean, note);
}

export {
  runTurn,
  noPriceWarning,
  turnTotals,
  toolResult,
  redactedToolResults
};
//# sourceMappingURL=chunk-OIS6GZH5.js.map
