// What every question over one wiki shares: the read tools and the system prompt (rules +
// SCHEMA.md + the map, folded past map-token-budget). A plain value, byte-identical for the same
// wiki, caps and budget.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { findPrice, type ModelPrice, type PriceTable } from '../llm/pricing.js';
import { DEFAULT_MAP_TOKEN_BUDGET, type MapOutline } from '../wiki/folded-map.js';
import { buildMap, type WikiMap } from '../wiki/map.js';
import { promptMap, type PromptMap } from '../wiki/map-view.js';
import type { Caps, Page, Wiki } from '../wiki/types.js';
import { askSystemPrompt } from './prompt.js';
import { askTools } from './read-tools.js';

export interface AskPrefix {
  tools: Tool[];
  system: string;
  /** The pages the read tools serve and citations are checked against. */
  pages: readonly Page[];
  map: WikiMap;
  /** The folded map's outline (search_wiki, open_section); null while the map fits its budget. */
  outline: MapOutline | null;
  /** The map's size against the budget it was folded by. */
  view: Pick<PromptMap, 'folded' | 'budget'>;
}

/**
 * The map budget for an ask prompt: map-token-budget, but never more than a quarter of the
 * model's long-prompt threshold, so the prompt (rules, map, the pages read, the follow-ups) stays
 * under the price tier that bills a whole request at a multiple.
 */
export function askMapBudget(budget: number, price: ModelPrice | undefined): number {
  const threshold = price?.long_prompt?.threshold_tokens;
  return threshold === undefined ? budget : Math.min(budget, Math.floor(threshold / 4));
}

/** askMapBudget for `model` in `prices`. */
export const askMapBudgetFor = (budget: number, model: string, prices: PriceTable): number =>
  askMapBudget(budget, findPrice(model, prices));

export function askPrefix(
  wiki: Pick<Wiki, 'pages' | 'schema'>,
  caps?: Caps,
  mapTokenBudget = DEFAULT_MAP_TOKEN_BUDGET,
  language = '',
): AskPrefix {
  const map = buildMap(wiki.pages, caps);
  const view = promptMap(map, wiki.pages, mapTokenBudget);
  return {
    tools: askTools(view.enumSlugs, view.folded),
    system: askSystemPrompt({
      schema: wiki.schema,
      map: view.text,
      folded: view.folded,
      language,
    }),
    pages: wiki.pages,
    map,
    outline: view.outline,
    view: { folded: view.folded, budget: view.budget },
  };
}
