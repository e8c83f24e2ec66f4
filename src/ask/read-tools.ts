// The one door from `ask` to the read tools: read_pages (slug enum, ≤ 2 per call) and read_section,
// the same definitions and executors as Tier 3 (src/tools), described with ask's pages-per-answer
// budget. This file adds only what `ask` needs on top: which pages a successful call served.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { readToolDefinitions, readTools } from '../tools/toolset.js';
import type { Page } from '../wiki/types.js';
import { MAX_PAGES_PER_ANSWER, pagesAsked } from './read-budget.js';

export interface ReadOutcome {
  content: string;
  is_error: boolean;
  /** Slugs the call served (empty for an error). */
  slugs: string[];
}

/** The read-only tool definitions; deterministic for the same slugs (part of the cached prefix). */
export function askTools(slugs: readonly string[]): Tool[] {
  return readToolDefinitions(slugs, { pagesPerAnswer: MAX_PAGES_PER_ANSWER });
}

/** Runs one read tool call; an unknown tool or bad input is an error result, never a throw. */
export async function runReadTool(
  pages: readonly Page[],
  name: string,
  input: unknown,
  pageCharCap: number,
): Promise<ReadOutcome> {
  const out = await readTools(pages, { pageCharCap }).host.execute(name, input);
  const isError = out.is_error === true;
  const served = isError
    ? []
    : pagesAsked(name, input).filter((s) => pages.some((p) => p.slug === s));
  return { content: out.content, is_error: isError, slugs: served };
}
