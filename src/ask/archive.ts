// Archiving an answer (`/wiki save`), Tier 1 (free, pure): which answer the save names, and whether it is worth a model
// call at all. The answer is the comment the save links (`/wiki save #issuecomment-<id>`), else
// the latest wiki-ingest answer in the thread before the save; only a comment by the account the
// run's token acts as (src/github/identity.ts) opening with the answer marker counts: anyone —
// another app's bot too — can paste a marker. Refused without a call: an
// answer citing no page, one shorter than ARCHIVE_MIN_CHARS, one already archived (an earlier
// archive reply names it). Also the one short reply every decision gets, escaped and marked.
import { ANSWER_MARKER_LINE, readTelemetry } from '../answer-marker.js';
import { sameAccount } from '../github/identity.js';
import type { ThreadComment } from '../github/thread-comments.js';
import { inertText } from '../security/inert-markdown.js';
import { oneLine } from '../security/output.js';
import type { ToolRefusal, Usage } from '../types.js';
import { questionOf, type SaveRequest } from './command.js';

/** An answer shorter than this (its text, without the marker lines and footer) is not archived. */
export const ARCHIVE_MIN_CHARS = 280;

/** The first line of every archive reply: the save it answers, the answer, and the outcome. */
export const saveMarker = (saveId: number, answerId: number, outcome: SaveOutcome): string =>
  `<!-- wiki-ingest-save:${saveId} answer:${answerId} ${outcome} -->`;

const SAVE_MARKER =
  /^<!-- wiki-ingest-save:(\d+) answer:(\d+) (archived|nothing-archived|skip|refused|failed) -->/;

/** `nothing-archived`: Tier 3 ran and wrote no page, so nothing was committed or proposed. */
export type SaveOutcome = 'archived' | 'nothing-archived' | 'skip' | 'refused' | 'failed';

/** How a save ended: the reply's outcome and sentence, and what the model calls cost. */
export interface SaveResult {
  outcome: SaveOutcome;
  sentence: string;
  answerId: number;
  usage: Usage;
  cost_usd: number | null;
  pullRequestUrl?: string;
  warnings: string[];
  /** Tier 3's refused tool calls, for the job summary. */
  refused?: ToolRefusal[];
}

/** The answer a save archives, as Tier 2 and Tier 3 read it. */
export interface SavedAnswer {
  id: number;
  url: string;
  /** The answer as the comment shows it (links to the cited pages, prose disarmed). */
  text: string;
  /** Slugs the answer cited (its telemetry). */
  citations: string[];
  /** The question it answered (the reader's text after the command), '' when not found. */
  question: string;
}

/** Comments by `login`, the account the run's token acts as: ours, not any bot's. */
const oursBy =
  (login: string) =>
  (c: Pick<ThreadComment, 'login'>): boolean =>
    sameAccount(c.login, login);

/** The answer's text: below the marker and telemetry lines, above the folded footer. */
export function answerTextOf(body: string): string {
  const lines = body.split('\n');
  const start = lines.findIndex((l, i) => i > 0 && !l.startsWith('<!-- wiki-ingest-'));
  const end = lines.findIndex((l) => l.startsWith('<details><summary>wiki-ingest'));
  return lines
    .slice(Math.max(start, 1), end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/** An earlier reply (a re-run of the same save), or the PR an earlier save opened for the answer. */
export function earlierSave(
  comments: readonly ThreadComment[],
  saveId: number,
  answerId: number | null,
  login: string,
): { again: ThreadComment } | { archived: ThreadComment } | null {
  const mayBeOurs = oursBy(login);
  for (const c of comments.filter(mayBeOurs)) {
    const m = SAVE_MARKER.exec(c.body);
    if (!m) continue;
    if (Number(m[1]) === saveId) return { again: c };
  }
  for (const c of comments.filter(mayBeOurs)) {
    const m = SAVE_MARKER.exec(c.body);
    if (m && Number(m[2]) === answerId && m[3] === 'archived') return { archived: c };
  }
  return null;
}

/** Whether any earlier save (by command or by 👍) decided `answerId`, whatever its outcome. */
export const decidedBefore = (
  comments: readonly ThreadComment[],
  answerId: number,
  login: string,
): boolean =>
  comments.some((c) => oursBy(login)(c) && Number(SAVE_MARKER.exec(c.body)?.[2]) === answerId);

/** The answer comment a save names, or why none is found. */
export function findAnswer(
  comments: readonly ThreadComment[],
  save: Pick<SaveRequest, 'commentId' | 'answerId'>,
  login: string,
): ThreadComment | string {
  const mayBeOurs = oursBy(login);
  const answers = comments.filter((c) => ANSWER_MARKER_LINE.test(c.body) && mayBeOurs(c));
  if (save.answerId !== null) {
    const named = answers.find((c) => c.id === save.answerId);
    return named ?? `comment ${save.answerId} is not a wiki-ingest answer in this thread`;
  }
  const at = comments.findIndex((c) => c.id === save.commentId);
  const before = answers.filter((c) => at < 0 || comments.indexOf(c) < at);
  return before.at(-1) ?? 'no wiki-ingest answer precedes it in this thread';
}

/**
 * Tier 1: the answer read from its comment, or the reason it is not archived (no model call).
 * `command` is the ask-command, to read the question the answer names.
 */
export function archiveTier1(
  comments: readonly ThreadComment[],
  answer: ThreadComment,
  command: string,
): SavedAnswer | string {
  const telemetry = readTelemetry(answer.body);
  if (!telemetry || telemetry.citations.length === 0)
    return 'the answer cited no wiki page, so there is nothing to link a new page to';
  const text = answerTextOf(answer.body);
  if (text.length < ARCHIVE_MIN_CHARS)
    return `the answer is ${text.length} characters long, under the ${ARCHIVE_MIN_CHARS} worth a page`;
  const asked = Number(ANSWER_MARKER_LINE.exec(answer.body)?.[1]);
  const questionComment = comments.find((c) => c.id === asked);
  return {
    id: answer.id,
    url: answer.url,
    text,
    citations: telemetry.citations,
    question: questionComment ? (questionOf(questionComment.body, command) ?? '') : '',
  };
}

/** The question as a title: one line, at most 80 characters; a fallback when there is none. */
export const topicOf = (a: Pick<SavedAnswer, 'question' | 'id'>): string =>
  oneLine(a.question, 80).trim() || `answer ${a.id}`;

/**
 * Untrusted text (a question, a model's reason) inside a reply: one line, Markdown-inert (no link,
 * autolink, HTML, code or table), mentions that ping nobody, references that link nothing.
 */
export const plain = (text: string, max = 300): string => inertText(text, max);

/** The one short reply: its marker, then one sentence (its untrusted parts already `plain`). */
export function saveReply(
  ids: { save: number; answer: number },
  outcome: SaveOutcome,
  sentence: string,
): string {
  return `${saveMarker(ids.save, ids.answer, outcome)}\n${oneLine(sentence, 1200)}`;
}
