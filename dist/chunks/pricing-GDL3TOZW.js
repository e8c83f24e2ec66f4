import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_MIN_CACHEABLE_TOKENS,
  MIN_CACHEABLE_TOKENS,
  PRICES,
  PRICES_AS_OF,
  costUsd,
  findPrice,
  minCacheableTokens,
  modelFamily,
  priceTable,
  promptTokens,
  roundUsd
} from "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  DEFAULT_MIN_CACHEABLE_TOKENS,
  MIN_CACHEABLE_TOKENS,
  PRICES,
  PRICES_AS_OF,
  costUsd,
  findPrice,
  minCacheableTokens,
  modelFamily,
  priceTable,
  promptTokens,
  roundUsd
};
//# sourceMappingURL=pricing-GDL3TOZW.js.map
