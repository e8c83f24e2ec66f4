// What a conversation keeps from question to question, and the rules that keep it valid for the
// API and cheap: every tool call answered (as not run when a question stopped first), thinking
// passed back intact, a page read once per conversation, and no trace of a question that failed.
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import { toolResult } from '../llm/turn.js';
import type { MapOutline } from '../wiki/folded-map.js';
import type { Page } from '../wiki/types.js';
import { questionMessage } from './prompt.js';
import { readBudgetLine, overBudget, pagesAsked } from './read-budget.js';
import { runReadTool } from './read-tools.js';

export interface History {
  messages: MessageParam[];
  /**
   * Tool calls left unanswered when a budget stopped a question: answered (as not run) at the
   * head of the next question's turn, so the history stays valid.
   */
  unanswered: ToolResultBlockParam[];
  /** What the history already holds, so a follow-up does not pay for the same page twice. */
  fetched: Set<string>;
}

export const emptyHistory = (): History => ({ messages: [], unanswered: [], fetched: new Set() });

/** The history as it is now; calling the result puts it back (a failed question leaves no trace). */
export function snapshot(h: History): () => void {
  const length = h.messages.length;
  const unanswered = h.unanswered;
  const fetched = new Set(h.fetched);
  return () => {
    h.messages.length = length;
    h.unanswered = unanswered;
    h.fetched = fetched;
  };
}

/** Opens a question: its user turn, led by the answers to calls the last question left open. */
export function addQuestion(h: History, question: string): void {
  const followUp = h.messages.length > 0;
  h.messages.push({
    role: 'user',
    content: [...h.unanswered, { type: 'text', text: questionMessage(question, followUp) }],
  });
  h.unanswered = [];
}

/** The assistant turn as the API accepts it back: thinking intact, empty text blocks left out. */
export function addAssistantTurn(h: History, content: readonly ContentBlock[]): void {
  const kept = content.filter((b) => !(b.type === 'text' && b.text === ''));
  h.messages.push({
    role: 'assistant',
    content: kept.length
      ? (kept as unknown as ContentBlockParam[])
      : [{ type: 'text', text: '(no answer)' }],
  });
}

/** Tool calls this question will not run, answered as not run at the head of the next one. */
export function leaveUnanswered(h: History, uses: readonly ToolUseBlock[], why: string): void {
  h.unanswered = uses.map((u) => toolResult(u, { content: `Not run: ${why}.`, is_error: true }));
}

/** The history keys a read call fills: a page, or one section of a page. */
function readKeys(use: ToolUseBlock): string[] {
  const input = (use.input ?? {}) as Record<string, unknown>;
  const key = (v: unknown): string => String(v).trim().toLowerCase();
  if (use.name === 'read_pages' && Array.isArray(input.slugs))
    return input.slugs.map((s) => `page:${key(s)}`);
  if (use.name === 'read_section') return [`section:${key(input.slug)}#${key(input.heading)}`];
  return [];
}

/** What one answer's reads go through: the pages, the cap, and its budget. */
export interface AnswerReads {
  pages: readonly Page[];
  pageCharCap: number;
  /** The folded map's outline (search_wiki, open_section), past map-token-budget. */
  outline?: MapOutline | null;
  /** Pages this answer has read (filled as reads are served). */
  served: string[];
  maxPages: number;
  /** Model calls this answer may still make after the one whose reads these are. */
  callsLeft: number;
}

/**
 * Runs one read call, unless the history already holds all it asks for or it would take the
 * answer past its pages; the slugs it serves are added to `served`. A served read ends with the
 * budget line.
 */
export async function readOnce(
  h: History,
  use: ToolUseBlock,
  read: AnswerReads,
): Promise<ToolResultBlockParam> {
  const line = (): string =>
    `\n${readBudgetLine(read.served.length, read.maxPages, read.callsLeft)}`;
  const keys = readKeys(use);
  if (keys.length > 0 && keys.every((k) => h.fetched.has(k)))
    return toolResult(use, {
      content: `Already in this conversation: that text was read earlier and is above; answer from it.${line()}`,
    });
  const refusal = overBudget(pagesAsked(use.name, use.input), {
    served: read.served,
    held: (slug) => h.fetched.has(`page:${slug}`),
    known: (slug) => read.pages.some((p) => p.slug === slug),
    maxPages: read.maxPages,
  });
  if (refusal) return toolResult(use, { content: refusal, is_error: true });
  const out = await runReadTool(
    read.pages,
    use.name,
    use.input,
    read.pageCharCap,
    read.outline ?? null,
  );
  if (out.is_error) return toolResult(use, out);
  keys.forEach((k) => h.fetched.add(k));
  for (const slug of out.slugs) if (!read.served.includes(slug)) read.served.push(slug);
  return toolResult(use, { content: `${out.content}${line()}` });
}
