// A job summary as GitHub renders it (CommonMark with raw HTML: markdown-it `{html: true}`), and
// what it holds: the elements, links and images. The project writes its summary as raw HTML only,
// so every block must stay an HTML block and every element must be one the project writes; a
// Markdown heading, link, image or table taken from untrusted text shows up as something else.
import MarkdownIt from 'markdown-it';

/** The elements the summary builders write (report/*.ts and @actions/core's summary). */
export const SUMMARY_ELEMENTS = new Set([
  'h2',
  'p',
  'b',
  'a',
  'code',
  'pre',
  'ul',
  'li',
  'table',
  'tr',
  'th',
  'td',
  'details',
  'summary',
]);

export interface Rendered {
  html: string;
  /** Block tokens that are not raw HTML (Markdown the renderer made of the text). */
  markdownBlocks: string[];
  /** Element names in the rendered HTML, in order. */
  elements: string[];
  hrefs: string[];
  images: string[];
}

const md = new MarkdownIt({ html: true });

export function render(summary: string): Rendered {
  const tokens = md.parse(summary, {});
  const markdownBlocks = tokens
    .filter((t) => t.level === 0 && t.type !== 'html_block')
    .map((t) => t.type);
  const html = md.render(summary);
  const elements = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase());
  const hrefs = [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]!);
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  return { html, markdownBlocks, elements, hrefs, images };
}

/**
 * What in `summary` the project did not write: Markdown blocks, unknown elements, images, and
 * links other than those starting with one of `allowedHrefs`. The empty list when clean.
 */
export function foreignContent(summary: string, allowedHrefs: readonly string[] = []): string[] {
  const r = render(summary);
  return [
    ...r.markdownBlocks.map((t) => `markdown block ${t}`),
    ...r.elements.filter((e) => !SUMMARY_ELEMENTS.has(e)).map((e) => `element <${e}>`),
    ...r.images.map((i) => `image ${i}`),
    ...r.hrefs.filter((h) => !allowedHrefs.some((a) => h.startsWith(a))).map((h) => `link ${h}`),
  ];
}
