// The folded map's pair, search_wiki then open_section: what every reading conversation adds
// past map-token-budget, when the prompt carries sections instead of one line per page.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import type { MapOutline } from '../wiki/folded-map.js';
import type { Page } from '../wiki/types.js';
import { openSection } from './open-section.js';
import { searchWiki } from './search-wiki.js';
import type { ToolHandlers } from './types.js';

/** The two tools' definitions: fixed bytes (they lead the cached prefix). */
export const findToolDefinitions = (): Tool[] => [
  searchWiki.definition(),
  openSection.definition(),
];

/** The executors over a wiki's outline and the pages it was built over. */
export function findHandlers(outline: MapOutline, pages: readonly Page[]): ToolHandlers {
  const ctx = { outline, pages };
  return { ...searchWiki.handler(ctx), ...openSection.handler(ctx) };
}
