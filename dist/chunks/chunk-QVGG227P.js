import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  answerText,
  callMessages
} from "./chunk-GLOHRSPY.js";
import {
  safeParse,
  toJSONSchema
} from "./chunk-6LV7K3ZW.js";
import {
  transformJSONSchema
} from "./chunk-5WJ2MKOE.js";

// src/llm/json-answer.ts
function candidates(text) {
  const out = [];
  for (const m of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) out.push(m[1].trim());
  out.push(text.trim());
  for (let i = text.indexOf("{"); i >= 0; i = text.indexOf("{", i + 1)) {
    const end = balancedEnd(text, i);
    if (end > i) out.push(text.slice(i, end + 1));
  }
  return out;
}
function balancedEnd(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return -1;
}
function readJsonAnswer(text, schema) {
  let schemaError;
  for (const c of candidates(text)) {
    let json;
    try {
      json = JSON.parse(c);
    } catch {
      continue;
    }
    if (!json || typeof json !== "object" || Array.isArray(json)) continue;
    const parsed = safeParse(schema, json);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    schemaError ??= `${issue?.path.join(".") || "answer"}: ${issue?.message ?? "invalid"}`;
  }
  return schemaError === void 0 ? { ok: false, error: "the answer holds no JSON object" } : { ok: false, error: `the answer does not match the schema (${schemaError})` };
}

// src/llm/structured.ts
function versionOf(model) {
  const m = /claude-(haiku|sonnet|opus)-(\d+)(?:-(\d{1,2}))?(?!\d)/.exec(model);
  return m ? { family: m[1], major: Number(m[2]), minor: Number(m[3] ?? 0) } : null;
}
function answerMode(model) {
  const v = versionOf(model);
  if (v) return v.major > 4 || v.major === 4 && v.minor >= 5 ? "json_schema" : "tool";
  return /claude-3/.test(model) ? "tool" : "text";
}
function answerJsonSchema(wire) {
  return transformJSONSchema(toJSONSchema(wire, { io: "input" }));
}
function withAnswerFormat(params, mode, shape) {
  if (mode === "text") return params;
  const schema = answerJsonSchema(shape.wire);
  if (mode === "json_schema")
    return { ...params, output_config: { format: { type: "json_schema", schema } } };
  return {
    ...params,
    tools: [
      {
        name: shape.name,
        description: shape.description,
        input_schema: schema
      }
    ],
    tool_choice: { type: "tool", name: shape.name }
  };
}
function readAnswer(message, mode, shape) {
  const cut = message.stop_reason === "max_tokens" ? " (cut at max_tokens)" : "";
  let json;
  if (mode === "text") return readJsonAnswer(answerText(message.content), shape.check);
  if (mode === "tool") {
    const call = message.content.find((b) => b.type === "tool_use" && b.name === shape.name);
    if (!call || call.type !== "tool_use")
      return { ok: false, error: `the answer holds no ${shape.name} tool call${cut}` };
    json = call.input;
  } else {
    try {
      json = JSON.parse(answerText(message.content));
    } catch {
      return { ok: false, error: `the structured answer is not valid JSON${cut}` };
    }
  }
  const parsed = safeParse(shape.check, json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: `the answer does not match the schema (${issue?.path.join(".") || "answer"}: ${issue?.message ?? "invalid"})`
  };
}
function refusedFormat(e) {
  const err = e;
  const text = `${err.error?.error?.message ?? ""} ${err.message ?? ""}`;
  return err.status === 400 && /output_config|output_format|structured output|tool_choice/i.test(text);
}
async function callForAnswer(client, params, opts, shape, warn) {
  const mode = answerMode(params.model);
  try {
    return { ...await callMessages(client, withAnswerFormat(params, mode, shape), opts), mode };
  } catch (e) {
    if (mode === "text" || !refusedFormat(e)) throw e;
    const how = mode === "json_schema" ? "structured outputs (output_config.format)" : "a forced tool call";
    warn?.(`${params.model} refused ${how}; asked again for the JSON answer in plain text.`);
    return { ...await callMessages(client, params, opts), mode: "text" };
  }
}

export {
  readJsonAnswer,
  readAnswer,
  callForAnswer
};
//# sourceMappingURL=chunk-QVGG227P.js.map
