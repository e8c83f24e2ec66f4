import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SpendRefused,
  estimateCost,
  promptChars
} from "./chunk-IQBB3ADW.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  SpendRefused,
  estimateCost,
  promptChars
};
//# sourceMappingURL=spend-BGDPUL3Y.js.map
