// How much one answer may read, and how the model hears it. A read is a round trip and pages
// fill the conversation, so an answer reads at most two pages (read_section counts against its
// page); a third is refused with an error the model can act on, and every read's result ends with
// one line saying the reads and model calls left, so the model answers before a budget cuts it.

/** Pages one answer may read (distinct pages; a page read earlier in the conversation is free). */
export const MAX_PAGES_PER_ANSWER = 2;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The pages a read call asks for: read_pages' slugs, or read_section's page; normalized. */
export function pagesAsked(name: string, input: unknown): string[] {
  const args = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const raw = name === 'read_pages' && Array.isArray(args.slugs) ? args.slugs : [args.slug];
  return [
    ...new Set(
      raw.filter((s): s is string => typeof s === 'string').map((s) => s.trim().toLowerCase()),
    ),
  ];
}

export interface ReadBudget {
  /** Pages this answer has read so far, in order. */
  served: readonly string[];
  /** Pages the conversation already holds whole (free to serve again). */
  held: (slug: string) => boolean;
  /** Slugs that name pages (an unknown slug is the read tool's own error, not the budget's). */
  known: (slug: string) => boolean;
  maxPages: number;
}

/** The refusal when serving `asked` would take this answer past its pages, or null. */
export function overBudget(asked: readonly string[], b: ReadBudget): string | null {
  const fresh = asked.filter((s) => b.known(s) && !b.served.includes(s) && !b.held(s));
  if (b.served.length + fresh.length <= b.maxPages) return null;
  const left = Math.max(0, b.maxPages - b.served.length);
  const read = b.served.length ? ` (${b.served.join(', ')})` : '';
  const next =
    left > 0
      ? `Ask for at most ${plural(left, 'more page')}, in one call.`
      : 'Read nothing more: answer now from the pages you read and the map.';
  return `Read budget: one answer may read at most ${b.maxPages} pages, and this one has read ${b.served.length}${read}. ${next} Cite what you read as [[slug]]; where the answer needs a page you could not read, say so and name it as [[slug]].`;
}

/** The line ending every read result: reads and model calls left for this answer. */
export function readBudgetLine(readPages: number, maxPages: number, callsLeft: number): string {
  const reads = Math.max(0, maxPages - readPages);
  const calls =
    callsLeft <= 1
      ? `${plural(callsLeft, 'model call')} left: answer in it, without reading`
      : `${plural(callsLeft, 'model call')} left`;
  const readsText =
    reads === 0
      ? 'no page reads left: answer from what you read'
      : `${reads} of ${maxPages} page reads left`;
  return `[ask budget for this answer: ${readsText}; ${calls}.]`;
}
