// Links between pages: `[[slug]]` in a body. One reading for the write tools (which refuse new
// dead links) and lint (which reports every dead one and the pages nothing links to).

/** `[[slug]]`, `[[slug|label]]` and `[[slug#heading]]` targets outside code, lowercased, once each. */
export function wikiLinks(body: string): string[] {
  const prose = body.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g, '');
  const out = new Set<string>();
  for (const m of prose.matchAll(/\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g))
    out.add(m[1]!.trim().toLowerCase());
  return [...out];
}
