// Untrusted text (page names, finding details, quotes from pages, file paths, commit subjects) on
// its way into an issue body or a comment, which GitHub renders as Markdown and scans for mentions
// and references. Prose is escaped so it cannot open links, images, HTML (our own hidden markers
// included) or code, and so `@name` pings nobody and `#12` links no issue; names go in code spans,
// where nothing is interpreted.
import { oneLine } from './output.js';

/** One line of inert prose: Markdown punctuation escaped, mentions and references broken. */
export function inertText(text: string, max = 1000): string {
  return oneLine(text, max)
    .replace(/[\\`*_[\]<>#|!~&]/g, (c) => `\\${c}`)
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
    .replace(/#(?=\d)/g, '#\u200b');
}

/** Text as a code span: a fence longer than any backtick run inside, padded when it needs it. */
export function codeSpan(text: string, max = 300): string {
  const s = oneLine(text, max);
  if (s === '') return '—';
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(s) ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}
