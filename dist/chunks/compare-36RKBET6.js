import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareRange,
  contains
} from "./chunk-EBHQNXKL.js";
import "./chunk-WLZ6MG3N.js";
import "./chunk-ALWFP5YV.js";
export {
  compareRange,
  contains
};
//# sourceMappingURL=compare-36RKBET6.js.map
