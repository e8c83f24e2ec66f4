import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ESTIMATED_OUTPUT_TOKENS,
  SpendRefused,
  estimateCost,
  metered
} from "./chunk-J43EUBSG.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  ESTIMATED_OUTPUT_TOKENS,
  SpendRefused,
  estimateCost,
  metered
};
//# sourceMappingURL=spend-RV3NBRGE.js.map
