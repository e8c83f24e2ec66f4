// Required H2 sections per page type: the page-sections input wins; else SCHEMA.md may declare
// them as lines `type: Section, Section` (optionally bulleted) under a heading naming sections.

export function sectionsFromSchema(
  schema: string | null,
  pageTypes: readonly string[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!schema) return out;
  let inSections = false;
  for (const line of schema.replace(/\r\n?/g, '\n').split('\n')) {
    const h = /^#{1,6}\s+(.*)$/.exec(line);
    if (h) {
      inSections = /section/i.test(h[1]!);
      continue;
    }
    if (!inSections) continue;
    const m = /^\s*(?:[-*]\s+)?`?([a-z][a-z0-9_-]*)`?\s*:\s*(.+)$/i.exec(line);
    if (!m || !pageTypes.includes(m[1]!.toLowerCase())) continue;
    out[m[1]!.toLowerCase()] = m[2]!
      .split(',')
      .map((s) => s.replace(/^[\s`"']*(?:#+\s*)?|[\s`"'.]*$/g, ''))
      .filter(Boolean);
  }
  return out;
}

export function requiredSections(
  input: Readonly<Record<string, string[]>>,
  schema: string | null,
  pageTypes: readonly string[],
): Record<string, string[]> {
  return Object.keys(input).length > 0 ? { ...input } : sectionsFromSchema(schema, pageTypes);
}
