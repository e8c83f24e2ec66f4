// Key order of the documented JSON shapes (design.md §2), checked from outside.
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
