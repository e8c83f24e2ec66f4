import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  _nonnegative,
  _positive,
  int,
  number,
  optional,
  record,
  safeParse,
  strictObject,
  string
} from "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";

// src/config/pricing.ts
var price = () => number().check(_nonnegative());
var RATE_FIELDS = {
  input: price(),
  output: price(),
  cache_write_5m: optional(price()),
  cache_write_1h: optional(price()),
  cache_read: optional(price())
};
var PriceSchema = strictObject({
  ...RATE_FIELDS,
  /** Rates for a whole request whose prompt (input + cache writes + reads) exceeds threshold_tokens. */
  long_prompt: optional(
    strictObject({ threshold_tokens: int().check(_positive()), ...RATE_FIELDS })
  ),
  /** When the user took these prices (free text, shown with the cost). */
  as_of: optional(string())
});
function parsePricing(json) {
  const parsed = safeParse(record(string(), PriceSchema), json);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    error: issue ? `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` : "invalid"
  };
}
export {
  parsePricing
};
//# sourceMappingURL=pricing-KLBKAXXH.js.map
