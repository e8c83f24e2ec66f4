import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  safeParse
} from "./chunk-VEMQLS7P.js";

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

export {
  readJsonAnswer
};
//# sourceMappingURL=chunk-KDBEP532.js.map
