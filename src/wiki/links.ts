// Links between pages: `[[slug]]` in a body. One reading for the write tools (which refuse new
// dead links) and lint (which reports every dead one and the pages nothing links to).

const CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
const LINK = /\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g;

/** `[[slug]]`, `[[slug|label]]` and `[[slug#heading]]` targets outside code, lowercased, once each. */
export function wikiLinks(body: string): string[] {
  // Lint reads every page: most bodies have no link, or no code to strip, and skip that scan.
  if (!body.includes('[[')) return [];
  const prose = body.includes('`') || body.includes('~~~') ? body.replace(CODE, '') : body;
  const out = new Set<string>();
  for (const m of prose.matchAll(LINK)) out.add(m[1]!.trim().toLowerCase());
  return [...out];
}
