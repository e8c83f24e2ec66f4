// The reply comment to a /wiki question: the hidden marker (once per comment), the answer with
// its citations linked to the page files, and a folded footer with pages read, tokens and cost.
// The answer is model output, itself fed by page text and the reader's question: in a comment it
// must not ping people, embed remote images (a URL can carry data out) or open raw HTML (a
// forged marker, an unclosed <details> swallowing the footer). Code keeps its text as written.
// Below the marker, a hidden line holds the answer's telemetry as data (never the question); the
// last line invites readers to react 👍 / 👎, which `wiki-ingest pulse` counts.
import { telemetryLine, type AnswerTelemetry } from '../answer-marker.js';
import { money } from '../ledger/money.js';
import { linkCitations, type CitedPage } from './citations.js';
import { answerMarker } from './command.js';
import type { AskResult } from './conversation.js';
import { staleNotesMarkdown, type StaleCitation } from './stale.js';

/** Thousands separators without locale. */
const num = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Prose outside code: no raw HTML, no mentions, no images. */
function disarmProse(text: string): string {
  return text
    .replace(/</g, '&lt;')
    .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, '$1@\u200b')
    .replace(/!\[/g, '!\\[');
}

/** Inline code spans kept as written; the prose between them disarmed. */
function disarmLine(line: string): string {
  let out = '';
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + disarmProse(rest);
    const close = rest.indexOf(open[0], open.index + open[0].length);
    if (close < 0) return out + disarmProse(rest);
    out += disarmProse(rest.slice(0, open.index)) + rest.slice(open.index, close + open[0].length);
    rest = rest.slice(close + open[0].length);
  }
}

/**
 * GitHub refuses a comment body over 65,536 characters; the answer gets what the marker and the
 * footer leave of it.
 */
export const MAX_ANSWER_CHARS = 60_000;

const fenceOf = (line: string): string | undefined => /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];

/** Whether `line` closes the block `fence` opened. */
const closes = (fence: string, marker: string | undefined): boolean =>
  marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length;

/** Markdown from the model made safe for a comment; fenced code blocks are left as written. */
export function disarmMarkdown(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = fenceOf(line);
      if (fence !== null) {
        if (closes(fence, marker)) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return disarmLine(line);
    })
    .join('\n');
}

/** The fence still open at the end of `text`, if any. */
function openFence(text: string): string | null {
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = fenceOf(line);
    if (fence !== null) {
      if (closes(fence, marker)) fence = null;
    } else if (marker) fence = marker;
  }
  return fence;
}

/** Text within `max` characters, cut at a line break with a note; an open code fence is closed. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const cut = head.lastIndexOf('\n') > 0 ? head.slice(0, head.lastIndexOf('\n')) : head;
  const open = openFence(cut);
  return `${cut}${open ? `\n${open}` : ''}\n\n_(The answer was cut at ${max} characters: GitHub's limit on a comment.)_`;
}

export interface ReplyInput {
  commentId: number;
  /** Default MAX_ANSWER_CHARS. */
  maxAnswerChars?: number;
  result: AskResult;
  /** The wiki's pages (slug, file, title), for links. */
  pages: readonly CitedPage[];
  /** Where page files are shown (wikiBlobBase). */
  base: string;
  /** The cited pages' covered files changed (or gone) since their stamp: said under the answer. */
  stale?: readonly StaleCitation[];
}

/** The stale notes as a GitHub note block, each page linked; none when nothing is stale. */
function staleBlock(input: ReplyInput): string[] {
  const notes = staleNotesMarkdown(input.stale ?? [], (slug) =>
    linkCitations(`[[${slug}]]`, input.pages, input.base),
  );
  return notes.length ? ['', '> [!NOTE]', ...notes.map((n) => `> - ${n}`)] : [];
}

/** The line every answer ends with: the reactions the pulse counts. */
export const FEEDBACK_INVITATION =
  '<sub>Did this answer help? React with 👍 or 👎 to this comment.</sub>';

/**
 * A comment is bounded (MAX_ANSWER_CHARS leaves ~5,000 characters): the telemetry keeps the first
 * 20 citations and no slug over 200 characters (within what src/answer-marker.ts reads back).
 */
const MAX_TELEMETRY_CITATIONS = 20;
const slugs = (list: readonly string[], max: number): string[] =>
  list.filter((s) => s.length <= 200).slice(0, max);

/** What the hidden line records of an answer: figures and slugs, never the question's text. */
export function answerTelemetry(r: AskResult): AnswerTelemetry {
  const ms = (n: number): number => Math.max(0, Math.round(n));
  return {
    v: 1,
    model: r.model.slice(0, 200),
    status: r.status === 'stopped' ? 'stopped' : 'answered',
    pages_read: slugs(r.pages_read, 50),
    read_page: r.pages_read.length > 0,
    latency_ms: {
      first_token: r.latency_ms.first_token === null ? null : ms(r.latency_ms.first_token),
      full: ms(r.latency_ms.full),
    },
    tokens: {
      input: r.usage.input_tokens,
      cache_write: r.usage.cache_creation_input_tokens,
      cache_read: r.usage.cache_read_input_tokens,
      output: r.usage.output_tokens,
    },
    cost_usd: r.cost_usd,
    citations: slugs(r.citations, MAX_TELEMETRY_CITATIONS),
  };
}

export function renderReply(input: ReplyInput): string {
  const { result: r, pages, base } = input;
  const answer = bounded(
    linkCitations(disarmMarkdown(r.answer.trim()), pages, base),
    input.maxAnswerChars ?? MAX_ANSWER_CHARS,
  );
  const u = r.usage;
  const read = r.pages_read.length
    ? linkCitations(r.pages_read.map((slug) => `[[${slug}]]`).join(', '), pages, base)
    : r.status === 'answered'
      ? 'none (the map answered)'
      : 'none';
  const count = `${r.pages_read.length} page${r.pages_read.length === 1 ? '' : 's'} read`;
  const total =
    u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens;
  const footer = [
    `<details><summary>wiki-ingest · ${count} · ${num(total)} tokens · ${money(r.cost_usd, 'cost unknown')}</summary>`,
    '',
    `- Pages read: ${read}`,
    `- Tokens: input ${num(u.input_tokens)}, cache write ${num(u.cache_creation_input_tokens)}, cache read ${num(u.cache_read_input_tokens)} (${(r.cache_read_share * 100).toFixed(1)}% of the prompt), output ${num(u.output_tokens)}`,
    `- Model: \`${r.model.replace(/`/g, '')}\`, ${r.iterations} call${r.iterations === 1 ? '' : 's'}`,
    ...(r.unknown_citations.length
      ? [
          `- Citations of pages that do not exist, removed: ${r.unknown_citations.map((s) => `\`${s.replace(/`/g, '')}\``).join(', ')}`,
        ]
      : []),
    '',
    '</details>',
  ];
  return [
    answerMarker(input.commentId),
    telemetryLine(answerTelemetry(r)),
    answer === '' ? '_(no answer)_' : answer,
    ...staleBlock(input),
    '',
    ...footer,
    '',
    FEEDBACK_INVITATION,
  ].join('\n');
}
