import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  freshnessOf,
  shareOf
} from "./chunk-UQBERHNJ.js";
import "./chunk-KGKYFF2W.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  freshnessOf,
  shareOf
};
//# sourceMappingURL=freshness-EGF3W7QZ.js.map
