// The one door from `ask` to the read tools: read_pages (slug enum, ≤ 2 per call) and read_section,
// the same code as Tier 3. Only this file knows where they live, so the tool module can move
// under it without touching the conversation.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { readPages, readSectionOf, readTools } from '../wiki/read.js';
import type { Page } from '../wiki/types.js';

export interface ReadOutcome {
  content: string;
  is_error: boolean;
  /** Slugs the call served (empty for an error). */
  slugs: string[];
}

/** The read-only tool definitions; deterministic for the same slugs (part of the cached prefix). */
export function askTools(slugs: readonly string[]): Tool[] {
  return readTools(slugs) as Tool[];
}

const slugOf = (pages: readonly Page[], wanted: unknown): string[] => {
  const slug = typeof wanted === 'string' ? wanted.trim().toLowerCase() : '';
  return pages.some((p) => p.slug === slug) ? [slug] : [];
};

/** Runs one read tool call; an unknown tool or bad input is an error result, never a throw. */
export function runReadTool(
  pages: readonly Page[],
  name: string,
  input: unknown,
  pageCharCap: number,
): ReadOutcome {
  const args = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  if (name === 'read_pages') {
    const out = readPages(pages, args.slugs, pageCharCap);
    const slugs = out.is_error
      ? []
      : [...new Set((args.slugs as unknown[]).flatMap((s) => slugOf(pages, s)))];
    return { ...out, slugs };
  }
  if (name === 'read_section') {
    const out = readSectionOf(pages, args.slug, args.heading);
    return { ...out, slugs: out.is_error ? [] : slugOf(pages, args.slug) };
  }
  return {
    content: `There is no tool "${name}" here; use read_pages or read_section.`,
    is_error: true,
    slugs: [],
  };
}
