// The deep pass's answer for one page, read from the model's text and validated: the JSON shape
// by zod, then every quote against the page it claims to come from (whitespace aside) and every
// contradiction's page against the neighbours actually shown. What does not hold is dropped and
// counted, so a finding always quotes both pages as they are.
import * as z from '../../zod.js';
import { readJsonAnswer, type JsonAnswer } from '../../llm/json-answer.js';
import type { AnswerShape } from '../../llm/structured.js';
import { pageText } from '../../wiki/map.js';
import type { Page } from '../../wiki/types.js';

// Both lists are required, as the wire shape asks: `{}` (or a list missing) is an answer that
// does not match the schema — an error the pass reports — never "no findings".
const Answer = z.object({
  contradictions: z.array(
    z.object({
      page: z.string(),
      quote: z.string().check(z.maxLength(2000)),
      other_quote: z.string().check(z.maxLength(2000)),
    }),
  ),
  concepts: z.array(z.string().check(z.maxLength(200))),
});

export interface VerifiedContradiction {
  /** The focus page and the neighbour, with each one's sentence as the page holds it. */
  focus: { page: string; text: string };
  other: { page: string; text: string };
}

export interface DeepAnswer {
  contradictions: VerifiedContradiction[];
  concepts: string[];
  /** Claims dropped because a quote is not on its page, or the page was not shown. */
  dropped: number;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The quote as the page holds it (trimmed of stray quotes and ellipses), or null when absent. */
function onPage(page: Page, quote: string): string | null {
  const q = squash(quote)
    .replace(/^["'“‘…]+|["'”’…]+$/g, '')
    .trim();
  if (q.length < 8) return null;
  return squash(pageText(page)).includes(q) ? q : null;
}

/** The answer's shape for the API: both lists always present (empty when there is nothing). */
export const DEEP_SHAPE: AnswerShape<typeof Answer> = {
  name: 'deep_findings',
  description: "Records the page's contradictions with its neighbours and the concepts it lacks.",
  wire: z.object({
    contradictions: z.array(
      z.object({ page: z.string(), quote: z.string(), other_quote: z.string() }),
    ),
    concepts: z.array(z.string()),
  }),
  check: Answer,
};

/** Reads and checks one answer from its text (the fallback); an unreadable one is an error. */
export function readDeepAnswer(
  text: string,
  focus: Page,
  shown: ReadonlyMap<string, Page>,
): { ok: true; answer: DeepAnswer } | { ok: false; error: string } {
  return checkDeepAnswer(readJsonAnswer(text, Answer), focus, shown);
}

/** Checks one answer however it was read; an unreadable one is an error to report, never thrown. */
export function checkDeepAnswer(
  parsed: JsonAnswer<z.output<typeof Answer>>,
  focus: Page,
  shown: ReadonlyMap<string, Page>,
): { ok: true; answer: DeepAnswer } | { ok: false; error: string } {
  if (!parsed.ok) return parsed;
  let dropped = 0;
  const contradictions: VerifiedContradiction[] = [];
  for (const c of parsed.value.contradictions) {
    const other = shown.get(c.page.trim().toLowerCase());
    const mine = onPage(focus, c.quote);
    const theirs = other ? onPage(other, c.other_quote) : null;
    if (!other || other.slug === focus.slug || mine === null || theirs === null) {
      dropped++;
      continue;
    }
    contradictions.push({
      focus: { page: focus.slug, text: mine },
      other: { page: other.slug, text: theirs },
    });
  }
  const concepts = parsed.value.concepts.filter((t) => {
    const kept = squash(pageText(focus)).toLowerCase().includes(squash(t).toLowerCase());
    if (!kept) dropped++;
    return kept;
  });
  return { ok: true, answer: { contradictions, concepts, dropped } };
}
