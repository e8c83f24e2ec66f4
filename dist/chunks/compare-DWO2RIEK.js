import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareRange,
  contains
} from "./chunk-B57C6HOJ.js";
import "./chunk-N4ZFS2W5.js";
import "./chunk-ALWFP5YV.js";
export {
  compareRange,
  contains
};
//# sourceMappingURL=compare-DWO2RIEK.js.map
