// Full-text search over the wiki's pages, for prompts that carry the folded map: past the map's
// budget the agent and `ask` find pages by ranking, not by reading every map line. MiniSearch
// (BM25+ over an in-memory index, no dependencies, ~18 KB minified) ranks titles, slugs, headings,
// descriptions and bodies with per-field boosts. It is imported when an index is first built,
// never at start-up: the Tier 1 skip path and a wiki under its map budget never load it.
// Results are deterministic: ties in score are ordered by slug.
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import { compareCodePoints } from './text.js';
import type { Page } from './types.js';

/** Field boosts: a word in a title says more about a page than the same word in its body. */
export const SEARCH_BOOSTS = { title: 4, slug: 3, headings: 2.5, description: 2, body: 1 } as const;
type Field = keyof typeof SEARCH_BOOSTS;
const FIELDS = Object.keys(SEARCH_BOOSTS) as Field[];

/** Words too common to rank by; leaving them out also keeps the index small. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have if in into is it its not of on or so such ' +
    'that the their then there these they this to was were when where which while will with'
  ).split(' '),
);

export interface SearchHit {
  slug: string;
  score: number;
  /** Query terms (as indexed) that matched the page. */
  terms: string[];
}

export interface WikiSearch {
  /** Pages in the index. */
  readonly size: number;
  /** Best-ranked pages first, at most `limit` (default 10); an empty query finds nothing. */
  search(query: string, limit?: number): SearchHit[];
}

interface Doc {
  id: number;
  page: Page;
}

function field(doc: Doc, name: string): string {
  const p = doc.page;
  switch (name as Field) {
    case 'title':
      return p.title;
    case 'slug':
      return p.slug.replace(/[/_.-]+/g, ' ');
    case 'headings':
      return p.headings.join('\n');
    case 'description':
      return p.description;
    case 'body':
      return p.body;
  }
}

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
};

/**
 * Words are letters, digits and marks; anything else splits them. MiniSearch's own tokenizer
 * splits only at spaces and punctuation, so `` `rotate` ``, `a|b` or `x+y` stayed one token a
 * search for the word never found (the start-up scan found it).
 */
const NOT_A_WORD = /[^\p{L}\p{N}\p{M}]+/u;
const tokenize = (text: string): string[] => text.split(NOT_A_WORD);

/** The terms the index looks a query up by (lower-cased, stop words dropped), each once. */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query).map(processTerm);
  return [...new Set(terms.filter((t): t is string => t !== null))];
}

/** Prefix search from 3 characters on; one typo forgiven from 5 (two from 10, MiniSearch's 0.2). */
const SEARCH: SearchOptions = {
  boost: { ...SEARCH_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'OR',
};

/** The fields a quick index ranks by: everything but page text, a small share of the words. */
const QUICK_FIELDS = FIELDS.filter((f) => f !== 'body');

export interface SearchBuild {
  /** Titles, slugs, headings and descriptions only: built in a fraction of the time. */
  quick?: boolean;
  /** Build in slices, letting the event loop run between them (a server answers meanwhile). */
  yielding?: boolean;
}

/** Pages added to the index between two turns of the event loop, when yielding. */
const SLICE = 50;

/** Builds the index over `pages` (the wiki a run reads); loads MiniSearch on first use. */
export async function createWikiSearch(
  pages: readonly Page[],
  build: SearchBuild = {},
): Promise<WikiSearch> {
  const { default: MiniSearchClass } = await import('minisearch');
  const fields = build.quick ? QUICK_FIELDS : FIELDS;
  const index: MiniSearch<Doc> = new MiniSearchClass<Doc>({
    fields,
    storeFields: [],
    extractField: (doc, name) => (name === 'id' ? String(doc.id) : field(doc, name)),
    tokenize,
    processTerm,
    searchOptions: {
      ...SEARCH,
      boost: Object.fromEntries(fields.map((f) => [f, SEARCH_BOOSTS[f]])),
    },
  });
  const slugs = pages.map((p) => p.slug);
  const docs = pages.map((page, id) => ({ id, page }));
  if (build.yielding) await index.addAllAsync(docs, { chunkSize: SLICE });
  else index.addAll(docs);
  return {
    size: pages.length,
    search(query, limit = 10) {
      if (query.trim() === '') return [];
      return index
        .search(query)
        .map((r) => ({ slug: slugs[Number(r.id)]!, score: r.score, terms: [...r.terms].sort() }))
        .sort((a, b) => b.score - a.score || compareCodePoints(a.slug, b.slug))
        .slice(0, Math.max(0, limit));
    },
  };
}
