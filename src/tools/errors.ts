// The one way a tool says no: an is_error result whose text names the input and the fix, with
// "did you mean" suggestions from one edit distance.
import * as z from '../zod.js';
import { compareCodePoints } from '../wiki/text.js';
import type { ToolOutcome } from './types.js';

export const toolError = (content: string): ToolOutcome => ({ content, is_error: true });

/** A zod failure as one message the model can act on (first five issues). */
export function invalidInput(tool: string, err: z.core.$ZodError): ToolOutcome {
  const issues = err.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
  return toolError(
    `Invalid input for ${tool}: ${issues}. Fix these fields and call ${tool} again.`,
  );
}

/**
 * A tool handler that runs `run` only on input its schema accepts; other input is refused with
 * the fields to fix, before any of it is read.
 */
export function parsedInput<S extends z.ZodMiniType>(
  tool: string,
  schema: S,
  run: (args: z.infer<S>) => Promise<ToolOutcome> | ToolOutcome,
): (input: unknown) => Promise<ToolOutcome> | ToolOutcome {
  return (input) => {
    const parsed = z.safeParse(schema, input);
    return parsed.success ? run(parsed.data) : invalidInput(tool, parsed.error);
  };
}

/** Levenshtein distance of two short strings. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

const lastSegment = (s: string): string => s.split('/').pop() ?? s;

/**
 * Up to five candidates that look like `wanted`, closest first: compared on their last `/`
 * segment, where containing one another counts as a near miss.
 */
export function suggestions(candidates: readonly string[], wanted: string): string[] {
  const w = lastSegment(wanted.trim().toLowerCase());
  if (w === '') return [];
  return [...new Set(candidates)]
    .map((candidate) => {
      const c = lastSegment(candidate.toLowerCase());
      const d = editDistance(c, w);
      return { candidate, score: c.includes(w) || w.includes(c) ? Math.min(d, 1) : d };
    })
    .filter((s) => s.score <= 2)
    .sort((a, b) => a.score - b.score || compareCodePoints(a.candidate, b.candidate))
    .slice(0, 5)
    .map((s) => s.candidate);
}

/**
 * The candidates nearest to `wanted`, nearest first, for a refusal that must always name where to
 * go (an H2 heading of the page): those within an edit or two (or containing one another, case
 * aside) when there are any, else the `n` nearest whatever their distance. Ties keep the
 * candidates' own order.
 */
export function closest(candidates: readonly string[], wanted: string, n = 3): string[] {
  const w = wanted.trim().toLowerCase();
  const scored = [...new Set(candidates)]
    .map((candidate, i) => {
      const c = candidate.toLowerCase();
      const d = editDistance(c, w);
      const near = w !== '' && (c.includes(w) || w.includes(c));
      return { candidate, i, score: near ? Math.min(d, 1) : d };
    })
    .sort((a, b) => a.score - b.score || a.i - b.i);
  const near = scored.filter((s) => s.score <= 2);
  return (near.length ? near : scored).slice(0, n).map((s) => s.candidate);
}

/** " Did you mean: a, b?" or ''. */
export function didYouMean(candidates: readonly string[], wanted: string): string {
  const near = suggestions(candidates, wanted);
  return near.length ? ` Did you mean: ${near.join(', ')}?` : '';
}

export const unknownSlug = (slugs: readonly string[], slug: string): ToolOutcome =>
  toolError(
    `No page "${slug}" in the wiki map or this run.${didYouMean(slugs, slug)} Use a slug exactly as the map lists it.`,
  );
