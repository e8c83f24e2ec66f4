// Untrusted text (PR titles, paths, reasons, diffs) goes into HTML summaries only through this.
// The summary is one CommonMark HTML block, which ends at the first blank (or whitespace-only)
// line; after it, text renders as Markdown (headings, links, images). So line breaks are escaped
// too (as character references, which <pre> still shows as breaks): an escaped string is one
// line, and no untrusted text can end the block.
const HTML: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\n': '&#10;',
  '\r': '&#13;',
};

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"'\n\r]/g, (c) => HTML[c]!);
}

/** Only http(s) links make it into an href. */
export function safeUrl(url: string | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
