// The documented shapes and lists (design.md §2, the README), written once and checked from
// outside: key order of the JSON documents, the agent's tools, the inputs a command takes.
export const TIER2_KEYS = [
  'tier',
  'decision',
  'reason',
  'likely_type',
  'fallback',
  'model',
  'usage',
  'cost_usd',
];
export const USAGE_KEYS = [
  'input_tokens',
  'output_tokens',
  'cache_creation_input_tokens',
  'cache_read_input_tokens',
];
/** `wiki-ingest ask --json`, an answer without a note. */
export const ASK_KEYS = [
  'answer',
  'pages_read',
  'citations',
  'unknown_citations',
  'usage',
  'cost_usd',
  'latency_ms',
  'status',
  'model',
  'iterations',
  'stale',
];

/** The ingest agent's nine tools, in the order they are defined (and offered to the model). */
export const INGEST_TOOLS = [
  'read_pages',
  'read_section',
  'read_source',
  'find_source',
  'create_page',
  'update_page',
  'replace_text',
  'confirm_page',
  'finish',
];

/** The inputs Tier 1 reads, in INPUTS order: all that `classify` and `simulate` take. */
export const TIER1_INPUTS = [
  'wiki-path',
  'skip-commit-types',
  'source-paths',
  'skip-only-paths',
  'rich-paths',
  'ignore-paths',
  'min-diff-lines',
  'skip-authors',
  'extra-rich-paths',
  'extra-ignore-paths',
  'extra-skip-authors',
];

/** The inputs of the wiki map, in INPUTS order: all that `index` takes. */
export const MAP_INPUTS = [
  'wiki-path',
  'page-char-cap',
  'description-chars',
  'headings-per-page',
  'map-file',
  'map-token-budget',
];
