// What every question over one wiki shares: the read tools and the system prompt (rules +
// SCHEMA.md + the map). A plain value, byte-identical for the same wiki and caps.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { buildMap, type WikiMap } from '../wiki/map.js';
import type { Caps, Page, Wiki } from '../wiki/types.js';
import { askSystemPrompt } from './prompt.js';
import { askTools } from './read-tools.js';

export interface AskPrefix {
  tools: Tool[];
  system: string;
  /** The pages the read tools serve and citations are checked against. */
  pages: readonly Page[];
  map: WikiMap;
}

export function askPrefix(
  wiki: Pick<Wiki, 'pages' | 'schema'>,
  caps?: Caps,
  language = '',
): AskPrefix {
  const map = buildMap(wiki.pages, caps);
  return {
    tools: askTools(map.entries.map((e) => e.slug)),
    system: askSystemPrompt({ schema: wiki.schema, map: map.text, language }),
    pages: wiki.pages,
    map,
  };
}
