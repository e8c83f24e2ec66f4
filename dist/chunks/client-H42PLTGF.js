import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
} from "./chunk-K5RFK5HO.js";
import "./chunk-VFKHANVS.js";
import "./chunk-L6NOY3PW.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-L46MCWHH.js";
import "./chunk-XHEWTROP.js";
import "./chunk-ALWFP5YV.js";
export {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
};
//# sourceMappingURL=client-H42PLTGF.js.map
