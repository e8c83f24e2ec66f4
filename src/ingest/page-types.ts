// What each page type means, one line each, so the agent files a topic under the type the
// maintainers expect. The default types have a meaning here; SCHEMA.md may define any type's
// meaning as a line `type: meaning` under a heading naming the page types (not their sections).
// SCHEMA.md is text a person wrote: its meanings stay in its own fence, and a type it defines
// says so rather than copying the text out of the fence.

/** The default page types' meanings. */
export const TYPE_MEANINGS: Readonly<Record<string, string>> = {
  entity:
    'a thing in the system with an identity of its own (a module, service, resource, data model or table): what it holds, does and connects to',
  feature:
    'something a user or caller can do: its behaviour, inputs and options, limits and errors',
  concept:
    'an idea that cuts across the code (a mechanism, a rule, a term): what it means and where it applies',
  decision: 'a choice that was made: its context, the options weighed, what was chosen and why',
  guide: 'a task done step by step: setting up, configuring, releasing, migrating',
};

/** The page types SCHEMA.md gives a meaning to (lines `type: meaning` under a "types" heading). */
export function typesDefinedInSchema(
  schema: string | null,
  pageTypes: readonly string[],
): Set<string> {
  const out = new Set<string>();
  if (!schema) return out;
  let inTypes = false;
  for (const line of schema.replace(/\r\n?/g, '\n').split('\n')) {
    const h = /^#{1,6}\s+(.*)$/.exec(line);
    if (h) {
      inTypes = /\btypes?\b/i.test(h[1]!) && !/section/i.test(h[1]!);
      continue;
    }
    if (!inTypes) continue;
    const m = /^\s*(?:[-*]\s+)?[`*]*([a-z][a-z0-9_-]*)[`*]*\s*[:—–-]\s*\S/i.exec(line);
    if (m && pageTypes.includes(m[1]!.toLowerCase())) out.add(m[1]!.toLowerCase());
  }
  return out;
}

/** Each page type's line of the prompt: its meaning, then the sections it requires. */
export function pageTypeLines(
  pageTypes: readonly string[],
  required: Readonly<Record<string, readonly string[]>>,
  schema: string | null,
): string[] {
  const bySchema = typesDefinedInSchema(schema, pageTypes);
  return pageTypes.map((t) => {
    const meaning = bySchema.has(t)
      ? 'as SCHEMA.md (below) defines it'
      : Object.hasOwn(TYPE_MEANINGS, t)
        ? TYPE_MEANINGS[t]!
        : null;
    const req = required[t] ?? [];
    const sections = req.length
      ? ` (required sections: ${req.map((r) => `"## ${r}"`).join(', ')})`
      : '';
    return `- ${t}${meaning ? `: ${meaning}` : ''}${sections}`;
  });
}
