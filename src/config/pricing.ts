// The `pricing` input's schema: model prices overriding or adding to the built-in table. Its own
// module so that zod loads only when the input is set (config.ts loadConfig).
import * as z from '../zod.js';

const price = () => z.number().check(z.nonnegative());
const RATE_FIELDS = {
  input: price(),
  output: price(),
  cache_write_5m: z.optional(price()),
  cache_write_1h: z.optional(price()),
  cache_read: z.optional(price()),
};
const PriceSchema = z.strictObject({
  ...RATE_FIELDS,
  /** Rates for a whole request whose prompt (input + cache writes + reads) exceeds threshold_tokens. */
  long_prompt: z.optional(
    z.strictObject({ threshold_tokens: z.int().check(z.positive()), ...RATE_FIELDS }),
  ),
  /** When the user took these prices (free text, shown with the cost). */
  as_of: z.optional(z.string()),
});
export type PriceOverride = z.infer<typeof PriceSchema>;

/** The parsed `pricing` JSON checked against the schema: the overrides, or the first issue. */
export function parsePricing(
  json: unknown,
): { data: Record<string, PriceOverride> } | { error: string } {
  const parsed = z.safeParse(z.record(z.string(), PriceSchema), json);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    error: issue
      ? `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`
      : 'invalid',
  };
}
