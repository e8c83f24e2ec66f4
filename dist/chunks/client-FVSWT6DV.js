import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
} from "./chunk-DZ77GROL.js";
import "./chunk-JMJJ57Q5.js";
import "./chunk-L46MCWHH.js";
import "./chunk-KCTQQAMS.js";
import "./chunk-3GVRXVYT.js";
import "./chunk-TX7WH4O7.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-ALWFP5YV.js";
export {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
};
//# sourceMappingURL=client-FVSWT6DV.js.map
