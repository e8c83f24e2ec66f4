import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
} from "./chunk-FRMVAMKY.js";
import "./chunk-VFKHANVS.js";
import "./chunk-WVMTEX3Y.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-L46MCWHH.js";
import "./chunk-XHEWTROP.js";
import "./chunk-ALWFP5YV.js";
export {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
};
//# sourceMappingURL=client-5OGWJ56C.js.map
