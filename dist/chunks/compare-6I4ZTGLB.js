import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareRange,
  contains
} from "./chunk-B4X4OIYH.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  compareRange,
  contains
};
//# sourceMappingURL=compare-6I4ZTGLB.js.map
