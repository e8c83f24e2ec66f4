import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
} from "./chunk-XHJWBCV6.js";
import "./chunk-KHGEEX46.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-L46MCWHH.js";
import "./chunk-ZQ3OY3VZ.js";
import "./chunk-3GVRXVYT.js";
import "./chunk-ALWFP5YV.js";
export {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
};
//# sourceMappingURL=client-SBKKK7A7.js.map
