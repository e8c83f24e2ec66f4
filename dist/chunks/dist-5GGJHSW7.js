import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  require_dist2 as require_dist
} from "./chunk-5TEKI77C.js";
import "./chunk-FP5TZYFQ.js";
import "./chunk-ALWFP5YV.js";
export default require_dist();
//# sourceMappingURL=dist-5GGJHSW7.js.map
