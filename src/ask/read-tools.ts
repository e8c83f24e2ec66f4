// The one door from `ask` to the read tools: read_pages (slug enum, ≤ 2 per call) and read_section,
// the same definitions and executors as Tier 3 (src/tools), described with ask's pages-per-answer
// budget, and past map-token-budget search_wiki and open_section. This file adds only what `ask` needs on top: which pages a successful call served.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { findToolDefinitions } from '../tools/find.js';
import { readToolDefinitions, readTools } from '../tools/read.js';
import type { MapOutline } from '../wiki/folded-map.js';
import type { Page } from '../wiki/types.js';
import { MAX_PAGES_PER_ANSWER, pagesAsked } from './read-budget.js';

export interface ReadOutcome {
  content: string;
  is_error: boolean;
  /** Slugs the call served (empty for an error). */
  slugs: string[];
}

/**
 * The read-only tool definitions; deterministic for the same slugs (part of the cached prefix).
 * With a folded map: no slug enum, and search_wiki and open_section after the read tools.
 */
export function askTools(slugs: readonly string[], folded = false): Tool[] {
  return [
    ...readToolDefinitions(folded ? [] : slugs, { pagesPerAnswer: MAX_PAGES_PER_ANSWER }),
    ...(folded ? findToolDefinitions() : []),
  ];
}

/** Runs one tool call; an unknown tool or bad input is an error result, never a throw. */
export async function runReadTool(
  pages: readonly Page[],
  name: string,
  input: unknown,
  pageCharCap: number,
  outline: MapOutline | null = null,
): Promise<ReadOutcome> {
  const out = await readTools(pages, { pageCharCap, outline }).host.execute(name, input);
  const isError = out.is_error === true;
  const served = isError
    ? []
    : pagesAsked(name, input).filter((s) => pages.some((p) => p.slug === s));
  return { content: out.content, is_error: isError, slugs: served };
}
