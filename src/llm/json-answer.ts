// A model's JSON answer read from its text: the fallback of the one-shot calls (triage, the
// archive's triage, the init plan, lint --deep) on a model that takes neither structured outputs
// nor a forced tool call (./structured.ts decides). Such models wrap the object in a fence, add a
// sentence, or write two objects. One reader for all of them, so a fix to what counts as the
// answer reaches every caller.
import * as z from '../zod.js';

/** JSON object candidates in a reply: fenced blocks first, then the whole text, then each {…}. */
function candidates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) out.push(m[1]!.trim());
  out.push(text.trim());
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
    const end = balancedEnd(text, i);
    if (end > i) out.push(text.slice(i, end + 1));
  }
  return out;
}

/** Index of the `}` closing the `{` at `start`, strings respected; -1 when unbalanced. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

export type JsonAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The first JSON object in `text` that `schema` accepts, or why there is none: no JSON object at
 * all, or the first schema mismatch (path and message), for a warning a maintainer can act on.
 */
export function readJsonAnswer<S extends z.ZodMiniType>(
  text: string,
  schema: S,
): JsonAnswer<z.output<S>> {
  let schemaError: string | undefined;
  for (const c of candidates(text)) {
    let json: unknown;
    try {
      json = JSON.parse(c);
    } catch {
      continue;
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) continue;
    const parsed = z.safeParse(schema, json);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    schemaError ??= `${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'}`;
  }
  return schemaError === undefined
    ? { ok: false, error: 'the answer holds no JSON object' }
    : { ok: false, error: `the answer does not match the schema (${schemaError})` };
}
