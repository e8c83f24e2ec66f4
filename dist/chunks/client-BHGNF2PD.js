import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
} from "./chunk-ZNECBXZ3.js";
import "./chunk-KHGEEX46.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-L46MCWHH.js";
import "./chunk-ZQ3OY3VZ.js";
import "./chunk-3GVRXVYT.js";
import "./chunk-ALWFP5YV.js";
export {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
};
//# sourceMappingURL=client-BHGNF2PD.js.map
