// Untrusted text (a question, a merge title, page names, finding details, quotes from pages) on
// its way into a body GitHub renders as Markdown — an issue, a pull request — and scans for
// mentions, references and links. Prose is escaped so it cannot open links, images, HTML (our own
// hidden markers included) or code; `@name` and `@org/team` ping nobody; `#12`, `GH-12` and
// `owner/repo#12` link no issue; a bare URL or `www.` host is no link. Names go in code spans,
// where nothing is interpreted.
import { oneLine } from './output.js';

/** A zero-width space: invisible, and enough to break a mention, a reference or an autolink. */
const ZWSP = '\u200b';

/** One line of inert prose: Markdown punctuation escaped, mentions, references and links broken. */
export function inertText(text: string, max = 1000): string {
  return (
    oneLine(text, max)
      .replace(/[\\`*_[\]<>#|!~&]/g, (c) => `\\${c}`)
      .replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`)
      .replace(/#(?=\d)/g, `#${ZWSP}`)
      // GitHub links GH-12 to issue 12, case-insensitively.
      .replace(/\b(gh)-(?=\d)/gi, `$1${ZWSP}-`)
      // Extended autolinks: any scheme's `://`, a `www.` host, a `mailto:`/`xmpp:` address.
      .replace(/:\/\//g, `:${ZWSP}//`)
      .replace(/\b(www)\./gi, `$1${ZWSP}.`)
      .replace(/\b(mailto|xmpp):/gi, `$1${ZWSP}:`)
  );
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
