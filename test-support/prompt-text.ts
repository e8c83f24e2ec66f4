// A recorded Messages API request as text a reviewer reads in a diff: the tools (description,
// then the input schema as indented JSON), the system prompt and every message as they were sent,
// with the cache breakpoints marked where they sit. The golden-prompt tests compare requests in
// this form, so a change to any prompt shows up, word for word, in the change that makes it.
import type { Json } from './fake-messages-api.js';

type Obj = { [key: string]: Json };

const isObj = (v: Json | undefined): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function breakpoint(block: Json | undefined): string {
  if (!isObj(block) || !isObj(block.cache_control)) return '';
  return ` [cache_control ${String(block.cache_control.ttl ?? '5m')}]`;
}

function withoutCache(v: Json): Json {
  if (Array.isArray(v)) return v.map(withoutCache);
  if (isObj(v))
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== 'cache_control')
        .map(([k, x]) => [k, withoutCache(x)]),
    );
  return v;
}

function block(b: Json): string[] {
  if (typeof b === 'string') return [b];
  if (!isObj(b)) return [JSON.stringify(b)];
  const mark = breakpoint(b);
  switch (b.type) {
    case 'text':
      return [`[text${mark}]`, String(b.text)];
    case 'tool_use':
      return [`[tool_use ${String(b.name)} ${JSON.stringify(b.input)}${mark}]`];
    case 'tool_result': {
      const content = Array.isArray(b.content) ? b.content.flatMap(block) : [String(b.content)];
      return [`[tool_result${b.is_error ? ' is_error' : ''}${mark}]`, ...content];
    }
    default:
      return [`[${String(b.type)}${mark}] ${JSON.stringify(withoutCache(b))}`];
  }
}

/** The request `body` as reviewable text (ids of tool calls left out: they are the fake's). */
export function requestText(body: Obj): string {
  const out: string[] = [`model: ${String(body.model)} · max_tokens: ${String(body.max_tokens)}`];
  const tools = Array.isArray(body.tools) ? body.tools : [];
  if (tools.length) out.push('', '======== tools ========');
  for (const t of tools) {
    if (!isObj(t)) continue;
    out.push(
      '',
      `--- ${String(t.name)}${breakpoint(t)}`,
      String(t.description),
      JSON.stringify(t.input_schema, null, 2),
    );
  }
  if (body.tool_choice !== undefined)
    out.push('', `tool_choice: ${JSON.stringify(body.tool_choice)}`);
  const system = Array.isArray(body.system) ? body.system : [body.system ?? ''];
  out.push('', '======== system ========');
  for (const s of system) out.push(...block(s));
  if (body.output_config !== undefined)
    out.push('', '======== output_config ========', JSON.stringify(body.output_config, null, 2));
  out.push('', '======== messages ========');
  for (const m of Array.isArray(body.messages) ? body.messages : []) {
    if (!isObj(m)) continue;
    out.push('', `--- ${String(m.role)}`);
    const content = Array.isArray(m.content) ? m.content : [m.content ?? ''];
    for (const c of content) out.push(...block(c));
  }
  return `${out.join('\n')}\n`;
}
