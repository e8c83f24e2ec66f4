// Which map a prompt carries: the whole map while it fits map-token-budget (the prompt then stays
// byte for byte what it was before the budget existed), else the folded map with the hubs and the
// pages the caller names shown in full. One decision, made here for Tier 3 and `ask` alike, so
// both fold at the same size and carry the same bytes for the same wiki.
import {
  DEFAULT_MAP_TOKEN_BUDGET,
  foldMap,
  mapBudget,
  outlineMap,
  type MapBudget,
  type MapOutline,
} from './folded-map.js';
import type { WikiMap } from './map.js';
import { codePoints, compareCodePoints } from './text.js';
import type { Page } from './types.js';

export interface PromptMap {
  /** True past the budget: `text` is the folded map and the find tools are offered. */
  folded: boolean;
  /** The map as the prompt carries it. */
  text: string;
  /** The read tools' slug enum: every page under the budget, none past it (the handler checks). */
  enumSlugs: string[];
  /** The outline search_wiki and open_section serve; null under the budget. */
  outline: MapOutline | null;
  budget: MapBudget;
}

/** The share of map-token-budget the folded map takes, whatever the number of pages. */
export const FOLDED_SHARE = 0.1;
/** The folded map's floor in tokens, so a small budget still leaves it a few sections. */
export const FOLDED_MIN_TOKENS = 500;

/**
 * Tokens the folded map may take under `budget`: a fixed share of it, so a wiki ten times larger
 * sends the same prompt size (the rest is found with search_wiki and open_section). Its section
 * lines take at most half; hubs and the run's pages fill what they leave.
 */
export function foldedAllowance(budget: number): { total: number; sections: number } {
  const total = Math.min(budget, Math.max(FOLDED_MIN_TOKENS, Math.floor(budget * FOLDED_SHARE)));
  return { total, sections: Math.floor(total / 2) };
}

/**
 * Who is shown in full when not all fit: the top-level hubs (they map the whole wiki), then the
 * pages the caller names (most important first), then folders' hubs, largest folder first.
 */
function fullPriority(outline: MapOutline, named: readonly string[]): string[] {
  const described = outline.sections.filter((s) => s.hub !== null);
  const top = described.filter((s) => s.kind === 'hub');
  const folders = described
    .filter((s) => s.kind !== 'hub')
    .sort((a, b) => b.slugs.length - a.slugs.length || compareCodePoints(a.id, b.id));
  return [...new Set([...top.map((s) => s.hub!), ...named, ...folders.map((s) => s.hub!)])];
}

/**
 * The map for a prompt over `pages` (`map` = buildMap(pages, caps)). Past `budget` tokens: the
 * folded map within foldedAllowance(budget), its hubs and `full` (most important first) shown
 * in full while they fit. `full` must depend only on the wiki for the prompt to stay cached.
 */
export function promptMap(
  map: WikiMap,
  pages: readonly Page[],
  budget: number,
  full: readonly string[] = [],
): PromptMap {
  const check = mapBudget(map, budget);
  if (!check.over)
    return {
      folded: false,
      text: map.text,
      enumSlugs: map.entries.map((e) => e.slug),
      outline: null,
      budget: check,
    };
  const outline = outlineMap(map, pages);
  const allowance = foldedAllowance(budget);
  const folded = foldMap(outline, {
    full: fullPriority(outline, full),
    budget: allowance.total,
    sections: allowance.sections,
  });
  return { folded: true, text: folded.text, enumSlugs: [], outline, budget: check };
}

/** What a map line holds besides its slug, at the least: ` |  |  |` (no title, description or heading) and its newline. */
const LINE_FLOOR = 9;

/**
 * True when a map of pages with these slugs is sure to pass `budget` tokens, whatever the pages
 * hold: each line carries at least its slug and its separators. Known from a folder's listing
 * alone, before a page is read (the MCP server lists its tools from it); false when only reading
 * the pages can tell.
 */
export function foldsByListing(slugs: Iterable<string>, budget: number): boolean {
  let chars = 0;
  for (const slug of slugs) chars += codePoints(slug) + LINE_FLOOR;
  return Math.ceil(chars / 4) > budget;
}

const PROMPT_TOO_LONG = /prompt is too long/i;

/**
 * What to tell the user when the API refused a prompt as too long (`reason` holds its message):
 * the map's size, its budget and the fix. Null for any other failure.
 */
export function promptTooLongAdvice(reason: string, budget: MapBudget): string | null {
  if (!PROMPT_TOO_LONG.test(reason)) return null;
  const size = `The wiki map is ~${budget.tokens} tokens against map-token-budget ${budget.budget}`;
  return budget.over
    ? `${size}, so the prompt already carried the folded map: lower map-token-budget (the folded map shows fewer pages in full), ingest-diff-chars or page-char-cap.`
    : `${size}, so the prompt carried the whole map: set map-token-budget below ${budget.tokens} (the default is ${DEFAULT_MAP_TOKEN_BUDGET}) so the prompt carries the folded map and search_wiki instead.`;
}
