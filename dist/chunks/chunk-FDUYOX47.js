import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/llm/cache.ts
var strip = (block) => {
  let out = block;
  if ("cache_control" in out) {
    const { cache_control: _drop, ...rest } = out;
    out = rest;
  }
  const nested = out.content;
  if (out.type === "tool_result" && Array.isArray(nested))
    out = { ...out, content: nested.map((b) => strip(b)) };
  return out;
};
var uncacheable = (b) => b.type === "thinking" || b.type === "redacted_thinking" || b.type === "text" && b.text === "";
function placeCacheBreakpoints(parts, ttl) {
  const mark = { type: "ephemeral", ttl };
  const out = { messages: [] };
  if (parts.tools && parts.tools.length > 0) {
    out.tools = parts.tools.map(
      (t, i, all) => i === all.length - 1 ? { ...strip(t), cache_control: mark } : strip(t)
    );
  }
  if (parts.system !== void 0) {
    const blocks = typeof parts.system === "string" ? [{ type: "text", text: parts.system }] : parts.system.map((b) => strip(b));
    const last = blocks.length - 1;
    if (last >= 0 && blocks[last].text !== "")
      blocks[last] = { ...blocks[last], cache_control: mark };
    out.system = blocks;
  }
  out.messages = parts.messages.map(
    (m) => ({
      ...m,
      content: typeof m.content === "string" ? m.content : m.content.map((b) => strip(b))
    })
  );
  for (let mi = out.messages.length - 1; mi >= 0; mi--) {
    const m = out.messages[mi];
    if (typeof m.content === "string") {
      if (m.content === "") continue;
      m.content = [{ type: "text", text: m.content, cache_control: mark }];
      break;
    }
    const content = m.content;
    const bi = findLastIndex(content, (b) => !uncacheable(b));
    if (bi >= 0) {
      content[bi] = { ...content[bi], cache_control: mark };
      break;
    }
  }
  return out;
}
function findLastIndex(xs, pred) {
  for (let i = xs.length - 1; i >= 0; i--) if (pred(xs[i])) return i;
  return -1;
}

export {
  placeCacheBreakpoints
};
//# sourceMappingURL=chunk-FDUYOX47.js.map
